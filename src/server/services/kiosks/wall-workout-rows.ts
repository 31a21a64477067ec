import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutBlocks, workoutExercises } from '../../db/schema'

/** An exercise of a workout as a wall shows it: its name, prescription and picture. */
export const wallExerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  bodyPart: exercises.bodyPart,
  sets: workoutExercises.sets,
  reps: workoutExercises.reps,
  duration: workoutExercises.duration,
  restTime: workoutExercises.restTime,
  demo: exercises.builtinKey,
  imageUrl: exercises.imageUrl,
}

/**
 * A workout's blocks and its exercises as a wall shows them (names, prescriptions, pictures),
 * in order: the board's workout of the day and the class view read the same rows.
 */
export function wallWorkoutRows(db: Drizzle, workoutId: number) {
  return Promise.all([
    db
      .select()
      .from(workoutBlocks)
      .where(eq(workoutBlocks.workoutId, workoutId))
      .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id))
      .all(),
    db
      .select({ blockId: workoutExercises.blockId, ...wallExerciseColumns })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
      .all(),
  ])
}
