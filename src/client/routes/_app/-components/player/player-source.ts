import { msg } from '@lingui/core/macro'
import { i18n } from '~/client/lib/i18n'
import type { PlayerOf } from '~/client/lib/player-session'
import type { BlockSource } from '~/shared/rules/block-player'
import type { Position } from '~/shared/rules/player'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import type { StepStandard } from '~/shared/schemas/skills'

// A practice's exercises belong to no workout block.
export type Item = Omit<WorkoutExercise, 'blockId'> & { blockId?: number }

/**
 * What the player plays: a workout's exercises, or a skill's practice (docs/product.md#skill-practice):
 * the current step's exercise with its standard as the target, logged without a workout.
 */
export interface PlayerSource {
  /** Where the session is kept on this device. */
  of: PlayerOf
  title: string
  /** The workout the sets belong to; null for a practice (the set log's library mode). */
  workoutId: number | null
  exercises: readonly Item[]
  /** A practice's skill: the summary leads back to it; each set starts with the standard's load. */
  skill?: { id: number; name: string; standard: StepStandard }
  /** The workout's blocks, their exercises side by side in `exercises` (none: one straight block). */
  blocks?: readonly BlockSource[]
  /**
   * Per exercise id, the highest set number the server held for this workout today as the
   * player opened: a new session's sets are numbered on from there (docs/product.md#set-log).
   */
  setNumberBase?: Record<number, number>
}

/** 'Set 2 of 3 of Push-ups, left side': what a screen reader hears on each change. */
export function setText(
  items: readonly Item[],
  configs: readonly { sets: number }[],
  p: Position,
): string {
  const name = items[p.exercise]?.exercise.name ?? ''
  const sets = configs[p.exercise]?.sets ?? 1
  const setNumber = Math.min(p.setNumber, sets)
  if (p.side === 'left') return i18n._(msg`${name}, set ${setNumber} of ${sets}, left side`)
  if (p.side === 'right') return i18n._(msg`${name}, set ${setNumber} of ${sets}, right side`)
  return i18n._(msg`${name}, set ${setNumber} of ${sets}`)
}
