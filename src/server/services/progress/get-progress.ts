import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exerciseCompletions, users, workoutCompletions } from '../../db/schema'
import { AppError } from '../../errors'
import { computeStreak, localDay } from '~/shared/rules/days'
import type { Progress } from '~/shared/schemas/progress'

export async function userDay(
  db: Drizzle,
  userId: number,
  now: Date,
): Promise<{ day: string; timeZone: string }> {
  const user = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .get()
  if (!user) throw new AppError('NOT_FOUND', 'User not found')
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

/** DESIGN §3: the spec's user_progress, derived from the completion log. */
export async function getProgress({
  db,
  userId,
  now = new Date(),
}: {
  db: Drizzle
  userId: number
  now?: Date
}): Promise<Progress> {
  const { day } = await userDay(db, userId, now)
  const [today, days, exercisesToday] = await Promise.all([
    workoutsCompletedOn(db, userId, day),
    completionDays(db, userId),
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
    lastWorkoutDate: days[0] ?? null,
    streak: computeStreak(days, day),
    completedExercises: exercisesToday.flatMap((r) =>
      r.workoutId !== null && r.exerciseId !== null
        ? [{ workoutId: r.workoutId, exerciseId: r.exerciseId }]
        : [],
    ),
  }
}
