import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

type Utils = ReturnType<typeof trpc.useUtils>

/** What a finished exercise, workout or skill changes: progress, Daily, streak and badges. */
const afterTraining = (utils: Utils) =>
  Promise.all([
    utils.progress.get.invalidate(),
    utils.workouts.daily.invalidate(),
    utils.auth.session.invalidate(),
    utils.badges.list.invalidate(),
  ])

/** Records a completed exercise or workout (the tracker and the workout page). */
export function useRecordProgress(
  options?: Parameters<typeof trpc.progress.record.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.progress.record.useMutation(refreshFirst(() => afterTraining(utils), options))
}

/** Unlocks a skill, which may earn a badge. */
export function useUnlockSkill(options?: Parameters<typeof trpc.skills.unlock.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.skills.unlock.useMutation(
    refreshFirst(
      () => Promise.all([utils.skills.list.invalidate(), afterTraining(utils)]),
      options,
    ),
  )
}

/** What a logged or undone set changes besides progress: the set log and the records. */
const afterSets = (utils: Utils) =>
  Promise.all([utils.sets.list.invalidate(), utils.sets.records.invalidate(), afterTraining(utils)])

/**
 * Logs sets (docs/product.md#set-log): the player and the tracker. Each set carries a client id,
 * so sending it again (a retry, a double tap) answers the same row.
 */
export function useLogSets(options?: Parameters<typeof trpc.sets.log.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.sets.log.useMutation(refreshFirst(() => afterSets(utils), options))
}

/** Undoes a set logged today. */
export function useDeleteSet(options?: Parameters<typeof trpc.sets.delete.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.sets.delete.useMutation(refreshFirst(() => afterSets(utils), options))
}
