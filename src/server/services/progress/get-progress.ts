import { and, eq, isNotNull } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exerciseCompletions } from '../../db/schema'
import { computeStreak } from '~/shared/rules/days'
import { completionDays, userDay, workoutsCompletedOn } from './queries'
import { streakDaysOf } from './streak-days'
import type { Progress } from '~/shared/schemas/progress'

/** A user's progress (docs/product.md#completion), derived from the completion log. */
export async function getProgress({
  db,
  userId,
  now = new Date(),
  timeZone,
}: {
  db: Drizzle
  userId: number
  now?: Date
  /** The user's time zone when the caller knows it. */
  timeZone?: string
}): Promise<Progress> {
  const { day } = await userDay(db, userId, now, timeZone)
  const [today, completed, days, exercisesToday] = await Promise.all([
    workoutsCompletedOn(db, userId, day),
    completionDays(db, userId),
    streakDaysOf(db, userId),
    db
      .selectDistinct({
        workoutId: exerciseCompletions.workoutId,
        exerciseId: exerciseCompletions.exerciseId,
      })
      .from(exerciseCompletions)
      .where(
        and(
          eq(exerciseCompletions.userId, userId),
          eq(exerciseCompletions.day, day),
          isNotNull(exerciseCompletions.workoutId),
          isNotNull(exerciseCompletions.exerciseId),
        ),
      )
      .all(),
  ])
  const completedWorkouts = today
  return {
    userId,
    completedWorkouts,
    workoutsToday: completedWorkouts.length,
    lastWorkoutDate: completed[0] ?? null,
    streak: computeStreak(days, day),
    completedExercises: exercisesToday.flatMap((r) =>
      r.workoutId !== null && r.exerciseId !== null
        ? [{ workoutId: r.workoutId, exerciseId: r.exerciseId }]
        : [],
    ),
  }
}
