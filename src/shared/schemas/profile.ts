import { z } from 'zod'
import { LOCALES } from '../rules/locales'
import { isValidTimeZone } from '../rules/days'
import { athleteProfileInput, whole } from './athlete-profile'
import { BODY_WEIGHT_KG, bodyWeightKg, bodyWeightLimits, UNITS, type Units } from '../rules/units'
import { said } from '../i18n/said'

/** The first-sign-in step and profile edit: age, height (cm), weight (kg), time zone. */
export const profileInput = z.object({
  age: whole(said('Age'), { min: 13, max: 120 }, ''),
  height: whole(said('Height'), { min: 100, max: 250 }, 'cm'),
  weight: whole(said('Weight'), BODY_WEIGHT_KG, 'kg'),
  timeZone: z.string().refine(isValidTimeZone, said('Choose a valid time zone')),
})
export type ProfileInput = z.infer<typeof profileInput>

/**
 * The profile form of an athlete who weighs in `units` (docs/product.md#units): the weight typed
 * in that unit, checked against the account's limits in it ('at least 67 lb'), and sent as kept,
 * in whole kilograms. The API itself takes kilograms (`profileInput`).
 */
export function profileFormInput(units: Units) {
  if (units === 'kg') return profileInput
  const { min, max } = bodyWeightLimits(units)
  return profileInput.extend({
    weight: whole(said('Weight'), { min, max }, units).transform((v) => bodyWeightKg(v, units)),
  })
}

/**
 * PATCH /api/user: any of the profile's fields, the unit of load and the unread-message email
 * switch (Settings sends each alone)
 * and the athlete's profile Daily chooses by (onboarding and Settings); at least one.
 */
export const userUpdateInput = profileInput
  .partial()
  .extend({
    units: z
      .enum(UNITS, { error: said("Units must be 'kg' or 'lb'") })
      .optional()
      .meta({ description: 'The unit loads are entered and shown in; stored loads stay kg' }),
    messageEmails: z
      .boolean({ error: said('messageEmails must be true or false') })
      .optional()
      .meta({ description: 'Email me about a message left unread for an hour' }),
    locale: z
      .enum(LOCALES, { error: said("locale must be 'en', 'de', 'es' or null") })
      .nullable()
      .optional()
      .meta({ description: "The app's language; null follows the browser's" }),
    ...athleteProfileInput.shape,
  })
  .refine((input) => Object.values(input).some((v) => v !== undefined), {
    message: said(
      'Send at least one of age, height, weight, timeZone, units, messageEmails, locale, trainingLevel, goals, equipment, daysPerWeek, sessionMinutes and onboarding',
    ),
    path: ['age'],
  })
export type UserUpdateInput = z.infer<typeof userUpdateInput>

export const historyEntrySchema = z.object({
  workoutId: z.number().int().nullable(),
  title: z.string(),
  day: z.string(),
  completedAt: z.string(),
})

export const profileSummarySchema = z.object({
  /** Who the summary is about: a trainer's client view needs the name and body numbers. */
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    photoURL: z.string().nullable(),
    age: z.number().int().nullable(),
    height: z.number().int().nullable(),
    weight: z.number().int().nullable(),
    /** Loads on a trainer's view of a client read in the client's unit. */
    units: z.enum(UNITS),
  }),
  totalWorkouts: z.number().int().meta({
    description: 'Workouts completed, one a workout a day (docs/product.md#completion)',
  }),
  sessions: z.number().int().meta({
    description: 'Training sessions logged, complete or not (docs/product.md#training-sessions)',
  }),
  completedSessions: z.number().int().meta({
    description: 'Of those sessions, the ones that completed their workout',
  }),
  badgesEarned: z.number().int(),
  /** Earned badges, newest first. */
  badges: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      icon: z.string(),
      earnedAt: z.string(),
    }),
  ),
  streak: z.number().int(),
  level: z.number().int(),
  /** The last 12 weeks, oldest first; weeks start on Monday in the user's time zone. */
  weekly: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  history: z.array(historyEntrySchema),
})
export type ProfileSummary = z.infer<typeof profileSummarySchema>

export const deleteAccountInput = z.object({
  confirm: z.string().min(1, said('Type your username to confirm')),
})
