import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { calendarEntries, customWorkoutPlans, planWorkouts } from '../../db/schema'
import { AppError } from '../../errors'
import { addDays } from '~/shared/rules/days'
import { CALENDAR_MAX_ITEMS } from '~/shared/schemas/calendar'

import { PLAN_NOT_FOUND } from '../plans/check-plan-input'
import { tx } from '../../i18n/server-text'

/** 0 Sunday … 6 Saturday, as `Date.getUTCDay` counts a YYYY-MM-DD day. */
function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/**
 * The days a plan of `count` workouts lands on: from `startDay`, the next `count` days whose
 * weekday is in `weekdays` (docs/product.md#calendar).
 */
export function planDays(startDay: string, count: number, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays)
  const days: string[] = []
  for (let day = startDay; days.length < count; day = addDays(day, 1)) {
    if (wanted.has(weekdayOf(day))) days.push(day)
  }
  return days
}

/**
 * Places one of the trainer's plans on a client's calendar (an admin may place any plan): its
 * workouts in order, one a day on the chosen weekdays from `startDay`, each after what its day
 * already holds. One batch: a day that would pass CALENDAR_MAX_ITEMS refuses the whole placing.
 * Answers the first and last day written.
 */
export async function placePlan({
  database,
  trainer,
  userId,
  planId,
  startDay,
  weekdays,
}: {
  database: Database
  trainer: { id: number; role: string }
  userId: number
  planId: number
  startDay: string
  weekdays: readonly number[]
}): Promise<{ from: string; to: string }> {
  return database.write(async (db) => {
    const plan = await db
      .select({ id: customWorkoutPlans.id })
      .from(customWorkoutPlans)
      .where(
        and(
          eq(customWorkoutPlans.id, planId),
          trainer.role === 'admin' ? undefined : eq(customWorkoutPlans.trainerId, trainer.id),
        ),
      )
      .get()
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND)
    const items = await db
      .select({ workoutId: planWorkouts.workoutId })
      .from(planWorkouts)
      .where(eq(planWorkouts.planId, planId))
      .orderBy(asc(planWorkouts.position))
      .all()
    if (items.length === 0) {
      throw new AppError('CONFLICT', tx('This plan has no workouts to place'))
    }
    const days = planDays(startDay, items.length, weekdays)
    const from = days[0] as string
    const to = days[days.length - 1] as string
    const held = await db
      .select({
        day: calendarEntries.day,
        count: sql<number>`count(*)`,
        last: sql<number>`max(${calendarEntries.position})`,
      })
      .from(calendarEntries)
      .where(and(eq(calendarEntries.userId, userId), between(calendarEntries.day, from, to)))
      .groupBy(calendarEntries.day)
      .all()
    const byDay = new Map(held.map((h) => [h.day, h]))
    const full = days.find((day) => (byDay.get(day)?.count ?? 0) >= CALENDAR_MAX_ITEMS)
    if (full) {
      throw new AppError(
        'CONFLICT',
        tx('{day} already holds {max} workouts: clear it or start on another day', {
          day: full,
          max: CALENDAR_MAX_ITEMS,
        }),
      )
    }
    const rows = items.map((item, i) => {
      const day = days[i] as string
      return {
        userId,
        trainerId: trainer.id,
        day,
        position: (byDay.get(day)?.last ?? 0) + 1,
        workoutId: item.workoutId,
        prescription: null,
      }
    })
    await db.insert(calendarEntries).values(rows).run()
    return { from, to }
  })
}
