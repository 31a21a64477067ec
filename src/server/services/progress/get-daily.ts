import type { Drizzle } from '../../db/client'
import { completionPercent } from '~/shared/rules/levels'
import type { Daily } from '~/shared/schemas/progress'
import { listWorkouts } from '../catalogue/list-workouts'
import { assignedPlanCards, loadAssignedPlans } from '../plans/list-assigned-plans'
import { dailyCard } from './daily-card'
import { dailyWorkoutIdsOf } from './daily-selection'
import { getProgress } from './get-progress'
import { userDay } from './queries'

/**
 * Everything the Daily tab shows, in one call: today's session (cards with counts, minutes and
 * completion) and the plans the user's trainer assigned, each as its own section. A fixed
 * number of queries, whatever the number of plans and workouts. Today's progress counts the
 * session only: plans are programmes over many days, not today's to-do list.
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
  const [all, progress, plans] = await Promise.all([
    listWorkouts({ db }),
    getProgress({ db, userId, now, timeZone: user.timeZone }),
    loadAssignedPlans(db, userId),
  ])
  const ids = dailyWorkoutIdsOf(all, day)
  const wanted = new Set(ids)
  const list = all.filter((w) => wanted.has(w.id))
  const order = new Map(ids.map((id, i) => [id, i]))
  const done = new Set(progress.completedWorkouts)
  const workouts = list
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((w) => dailyCard(w, done))
  const completed = workouts.filter((w) => w.isCompleted).length
  return {
    day,
    workouts,
    completed,
    total: workouts.length,
    percent: completionPercent(completed, workouts.length),
    plans: assignedPlanCards(plans, done),
  }
}
