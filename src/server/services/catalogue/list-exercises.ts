import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import { AppError } from '../../errors'
import { searchExercises } from '~/shared/rules/catalogue-search'
import type { Exercise } from '~/shared/schemas/catalogue'
import { cachedCatalogue } from './catalogue-cache'
import { exerciseColumns, isoDates } from './columns'
import { tx } from '../../i18n/server-text'

export const LIST_EXERCISES_MAX_LIMIT = 500

/**
 * The library, paged with limit/offset so a large library never loads at once
 * (docs/product.md#search): in name order, or with a query ranked by the catalogue search, the
 * same rule as Explore's box (docs/product.md#search-rule), over the whole library as kept per
 * catalogue version. The catalogue is edited rarely, so offset paging is stable enough.
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
  const size = Math.min(Math.max(Math.trunc(limit), 1), LIST_EXERCISES_MAX_LIMIT)
  const from = Math.max(Math.trunc(offset), 0)
  if (query?.trim()) {
    const all = await cachedCatalogue(db, 'exercises', loadAllExercises)
    return searchExercises(all, query).slice(from, from + size)
  }
  const rows = await db
    .select(exerciseColumns)
    .from(exercises)
    .where(isNull(exercises.ownerId))
    .orderBy(asc(exercises.name), asc(exercises.id))
    .limit(size)
    .offset(from)
    .all()
  return rows.map(isoDates)
}

async function loadAllExercises(db: Drizzle): Promise<Exercise[]> {
  const rows = await db
    .select(exerciseColumns)
    .from(exercises)
    .where(isNull(exercises.ownerId))
    .orderBy(asc(exercises.name), asc(exercises.id))
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
    // An athlete's own exercise is theirs alone: never a library answer.
    .where(and(eq(exercises.id, exerciseId), isNull(exercises.ownerId)))
    .get()
  if (!row) throw new AppError('NOT_FOUND', tx('Exercise not found'))
  return isoDates(row)
}
