import { and, count, eq } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import {
  exerciseCompletions,
  userBadges,
  userSkills,
  users,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '../../db/schema'
import { AppError } from '../../errors'
import type { BadgeStats } from '~/shared/rules/badges'
import { computeStreak } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import type { RecordProgressInput } from '~/shared/schemas/progress'
import { newlyEarnedBadges } from '../badges/newly-earned-badges'
import { dailyWorkoutIds } from './daily-selection'
import { completionDays, userDay, workoutsCompletedOn } from './queries'

export interface RecordProgressResult {
  workoutCompleted: boolean
  newBadges: { id: number; name: string }[]
}

async function categoryCounts(db: Drizzle, userId: number): Promise<BadgeStats['byCategory']> {
  const rows = await db
    .select({ category: workouts.category, n: count() })
    .from(workoutCompletions)
    .innerJoin(workouts, eq(workouts.id, workoutCompletions.workoutId))
    .where(eq(workoutCompletions.userId, userId))
    .groupBy(workouts.category)
    .all()
  return Object.fromEntries(rows.map((r) => [r.category, r.n]))
}

/**
 * Records a finished exercise (with `exerciseId`) or a whole workout (without), docs/product.md#completion.
 * The completion, the streak, the level and any badge it earns commit in one batch; doing the
 * same workout twice on one day is idempotent.
 */
export async function recordProgress({
  database,
  input,
  now = new Date(),
}: {
  database: Database
  input: Omit<RecordProgressInput, 'userId'> & { userId: number }
  now?: Date
}): Promise<RecordProgressResult> {
  const { userId, workoutId, exerciseId } = input
  return database.write(async (db) => {
    const workout = await db
      .select({ id: workouts.id, title: workouts.title, category: workouts.category })
      .from(workouts)
      .where(eq(workouts.id, workoutId))
      .get()
    if (!workout) throw new AppError('NOT_FOUND', 'Workout not found')
    const { day } = await userDay(db, userId, now)
    const planned = await db
      .select({ exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, workoutId))
      .all()
    if (exerciseId !== undefined && !planned.some((p) => p.exerciseId === exerciseId)) {
      throw new AppError('BAD_REQUEST', 'This exercise is not part of the workout')
    }
    const already = await db
      .select({ id: workoutCompletions.id })
      .from(workoutCompletions)
      .where(
        and(
          eq(workoutCompletions.userId, userId),
          eq(workoutCompletions.workoutId, workoutId),
          eq(workoutCompletions.day, day),
        ),
      )
      .get()

    let completesWorkout = exerciseId === undefined
    if (!completesWorkout) {
      const doneToday = await db
        .selectDistinct({ exerciseId: exerciseCompletions.exerciseId })
        .from(exerciseCompletions)
        .where(
          and(
            eq(exerciseCompletions.userId, userId),
            eq(exerciseCompletions.workoutId, workoutId),
            eq(exerciseCompletions.day, day),
          ),
        )
        .all()
      const done = new Set(doneToday.map((r) => r.exerciseId))
      done.add(exerciseId ?? null)
      completesWorkout = planned.every((p) => done.has(p.exerciseId))
    }
    const newCompletion = completesWorkout && !already

    // Stats as they will be once this write commits.
    const [days, [workoutTotal], [exerciseTotal], [skillTotal], byCategory, todayDone, dailyIds] =
      await Promise.all([
        completionDays(db, userId),
        db
          .select({ n: count() })
          .from(workoutCompletions)
          .where(eq(workoutCompletions.userId, userId))
          .all(),
        db
          .select({ n: count() })
          .from(exerciseCompletions)
          .where(eq(exerciseCompletions.userId, userId))
          .all(),
        db.select({ n: count() }).from(userSkills).where(eq(userSkills.userId, userId)).all(),
        categoryCounts(db, userId),
        workoutsCompletedOn(db, userId, day),
        dailyWorkoutIds({ db, day }),
      ])
    const doneIds = new Set<number>(todayDone)
    if (newCompletion) {
      doneIds.add(workoutId)
      byCategory[workout.category] = (byCategory[workout.category] ?? 0) + 1
    }
    const streak = computeStreak(newCompletion ? [...days, day] : days, day)
    const stats: BadgeStats = {
      workouts: (workoutTotal?.n ?? 0) + (newCompletion ? 1 : 0),
      exercises: (exerciseTotal?.n ?? 0) + (exerciseId !== undefined ? 1 : 0),
      skills: skillTotal?.n ?? 0,
      streak,
      fullDay: dailyIds.length > 0 && dailyIds.every((id) => doneIds.has(id)),
      byCategory,
    }
    const { alreadyEarned, awarded: newBadges } = await newlyEarnedBadges(db, userId, stats)

    await db.batch([
      db
        .update(users)
        .set({ streak, level: levelFromBadges(alreadyEarned + newBadges.length) })
        .where(eq(users.id, userId)),
      ...(exerciseId !== undefined
        ? [
            db.insert(exerciseCompletions).values({
              userId,
              workoutId,
              exerciseId,
              day,
              completedAt: now,
              sets: input.sets ?? null,
              reps: input.reps ?? null,
              seconds: input.seconds ?? null,
            }),
          ]
        : []),
      ...(newCompletion
        ? [
            db
              .insert(workoutCompletions)
              .values({ userId, workoutId, workoutTitle: workout.title, day, completedAt: now })
              .onConflictDoNothing(),
          ]
        : []),
      ...newBadges.map((b) =>
        db
          .insert(userBadges)
          .values({ userId, badgeId: b.id, earnedAt: now })
          .onConflictDoNothing(),
      ),
    ])
    return { workoutCompleted: completesWorkout, newBadges }
  })
}
