import type { z } from 'zod'
import type { Database } from '../../db/client'
import { workouts } from '../../db/schema'
import type { Workout } from '~/shared/schemas/catalogue'
import type { workoutInputSchema } from '~/shared/schemas/catalogue-input'
import { AppError } from '../../errors'
import { getWorkout } from './list-workouts'
import { CATALOGUE_ADMINS_ONLY, type WorkoutCaller } from './workout-access'

export type WorkoutValues = z.output<typeof workoutInputSchema>

/**
 * A catalogue workout (an admin's) or, with `private`, the caller's own private workout
 * (docs/product.md#trainer-workouts). Only admins add to the catalogue.
 */
export async function createWorkout({
  database,
  caller,
  values,
  private: isPrivate = false,
}: {
  database: Database
  caller: WorkoutCaller
  values: WorkoutValues
  private?: boolean
}): Promise<Workout> {
  if (!isPrivate && caller.role !== 'admin') {
    throw new AppError('FORBIDDEN', CATALOGUE_ADMINS_ONLY)
  }
  const row = await database.write((db) =>
    db
      .insert(workouts)
      .values({ ...values, ownerId: isPrivate ? caller.id : null })
      .returning({ id: workouts.id })
      .get(),
  )
  return getWorkout({ db: database.db, workoutId: row.id, caller })
}
