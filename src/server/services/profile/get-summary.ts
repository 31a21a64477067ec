import { and, count, eq, gte } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userBadges, workoutCompletions } from '../../db/schema'
import { addDays, computeStreak, weekStart } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import type { ProfileSummary } from '~/shared/schemas/profile'
import { completionDays, userDay } from '../progress/get-progress'
import { completionHistory } from './completion-history'

export const WEEKS_SHOWN = 12

/** Streak, totals, a 12-week chart and recent history: the profile (and a trainer's client view). */
export async function getProfileSummary({
  db,
  userId,
  now = new Date(),
}: {
  db: Drizzle
  userId: number
  now?: Date
}): Promise<ProfileSummary> {
  const { day } = await userDay(db, userId, now)
  const firstWeek = addDays(weekStart(day), -7 * (WEEKS_SHOWN - 1))
  const [[total], [badges], days, recent, window] = await Promise.all([
    db
      .select({ n: count() })
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, userId))
      .all(),
    db.select({ n: count() }).from(userBadges).where(eq(userBadges.userId, userId)).all(),
    completionDays(db, userId),
    completionHistory(db, userId, { newestFirst: true, limit: 20 }),
    db
      .select({ day: workoutCompletions.day })
      .from(workoutCompletions)
      .where(and(eq(workoutCompletions.userId, userId), gte(workoutCompletions.day, firstWeek)))
      .all(),
  ])
  const weekly = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
    weekStart: addDays(firstWeek, 7 * i),
    count: 0,
  }))
  const byWeek = new Map(weekly.map((w) => [w.weekStart, w]))
  for (const row of window) {
    const week = byWeek.get(weekStart(row.day))
    if (week) week.count += 1
  }
  return {
    totalWorkouts: total?.n ?? 0,
    badgesEarned: badges?.n ?? 0,
    streak: computeStreak(days, day),
    level: levelFromBadges(badges?.n ?? 0),
    weekly,
    history: recent.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() })),
  }
}
