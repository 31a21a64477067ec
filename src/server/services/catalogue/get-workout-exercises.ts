import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import type { WorkoutExercise, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { exerciseColumns, isoDates } from './columns'
import { assertCanReadWorkout, type WorkoutCaller } from './workout-access'

/** docs/product.md#api GET /api/workouts/{id}/exercises: the workout and its ordered exercise list. */
export async function getWorkoutExercises({
  db,
  workoutId,
  caller,
}: {
  db: Drizzle
  workoutId: number
  /** Who asks: a trainer's private workout answers only those who may see it. */
  caller: WorkoutCaller
}): Promise<WorkoutWithExercises> {
  const row = await db
    .select({
      id: workouts.id,
      title: workouts.title,
      description: workouts.description,
      category: workouts.category,
      ownerId: workouts.ownerId,
    })
    .from(workouts)
    .where(eq(workouts.id, workoutId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', 'Workout not found')
  if (row.ownerId !== null) await assertCanReadWorkout(db, caller, workoutId)
  const { ownerId: _owner, ...workout } = row
  const rows = await selectWorkoutExercises(db)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
    .all()
  return { ...workout, exercises: rows.map(withIsoExercise) }
}

/** One workout-exercise row with its exercise, as the admin's parameter editor shows it. */
export async function getWorkoutExercise({
  db,
  workoutExerciseId,
}: {
  db: Drizzle
  workoutExerciseId: number
}): Promise<WorkoutExercise> {
  const row = await selectWorkoutExercises(db)
    .where(eq(workoutExercises.id, workoutExerciseId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', 'Workout exercise not found')
  return withIsoExercise(row)
}

function selectWorkoutExercises(db: Drizzle) {
  return db
    .select({
      id: workoutExercises.id,
      workoutId: workoutExercises.workoutId,
      exerciseId: workoutExercises.exerciseId,
      order: workoutExercises.order,
      sets: workoutExercises.sets,
      reps: workoutExercises.reps,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
      note: workoutExercises.note,
      exercise: exerciseColumns,
    })
    .from(workoutExercises)
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
}

function withIsoExercise<T extends { exercise: { createdAt: Date } }>(row: T) {
  return { ...row, exercise: isoDates(row.exercise) }
}
