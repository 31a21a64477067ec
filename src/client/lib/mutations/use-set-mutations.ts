import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

type Utils = ReturnType<typeof trpc.useUtils>

/**
 * What a corrected or removed set changes (docs/product.md#set-log): the sets and sessions it
 * belongs to, records, and everything the server recomputed from sets (progress, Daily, streak,
 * badges, ladders).
 */
const afterCorrection = (utils: Utils) =>
  Promise.all([
    utils.sets.invalidate(),
    utils.sessions.invalidate(),
    utils.progress.get.invalidate(),
    utils.profile.summary.invalidate(),
    utils.workouts.daily.invalidate(),
    utils.auth.session.invalidate(),
    utils.badges.list.invalidate(),
    utils.skills.list.invalidate(),
    utils.skills.ofUser.invalidate(),
  ])

/** Corrects a logged set's reps or seconds, load, effort or side. */
export function useUpdateSet(options?: Parameters<typeof trpc.sets.update.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.sets.update.useMutation(refreshFirst(() => afterCorrection(utils), options))
}

/** 'Undo': removes a logged set, on any day. */
export function useDeleteSet(options?: Parameters<typeof trpc.sets.delete.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.sets.delete.useMutation(refreshFirst(() => afterCorrection(utils), options))
}
