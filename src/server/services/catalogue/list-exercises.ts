import { asc, eq, or, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { escapeLike } from '../../db/sql'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import { AppError } from '../../errors'
import type { Exercise } from '~/shared/schemas/catalogue'
import { exerciseColumns, isoDates } from './columns'

export const LIST_EXERCISES_MAX_LIMIT = 500

/**
 * The library in name order, searched on the server (case-insensitive substring of the name,
 * description, category or body part) and paged with limit/offset, so a large library never
 * loads at once (docs/product.md#search). The catalogue is edited rarely, so offset paging is stable enough.
 */
export async function listExercises({
  db,
  query,
  limit = LIST_EXERCISES_MAX_LIMIT,
  offset = 0,
}: {
  db: Drizzle
  query?: string
  limit?: number
  offset?: number
}): Promise<Exercise[]> {
  const needle = query?.trim().toLowerCase()
  const pattern = needle ? `%${escapeLike(needle)}%` : null
  const like = (column: AnySQLiteColumn) =>
    sql`lower(coalesce(${column}, '')) LIKE ${pattern} ESCAPE '\\'`
  const rows = await db
    .select(exerciseColumns)
    .from(exercises)
    .where(
      pattern
        ? or(
            like(exercises.name),
            like(exercises.description),
            like(exercises.category),
            like(exercises.bodyPart),
          )
        : undefined,
    )
    .orderBy(asc(exercises.name), asc(exercises.id))
    .limit(Math.min(Math.max(Math.trunc(limit), 1), LIST_EXERCISES_MAX_LIMIT))
    .offset(Math.max(Math.trunc(offset), 0))
    .all()
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
