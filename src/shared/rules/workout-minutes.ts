/** docs/product.md#minutes defaults for a workout exercise missing its numbers. */
export const EXERCISE_DEFAULTS = { durationSeconds: 30, restSeconds: 30, sets: 1 } as const

export interface MinutesInput {
  sets?: number | null
  duration?: number | null
  restTime?: number | null
}

/**
 * docs/product.md#minutes: sum over exercises of (sets × duration + (sets − 1) × rest), in minutes rounded up.
 * An empty or missing list falls back to the workout's stored duration.
 */
export function workoutMinutes(
  exercises: readonly MinutesInput[] | null | undefined,
  storedMinutes: number,
): number {
  if (!exercises || exercises.length === 0) return storedMinutes
  let seconds = 0
  for (const e of exercises) {
    const sets = e.sets && e.sets > 0 ? e.sets : EXERCISE_DEFAULTS.sets
    const duration = e.duration ?? EXERCISE_DEFAULTS.durationSeconds
    const rest = e.restTime ?? EXERCISE_DEFAULTS.restSeconds
    seconds += sets * duration + (sets - 1) * rest
  }
  return Math.ceil(seconds / 60)
}
