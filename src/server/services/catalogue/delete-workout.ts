import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workouts } from '../../db/schema'
import { AppError } from '../../errors'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { tx } from '../../i18n/server-text'

/**
 * Deletes a workout with its exercise rows and plan entries (foreign-key cascades). Users'
 * completions stay: their workout id becomes null and the stored title keeps history readable.
 */
export async function deleteWorkout({
  database,
  caller,
  workoutId,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
}): Promise<void> {
  const deleted = await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    return db
      .delete(workouts)
      .where(eq(workouts.id, workoutId))
      .returning({ id: workouts.id })
      .get()
  })
  if (!deleted) throw new AppError('NOT_FOUND', tx('Workout not found'))
}
