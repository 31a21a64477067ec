import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workouts } from '../../db/schema'
import { AppError } from '../../errors'
import type { Workout } from '~/shared/schemas/catalogue'
import type { WorkoutValues } from './create-workout'
import { getWorkout } from './list-workouts'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { tx } from '../../i18n/server-text'

/** PATCH: only the fields given change; an empty patch is a plain read. */
export async function updateWorkout({
  database,
  caller,
  workoutId,
  values,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  values: Partial<WorkoutValues>
}): Promise<Workout> {
  const changed = await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    if (Object.keys(values).length === 0) {
      return db.select({ id: workouts.id }).from(workouts).where(eq(workouts.id, workoutId)).get()
    }
    return db
      .update(workouts)
      .set(values)
      .where(eq(workouts.id, workoutId))
      .returning({ id: workouts.id })
      .get()
  })
  if (!changed) throw new AppError('NOT_FOUND', tx('Workout not found'))
  return getWorkout({ db: database.db, workoutId, caller })
}
