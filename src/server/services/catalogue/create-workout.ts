import type { z } from 'zod'
import type { Database } from '../../db/client'
import { workouts } from '../../db/schema'
import type { Workout } from '~/shared/schemas/catalogue'
import type { workoutInputSchema } from '~/shared/schemas/catalogue-input'
import { getWorkout } from './list-workouts'

export type WorkoutValues = z.output<typeof workoutInputSchema>

export async function createWorkout({
  database,
  values,
}: {
  database: Database
  values: WorkoutValues
}): Promise<Workout> {
  const row = await database.write((db) =>
    db.insert(workouts).values(values).returning({ id: workouts.id }).get(),
  )
  return getWorkout({ db: database.db, workoutId: row.id })
}
