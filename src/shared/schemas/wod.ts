// The gym's workout of the day and its whiteboard (docs/product.md#workout-of-the-day,
// docs/product.md#whiteboard): what a coach posts, what an athlete scores, what the wall shows.
import { z } from 'zod'
import { SCORE_TYPES } from '../rules/blocks'
import { SET_LIMITS } from '../rules/set-limits'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { wodWorkoutSchema } from './kiosk'
import { calendarDaySchema } from './programs'
import { bodyIdSchema, idSchema } from './user'
import { said } from '../i18n/said'

export const WOD_TEXT_MAX = 500
export const WOD_NOTE_MAX = 280

/** A day in a URL: 'YYYY-MM-DD', a real calendar day (the calendar's rule). */
export const wodDaySchema = calendarDaySchema

const wodText = z
  .string()
  .trim()
  .max(WOD_TEXT_MAX, said('At most {max} characters', { max: WOD_TEXT_MAX }))
  .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE)

export const wodKeySchema = z.object({ kioskId: idSchema, day: wodDaySchema })

export const putWodInput = wodKeySchema.extend({
  workoutId: bodyIdSchema,
  scoreType: z.enum(SCORE_TYPES),
  rx: wodText.default(''),
  scaled: wodText.default(''),
  publishAt: z.iso
    .datetime({ offset: true })
    .meta({ description: 'When the wall and the score page show it (ISO 8601)' }),
})
export type PutWodInput = z.infer<typeof putWodInput>

/** The workout of the day as a coach sees it. */
export const wodSchema = z.object({
  id: z.number().int(),
  kioskId: z.number().int(),
  day: z.string(),
  workoutId: z.number().int(),
  workoutTitle: z.string(),
  scoreType: z.enum(SCORE_TYPES),
  rx: z.string(),
  scaled: z.string(),
  publishAt: z.string(),
  classStartedAt: z.string().nullable(),
})
export type Wod = z.infer<typeof wodSchema>

/** A kiosk a coach may post for, with its own day now. */
export const wodKioskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  today: z.string(),
})
export type WodKiosk = z.infer<typeof wodKioskSchema>

export { wodWorkoutSchema, type WodWorkout } from './kiosk'

/** A score's count of `what` (a said() text, 'seconds'); `negative` its own sentence, capitalised. */
const count = (max: number, what: string, negative: string) => {
  const whole = said('Enter {what} as a whole number', { what })
  return z
    .number({ error: whole })
    .int(whole)
    .min(0, negative)
    .max(max, said('At most {max} {what}', { max, what }))
}

/** An athlete's score; the figures its score type needs, checked against the type by the server. */
export const wodScoreFields = z.object({
  seconds: count(SET_LIMITS.maxSeconds, said('seconds'), said('Seconds cannot be negative'))
    .nullable()
    .default(null),
  rounds: count(1000, said('rounds'), said('Rounds cannot be negative')).nullable().default(null),
  reps: count(SET_LIMITS.maxReps, said('reps'), said('Reps cannot be negative'))
    .nullable()
    .default(null),
  loadKg: z
    .number()
    .positive(said('A load is more than 0'))
    .max(SET_LIMITS.maxLoadKg, said('At most {max} kg', { max: SET_LIMITS.maxLoadKg }))
    .nullable()
    .default(null)
    .meta({ description: 'Kilograms (the form converts pounds)' }),
  passed: z.boolean().nullable().default(null),
  scaled: z.boolean().default(false),
  note: z
    .string()
    .trim()
    .max(WOD_NOTE_MAX, said('A note is at most {max} characters', { max: WOD_NOTE_MAX }))
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE)
    .default(''),
  hideName: z.boolean().default(false),
  hideScore: z.boolean().default(false),
})

export const postWodScoreInput = wodKeySchema.extend(wodScoreFields.shape)
export type PostWodScoreInput = z.infer<typeof postWodScoreInput>

export const wodScoreSchema = z.object({
  seconds: z.number().int().nullable(),
  rounds: z.number().int().nullable(),
  reps: z.number().int().nullable(),
  loadKg: z.number().nullable(),
  passed: z.boolean().nullable(),
  scaled: z.boolean(),
  note: z.string(),
  hideName: z.boolean(),
  hideScore: z.boolean(),
  /** The training session the score is kept as (docs/product.md#whiteboard). */
  sessionId: z.number().int().nullable(),
  updatedAt: z.string(),
})
export type WodScore = z.infer<typeof wodScoreSchema>

/** The athlete's score page: the workout, their score, and whether they may still change it. */
export const wodScorePageSchema = z.object({
  kioskName: z.string(),
  day: z.string(),
  workout: wodWorkoutSchema,
  mine: wodScoreSchema.nullable(),
  /** False once the kiosk's day is over. */
  editable: z.boolean(),
})
export type WodScorePage = z.infer<typeof wodScorePageSchema>

/** One line of the wall's whiteboard: nothing else of the athlete leaves the server. */
export const whiteboardEntrySchema = z.object({
  name: z.string(),
  score: z.string(),
  scaled: z.boolean(),
})

export const whiteboardSchema = z.object({
  day: z.string(),
  /** Null when there is no published workout of the day. */
  scoreType: z.enum(SCORE_TYPES).nullable(),
  /** False until a coach starts the day's class: the board stays empty till then. */
  started: z.boolean(),
  entries: z.array(whiteboardEntrySchema),
})
export type Whiteboard = z.infer<typeof whiteboardSchema>

export const setCoachInput = z.object({ userId: idSchema, coach: z.boolean() })
