// The admin screens' toasts (SPEC §8) are shared with the trainer screens.
export { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
