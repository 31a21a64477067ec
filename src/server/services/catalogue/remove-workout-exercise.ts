import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workoutExercises } from '../../db/schema'
import { AppError } from '../../errors'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { tx } from '../../i18n/server-text'

/** Removes an exercise from a workout and closes the gap in the order, in one batch. */
export async function removeWorkoutExercise({
  database,
  caller,
  workoutId,
  exerciseId,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  exerciseId: number
}): Promise<void> {
  await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const rows = await db
      .select({ id: workoutExercises.id, exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
      .all()
    const target = rows.find((r) => r.exerciseId === exerciseId)
    if (!target) throw new AppError('NOT_FOUND', tx('That exercise is not in this workout'))
    const rest = rows.filter((r) => r.id !== target.id)
    await db.batch([
      db
        .delete(workoutExercises)
        .where(
          and(
            eq(workoutExercises.workoutId, workoutId),
            eq(workoutExercises.exerciseId, exerciseId),
          ),
        ),
      ...rest.map((r, i) =>
        db
          .update(workoutExercises)
          .set({ order: i + 1 })
          .where(eq(workoutExercises.id, r.id)),
      ),
    ])
  })
}
