// Changes staff make to people: roles, trainers, invitations, kiosks.
import { useRouter } from '@tanstack/react-router'
import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

type Utils = ReturnType<typeof trpc.useUtils>

/** Every list that shows a person's role or trainer. */
const people = (utils: Utils) =>
  Promise.all([
    utils.admin.users.invalidate(),
    utils.admin.stats.invalidate(),
    utils.trainer.users.invalidate(),
  ])

/** Changes a role; a change to one's own role also refreshes the header and the route guards. */
export function useSetRole(options?: Parameters<typeof trpc.admin.setRole.useMutation>[0]) {
  const utils = trpc.useUtils()
  const router = useRouter()
  const refreshed = refreshFirst(() => people(utils), options)
  return trpc.admin.setRole.useMutation({
    ...refreshed,
    onSuccess: async (data, variables, ...rest) => {
      await refreshed.onSuccess?.(data, variables, ...rest)
      if (variables.userId === utils.auth.session.getData()?.user?.id) {
        await utils.auth.session.invalidate()
        await router.invalidate()
      }
    },
  })
}

/** Gives a trainer the coach permission or takes it back (docs/product.md#workout-of-the-day). */
export function useSetCoach(options?: Parameters<typeof trpc.admin.setCoach.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.admin.setCoach.useMutation(refreshFirst(() => people(utils), options))
}

export function useAssignTrainer(
  options?: Parameters<typeof trpc.admin.assignTrainer.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.admin.assignTrainer.useMutation(refreshFirst(() => people(utils), options))
}

export function useSendInvitation(options?: Parameters<typeof trpc.trainer.invite.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.trainer.invite.useMutation(
    refreshFirst(() => utils.trainer.invitations.invalidate(), options),
  )
}

export function useResendInvitation(
  options?: Parameters<typeof trpc.trainer.resendInvitation.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.trainer.resendInvitation.useMutation(
    refreshFirst(() => utils.trainer.invitations.invalidate(), options),
  )
}

/** A revocation changes the row whether it succeeded or lost to an acceptance meanwhile. */
export function useRevokeInvitation(
  options?: Parameters<typeof trpc.trainer.revokeInvitation.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.trainer.revokeInvitation.useMutation(
    refreshFirst(() => utils.trainer.invitations.invalidate(), options, { onError: true }),
  )
}

export function useRegisterKiosk(
  options?: Parameters<typeof trpc.admin.kiosks.register.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.admin.kiosks.register.useMutation(
    refreshFirst(() => utils.admin.kiosks.list.invalidate(), options),
  )
}

/** A new code or a revocation changes the kiosk's status whether or not it succeeded. */
export function useNewPairingCode(
  options?: Parameters<typeof trpc.admin.kiosks.newPairingCode.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.admin.kiosks.newPairingCode.useMutation(
    refreshFirst(() => utils.admin.kiosks.list.invalidate(), options, { onError: true }),
  )
}

export function useRevokeKiosk(
  options?: Parameters<typeof trpc.admin.kiosks.revoke.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.admin.kiosks.revoke.useMutation(
    refreshFirst(() => utils.admin.kiosks.list.invalidate(), options, { onError: true }),
  )
}
