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

/**
 * A whole number in `range` (the profile's age, height and weight too); `label` is a said() field
 * name, `unit` a said() word ('minutes'), a symbol ('cm') or ''.
 */
export const whole = (label: string, { min, max }: { min: number; max: number }, unit: string) => {
  const values = { label, min, max, unit }
  return z
    .number({ error: said('{label} must be a number', values) })
    .int(said('{label} must be a whole number', values))
    .min(
      min,
      unit
        ? said('{label} must be at least {min} {unit}', values)
        : said('{label} must be at least {min}', values),
    )
    .max(
      max,
      unit
        ? said('{label} must be at most {max} {unit}', values)
        : said('{label} must be at most {max}', values),
    )
}

/** A list of distinct values, each from `values` ('Goals must be ...'); `fewest` says at least one is needed. */
const distinct = <T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  fewest?: string,
) =>
  z
    .array(
      z.enum(values, {
        error: said('{label} must be among {values}', { label, values: values.join(', ') }),
      }),
      { error: said('{label} must be a list', { label }) },
    )
    .min(fewest ? 1 : 0, fewest)
    .max(values.length)
    .refine(
      (list) => new Set(list).size === list.length,
      said('{label} must not repeat a value', { label }),
    )

/**
 * The athlete's profile as PATCH /api/user takes it (docs/product.md#onboarding): every field
 * optional, each checked. Equipment may be empty (bodyweight only); goals need one.
 */
export const athleteProfileInput = z.object({
  trainingLevel: z
    .enum(TRAINING_LEVELS, {
      error: said('Level must be one of {values}', { values: TRAINING_LEVELS.join(', ') }),
    })
    .optional()
    .meta({ description: 'The level Daily chooses workouts for (at it or one below)' }),
  goals: distinct(said('Goals'), GOALS, said('Choose at least one of goals')).optional(),
  equipment: distinct(said('Equipment'), EQUIPMENT_KEYS)
    .optional()
    .meta({ description: 'What the athlete owns; an empty list means bodyweight only' }),
  daysPerWeek: whole(said('Days per week'), DAYS_PER_WEEK, '').optional(),
  sessionMinutes: whole(said('Minutes per session'), SESSION_MINUTES, said('minutes')).optional(),
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
