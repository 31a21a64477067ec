import { z } from 'zod'
import {
  DAYS_PER_WEEK,
  GOALS,
  ONBOARDING_STATES,
  SESSION_MINUTES,
  TRAINING_LEVELS,
} from '../rules/athlete-profile'
import { EQUIPMENT_KEYS } from '../rules/equipment'
import { said } from '../i18n/said'

const whole = (label: string, { min, max }: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}${unit}`)
    .max(max, `${label} must be at most ${max}${unit}`)

/** A list of distinct values, each from `values` ('Goals must be ...'). */
const distinct = <T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  min: number,
) =>
  z
    .array(z.enum(values, { error: `${label} must be among ${values.join(', ')}` }), {
      error: `${label} must be a list`,
    })
    .min(min, `Choose at least one of ${label.toLowerCase()}`)
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, `${label} must not repeat a value`)

/**
 * The athlete's profile as PATCH /api/user takes it (docs/product.md#onboarding): every field
 * optional, each checked. Equipment may be empty (bodyweight only); goals need one.
 */
export const athleteProfileInput = z.object({
  trainingLevel: z
    .enum(TRAINING_LEVELS, { error: `Level must be one of ${TRAINING_LEVELS.join(', ')}` })
    .optional()
    .meta({ description: 'The level Daily chooses workouts for (at it or one below)' }),
  goals: distinct('Goals', GOALS, 1).optional(),
  equipment: distinct('Equipment', EQUIPMENT_KEYS, 0)
    .optional()
    .meta({ description: 'What the athlete owns; an empty list means bodyweight only' }),
  daysPerWeek: whole('Days per week', DAYS_PER_WEEK, '').optional(),
  sessionMinutes: whole('Minutes per session', SESSION_MINUTES, ' minutes').optional(),
  onboarding: z
    .enum(['done', 'skipped'], { error: said("Onboarding must be 'done' or 'skipped'") })
    .optional()
    .meta({ description: 'Marks the first-sign-in questions answered or skipped' }),
})

/** The profile fields of the user object (GET /api/user). */
export const athleteProfileFields = {
  trainingLevel: z.enum(TRAINING_LEVELS),
  goals: z.array(z.enum(GOALS)),
  equipment: z.array(z.enum(EQUIPMENT_KEYS)),
  daysPerWeek: z.number().int(),
  sessionMinutes: z.number().int(),
  onboarding: z.enum(ONBOARDING_STATES).meta({
    description: "'pending' until the first-sign-in questions are answered or skipped",
  }),
}
