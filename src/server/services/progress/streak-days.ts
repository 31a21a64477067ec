// The streak's days in SQL (docs/product.md#streak): `isStreakDay` and `streakSetKey` of
// src/shared/rules/streak.ts as one query, for the reads that cannot bring every set into the
// process (many users' live streaks, the progress state of every write). The days the sets make
// count are kept in streak_set_days by triggers on logged_sets (migration 0030), one row a day,
// so the query reads two small tables however long the set log grows. The triggers write
// `STREAK_SETS` (3) and this key in SQL; a test holds the two equal (tests/integration/streak.test.ts).
import { type SQL, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'

/** `streakSetKey` of a logged_sets row. */
export const STREAK_SET_KEY = sql.raw(
  `coalesce(workout_id, 0) || ':' || exercise_id || ':' || set_number || ':' || coalesce(round, 0)`,
)

/**
 * `(user_id, day)` of every day that counts for the streak, each once: the users are
 * `user_id <users>` (`= ?`, `IN (…)`), their days from `since` on when given.
 */
export function streakDaysQuery(users: SQL, since?: unknown): SQL {
  const from = since === undefined ? sql`` : sql` AND day >= ${since}`
  return sql`SELECT user_id, day FROM workout_completions WHERE user_id ${users}${from}
    UNION
    SELECT user_id, day FROM streak_set_days WHERE user_id ${users}${from}`
}

/** The user's days that count for the streak, newest first (enough to compute any streak). */
export async function streakDaysOf(db: Drizzle, userId: number): Promise<string[]> {
  const rows = await db.all<{ day: string }>(
    sql`SELECT day FROM (${streakDaysQuery(sql`= ${userId}`)}) ORDER BY day DESC`,
  )
  return rows.map((r) => r.day)
}
