import { and, count, desc, eq, gte } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { badges, userBadges, users, workoutCompletions } from '../../db/schema'
import { AppError } from '../../errors'
import { addDays, computeStreak, weekStart } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import type { ProfileSummary } from '~/shared/schemas/profile'
import { userDay } from '../progress/queries'
import { streakDaysOf } from '../progress/streak-days'
import { countSessions } from '../sessions/session-rows'
import { completionHistory } from './completion-history'
import { tx } from '../../i18n/server-text'

export const WEEKS_SHOWN = 12

/**
 * Streak, totals (sessions, and how many completed their workout), a 12-week chart and recent
 * history: the profile (and a trainer's client view).
 */
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
  const [[total], earned, person, days, recent, window, counted] = await Promise.all([
    db
      .select({ n: count() })
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, userId))
      .all(),
    db
      .select({
        id: badges.id,
        name: badges.name,
        description: badges.description,
        icon: badges.icon,
        earnedAt: userBadges.earnedAt,
      })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(desc(userBadges.earnedAt))
      .all(),
    db
      .select({
        id: users.id,
        username: users.username,
        photoURL: users.photoURL,
        age: users.age,
        height: users.height,
        weight: users.weight,
        units: users.units,
      })
      .from(users)
      .where(eq(users.id, userId))
      .get(),
    streakDaysOf(db, userId),
    completionHistory(db, userId, { newestFirst: true, limit: 20 }),
    db
      .select({ day: workoutCompletions.day })
      .from(workoutCompletions)
      .where(and(eq(workoutCompletions.userId, userId), gte(workoutCompletions.day, firstWeek)))
      .all(),
    countSessions(db, userId),
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
  if (!person) throw new AppError('NOT_FOUND', tx('User not found'))
  return {
    user: person,
    totalWorkouts: total?.n ?? 0,
    sessions: counted.sessions,
    completedSessions: counted.completedSessions,
    badgesEarned: earned.length,
    badges: earned.map((b) => ({ ...b, earnedAt: b.earnedAt.toISOString() })),
    streak: computeStreak(days, day),
    level: levelFromBadges(earned.length),
    weekly,
    history: recent.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() })),
  }
}
