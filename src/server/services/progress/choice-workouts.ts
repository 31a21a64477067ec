import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutExercises } from '../../db/schema'
import { cachedCatalogue } from '../catalogue/catalogue-cache'
import { listWorkouts } from '../catalogue/list-workouts'
import type { ChoiceWorkout } from '~/shared/rules/daily-choice'
import type { Workout } from '~/shared/schemas/catalogue'

/**
 * Every workout as Daily's choice reads it (rules/daily-choice.ts): the catalogue's workouts with
 * each exercise's equipment text. Catalogue only, so kept with the catalogue cache: one query
 * more per catalogue version, none per Daily.
 */
export async function choiceWorkouts(db: Drizzle): Promise<(Workout & ChoiceWorkout)[]> {
  return cachedCatalogue(db, 'choice-workouts', async () => {
    const [all, rows] = await Promise.all([
      listWorkouts({ db }),
      db
        .select({ workoutId: workoutExercises.workoutId, equipment: exercises.equipment })
        .from(workoutExercises)
        .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
        .all(),
    ])
    const byWorkout = new Map<number, string[]>()
    for (const row of rows)
      byWorkout.set(row.workoutId, [...(byWorkout.get(row.workoutId) ?? []), row.equipment])
    return all.map((w) => ({ ...w, equipment: byWorkout.get(w.id) ?? [] }))
  })
}
