import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { type LoggedSet, SET_LIMITS } from '~/shared/schemas/sets'
import { readSets } from './set-rows'

/**
 * A user's logged sets, newest first (docs/product.md#set-log): optionally of one exercise and
 * between two days (inclusive), at most `limit`.
 */
export async function listSets({
  db,
  userId,
  exerciseId,
  from,
  to,
  limit = SET_LIMITS.defaultListLimit,
}: {
  db: Drizzle
  userId: number
  exerciseId?: number
  from?: string
  to?: string
  limit?: number
}): Promise<LoggedSet[]> {
  const conditions: SQL[] = [sql`1`]
  if (exerciseId !== undefined) conditions.push(sql`s.exerciseId = ${exerciseId}`)
  if (from !== undefined) conditions.push(sql`s.day >= ${from}`)
  if (to !== undefined) conditions.push(sql`s.day <= ${to}`)
  return readSets(
    db,
    userId,
    sql.join(conditions, sql` AND `),
    sql`s.performedAt DESC, s.id DESC`,
    limit,
  )
}
