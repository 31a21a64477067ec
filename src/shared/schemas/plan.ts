import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES } from './catalogue'
import { said } from '../i18n/said'

// Workout plans (docs/product.md#plans): the plan builder and the API run these same schemas, so the form
// shows the server's messages word for word (docs/product.md#validation style).

export const PLAN_MAX_WORKOUTS = 50
export const PLAN_NAME_MESSAGE = said('Name is required')
export const PLAN_WORKOUTS_MESSAGE = said('Add at least one workout')
export const PLAN_DUPLICATE_MESSAGE = said('Each workout can be in a plan only once')

const planFields = {
  name: z
    .string({ error: PLAN_NAME_MESSAGE })
    .trim()
    .min(1, PLAN_NAME_MESSAGE)
    .max(100, said('At most 100 characters'))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE),
  description: z
    .string({ error: said('Description must be text') })
    .trim()
    .max(1000, said('At most 1000 characters'))
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE),
  /** The plan's workouts in order; the whole list is replaced when given. */
  workoutIds: z
    .array(
      z
        .number({ error: said('Workout ids are whole numbers') })
        .int()
        .positive(),
      {
        error: PLAN_WORKOUTS_MESSAGE,
      },
    )
    .min(1, PLAN_WORKOUTS_MESSAGE)
    .max(PLAN_MAX_WORKOUTS, said('At most {max} workouts', { max: PLAN_MAX_WORKOUTS }))
    .refine((ids) => new Set(ids).size === ids.length, PLAN_DUPLICATE_MESSAGE),
  /** The client it is assigned to (one of the caller's clients), or null for none. */
  userId: z
    .number({ error: said('Choose a client') })
    .int()
    .positive()
    .nullable(),
}

/** POST /api/trainer/plans: description defaults to '', no client means not assigned. */
export const planInputSchema = z.object({
  name: planFields.name,
  description: planFields.description.default(''),
  workoutIds: planFields.workoutIds,
  userId: planFields.userId.default(null),
})
export type PlanInput = z.infer<typeof planInputSchema>

/** PATCH /api/trainer/plans/{id}: only the fields given change; `userId: null` unassigns. */
export const planPatchSchema = z.object({
  name: planFields.name.optional(),
  description: planFields.description.optional(),
  workoutIds: planFields.workoutIds.optional(),
  userId: planFields.userId.optional(),
})
export type PlanPatch = z.infer<typeof planPatchSchema>

/** One workout of a plan, in the plan's order, as the trainer's list shows it. */
export const planWorkoutSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(WORKOUT_CATEGORIES),
  /** docs/product.md#minutes minutes, computed from the workout's exercises. */
  minutes: z.number().int(),
  exerciseCount: z.number().int(),
  difficulty: z.enum(WORKOUT_DIFFICULTIES),
})
export type PlanWorkout = z.infer<typeof planWorkoutSchema>

/** The plan-list fields of a catalogue workout. */
export function toPlanWorkout(w: PlanWorkout): PlanWorkout {
  return {
    id: w.id,
    title: w.title,
    category: w.category,
    minutes: w.minutes,
    exerciseCount: w.exerciseCount,
    difficulty: w.difficulty,
  }
}

/** A plan as its trainer sees it. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The assigned client, or null when not assigned. */
  userId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  trainerId: z.number().int(),
  workouts: z.array(planWorkoutSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Plan = z.infer<typeof planSchema>
