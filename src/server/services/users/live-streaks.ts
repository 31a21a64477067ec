import { inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workoutCompletions } from '../../db/schema'
import { addDays, daysBetween, localDay } from '~/shared/rules/days'

/**
 * The earliest day that can be "yesterday" anywhere on Earth: local today is at least the UTC
 * date minus one day (UTC-12), so local yesterday is at least the UTC date minus two.
 */
export function earliestLocalYesterday(now: Date): string {
  return addDays(localDay(now, 'UTC'), -2)
}

/**
 * Live streaks (docs/product.md#streak) of many users with one query, whatever their number: the stored
 * streak column is only as fresh as the user's last completion.
 *
 * The query splits each user's distinct completion days into runs of consecutive days (a day
 * minus its row number is the same for every day of a run) and keeps only the runs that reach
 * the last two days anywhere on Earth. A user's streak is then the length of the run holding
 * their local today, else the one holding their local yesterday, counted up to that day:
 * the same number `computeStreak` gives over all their days.
 */
export async function liveStreaks({
  db,
  users,
  now = new Date(),
}: {
  db: Drizzle
  users: readonly { id: number; timeZone: string }[]
  now?: Date
}): Promise<Map<number, number>> {
  const streaks = new Map(users.map((u) => [u.id, 0]))
  if (users.length === 0) return streaks
  const runs = await db.all<{ userId: number; first: string; last: string }>(sql`
    WITH days AS (
      SELECT DISTINCT user_id, day FROM ${workoutCompletions}
      WHERE ${inArray(
        workoutCompletions.userId,
        users.map((u) => u.id),
      )}
    ),
    numbered AS (
      SELECT user_id, day,
        julianday(day) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY day) AS run
      FROM days
    )
    SELECT user_id AS userId, min(day) AS first, max(day) AS last
    FROM numbered
    GROUP BY user_id, run
    HAVING max(day) >= ${earliestLocalYesterday(now)}
  `)
  const runsByUser = new Map<number, typeof runs>()
  for (const run of runs) runsByUser.set(run.userId, [...(runsByUser.get(run.userId) ?? []), run])
  for (const user of users) {
    const own = runsByUser.get(user.id)
    if (!own) continue
    const today = localDay(now, user.timeZone)
    for (const end of [today, addDays(today, -1)]) {
      const run = own.find((r) => r.first <= end && end <= r.last)
      if (run) {
        streaks.set(user.id, daysBetween(run.first, end) + 1)
        break
      }
    }
  }
  return streaks
}
