import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { escapeLike } from '../../db/sql'
import { toUser, userColumns } from './get-user'
import { liveStreaks } from './live-streaks'
import type { Role } from '~/shared/roles'
import type { User } from '~/shared/schemas/user'

export const LIST_USERS_DEFAULT_LIMIT = 50
export const LIST_USERS_MAX_LIMIT = 100

/**
 * docs/product.md#search search boxes: a case-insensitive substring of the username or email, with `%` and `_`
 * taken literally; undefined for an empty search.
 */
export function userSearchCondition(query: string | undefined): SQL | undefined {
  const needle = query?.trim()
  if (!needle) return undefined
  // Three characters or more: the trigram index (migration 0007) finds the substring without
  // reading every user; a quoted FTS5 string is matched literally, as one run of characters.
  if ([...needle].length >= 3) {
    return sql`${users.id} IN (SELECT rowid FROM users_search WHERE users_search MATCH ${`"${needle.replaceAll('"', '""')}"`})`
  }
  // SQLite's LIKE is case-insensitive for ASCII; lower() keeps that explicit.
  const pattern = `%${escapeLike(needle.toLowerCase())}%`
  return or(
    sql`lower(${users.username}) LIKE ${pattern} ESCAPE '\\'`,
    sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`,
  )
}

export interface ListUsersResult {
  users: User[]
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: number | null
}

/**
 * One page of users in id order, optionally filtered by a case-insensitive substring of the
 * username or email (docs/product.md#search search box) and by role. Keyset paging on id, so page 2,000 costs
 * what page 1 costs and 100,000 users are never loaded at once (docs/product.md#search big lists). Streaks
 * are live (as of `now` in each user's time zone), found for the whole page in one query.
 */
export async function listUsers({
  db,
  query,
  role,
  limit = LIST_USERS_DEFAULT_LIMIT,
  cursor,
  now = new Date(),
}: {
  db: Drizzle
  query?: string
  role?: Role
  limit?: number
  cursor?: number
  now?: Date
}): Promise<ListUsersResult> {
  const size = Math.min(Math.max(Math.trunc(limit), 1), LIST_USERS_MAX_LIMIT)
  const conditions: SQL[] = []
  const match = userSearchCondition(query)
  if (match) conditions.push(match)
  if (role) conditions.push(eq(userTypes.name, role))
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
  const streaks = await liveStreaks({ db, users: page, now })
  return {
    users: page.map((row) => toUser({ ...row, streak: streaks.get(row.id) ?? 0 })),
    nextCursor: rows.length > size && last ? last.id : null,
  }
}
