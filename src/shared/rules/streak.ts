// Which days count for the streak (docs/product.md#streak). One rule for every reader: the live
// streak of one athlete, the lists that read many athletes' streaks in one query
// (src/server/services/progress/streak-days.ts writes this rule in SQL, and a test holds the two
// equal), the streak badges and the staff's active count.
import { computeStreak } from './days'

/** Sets logged on one day that make it a training day without a completed workout. */
export const STREAK_SETS = 3

/** One logged set as the streak reads it. */
export interface StreakSet {
  day: string
  workoutId: number | null
  exerciseId: number
  setNumber: number
  round: number | null
  /** Brought by an import: its days count through the import's own choice (its completions). */
  imported: boolean
}

/**
 * A set's identity within its day: both sides of a per-side set, and a set resent or logged
 * twice, are one set.
 */
export function streakSetKey(set: Omit<StreakSet, 'day' | 'imported'>): string {
  return `${set.workoutId ?? 0}:${set.exerciseId}:${set.setNumber}:${set.round ?? 0}`
}

/**
 * docs/product.md#streak: a day counts when the athlete completed a workout on it, or logged at
 * least `STREAK_SETS` sets on it, in any workouts or practice together.
 */
export function isStreakDay(day: { completedWorkouts: number; sets: number }): boolean {
  return day.completedWorkouts > 0 || day.sets >= STREAK_SETS
}

/** The days of a log that count for the streak (any order, each once). */
export function streakDays(completionDays: Iterable<string>, sets: Iterable<StreakSet>): string[] {
  const completed = new Map<string, number>()
  for (const day of completionDays) completed.set(day, (completed.get(day) ?? 0) + 1)
  const keys = new Map<string, Set<string>>()
  for (const set of sets) {
    if (set.imported) continue
    let day = keys.get(set.day)
    if (!day) keys.set(set.day, (day = new Set()))
    day.add(streakSetKey(set))
  }
  const days = new Set<string>()
  for (const day of new Set([...completed.keys(), ...keys.keys()])) {
    if (isStreakDay({ completedWorkouts: completed.get(day) ?? 0, sets: keys.get(day)?.size ?? 0 }))
      days.add(day)
  }
  return [...days]
}

/** The streak on `today` of a log (the whole rule, as the SQL of many users' streaks reads it). */
export function streakOf(
  completionDays: Iterable<string>,
  sets: Iterable<StreakSet>,
  today: string,
): number {
  return computeStreak(streakDays(completionDays, sets), today)
}
