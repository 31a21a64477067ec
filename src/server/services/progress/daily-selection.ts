import type { Drizzle } from '../../db/client'
import { listWorkouts } from '../catalogue/list-workouts'
import { WORKOUT_CATEGORIES } from '~/shared/schemas/catalogue'

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day: the rotation index of the shared session. */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000)
}

/**
 * The kiosk board's session (docs/product.md#kiosk-board): one workout from each section,
 * rotating through each section's workouts day by day, the same for everyone at the gym. It
 * knows nobody: athletes' own sessions are chosen by rules/daily-choice.ts from their profile,
 * which never reaches a kiosk.
 */
export async function dailyWorkoutIds({
  db,
  day,
}: {
  db: Drizzle
  day: string
}): Promise<number[]> {
  return dailyWorkoutIdsOf(await listWorkouts({ db }), day)
}

/** dailyWorkoutIds over a workout list the caller already has. */
export function dailyWorkoutIdsOf(rows: { id: number; category: string }[], day: string): number[] {
  const n = dayNumber(day)
  const ids: number[] = []
  for (const category of WORKOUT_CATEGORIES) {
    const pool = rows.filter((r) => r.category === category)
    const pick = pool[n % Math.max(pool.length, 1)]
    if (pick) ids.push(pick.id)
  }
  return ids
}
