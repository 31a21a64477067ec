import { z } from 'zod'
import { BLOCK_KINDS } from '../rules/blocks'

import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES } from '../rules/catalogue-values'

export { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES }

export const workoutSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  duration: z.number().int(),
  difficulty: z.enum(WORKOUT_DIFFICULTIES),
  category: z.enum(WORKOUT_CATEGORIES),
  imageBackground: z.string(),
  rounds: z.number().int().nullable(),
  restBetweenExercises: z.string().nullable(),
  /** The trainer whose private workout this is (docs/product.md#trainer-workouts); null: the catalogue's. */
  ownerId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Derived: number of exercises, and minutes by the docs/product.md#minutes formula. */
  exerciseCount: z.number().int(),
  minutes: z.number().int(),
})
export type Workout = z.infer<typeof workoutSchema>

export const exerciseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  bodyPart: z.string().nullable(),
  equipment: z.string(),
  difficulty: z.string().nullable(),
  instructions: z.string(),
  imageUrl: z.string().nullable(),
  variations: z.number().int(),
  icon: z.string(),
  targetMuscles: z.string().nullable(),
  tempo: z.string().nullable(),
  restTime: z.string().nullable(),
  reps: z.string().nullable(),
  duration: z.number().int().nullable(),
  rightFormImageUrl: z.string().nullable(),
  wrongFormImageUrl: z.string().nullable(),
  correctFormTips: z.array(z.string()),
  incorrectFormTips: z.array(z.string()),
  videoUrl: z.string().nullable(),
  progressionTips: z.string().nullable(),
  regressionTips: z.string().nullable(),
  /** The key of its drawn demonstration (built-in exercises; docs/demos.md), else null. */
  demo: z.string().nullable(),
  /** Its next easier and harder variation in the library (docs/product.md#progression), else null. */
  easierExerciseId: z.number().int().nullable(),
  easierExerciseName: z.string().nullable(),
  harderExerciseId: z.number().int().nullable(),
  harderExerciseName: z.string().nullable(),
  createdAt: z.string(),
})
export type Exercise = z.infer<typeof exerciseSchema>

/** What Explore shows and searches of each exercise (docs/product.md#explore): a fifth of it. */
export const exerciseCardSchema = exerciseSchema.pick({
  id: true,
  name: true,
  // Read for the movement filter (docs/product.md#movement).
  category: true,
  bodyPart: true,
  equipment: true,
  difficulty: true,
  targetMuscles: true,
  demo: true,
  tempo: true,
  imageUrl: true,
  rightFormImageUrl: true,
  wrongFormImageUrl: true,
  videoUrl: true,
})
export type ExerciseCard = z.infer<typeof exerciseCardSchema>

export const workoutExerciseSchema = z.object({
  id: z.number().int(),
  workoutId: z.number().int(),
  exerciseId: z.number().int(),
  /** The block the exercise is run in (docs/product.md#blocks). */
  blockId: z.number().int(),
  order: z.number().int(),
  sets: z.number().int(),
  reps: z.string(),
  duration: z.number().int().nullable(),
  restTime: z.number().int().nullable(),
  /** The workout writer's note for this exercise, shown in the player. */
  note: z.string().nullable(),
  exercise: exerciseSchema,
})
export type WorkoutExercise = z.infer<typeof workoutExerciseSchema>

/**
 * A block of a workout (docs/product.md#blocks): how its exercises are run, the numbers its kind
 * uses (the others absent), and its exercises in order.
 */
export const workoutBlockSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BLOCK_KINDS),
  rounds: z.number().int().optional(),
  minutes: z.number().int().optional(),
  workSeconds: z.number().int().optional(),
  restSeconds: z.number().int().optional(),
  capSeconds: z.number().int().optional(),
  exercises: z.array(workoutExerciseSchema),
})
export type WorkoutBlock = z.infer<typeof workoutBlockSchema>

export const workoutWithExercisesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(WORKOUT_CATEGORIES),
  /** Every exercise in order, whatever its block (what clients before blocks read). */
  exercises: z.array(workoutExerciseSchema),
  blocks: z.array(workoutBlockSchema),
})
export type WorkoutWithExercises = z.infer<typeof workoutWithExercisesSchema>
