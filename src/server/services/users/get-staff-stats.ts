import { and, count, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { roleCounts, userTypes, users } from '../../db/schema'
import { userSearchCondition } from './list-users'
import { earliestLocalYesterday } from './live-streaks'
import { addDays, localDay } from '~/shared/rules/days'
import type { StaffStats } from '~/shared/schemas/staff'

/**
 * Accounts with role user whose live streak is above 0 (docs/product.md#views), i.e. with a day
 * that counts for the streak on their local today or yesterday. Each user's latest such day is
 * kept on the user by triggers (migrations 0007 and 0030), so SQLite counts them from the (role, day, zone)
 * index, grouped by zone and day, and each group is checked against its own zone's two days:
 * no user row is visited. A stale stored streak plays no part.
 */
export async function countActiveUsers({
  db,
  now = new Date(),
}: {
  db: Drizzle
  now?: Date
}): Promise<number> {
  const groups = await db
    .select({ day: users.lastActiveDay, timeZone: users.timeZone, n: count() })
    .from(users)
    .where(
      and(
        eq(
          users.userTypeId,
          sql`(SELECT ${userTypes.id} FROM ${userTypes} WHERE ${userTypes.name} = 'user')`,
        ),
        gte(users.lastActiveDay, earliestLocalYesterday(now)),
      ),
    )
    .groupBy(users.timeZone, users.lastActiveDay)
    .all()
  let active = 0
  for (const { day, timeZone, n } of groups) {
    const today = localDay(now, timeZone)
    if (day === today || day === addDays(today, -1)) active += n
  }
  return active
}

/**
 * docs/product.md#views manager dashboard numbers: whole-database totals (kept per role by
 * triggers, migration 0007) and the counts matching `query` (found by the search index).
 */
export async function getStaffStats({
  db,
  query,
  now = new Date(),
}: {
  db: Drizzle
  query?: string
  now?: Date
}): Promise<StaffStats> {
  const match = userSearchCondition(query)
  const [totals, matching, activeUsers] = await Promise.all([
    db
      .select({ role: userTypes.name, n: roleCounts.count })
      .from(roleCounts)
      .innerJoin(userTypes, eq(userTypes.id, roleCounts.userTypeId))
      .all(),
    match
      ? db
          .select({ role: userTypes.name, n: count() })
          .from(users)
          .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
          .where(and(match, inArray(userTypes.name, ['trainer', 'user'])))
          .groupBy(userTypes.name)
          .all()
      : null,
    countActiveUsers({ db, now }),
  ])
  const of = (rows: { role: string; n: number }[], role: string) =>
    rows.find((r) => r.role === role)?.n ?? 0
  return {
    totalTrainers: of(totals, 'trainer'),
    totalUsers: of(totals, 'user'),
    activeUsers,
    matchingTrainers: of(matching ?? totals, 'trainer'),
    matchingUsers: of(matching ?? totals, 'user'),
  }
}
