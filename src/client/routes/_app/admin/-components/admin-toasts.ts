// The admin screens' toasts (docs/product.md#errors) are shared with the trainer screens.
export { toastDone, toastFailed } from '~/client/lib/mutation-toasts'
