import { sql } from 'drizzle-orm'
import { exercises, workouts } from '../../db/schema'

export const workoutColumns = {
  id: workouts.id,
  title: workouts.title,
  description: workouts.description,
  duration: workouts.duration,
  difficulty: workouts.difficulty,
  category: workouts.category,
  imageBackground: workouts.imageBackground,
  rounds: workouts.rounds,
  restBetweenExercises: workouts.restBetweenExercises,
  ownerId: workouts.ownerId,
  createdAt: workouts.createdAt,
}

export const exerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  description: exercises.description,
  category: exercises.category,
  bodyPart: exercises.bodyPart,
  equipment: exercises.equipment,
  difficulty: exercises.difficulty,
  instructions: exercises.instructions,
  imageUrl: exercises.imageUrl,
  variations: exercises.variations,
  icon: exercises.icon,
  targetMuscles: exercises.targetMuscles,
  tempo: exercises.tempo,
  restTime: exercises.restTime,
  reps: exercises.reps,
  duration: exercises.duration,
  rightFormImageUrl: exercises.rightFormImageUrl,
  wrongFormImageUrl: exercises.wrongFormImageUrl,
  correctFormTips: exercises.correctFormTips,
  incorrectFormTips: exercises.incorrectFormTips,
  videoUrl: exercises.videoUrl,
  progressionTips: exercises.progressionTips,
  regressionTips: exercises.regressionTips,
  // A built-in exercise's key names its drawn demonstration (docs/demos.md).
  demo: exercises.builtinKey,
  // The linked variations' names, looked up by primary key in the same statement. The outer
  // column is qualified by hand: drizzle leaves a one-table select's columns bare, and a bare
  // name inside the subquery would read its own row.
  easierExerciseId: exercises.easierExerciseId,
  easierExerciseName: sql<
    string | null
  >`(SELECT v.name FROM exercises v WHERE v.id = "exercises"."easier_exercise_id")`,
  harderExerciseId: exercises.harderExerciseId,
  harderExerciseName: sql<
    string | null
  >`(SELECT v.name FROM exercises v WHERE v.id = "exercises"."harder_exercise_id")`,
  createdAt: exercises.createdAt,
}

export function isoDates<T extends { createdAt: Date }>(
  row: T,
): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() }
}
