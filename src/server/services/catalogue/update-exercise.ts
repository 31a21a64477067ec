import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { exercises } from '../../db/schema'
import { AppError } from '../../errors'
import type { Exercise } from '~/shared/schemas/catalogue'
import type { ExerciseValues } from './create-exercise'
import { checkVariationLinks } from './check-variation-links'
import { getExercise } from './list-exercises'
import { tx } from '../../i18n/server-text'

/** PATCH: only the fields given change. */
export async function updateExercise({
  database,
  exerciseId,
  values,
}: {
  database: Database
  exerciseId: number
  values: Partial<ExerciseValues>
}): Promise<Exercise> {
  await checkVariationLinks(database.db, values, exerciseId)
  const changed = await database.write(async (db) => {
    if (Object.keys(values).length === 0) {
      return db
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(eq(exercises.id, exerciseId), isNull(exercises.ownerId)))
        .get()
    }
    return db
      .update(exercises)
      .set(values)
      .where(and(eq(exercises.id, exerciseId), isNull(exercises.ownerId)))
      .returning({ id: exercises.id })
      .get()
  })
  if (!changed) throw new AppError('NOT_FOUND', tx('Exercise not found'))
  return getExercise({ db: database.db, exerciseId })
}
