import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, isSafeMediaUrl } from './text'
import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES } from './catalogue'
import { isBackwardRange } from '../rules/progression'
import { said } from '../i18n/said'

// docs/product.md#validation: the admin forms and the server run these same schemas, so a message the form shows
// is the message the API answers.

export const WORKOUT_BACKGROUNDS = [
  { value: 'workout-bg-1', label: 'Gray' },
  { value: 'workout-bg-2', label: 'Indigo' },
  { value: 'workout-bg-3', label: 'Blue' },
  { value: 'workout-bg-4', label: 'Green' },
] as const

export const EXERCISE_CATEGORIES = [
  'push',
  'pull',
  'legs',
  'core',
  'cardio',
  'flexibility',
  'balance',
] as const
export const BODY_PARTS = ['upper', 'lower', 'core', 'full'] as const
export const EXERCISE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const

export const WORKOUT_DEFAULTS = {
  duration: 30,
  difficulty: 'beginner',
  category: 'workout',
} as const
export const WORKOUT_EXERCISE_DEFAULTS = { sets: 3, reps: '10' } as const

const required = (message: string, max = 200, multiline = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, said('At most {max} characters', { max }))
    .refine((v) => !hasControlCharacters(v, multiline), CONTROL_CHARACTERS_MESSAGE)

/** Blank text is stored as null; an absent field stays absent so a PATCH leaves it alone. */
function blankAsNull(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null
}

const optionalText = (max = 2000, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, said('At most {max} characters', { max }))
    .refine((v) => !hasControlCharacters(v, multiline), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform(blankAsNull)

/** An https:// address or a path on this site (shared/schemas/text.ts); blank means none. */
const optionalUrl = z
  .string()
  .trim()
  .max(2000, said('At most 2000 characters'))
  .nullish()
  .transform(blankAsNull)
  .refine((v) => v == null || isSafeMediaUrl(v), {
    message: said('Enter a web address starting with https:// or a path starting with /'),
  })

const wholeNumber = (message: string, min: number) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(100_000, said('That number is too large'))

const workoutFields = {
  title: required(said('Title is required')),
  description: required(said('Description is required'), 2000, true),
  duration: wholeNumber(said('Duration must be at least 1 minute'), 1),
  difficulty: z.enum(WORKOUT_DIFFICULTIES, {
    error: said('Difficulty must be one of {values}', { values: WORKOUT_DIFFICULTIES.join(', ') }),
  }),
  category: z.enum(WORKOUT_CATEGORIES, {
    error: said('Category must be one of {values}', { values: WORKOUT_CATEGORIES.join(', ') }),
  }),
  imageBackground: required(said('Image background is required')),
  rounds: wholeNumber(said('Rounds must be at least 1'), 1).nullish(),
  restBetweenExercises: optionalText(100),
}

/** POST: missing duration, difficulty and category take their defaults (docs/product.md#validation). */
export const workoutInputSchema = z.object({
  ...workoutFields,
  duration: workoutFields.duration.default(WORKOUT_DEFAULTS.duration),
  difficulty: workoutFields.difficulty.default(WORKOUT_DEFAULTS.difficulty),
  category: workoutFields.category.default(WORKOUT_DEFAULTS.category),
})
export type WorkoutInput = z.input<typeof workoutInputSchema>

/** PATCH: only the fields sent change; no defaults, so a partial edit never resets a field. */
export const workoutPatchSchema = z.object(workoutFields).partial()

/** docs/product.md#validation: tips are entered one per line; blank lines are dropped. */
export function tipsFromLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export function linesFromTips(tips: readonly string[]): string {
  return tips.join('\n')
}

const tipList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => tipsFromLines(Array.isArray(v) ? v.join('\n') : v))
  .refine((list) => list.length <= 30, said('At most 30 tips'))
  .refine((list) => !list.some((tip) => hasControlCharacters(tip)), CONTROL_CHARACTERS_MESSAGE)
  .optional()

const exerciseFields = {
  name: required(said('Name is required')),
  description: required(said('Description is required'), 2000, true),
  category: required(said('Category is required'), 50),
  bodyPart: z.enum(BODY_PARTS, {
    error: said('Body part must be one of {values}', { values: BODY_PARTS.join(', ') }),
  }),
  difficulty: z.enum(EXERCISE_DIFFICULTIES, {
    error: said('Difficulty must be one of {values}', { values: EXERCISE_DIFFICULTIES.join(', ') }),
  }),
  equipment: required(said('Equipment is required'), 100),
  instructions: required(said('Instructions are required'), 4000, true),
  icon: required(said('Icon is required'), 50),
  variations: wholeNumber(said('Must have at least 1 variation'), 1),
  imageUrl: optionalUrl,
  targetMuscles: optionalText(200),
  tempo: optionalText(50),
  restTime: optionalText(50),
  reps: optionalText(50),
  duration: wholeNumber(said('Duration must be at least 1 second'), 1).nullish(),
  rightFormImageUrl: optionalUrl,
  wrongFormImageUrl: optionalUrl,
  videoUrl: optionalUrl,
  correctFormTips: tipList,
  incorrectFormTips: tipList,
  progressionTips: optionalText(2000, true),
  regressionTips: optionalText(2000, true),
  // docs/product.md#progression: the next easier and harder variation, another exercise's id.
  easierExerciseId: z
    .number({ error: said('Choose an exercise') })
    .int(said('Choose an exercise'))
    .positive(said('Choose an exercise'))
    .nullish(),
  harderExerciseId: z
    .number({ error: said('Choose an exercise') })
    .int(said('Choose an exercise'))
    .positive(said('Choose an exercise'))
    .nullish(),
}

export const exerciseInputSchema = z.object({
  ...exerciseFields,
  variations: exerciseFields.variations.default(1),
})
export type ExerciseInput = z.input<typeof exerciseInputSchema>

export const exercisePatchSchema = z.object(exerciseFields).partial()

/**
 * Reps are text in the catalogue ('10', '8-12', '30 seconds'); the first number in it is the
 * tracker's target, and it must be at least 1; a range must rise.
 */
const repsField = z
  .union([z.number(), z.string()], { error: said('Reps must be at least 1') })
  .transform((v) => String(v).trim())
  .refine((v) => Number(/\d+/.exec(v)?.[0] ?? 0) >= 1, said('Reps must be at least 1'))
  // A range ('8-12') is a bottom and a top: the player aims at the top (rules/progression.ts).
  .refine(
    (v) => !isBackwardRange(v),
    said('Write a rep range from its bottom to its top, e.g. 8-12'),
  )
  .refine((v) => v.length <= 50, said('At most 50 characters'))

const optionalSeconds = (label: string) =>
  z
    .number({ error: said('{label} must be a number of seconds', { label }) })
    .int(said('{label} must be a whole number of seconds', { label }))
    .min(0, said('{label} cannot be negative', { label }))
    .max(3600, said('{label} must be at most {max} seconds', { label, max: 3600 }))
    .nullish()

const paramFields = {
  sets: wholeNumber(said('Sets must be at least 1'), 1),
  reps: repsField,
  duration: optionalSeconds(said('Duration')),
  restTime: optionalSeconds(said('Rest time')),
  note: optionalText(500),
}

export const workoutExerciseParamsSchema = z.object({
  ...paramFields,
  sets: paramFields.sets.default(WORKOUT_EXERCISE_DEFAULTS.sets),
  reps: paramFields.reps.default(WORKOUT_EXERCISE_DEFAULTS.reps),
})
export type WorkoutExerciseParams = z.input<typeof workoutExerciseParamsSchema>

export const workoutExercisePatchSchema = z.object(paramFields).partial()
