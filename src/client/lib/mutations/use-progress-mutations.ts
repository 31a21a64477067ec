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
