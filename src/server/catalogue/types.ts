import type { BadgeRule } from '~/shared/schemas/badge-rule'
import type { exercises, workouts } from '../db/schema'
import type { BlockKind } from '~/shared/rules/blocks'
import type { BlockNumbers } from '~/shared/schemas/blocks'

type ExerciseRow = typeof exercises.$inferInsert
type WorkoutRow = typeof workouts.$inferInsert

export interface BuiltinExercise extends Omit<ExerciseRow, 'id' | 'createdAt' | 'builtinKey'> {
  key: string
}

export interface BuiltinWorkoutExercise {
  exercise: string
  sets: number
  reps: string
  duration?: number
  restTime?: number
}

export interface BuiltinWorkout extends Omit<WorkoutRow, 'id' | 'createdAt' | 'builtinKey'> {
  key: string
  /** Every exercise in the order it is run (with `blocks`, block after block). */
  exercises: BuiltinWorkoutExercise[]
  /**
   * docs/product.md#blocks: the workout's blocks in order, each taking the next `size`
   * exercises of `exercises`. Without it the workout is one straight block, as before blocks.
   */
  blocks?: ({ kind: BlockKind; size: number } & BlockNumbers)[]
}

export interface BuiltinSkill {
  key: string
  name: string
  difficulty: number
  icon: string
  description: string
}

/** What passes a ladder step in one session: `sets` sets of at least `reps` reps or `seconds` seconds. */
export interface StepStandard {
  sets: number
  reps?: number
  seconds?: number
  loadKg?: number
}

export interface BuiltinLadder {
  /** Skills (built-in keys) that must be unlocked before this one: drawn as a tree. */
  requires: string[]
  /** 3–7 steps, easiest first; `exercise` is an exercise's built-in key. */
  steps: { exercise: string; standard: StepStandard }[]
}

export interface BuiltinBadge {
  key: string
  name: string
  description: string
  icon: 'check' | 'streak' | 'skill' | 'other'
  rule: BadgeRule
}

export interface Catalogue {
  exercises: BuiltinExercise[]
  workouts: BuiltinWorkout[]
  skills: BuiltinSkill[]
  badges: BuiltinBadge[]
}
