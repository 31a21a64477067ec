import { z } from 'zod'
import { SUGGESTION_KINDS } from '../rules/progression'
import { loggedSetSchema } from './sets'
import { idSchema, urlNumber } from './user'
import { said } from '../i18n/said'

// docs/product.md#progression: what the player and a trainer's plan read about an exercise's
// next step.

export const suggestionSchema = z
  .object({
    kind: z.enum(SUGGESTION_KINDS),
    exerciseId: z.number().int().nullable(),
    exerciseName: z.string().nullable(),
    loadKg: z.number().nullable(),
    text: z.string().meta({ example: 'Level up: try Diamond Push-ups' }),
  })
  .meta({
    description:
      "harder / easier: try that variation; add-load / less-load: change the load by loadKg; trainer: the athlete's trainer chose the exercise",
  })
export type SuggestionAnswer = z.infer<typeof suggestionSchema>

export const lastSessionInput = z.object({
  userId: idSchema,
  exerciseId: idSchema,
  workoutId: urlNumber(z.number().int().positive())
    .optional()
    .meta({ description: 'The workout being trained: its range and your trainer’s choice apply' }),
  before: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'Only sets done before this time (the session’s start); default now' }),
})
export type LastSessionInput = z.infer<typeof lastSessionInput>

export const lastSessionSchema = z.object({
  exerciseId: z.number().int(),
  /** The last session's day, YYYY-MM-DD, or null without one. */
  day: z.string().nullable(),
  sessionId: z.number().int().nullable().meta({
    description:
      'The last training session of the exercise (its workout, or practice, on its day); null without one',
  }),
  sets: z.array(loggedSetSchema).meta({
    description: "That session's sets of the exercise, newest first: what 'Last time' shows",
  }),
  workingSets: z.array(loggedSetSchema).meta({
    description:
      'The working sets of straight work the suggestion reads, newest first: those of the latest session that had any (no round of a circuit, EMOM, AMRAP, For Time or Tabata; nothing of a warm-up or cool-down)',
  }),
  suggestion: suggestionSchema.nullable(),
})
export type LastSession = z.infer<typeof lastSessionSchema>

/** A trainer's choice for one plan exercise: the computed suggestion, no change, or an exercise. */
export const PROGRESSION_CHOICES = ['suggested', 'none', 'exercise'] as const

export const planProgressionItemSchema = z.object({
  workoutId: z.number().int(),
  workoutTitle: z.string(),
  workoutExerciseId: z.number().int(),
  exerciseId: z.number().int(),
  exerciseName: z.string(),
  sets: z.number().int(),
  reps: z.string(),
  /** The client's last session of it ('Last time: 3 × 12'), or null. */
  lastTime: z.string().nullable(),
  /** What the rule suggests from that session. */
  suggested: suggestionSchema.nullable(),
  choice: z.enum(PROGRESSION_CHOICES),
  /** The chosen exercise when choice is 'exercise'. */
  choiceExerciseId: z.number().int().nullable(),
  choiceExerciseName: z.string().nullable(),
})
export type PlanProgressionItem = z.infer<typeof planProgressionItemSchema>

export const planProgressionSchema = z.object({
  planId: z.number().int(),
  userId: z.number().int(),
  clientName: z.string(),
  exercises: z.array(planProgressionItemSchema),
})
export type PlanProgression = z.infer<typeof planProgressionSchema>

export const setPlanProgressionInput = z
  .object({
    id: idSchema,
    workoutExerciseId: idSchema,
    choice: z.enum(PROGRESSION_CHOICES, {
      error: said('Choice must be one of {values}', { values: PROGRESSION_CHOICES.join(', ') }),
    }),
    exerciseId: z.number().int().positive().nullish(),
  })
  .refine((v) => v.choice !== 'exercise' || (v.exerciseId ?? null) !== null, {
    path: ['exerciseId'],
    message: said('Choose an exercise'),
  })
export type SetPlanProgressionInput = z.infer<typeof setPlanProgressionInput>
