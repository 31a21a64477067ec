import { z } from 'zod'
import { DAILY_LEADS, TRAINING_LEVELS } from '../rules/athlete-profile'
import { addDays } from '../rules/days'
import { START_WINDOW } from '../rules/programs'
import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES } from './catalogue'
import { dailyCardSchema } from './daily-card'
import { idSchema } from './user'
import { said } from '../i18n/said'

/** A built-in program's key: the API's program id (docs/product.md#programs). */
export const programIdSchema = z
  .string({ error: said('Choose a program') })
  .trim()
  .min(1, said('Choose a program'))
  .max(60, said('No such program'))
  .meta({
    description: "A built-in program's key, e.g. 'bodyweight-base' (GET /api/programs lists them)",
    examples: ['bodyweight-base'],
  })

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const DAY_MESSAGE = 'A day written YYYY-MM-DD'

/** A calendar day, YYYY-MM-DD, that exists (never 2025-02-30). */
export const calendarDaySchema = z
  .string({ error: DAY_MESSAGE })
  // `abort`: a text that is no day never reaches the date check ('1' would make it throw).
  .regex(DAY_PATTERN, { message: DAY_MESSAGE, abort: true })
  .refine((day) => addDays(day, 0) === day, DAY_MESSAGE)

export const weekTargetSchema = z.object({
  sets: z.number().int().meta({ description: 'Sets of each exercise this week' }),
  reps: z
    .string()
    .nullable()
    .meta({ description: "Reps of each set when the week sets them, else the workout's own" }),
  loadKg: z
    .number()
    .nullable()
    .meta({ description: 'Load added to the loaded lifts this week, in kg; null for none' }),
  deload: z.boolean().meta({ description: 'A lighter week to recover' }),
})
export type WeekTargetAnswer = z.infer<typeof weekTargetSchema>

const programWorkoutSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(WORKOUT_CATEGORIES),
  difficulty: z.enum(WORKOUT_DIFFICULTIES),
  minutes: z.number().int(),
})

/** One built-in program as GET /api/programs answers it, scheduled to the caller's days a week. */
export const programSchema = z.object({
  id: programIdSchema,
  name: z.string(),
  description: z.string(),
  level: z.enum(TRAINING_LEVELS),
  equipment: z.string(),
  daysPerWeek: z
    .number()
    .int()
    .meta({ description: "The caller's days a week (2–6), which the weeks are scheduled to" }),
  weeks: z.array(
    z.object({
      week: z.number().int(),
      target: weekTargetSchema,
      note: z.string(),
      days: z.array(z.object({ day: z.number().int(), workout: programWorkoutSchema })),
    }),
  ),
})
export type Program = z.infer<typeof programSchema>

/** Where the athlete stands in the program they follow (Daily's lead, the Programs screen). */
export const programStandingSchema = z.object({
  id: programIdSchema,
  name: z.string(),
  startDay: z.string().meta({ description: 'The day Week 1 · Day 1 was scheduled, YYYY-MM-DD' }),
  pausedOn: z
    .string()
    .nullable()
    .meta({ description: 'The day it was paused, YYYY-MM-DD; null while it runs' }),
  state: z.enum(['due', 'upcoming', 'paused', 'finished']).meta({
    description:
      "due: the next day's day has come; upcoming: not yet (a rest day or a later start); paused; finished: every day done",
  }),
  week: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The next day’s week (from 1); null once finished' }),
  day: z.number().int().nullable().meta({ description: 'The next day within its week (from 1)' }),
  weeks: z.number().int(),
  daysPerWeek: z.number().int(),
  dueDay: z.string().nullable().meta({ description: 'When the next day is due, YYYY-MM-DD' }),
  done: z.number().int().meta({ description: 'Program days done' }),
  total: z.number().int().meta({ description: 'Program days in all (weeks × days a week)' }),
  target: weekTargetSchema.nullable().meta({ description: "The next day's week target" }),
  note: z.string().nullable(),
  workout: dailyCardSchema.nullable().meta({ description: "The next day's workout" }),
})
export type ProgramStanding = z.infer<typeof programStandingSchema>

/** A trainer's plan as it leads Daily: its next workout (plans are done in turn). */
export const planLeadSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  trainerName: z.string(),
  position: z.number().int().meta({ description: "The next workout's place in the plan, from 1" }),
  count: z.number().int(),
  workout: dailyCardSchema,
})
export type PlanLead = z.infer<typeof planLeadSchema>

/** What leads Daily: the program, a trainer's plan, or nothing but the rotating sections. */
export const dailyLeadSchema = z.object({
  first: z.enum(DAILY_LEADS).nullable().meta({
    description:
      "Which leads Daily: with both a program and a trainer's plan, the athlete's choice (the program until they choose)",
  }),
  program: programStandingSchema.nullable(),
  plan: planLeadSchema.nullable(),
})
export type DailyLeadAnswer = z.infer<typeof dailyLeadSchema>

export const startProgramInput = z.object({
  userId: idSchema,
  programId: programIdSchema,
  startDay: calendarDaySchema.meta({
    description: `The day Week 1 · Day 1 is scheduled (YYYY-MM-DD, the athlete's time zone): from ${START_WINDOW.daysBefore} days ago to ${START_WINDOW.daysAhead} days ahead`,
  }),
})
export type StartProgramInput = z.infer<typeof startProgramInput>

export const changeProgramInput = z
  .object({
    userId: idSchema,
    paused: z.boolean().optional().meta({ description: 'true pauses, false resumes' }),
    lead: z
      .enum(DAILY_LEADS)
      .optional()
      .meta({ description: "Which leads Daily when a trainer's plan is assigned too" }),
  })
  .refine((v) => v.paused !== undefined || v.lead !== undefined, {
    message: said('Send paused or lead'),
    path: ['paused'],
  })
