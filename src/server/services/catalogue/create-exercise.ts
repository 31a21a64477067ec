import type { z } from 'zod'
import type { Database } from '../../db/client'
import { exercises } from '../../db/schema'
import type { Exercise } from '~/shared/schemas/catalogue'
import type { exerciseInputSchema } from '~/shared/schemas/catalogue-input'
import { checkVariationLinks } from './check-variation-links'
import { getExercise } from './list-exercises'

export type ExerciseValues = z.output<typeof exerciseInputSchema>

export async function createExercise({
  database,
  values,
}: {
  database: Database
  values: ExerciseValues
}): Promise<Exercise> {
  await checkVariationLinks(database.db, values)
  const row = await database.write((db) =>
    db.insert(exercises).values(values).returning({ id: exercises.id }).get(),
  )
  return getExercise({ db: database.db, exerciseId: row.id })
}
