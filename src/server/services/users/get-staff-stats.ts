import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userTypes, users, workoutCompletions } from '../../db/schema'
import { userSearchCondition } from './list-users'
import { earliestLocalYesterday } from './live-streaks'
import { addDays, localDay } from '~/shared/rules/days'
import type { StaffStats } from '~/shared/schemas/staff'

/** A completion of the user on one of `days`; the (user_id, day) index answers it. */
function completedOnOneOf(days: string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM ${workoutCompletions}
    WHERE ${workoutCompletions.userId} = ${users.id}
      AND ${workoutCompletions.day} IN (${sql.join(
        days.map((d) => sql`${d}`),
        sql`, `,
      )}))`
}

/**
 * Accounts with role user whose live streak is above 0 (docs/product.md#views), i.e. with a completed workout
 * on their local today or yesterday. Counted in SQL in two steps: the time zones of users with
 * any completion since the earliest possible local yesterday, then one COUNT that checks each
 * user against the two days of their own zone. A stale stored streak plays no part.
 */
export async function countActiveUsers({
  db,
  now = new Date(),
}: {
  db: Drizzle
  now?: Date
}): Promise<number> {
  const isUser = eq(userTypes.name, 'user')
  const zones = await db
    .selectDistinct({ timeZone: users.timeZone })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(
      and(
        isUser,
        sql`EXISTS (SELECT 1 FROM ${workoutCompletions}
          WHERE ${workoutCompletions.userId} = ${users.id}
            AND ${workoutCompletions.day} >= ${earliestLocalYesterday(now)})`,
      ),
    )
    .all()
  if (zones.length === 0) return 0
  const inTheirZone = zones.map(({ timeZone }) => {
    const today = localDay(now, timeZone)
    return and(eq(users.timeZone, timeZone), completedOnOneOf([today, addDays(today, -1)]))
  })
  const row = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(isUser, or(...inTheirZone)))
    .get()
  return row?.n ?? 0
}

/** docs/product.md#views manager dashboard numbers: whole-database totals and the counts matching `query`. */
export async function getStaffStats({
  db,
  query,
  now = new Date(),
}: {
  db: Drizzle
  query?: string
  now?: Date
}): Promise<StaffStats> {
  const match = userSearchCondition(query) ?? sql`1`
  const countRole = (role: 'trainer' | 'user', condition: SQL = sql`1`) =>
    sql<number>`coalesce(sum(${userTypes.name} = ${role} AND (${condition})), 0)`.mapWith(Number)
  const [totals, activeUsers] = await Promise.all([
    db
      .select({
        totalTrainers: countRole('trainer'),
        totalUsers: countRole('user'),
        matchingTrainers: countRole('trainer', match),
        matchingUsers: countRole('user', match),
      })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .get(),
    countActiveUsers({ db, now }),
  ])
  return {
    totalTrainers: totals?.totalTrainers ?? 0,
    totalUsers: totals?.totalUsers ?? 0,
    activeUsers,
    matchingTrainers: totals?.matchingTrainers ?? 0,
    matchingUsers: totals?.matchingUsers ?? 0,
  }
}
