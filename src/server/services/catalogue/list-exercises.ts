import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import { AppError } from '../../errors'
import type { Exercise } from '~/shared/schemas/catalogue'
import { exerciseColumns, isoDates } from './columns'

export async function listExercises({ db }: { db: Drizzle }): Promise<Exercise[]> {
  const rows = await db.select(exerciseColumns).from(exercises).orderBy(asc(exercises.name)).all()
  return rows.map(isoDates)
}

export async function getExercise({
  db,
  exerciseId,
}: {
  db: Drizzle
  exerciseId: number
}): Promise<Exercise> {
  const row = await db
    .select(exerciseColumns)
    .from(exercises)
    .where(eq(exercises.id, exerciseId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', 'Exercise not found')
  return isoDates(row)
}
