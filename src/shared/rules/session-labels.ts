// The texts of a training session (docs/product.md#sessions): one line per logged set and the
// session's counts, as history, the session page and the player's list of this session's sets
// show them.
import { plural } from './labels'
import { loadLabel } from './player'
import { fromKg, type Units } from './units'

/** Reps × added load: '450 kg', '992 lb' (whole figures: a total, not a plate). */
export function volumeLabel(volumeKg: number, units: Units = 'kg'): string {
  return `${Math.round(fromKg(volumeKg, units))} ${units}`
}

export interface SetFigures {
  setNumber: number
  side?: 'left' | 'right' | null
  reps?: number | null
  seconds?: number | null
  loadKg?: number | null
  rpe?: number | null
  /** The block's round (docs/product.md#blocks-in-the-player). */
  round?: number | null
}

/**
 * 'Set 2 · Left · 8 reps · +10 kg · RPE 8', 'Set 1 · 30 s', 'Set 2 · Round 3 · 10 reps' (a set of
 * a block's round): what was logged, nothing empty.
 */
export function loggedSetLine(set: SetFigures, units: Units = 'kg'): string {
  const parts = [`Set ${set.setNumber}`]
  if (set.round) parts.push(`Round ${set.round}`)
  if (set.side) parts.push(set.side === 'left' ? 'Left' : 'Right')
  parts.push(
    set.seconds !== null && set.seconds !== undefined
      ? `${set.seconds} s`
      : plural(set.reps ?? 0, 'rep'),
  )
  if (set.loadKg) parts.push(loadLabel(set.loadKg, units))
  if (set.rpe) parts.push(`RPE ${set.rpe}`)
  return parts.join(' · ')
}

/** '3 exercises · 9 sets · 450 kg' (the volume only when a load was logged). */
export function sessionCounts(
  session: { exerciseCount: number; setCount: number; volumeKg: number },
  units: Units = 'kg',
): string {
  const parts = [plural(session.exerciseCount, 'exercise'), plural(session.setCount, 'set')]
  if (session.volumeKg > 0) parts.push(volumeLabel(session.volumeKg, units))
  return parts.join(' · ')
}
