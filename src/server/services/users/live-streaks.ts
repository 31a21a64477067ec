import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { streakDaysQuery } from '../progress/streak-days'
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
 * The query splits each user's days that count (`streakDaysQuery`, the rule of
 * `isStreakDay` in SQL) into runs of consecutive days (a day
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
  // Most streaks are short: read the last weeks only, then the whole log of the few users whose
  // run reaches back to the window's first day (docs/architecture.md#staff-reads).
  const since = addDays(earliestLocalYesterday(now), -STREAK_WINDOW_DAYS)
  const recent = await streakRuns(db, users, now, since)
  const longer = users.filter((u) => recent.get(u.id)?.some((r) => r.first <= since))
  const full = longer.length ? await streakRuns(db, longer, now) : new Map<number, Run[]>()
  // Users share few time zones: each zone's today is computed once.
  const todays = new Map<string, string>()
  for (const user of users) {
    const own = full.get(user.id) ?? recent.get(user.id)
    if (!own) continue
    let today = todays.get(user.timeZone)
    if (today === undefined) todays.set(user.timeZone, (today = localDay(now, user.timeZone)))
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

const STREAK_WINDOW_DAYS = 60

interface Run {
  first: string
  last: string
}

/** Each user's runs of consecutive streak days (since `since`) that reach the last two days. */
async function streakRuns(
  db: Drizzle,
  users: readonly { id: number }[],
  now: Date,
  since?: string,
): Promise<Map<number, Run[]>> {
  // The ids go in as one JSON parameter, not one each: the statement's text is the same for any
  // number of users (its compiled form is reused) and binding costs nothing per user.
  const runs = await db.all<Run & { userId: number }>(sql`
    WITH days AS (${streakDaysQuery(
      sql`IN (SELECT value FROM json_each(${JSON.stringify(users.map((u) => u.id))}))`,
      since,
    )}),
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
  const byUser = new Map<number, Run[]>()
  for (const { userId, ...run } of runs) byUser.set(userId, [...(byUser.get(userId) ?? []), run])
  return byUser
}
