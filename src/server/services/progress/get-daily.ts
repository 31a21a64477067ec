import type { Drizzle } from '../../db/client'
import { completionPercent } from '~/shared/rules/levels'
import type { Daily } from '~/shared/schemas/progress'
import { listWorkouts } from '../catalogue/list-workouts'
import { assignedPlanCards, loadAssignedPlans } from '../plans/list-assigned-plans'
import { dailyCard } from './daily-card'
import { dailyWorkoutIds } from './daily-selection'
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
}: {
  db: Drizzle
  userId: number
  now?: Date
}): Promise<Daily> {
  const { day } = await userDay(db, userId, now)
  const ids = await dailyWorkoutIds({ db, day })
  const [list, progress, plans] = await Promise.all([
    listWorkouts({ db, ids }),
    getProgress({ db, userId, now }),
    loadAssignedPlans(db, userId),
  ])
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
