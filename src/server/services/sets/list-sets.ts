import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { type LoggedSet, SET_LIMITS } from '~/shared/schemas/sets'
import { readSets } from './set-rows'

/**
 * A user's logged sets, newest first (by day, then time; docs/product.md#set-log): optionally of one exercise and
 * between two days (inclusive), at most `limit`, after the set `cursor` (the last of the page
 * before). One exercise's page reads its index in order, however long the history.
 */
export async function listSets({
  db,
  userId,
  exerciseId,
  from,
  to,
  limit = SET_LIMITS.defaultListLimit,
  cursor,
}: {
  db: Drizzle
  userId: number
  exerciseId?: number
  from?: string
  to?: string
  limit?: number
  cursor?: number
}): Promise<LoggedSet[]> {
  const conditions: SQL[] = [sql`1`]
  if (exerciseId !== undefined) conditions.push(sql`s.exerciseId = ${exerciseId}`)
  if (from !== undefined) conditions.push(sql`s.day >= ${from}`)
  if (to !== undefined) conditions.push(sql`s.day <= ${to}`)
  if (cursor !== undefined)
    conditions.push(sql`(s.day, s.performedAt, s.id) < (SELECT day, performed_at, id
      FROM logged_sets WHERE id = ${cursor} AND user_id = ${userId})`)
  return readSets(
    db,
    userId,
    sql.join(conditions, sql` AND `),
    sql`s.day DESC, s.performedAt DESC, s.id DESC`,
    limit,
  )
}
