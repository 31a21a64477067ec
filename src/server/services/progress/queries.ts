// Reads of a user's day and completion log that several services share (progress, profile,
// plans, users): one definition each.
import { and, between, desc, eq, isNotNull } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users, workoutCompletions } from '../../db/schema'
import { AppError } from '../../errors'
import { localDay } from '~/shared/rules/days'
import { tx } from '../../i18n/server-text'

/**
 * "Today" for this user: the calendar day in their own time zone (docs/product.md#day). A caller
 * that knows the time zone (the session carries the signed-in user's) saves the read.
 */
export async function userDay(
  db: Drizzle,
  userId: number,
  now: Date,
  knownTimeZone?: string,
): Promise<{ day: string; timeZone: string }> {
  if (knownTimeZone) return { day: localDay(now, knownTimeZone), timeZone: knownTimeZone }
  const user = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .get()
  if (!user) throw new AppError('NOT_FOUND', tx('User not found'))
  return { day: localDay(now, user.timeZone), timeZone: user.timeZone }
}

/** Distinct days with a completed workout, newest first (enough to compute any streak). */
export async function completionDays(db: Drizzle, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: workoutCompletions.day })
    .from(workoutCompletions)
    .where(eq(workoutCompletions.userId, userId))
    .orderBy(desc(workoutCompletions.day))
    .all()
  return rows.map((r) => r.day)
}

/**
 * Distinct days from `from` to `to` (inclusive) with a completed workout: a range read on the
 * (user_id, day) index, however long the user's history (the Daily tab's week strip).
 */
export async function completionDaysBetween(
  db: Drizzle,
  userId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: workoutCompletions.day })
    .from(workoutCompletions)
    .where(and(eq(workoutCompletions.userId, userId), between(workoutCompletions.day, from, to)))
    .all()
  return rows.map((r) => r.day)
}

/** Ids of the workouts the user completed on `day`. */
export async function workoutsCompletedOn(
  db: Drizzle,
  userId: number,
  day: string,
): Promise<number[]> {
  const rows = await db
    .select({ workoutId: workoutCompletions.workoutId })
    .from(workoutCompletions)
    .where(
      and(
        eq(workoutCompletions.userId, userId),
        eq(workoutCompletions.day, day),
        isNotNull(workoutCompletions.workoutId),
      ),
    )
    .all()
  return rows.flatMap((r) => (r.workoutId === null ? [] : [r.workoutId]))
}
