import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workoutExercises } from '../../db/schema'
import { AppError } from '../../errors'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import type { WorkoutExerciseValues } from './add-workout-exercise'
import { getWorkoutExercise } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'

export async function updateWorkoutExercise({
  database,
  caller,
  workoutExerciseId,
  values,
}: {
  database: Database
  caller: WorkoutCaller
  workoutExerciseId: number
  values: Partial<WorkoutExerciseValues>
}): Promise<WorkoutExercise> {
  const changed = await database.write(async (db) => {
    const row = await db
      .select({ workoutId: workoutExercises.workoutId })
      .from(workoutExercises)
      .where(eq(workoutExercises.id, workoutExerciseId))
      .get()
    if (!row) throw new AppError('NOT_FOUND', 'Workout exercise not found')
    await assertCanEditWorkout(db, caller, row.workoutId)
    return Object.keys(values).length === 0
      ? db
          .select({ id: workoutExercises.id })
          .from(workoutExercises)
          .where(eq(workoutExercises.id, workoutExerciseId))
          .get()
      : db
          .update(workoutExercises)
          .set(values)
          .where(eq(workoutExercises.id, workoutExerciseId))
          .returning({ id: workoutExercises.id })
          .get()
  })
  if (!changed) throw new AppError('NOT_FOUND', 'Workout exercise not found')
  return getWorkoutExercise({ db: database.db, workoutExerciseId })
}
