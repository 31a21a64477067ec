import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { toUser, userColumns } from './get-user'
import type { User } from '~/shared/schemas/user'

export const LIST_USERS_DEFAULT_LIMIT = 50
export const LIST_USERS_MAX_LIMIT = 100

/** Makes `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export interface ListUsersResult {
  users: User[]
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: number | null
}

/**
 * One page of users in id order, optionally filtered by a case-insensitive substring of the
 * username or email (SPEC §2 search box). Keyset paging on id, so page 2,000 costs what page 1
 * costs and 100,000 users are never loaded at once (DESIGN §4 big lists).
 */
export async function listUsers({
  db,
  query,
  limit = LIST_USERS_DEFAULT_LIMIT,
  cursor,
}: {
  db: Drizzle
  query?: string
  limit?: number
  cursor?: number
}): Promise<ListUsersResult> {
  const size = Math.min(Math.max(Math.trunc(limit), 1), LIST_USERS_MAX_LIMIT)
  const conditions: SQL[] = []
  const needle = query?.trim()
  if (needle) {
    // SQLite's LIKE is case-insensitive for ASCII; lower() keeps that explicit.
    const pattern = `%${escapeLike(needle.toLowerCase())}%`
    const match = or(
      sql`lower(${users.username}) LIKE ${pattern} ESCAPE '\\'`,
      sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`,
    )
    if (match) conditions.push(match)
  }
  if (cursor !== undefined) conditions.push(gt(users.id, cursor))
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(users.id))
    // One extra row tells whether another page exists without a COUNT over the table.
    .limit(size + 1)
    .all()
  const page = rows.slice(0, size)
  const last = page.at(-1)
  return { users: page.map(toUser), nextCursor: rows.length > size && last ? last.id : null }
}
