import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { type SessionPage, SESSION_LIMITS } from '~/shared/schemas/sessions'
import { readSessions } from './session-rows'

/**
 * A page of the user's training sessions, newest first (docs/product.md#sessions). The cursor is
 * the last answered session's start and id, so a session logged meanwhile never shifts a page.
 */
export async function listSessions({
  db,
  userId,
  cursor,
  limit = SESSION_LIMITS.defaultPageSize,
}: {
  db: Drizzle
  userId: number
  cursor?: string
  limit?: number
}): Promise<SessionPage> {
  let where = sql`1`
  if (cursor !== undefined) {
    const [startedAt, id] = cursor.split('.').map(Number) as [number, number]
    where = sql`(ts.started_at < ${startedAt} OR (ts.started_at = ${startedAt} AND ts.id < ${id}))`
  }
  const rows = await readSessions(db, userId, where, limit + 1)
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return {
    items,
    nextCursor:
      rows.length > limit && last ? `${new Date(last.startedAt).getTime()}.${last.id}` : null,
  }
}
