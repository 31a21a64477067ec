import { z } from 'zod'
import { CHECK_IN_NOTE_MAX_LENGTH } from '../rules/check-ins'
import { UNITS } from '../rules/units'
import { calendarDaySchema } from './programs'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { idSchema } from './user'
import { said } from '../i18n/said'

// Weekly check-ins (docs/product.md#check-ins): the athlete's form, the trainer's screen and the
// API run these same schemas. The range a bodyweight may take depends on the athlete's units, so
// it is checked with rules/check-ins.ts' bodyweightIssue where the units are known.

const scale = (label: string) => {
  const message = said('Choose {label} from 1 to 5', { label })
  return z.number({ error: message }).int(message).min(1, message).max(5, message)
}

export const WEEKDAY_MESSAGE = said(
  'weekday is 0 (Sunday) to 6 (Saturday), or null for no check-in',
)

/** PUT /api/trainer/clients/{userId}/check-in-day */
export const checkInDayInputSchema = z.object({
  userId: idSchema,
  weekday: z
    .number({ error: WEEKDAY_MESSAGE })
    .int(WEEKDAY_MESSAGE)
    .min(0, WEEKDAY_MESSAGE)
    .max(6, WEEKDAY_MESSAGE)
    .nullable()
    .meta({ description: 'The check-in day, 0 Sunday … 6 Saturday; null for none' }),
})

/** POST /api/user/check-ins */
export const checkInInputSchema = z.object({
  /** Made by the device, so a resend is the same answer. */
  clientId: z.uuid({ error: said('clientId must be a UUID') }).toLowerCase(),
  bodyweight: z
    .number({ error: said('Bodyweight is a number') })
    .positive(said('Bodyweight is a number above 0'))
    .nullable()
    .optional()
    .meta({ description: "In the athlete's units (kg or lb), to a tenth; stored in kg" }),
  sleep: scale(said('Sleep')),
  energy: scale(said('Energy')),
  stress: scale(said('Stress')),
  note: z
    .string({ error: said('A note is text') })
    .trim()
    .max(
      CHECK_IN_NOTE_MAX_LENGTH,
      said('At most {max} characters', { max: CHECK_IN_NOTE_MAX_LENGTH }),
    )
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE)
    .default(''),
})
export type CheckInInput = z.input<typeof checkInInputSchema>

const rangeFields = {
  from: calendarDaySchema.optional().meta({ description: 'First day (YYYY-MM-DD), included' }),
  to: calendarDaySchema.optional().meta({ description: 'Last day (YYYY-MM-DD), included' }),
}
const rangeInOrder = (r: { from?: string | undefined; to?: string | undefined }) =>
  r.from === undefined || r.to === undefined || r.from <= r.to

/** GET /api/trainer/clients/{userId}/check-ins?from=&to= */
export const clientCheckInsInputSchema = z
  .object({ userId: idSchema, ...rangeFields })
  .refine(rangeInOrder, { message: said('to comes on or after from'), path: ['to'] })

/** GET /api/user/check-ins?from=&to= */
export const myCheckInsInputSchema = z
  .object(rangeFields)
  .refine(rangeInOrder, { message: said('to comes on or after from'), path: ['to'] })
  .optional()

export const checkInSchema = z.object({
  id: z.number().int(),
  day: z.string().meta({ description: "The athlete's local day it was answered on" }),
  bodyweightKg: z.number().nullable(),
  sleep: z.number().int(),
  energy: z.number().int(),
  stress: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
})
export type CheckIn = z.infer<typeof checkInSchema>

export const checkInsSchema = z.object({
  weekday: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The check-in day, 0 Sunday … 6 Saturday; null for none' }),
  units: z.enum(UNITS).meta({ description: "The athlete's units, to show bodyweights in" }),
  items: z.array(checkInSchema).meta({ description: 'Newest first, at most 200' }),
})
export type CheckIns = z.infer<typeof checkInsSchema>

/** On Daily: the week's check-in, asked for today and not answered yet. */
export const dailyCheckInSchema = z
  .object({ due: z.literal(true), trainer: z.string() })
  .nullable()
  .meta({
    description:
      "A weekly check-in the athlete's trainer asks for today and not answered yet, or null",
  })
