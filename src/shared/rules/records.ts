// An exercise's history as the profile shows it (docs/product.md#profile): the best set of each
// day for the chart, and the training sessions with their sets. Pure, so the screen and its tests agree.
import { plural } from './labels'
import { bySession, loadLabel, type PlayerSet } from './player'
import type { TimedKind } from './tracker'
import type { Units } from './units'

/**
 * The name of an exercise's longest timed set in its records: 'Longest hold' for a hold, 'Longest
 * work' for timed work such as Jumping Jacks (`timedKind`), which is never held.
 */
export function longestLabel(kind: TimedKind): string {
  return kind === 'work' ? 'Longest work' : 'Longest hold'
}

export interface DayBest {
  day: string
  /** Reps, or seconds for a hold. */
  value: number
  unit: 'reps' | 'seconds'
  /** '12 reps', '45 s', '8 reps @ +5 kg'. */
  label: string
}

/** Holds are measured in seconds, everything else in reps: an exercise's sets are one or the other. */
function unitOf(sets: readonly PlayerSet[]): 'reps' | 'seconds' {
  return sets.some((s) => s.reps !== null && s.reps !== undefined) ? 'reps' : 'seconds'
}

function valueOf(set: PlayerSet, unit: 'reps' | 'seconds'): number {
  return (unit === 'reps' ? set.reps : set.seconds) ?? 0
}

/** '12 reps', '45 s', with ' @ +5 kg' when the set carried a load. */
export function setLabel(set: PlayerSet, units: Units = 'kg'): string {
  const figure =
    set.seconds !== null && set.seconds !== undefined
      ? `${set.seconds} s`
      : plural(set.reps ?? 0, 'rep')
  return set.loadKg ? `${figure} @ ${loadLabel(set.loadKg, units)}` : figure
}

/**
 * The best set of each day, oldest day first: the most reps (or the longest hold); between
 * equal figures the heavier load.
 */
export function bestSetPerDay(sets: readonly PlayerSet[], units: Units = 'kg'): DayBest[] {
  const unit = unitOf(sets)
  const best = new Map<string, PlayerSet>()
  for (const set of sets) {
    const day = set.day ?? ''
    const held = best.get(day)
    const better =
      !held ||
      valueOf(set, unit) > valueOf(held, unit) ||
      (valueOf(set, unit) === valueOf(held, unit) && (set.loadKg ?? 0) > (held.loadKg ?? 0))
    if (better) best.set(day, set)
  }
  return [...best.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, set]) => ({ day, value: valueOf(set, unit), unit, label: setLabel(set, units) }))
}

export interface HistorySession {
  day: string
  /** The training session's id (null for sets kept without one). */
  sessionId: number | null
  /** Its sets in the order done. */
  sets: PlayerSet[]
  /** Whether a set of the session set a record when it was logged. */
  record: boolean
}

/**
 * The sessions an exercise was trained in, newest first, each with its sets in the order done:
 * one day's sessions (two workouts and a practice) each their own, never merged (`bySession`).
 */
export function historySessions(sets: readonly PlayerSet[]): HistorySession[] {
  return bySession(sets).map((list) => ({
    day: list[0]?.day ?? '',
    sessionId: list[0]?.sessionId ?? null,
    sets: list,
    record: list.some((s) => (s.records?.length ?? 0) > 0),
  }))
}
