import { useMutation } from '@tanstack/react-query'
import { logSetsQueued, passStepQueued, recordProgressQueued } from '../sync-queue'
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

// Training writes go through the device's queue (docs/architecture.md#offline): sent at once
// while online, kept in order and sent later while offline, so the screens work the same way.
// Their options are those of the tRPC mutation they replace.
type Options<P extends (...args: never[]) => unknown> = NonNullable<Parameters<P>[0]>

/** Records a completed exercise or workout (the tracker and the workout page). */
export function useRecordProgress(options?: Options<typeof trpc.progress.record.useMutation>) {
  const utils = trpc.useUtils()
  return useMutation({
    ...refreshFirst(() => afterTraining(utils), options),
    mutationFn: recordProgressQueued,
  } as Options<typeof trpc.progress.record.useMutation> & {
    mutationFn: typeof recordProgressQueued
  })
}

/** 'I can do this': passes a ladder step by self-assessment, which may unlock the skill and earn a badge. */
export function usePassStep(options?: Options<typeof trpc.skills.passStep.useMutation>) {
  const utils = trpc.useUtils()
  return useMutation({
    ...refreshFirst(() => Promise.all([afterLadder(utils), afterTraining(utils)]), options),
    mutationFn: passStepQueued,
  } as Options<typeof trpc.skills.passStep.useMutation> & { mutationFn: typeof passStepQueued })
}

/** A trainer's 'Set step' on a client's ladder (View Progress). */
export function useSetSkillStep(
  options?: Parameters<typeof trpc.trainer.setSkillStep.useMutation>[0],
) {
  const utils = trpc.useUtils()
  return trpc.trainer.setSkillStep.useMutation(
    refreshFirst(
      () =>
        // Setting the last step unlocks the skill, which may earn the client a badge.
        Promise.all([afterLadder(utils), utils.profile.summary.invalidate()]),
      options,
    ),
  )
}

/** What a skill's ladder changes: the Skills tab, the skill page and View Progress. */
const afterLadder = (utils: Utils) =>
  Promise.all([utils.skills.list.invalidate(), utils.skills.ofUser.invalidate()])

/**
 * What a logged or undone set changes besides progress: the set log and the records, and the
 * ladders (a set may pass a step, docs/product.md#skill-ladders).
 */
const afterSets = (utils: Utils) =>
  Promise.all([
    utils.sets.list.invalidate(),
    utils.sets.records.invalidate(),
    afterLadder(utils),
    afterTraining(utils),
  ])

/**
 * Logs sets (docs/product.md#set-log): the player and the tracker. Each set carries a client id,
 * so sending it again (a retry, a double tap, the offline queue) answers the same row.
 */
export function useLogSets(options?: Options<typeof trpc.sets.log.useMutation>) {
  const utils = trpc.useUtils()
  return useMutation({
    ...refreshFirst(() => afterSets(utils), options),
    mutationFn: logSetsQueued,
  } as Options<typeof trpc.sets.log.useMutation> & { mutationFn: typeof logSetsQueued })
}

/** Undoes a set logged today. */
export function useDeleteSet(options?: Parameters<typeof trpc.sets.delete.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.sets.delete.useMutation(refreshFirst(() => afterSets(utils), options))
}
