import { z } from 'zod'
import { dailyCardSchema } from './daily-card'
import { calendarItemSchema } from './calendar'
import { dailyCheckInSchema } from './check-ins'
import { newCommentsSchema } from './comments'
import { dailyLeadSchema } from './programs'
import { idSchema } from './user'
import { WORKOUT_CATEGORIES } from './catalogue'
import { TRAINING_LEVELS } from '../rules/athlete-profile'
import { DAILY_AHEAD_DAYS } from '../rules/daily-choice'
import { said } from '../i18n/said'

export const progressSchema = z.object({
  userId: z.number().int(),
  /** Workouts completed today (the user's local day), as a list of ids (docs/product.md#completion). */
  completedWorkouts: z.array(z.number().int()),
  workoutsToday: z.number().int(),
  lastWorkoutDate: z.string().nullable(),
  streak: z.number().int(),
  /** Exercises completed today, per workout (docs/product.md#exercise-list: the exercise list shows real done counts). */
  completedExercises: z.array(
    z.object({ workoutId: z.number().int(), exerciseId: z.number().int() }),
  ),
})
export type Progress = z.infer<typeof progressSchema>

export const recordProgressInput = z.object({
  userId: idSchema,
  workoutId: z.number().int().positive(),
  exerciseId: z.number().int().positive().optional(),
  sets: z.number().int().min(0).max(100).optional(),
  reps: z.number().int().min(0).max(10_000).optional(),
  seconds: z.number().int().min(0).max(86_400).optional(),
  performedAt: z.iso.datetime({ offset: true }).optional().meta({
    description:
      'When it was done (defaults to now), e.g. replayed from an offline queue: decides its day; a replay of an exercise already completed in this workout that day records nothing again',
  }),
})
export type RecordProgressInput = z.infer<typeof recordProgressInput>

export { dailyCardSchema, type DailyCard } from './daily-card'

/**
 * A workout plan assigned to the signed-in user by their trainer: its workouts in the plan's
 * order, as Daily cards (GET /api/user/plans and the Daily tab's plan sections).
 */
export const assignedPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  trainerId: z.number().int(),
  trainerName: z.string(),
  updatedAt: z.string(),
  workouts: z.array(dailyCardSchema),
})
export type AssignedPlan = z.infer<typeof assignedPlanSchema>

/** One day of the Daily tab's week strip (docs/product.md#daily). */
export const weekDaySchema = z.object({
  day: z.string().meta({ description: "The calendar day in the user's time zone, YYYY-MM-DD" }),
  completed: z.boolean().meta({ description: 'At least one workout was completed on this day' }),
  isToday: z.boolean().meta({ description: "This day is the user's today (the answer's day)" }),
  missed: z.boolean().meta({
    description: 'A workout their trainer scheduled on this day went by without being done',
  }),
})
export type WeekDay = z.infer<typeof weekDaySchema>

/** docs/product.md#level-offers: 'Ready for Intermediate?' with Accept and Not now. */
export const levelOfferSchema = z.object({
  direction: z.enum(['up', 'down']),
  level: z.enum(TRAINING_LEVELS),
  title: z.string(),
  text: z.string(),
})

/** One day of This week (docs/product.md#this-week): its session as compact entries. */
export const aheadDaySchema = z.object({
  day: z.string(),
  minutes: z.number().int(),
  scheduled: z.array(calendarItemSchema).meta({
    description: "What the athlete's trainer scheduled on the day (docs/product.md#calendar)",
  }),
  workouts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      category: z.enum(WORKOUT_CATEGORIES),
      difficulty: z.string(),
      minutes: z.number().int(),
    }),
  ),
})
export type AheadDay = z.infer<typeof aheadDaySchema>

export const dailySchema = z.object({
  /** Today in the user's time zone, 'YYYY-MM-DD'. */
  day: z.string(),
  /** Today's session (one workout per section); `completed`, `total` and `percent` count these. */
  workouts: z.array(dailyCardSchema),
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** Plans the user's trainer assigned, each shown as its own section after today's session. */
  plans: z.array(assignedPlanSchema),
  /** The live streak (docs/product.md#streak): the same number the header shows. */
  streak: z.number().int().meta({
    description: 'Consecutive days with a completed workout, ending today or yesterday',
  }),
  week: z
    .array(weekDaySchema)
    .length(7)
    .meta({ description: "This week in the user's time zone, Monday first" }),
  trainingLevel: z
    .enum(TRAINING_LEVELS)
    .meta({ description: "The athlete's level the session was chosen for" }),
  levelOffer: levelOfferSchema.nullable().meta({
    description: 'A move to the next or the easier level that logged sessions suggest, or null',
  }),
  ahead: z.array(aheadDaySchema).meta({
    description: "This day and the six after it: each day's session as Daily will choose it",
  }),
  scheduled: z.array(calendarItemSchema).meta({
    description:
      "What the athlete's trainer scheduled on the day, first on Daily ('Today from {trainer}')",
  }),
  newComments: z.array(newCommentsSchema).meta({
    description: "The athlete's sessions with comments by their trainer not seen yet, newest first",
  }),
  unreadMessages: z.number().int().meta({
    description:
      "The trainer's messages the athlete has not seen yet (docs/product.md#messages); 0 without a trainer",
  }),
  lead: dailyLeadSchema.meta({
    description:
      "What leads Daily above the day's session: the program followed, a trainer's plan, both (the athlete's choice first) or nothing",
  }),
  checkIn: dailyCheckInSchema,
})
export type Daily = z.infer<typeof dailySchema>

/** GET /api/daily?day=: a day from today up to 14 days ahead, in the user's time zone. */
export const dailyInput = z
  .object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, said('Day must be a date written YYYY-MM-DD'))
      .optional()
      .meta({
        description: `A day from today to ${DAILY_AHEAD_DAYS} days ahead (YYYY-MM-DD, the user's time zone); today when left out`,
      }),
  })
  .optional()
