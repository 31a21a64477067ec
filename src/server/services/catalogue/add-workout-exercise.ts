import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { exercises, workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import type { workoutExerciseParamsSchema } from '~/shared/schemas/catalogue-input'
import { getWorkoutExercise } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'

export type WorkoutExerciseValues = z.output<typeof workoutExerciseParamsSchema>

/**
 * Adds an exercise to a workout. Without an `order` it goes last (docs/product.md#catalogue: current count + 1);
 * with one it is inserted there and the exercises after it move down, in one batch.
 */
export async function addWorkoutExercise({
  database,
  caller,
  workoutId,
  exerciseId,
  order,
  values,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  exerciseId: number
  order?: number
  values: WorkoutExerciseValues
}): Promise<WorkoutExercise> {
  const id = await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const [workout, exercise, current] = await Promise.all([
      db.select({ id: workouts.id }).from(workouts).where(eq(workouts.id, workoutId)).get(),
      db.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId)).get(),
      db
        .select({ exerciseId: workoutExercises.exerciseId })
        .from(workoutExercises)
        .where(eq(workoutExercises.workoutId, workoutId))
        .orderBy(asc(workoutExercises.order))
        .all(),
    ])
    if (!workout) throw new AppError('NOT_FOUND', 'Workout not found')
    if (!exercise) throw new AppError('NOT_FOUND', 'Exercise not found')
    // The REST call removes by (workout, exercise) (docs/product.md#catalogue), so an exercise
    // appears in a workout once.
    if (current.some((row) => row.exerciseId === exerciseId)) {
      throw new AppError('CONFLICT', 'This exercise is already in the workout')
    }
    const position = Math.min(Math.max(order ?? current.length + 1, 1), current.length + 1)
    const [, inserted] = await db.batch([
      db
        .update(workoutExercises)
        .set({ order: sql`${workoutExercises.order} + 1` })
        .where(
          and(eq(workoutExercises.workoutId, workoutId), gte(workoutExercises.order, position)),
        ),
      db
        .insert(workoutExercises)
        .values({ workoutId, exerciseId, order: position, ...values })
        .returning({ id: workoutExercises.id }),
    ])
    const row = inserted[0]
    if (!row) throw new Error('insert returned no row')
    return row.id
  })
  return getWorkoutExercise({ db: database.db, workoutExerciseId: id })
}
