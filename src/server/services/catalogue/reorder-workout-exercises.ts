import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workoutExercises } from '../../db/schema'
import { AppError } from '../../errors'
import type { WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { getWorkoutExercises } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'

/**
 * Sets a workout's exercise order from the full list of its workout-exercise ids. A list that
 * is not exactly the workout's current rows (stale screen, another admin's edit) is refused
 * rather than guessed at.
 */
export async function reorderWorkoutExercises({
  database,
  caller,
  workoutId,
  workoutExerciseIds,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  workoutExerciseIds: number[]
}): Promise<WorkoutWithExercises> {
  await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const rows = await db
      .select({ id: workoutExercises.id })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order))
      .all()
    const current = new Set(rows.map((r) => r.id))
    const given = new Set(workoutExerciseIds)
    if (
      given.size !== workoutExerciseIds.length ||
      given.size !== current.size ||
      workoutExerciseIds.some((id) => !current.has(id))
    ) {
      throw new AppError(
        'CONFLICT',
        'The workout changed since this list was loaded: reload and try again',
      )
    }
    const [first, ...more] = workoutExerciseIds.map((id, i) =>
      db
        .update(workoutExercises)
        .set({ order: i + 1 })
        .where(eq(workoutExercises.id, id)),
    )
    if (first) await db.batch([first, ...more])
  })
  return getWorkoutExercises({ db: database.db, workoutId, caller })
}
