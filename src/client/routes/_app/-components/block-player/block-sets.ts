import { msg } from '@lingui/core/macro'
import { i18n } from '~/client/lib/i18n'
import { newClientId } from '~/client/lib/client-id'
import type { SessionScore, SessionSet } from '~/client/lib/player-session'
import {
  type BlockSet,
  type blockScore,
  intervalReps,
  type PlayerBlock,
  type TimedRun,
  timingOf,
} from '~/shared/rules/block-player'
import { clockLabel } from '~/shared/rules/player'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import { blockKindLabel } from '~/client/lib/display-labels'

export type Item = Omit<WorkoutExercise, 'blockId'> & { blockId?: number }
export type Config = { mode: 'reps' | 'timed'; targetReps: number; workSeconds: number }

/** How a block runs, before it starts: 'EMOM · 10 min', 'Tabata · 8 × 20 s / 10 s'. */
export function blockIntro(block: PlayerBlock): string {
  const minutes = block.minutes ?? 10
  switch (block.kind) {
    case 'emom':
      return i18n._(msg`EMOM · ${minutes} min`)
    case 'amrap':
      return i18n._(msg`AMRAP · ${minutes} min`)
    case 'for-time': {
      const rounds = block.rounds
      const cap = block.capSeconds ? clockLabel(block.capSeconds) : null
      const parts = [blockKindLabel('for-time')]
      if (rounds) parts.push(i18n._(msg`${rounds} rounds`))
      if (cap) parts.push(i18n._(msg`cap ${cap}`))
      return parts.join(' · ')
    }
    default: {
      const timing = timingOf(block)
      const rounds = timing.rounds ?? 8
      const work = timing.workSeconds ?? 20
      const rest = timing.restSeconds ?? 10
      return i18n._(msg`Tabata · ${rounds} × ${work} s / ${rest} s`)
    }
  }
}

/**
 * The session's sets and score a timed block logs: each set carries the block and its round (a
 * practice's, no workout, carry neither), a timed exercise its work seconds, a rep exercise its
 * reps (an EMOM minute's or a Tabata interval's as the athlete set them, else the target).
 */
export function blockLogging(
  block: PlayerBlock,
  items: readonly Item[],
  configs: readonly Config[],
  workoutId: number | null,
) {
  const setOf = (bs: BlockSet, reps?: number): SessionSet => {
    const item = items[bs.exercise]
    const config = configs[bs.exercise]
    return {
      clientId: newClientId(),
      ...(workoutId !== null ? { workoutId } : {}),
      ...(workoutId !== null && block.id !== null ? { blockId: block.id, round: bs.round } : {}),
      exerciseId: item?.exerciseId ?? 0,
      exerciseIndex: bs.exercise,
      setNumber: Math.min(bs.setNumber, SET_LIMITS.maxSetNumber),
      ...(config?.mode === 'timed'
        ? {
            seconds:
              block.kind === 'tabata' ? (timingOf(block).workSeconds ?? 20) : config.workSeconds,
          }
        : { reps: Math.min(SET_LIMITS.maxReps, reps ?? config?.targetReps ?? 0) }),
      performedAt: new Date().toISOString(),
      saved: false,
      records: [],
    }
  }
  const scoreOf = (value: NonNullable<ReturnType<typeof blockScore>>): SessionScore | undefined =>
    workoutId === null || block.id === null
      ? undefined
      : {
          clientId: newClientId(),
          workoutId,
          blockId: block.id,
          ...(value.kind === 'time'
            ? { kind: 'time', ...(value.seconds !== null ? { seconds: value.seconds } : {}) }
            : { kind: 'rounds+reps', rounds: value.rounds, reps: value.reps }),
          performedAt: new Date().toISOString(),
          saved: false,
        }
  /** Each Tabata work interval that ran is a set of its exercise, logged as the block ends. */
  const tabataSets = (elapsedMs: number, run: TimedRun): SessionSet[] => {
    const sets: SessionSet[] = []
    if (block.kind !== 'tabata') return sets
    const t = timingOf(block)
    const cycle = ((t.workSeconds ?? 20) + (t.restSeconds ?? 10)) * 1000
    const intervals = Math.min(t.rounds ?? 8, Math.ceil(elapsedMs / cycle))
    for (let round = 1; round <= intervals; round++) {
      const count = block.end - block.start
      const exercise = block.start + ((round - 1) % count)
      const target = configs[exercise]?.targetReps ?? 0
      sets.push(
        setOf(
          { exercise, setNumber: Math.floor((round - 1) / count) + 1, round },
          intervalReps(block, run, round, target),
        ),
      )
    }
    return sets
  }
  return { setOf, scoreOf, tabataSets }
}
