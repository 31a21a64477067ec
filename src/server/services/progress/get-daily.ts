import type { Drizzle } from '../../db/client'
import { addDays, weekDays, weekStart } from '~/shared/rules/days'
import { completionPercent } from '~/shared/rules/levels'
import type { Daily } from '~/shared/schemas/progress'
import { listWorkouts } from '../catalogue/list-workouts'
import { assignedPlanCards, loadAssignedPlans } from '../plans/list-assigned-plans'
import { liveStreaks } from '../users/live-streaks'
import { dailyCard } from './daily-card'
import { dailyWorkoutIdsOf } from './daily-selection'
import { completionDaysBetween, userDay, workoutsCompletedOn } from './queries'

/**
 * Everything the Daily tab shows, in one call: the streak and this week's training days, today's
 * session (cards with counts, minutes and completion) and the plans the user's trainer assigned,
 * each as its own section. A fixed number of small queries, whatever the number of plans and
 * workouts, and none reads the whole completion log: the week is a range on the (user_id, day)
 * index, the streak the live-streak window the staff lists use (docs/decisions/014-staff-reads.md).
 * Today's progress counts the session only: plans are programmes over many days, not today's
 * to-do list.
 */
export async function getDaily({
  db,
  userId,
  now = new Date(),
  timeZone,
}: {
  db: Drizzle
  userId: number
  now?: Date
  /** The user's time zone when the caller knows it (the session carries it). */
  timeZone?: string
}): Promise<Daily> {
  const user = await userDay(db, userId, now, timeZone)
  const { day } = user
  const week = weekDays(day)
  const monday = weekStart(day)
  const [all, doneToday, weekDone, streaks, plans] = await Promise.all([
    listWorkouts({ db }),
    workoutsCompletedOn(db, userId, day),
    completionDaysBetween(db, userId, monday, addDays(monday, 6)),
    liveStreaks({ db, users: [{ id: userId, timeZone: user.timeZone }], now }),
    loadAssignedPlans(db, userId),
  ])
  const ids = dailyWorkoutIdsOf(all, day)
  const wanted = new Set(ids)
  const list = all.filter((w) => wanted.has(w.id))
  const order = new Map(ids.map((id, i) => [id, i]))
  const done = new Set(doneToday)
  const workouts = list
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((w) => dailyCard(w, done))
  const completed = workouts.filter((w) => w.isCompleted).length
  const trained = new Set(weekDone)
  return {
    day,
    workouts,
    completed,
    total: workouts.length,
    percent: completionPercent(completed, workouts.length),
    plans: assignedPlanCards(plans, done),
    streak: streaks.get(userId) ?? 0,
    week: week.map((d) => ({ day: d, completed: trained.has(d), isToday: d === day })),
  }
}
