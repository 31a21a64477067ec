import { asc } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workoutExercises, workouts } from '../../db/schema'
import type { WORKOUT_CATEGORIES } from '~/shared/schemas/catalogue'
import { cachedCatalogue } from './catalogue-cache'

export interface WorkoutPlan {
  id: number
  title: string
  category: (typeof WORKOUT_CATEGORIES)[number]
  /** The workout's exercises, in its order. */
  exerciseIds: number[]
}

/**
 * Every workout's exercise ids, from the catalogue cache (docs/architecture.md#catalogue-cache):
 * what a completion is checked against without a query. The map iterates in id order.
 */
export async function workoutPlans(db: Drizzle): Promise<Map<number, WorkoutPlan>> {
  return cachedCatalogue(db, 'workout-plans', async (db) => {
    const rows = await db
      .select({ id: workouts.id, title: workouts.title, category: workouts.category })
      .from(workouts)
      // In id order, as the daily selection picks from them (dailyWorkoutIdsOf).
      .orderBy(asc(workouts.id))
      .all()
    const plans = new Map<number, WorkoutPlan>(rows.map((r) => [r.id, { ...r, exerciseIds: [] }]))
    const items = await db
      .select({ workoutId: workoutExercises.workoutId, exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
      .all()
    for (const item of items) plans.get(item.workoutId)?.exerciseIds.push(item.exerciseId)
    return plans
  })
}
