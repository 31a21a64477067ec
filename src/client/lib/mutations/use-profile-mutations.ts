import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'
import { forgetSignedInUser } from './use-session-mutations'

/** Saves age, height, weight and time zone: the header, the profile and Daily's day follow. */
export function useUpdateProfile(options?: Parameters<typeof trpc.profile.update.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.profile.update.useMutation(
    refreshFirst(
      () =>
        Promise.all([
          utils.auth.session.invalidate(),
          utils.profile.summary.invalidate(),
          utils.workouts.daily.invalidate(),
        ]),
      options,
    ),
  )
}

/** Deletes the account: nothing cached about its owner may outlive it. */
export function useDeleteAccount(options?: Parameters<typeof trpc.profile.delete.useMutation>[0]) {
  return trpc.profile.delete.useMutation(refreshFirst(forgetSignedInUser, options))
}

/** 'Not now' on a level offer: Daily is read again without it. */
export function useDismissLevelOffer(
  options?: Parameters<typeof trpc.workouts.dismissLevelOffer.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.workouts.dismissLevelOffer.useMutation(
    refreshFirst(() => utils.workouts.daily.invalidate(), options),
  )
}
