import { z } from 'zod'
import { addDays, daysBetween } from '../rules/days'
import { calendarDaySchema } from './programs'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { idSchema } from './user'
import { said } from '../i18n/said'

// A client's calendar (docs/product.md#calendar): the trainer's screen and the API run these same
// schemas, so the form shows the server's messages word for word.

/** At most this many workouts on one day, and days in one read (a quarter and a bit). */
export const CALENDAR_MAX_ITEMS = 6
export const CALENDAR_MAX_RANGE_DAYS = 92
/** A week copied forward at most this many times at once. */
export const CALENDAR_MAX_REPEAT = 12

const note = z
  .string({ error: said('A note is text') })
  .trim()
  .max(500, said('At most 500 characters'))
  .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE)

const REPS_PATTERN = /^\d{1,3}(?:-\d{1,3})?$/

/** How one exercise of the workout is to be done by this client, where it differs. */
export const prescribedExerciseSchema = z.strictObject({
  exerciseId: z
    .number({ error: said('Exercise ids are whole numbers') })
    .int()
    .positive(),
  sets: z
    .number({ error: said('Sets are a whole number') })
    .int()
    .min(1)
    .max(20)
    .optional(),
  reps: z
    .string({ error: said("Reps are written '8' or '8-12'") })
    .regex(REPS_PATTERN, said("Reps are written '8' or '8-12'"))
    .refine((r) => {
      const [low, high] = r.split('-').map(Number)
      return high === undefined || (low ?? 0) <= high
    }, 'A range goes from low to high')
    .optional(),
  seconds: z
    .number({ error: said('Seconds are a whole number') })
    .int()
    .min(1)
    .max(3600)
    .optional(),
  loadKg: z
    .number({ error: said('Load is a number of kilograms') })
    .min(-200, said('At most 200 kg of assistance'))
    .max(500, said('At most 500 kg'))
    .optional(),
  restSeconds: z
    .number({ error: said('Rest is a whole number of seconds') })
    .int()
    .min(0)
    .max(600)
    .optional(),
  note: note.optional(),
})
export type PrescribedExercise = z.infer<typeof prescribedExerciseSchema>

/** A workout's prescription for one client: a note for the whole, and exercises done differently. */
export const prescriptionSchema = z
  .strictObject({
    note: note.optional(),
    exercises: z
      .array(prescribedExerciseSchema, { error: said('Exercises are a list') })
      .max(50, said('At most 50 exercises'))
      .refine(
        (list) => new Set(list.map((e) => e.exerciseId)).size === list.length,
        'Each exercise is prescribed once',
      )
      .default([]),
  })
  .meta({ description: 'Per-client changes to a scheduled workout; loads in kg' })
export type Prescription = z.infer<typeof prescriptionSchema>

export const calendarItemInputSchema = z.strictObject({
  workoutId: z
    .number({ error: said('Workout ids are whole numbers') })
    .int()
    .positive(),
  prescription: prescriptionSchema.optional(),
})

/** GET .../calendar: from..to, both included, at most CALENDAR_MAX_RANGE_DAYS days. */
export const calendarReadInputSchema = z
  .object({ userId: idSchema, from: calendarDaySchema, to: calendarDaySchema })
  .refine(({ from, to }) => from <= to, {
    message: said('to comes on or after from'),
    path: ['to'],
  })
  .refine(({ from, to }) => daysBetween(from, to) < CALENDAR_MAX_RANGE_DAYS, {
    message: said('At most {max} days at once', { max: CALENDAR_MAX_RANGE_DAYS }),
    path: ['to'],
  })

/** PUT .../calendar/{day}: the day's workouts in order, replacing what was there (empty clears). */
export const calendarPutDayInputSchema = z.object({
  userId: idSchema,
  day: calendarDaySchema,
  items: z
    .array(calendarItemInputSchema, { error: said('Items are a list') })
    .max(CALENDAR_MAX_ITEMS, said('At most {max} workouts on a day', { max: CALENDAR_MAX_ITEMS })),
})

/** Copies the days from `fromDay` (1 or 7 of them) onto `toDay`, `times` times one after another. */
export const calendarCopyInputSchema = z
  .object({
    userId: idSchema,
    fromDay: calendarDaySchema,
    toDay: calendarDaySchema,
    days: z
      .union([z.literal(1), z.literal(7)], { error: said('Copy a day (1) or a week (7)') })
      .default(1),
    times: z
      .number({ error: said('Times is a whole number') })
      .int()
      .min(1)
      .max(CALENDAR_MAX_REPEAT, said('At most {max} times', { max: CALENDAR_MAX_REPEAT }))
      .default(1),
  })
  .refine(({ fromDay, toDay, days }) => toDay >= addDays(fromDay, days) || toDay < fromDay, {
    message: said('Copy onto days other than the ones copied'),
    path: ['toDay'],
  })

/**
 * Places a plan's workouts on a client's calendar from `startDay`, in the plan's order, one a
 * day on the given weekdays (0 Sunday … 6 Saturday; every day when left out), after what those
 * days already hold.
 */
export const calendarPlacePlanInputSchema = z.object({
  userId: idSchema,
  planId: z
    .number({ error: said('Plan ids are whole numbers') })
    .int()
    .positive(),
  startDay: calendarDaySchema,
  weekdays: z
    .array(
      z
        .number({ error: said('Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday)') })
        .int(said('Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday)'))
        .min(0, said('Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday)'))
        .max(6, said('Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday)')),
      { error: said('Weekdays are a list') },
    )
    .min(1, said('Choose at least one weekday'))
    .max(7)
    .refine((list) => new Set(list).size === list.length, said('Each weekday once'))
    .default([0, 1, 2, 3, 4, 5, 6]),
})

/** Moves one scheduled workout to another day (after that day's own). */
export const calendarMoveInputSchema = z.object({
  userId: idSchema,
  entryId: z
    .number({ error: said('Entry ids are whole numbers') })
    .int()
    .positive(),
  toDay: calendarDaySchema,
})

export const CALENDAR_STATUSES = ['done', 'missed', 'today', 'upcoming'] as const

export const calendarItemSchema = z.object({
  id: z.number().int(),
  workoutId: z.number().int(),
  title: z.string(),
  /** Minutes, as the workout's card shows them. */
  minutes: z.number().int(),
  trainerName: z.string().nullable().meta({ description: 'Who scheduled it' }),
  prescription: prescriptionSchema.nullable(),
  status: z.enum(CALENDAR_STATUSES).meta({
    description:
      'done: completed that day; missed: a day gone by without it; today: due today, not done yet; upcoming: later',
  }),
})
export type CalendarItem = z.infer<typeof calendarItemSchema>

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The athlete's local day, which decides missed and today. */
  today: z.string(),
  /** Only the days with something scheduled, in order. */
  days: z.array(z.object({ day: z.string(), items: z.array(calendarItemSchema) })),
})
export type Calendar = z.infer<typeof calendarSchema>
