import type { Drizzle } from '../../db/client'
import { completionPercent } from '~/shared/rules/levels'
import { sectionBackground } from '~/shared/rules/labels'
import type { Daily } from '~/shared/schemas/progress'
import { listWorkouts } from '../catalogue/list-workouts'
import { dailyWorkoutIds } from './daily-selection'
import { getProgress, userDay } from './get-progress'

/** Everything the Daily tab shows, in one call: cards with counts, minutes and today's completion. */
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
  const [list, progress] = await Promise.all([
    listWorkouts({ db, ids }),
    getProgress({ db, userId, now }),
  ])
  const order = new Map(ids.map((id, i) => [id, i]))
  const done = new Set(progress.completedWorkouts)
  const workouts = list
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((w) => ({
      ...w,
      isCompleted: done.has(w.id),
      backgroundClass: sectionBackground(w.category),
    }))
  const completed = workouts.filter((w) => w.isCompleted).length
  return {
    day,
    workouts,
    completed,
    total: workouts.length,
    percent: completionPercent(completed, workouts.length),
  }
}
