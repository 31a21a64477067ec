// Training sessions (docs/product.md#sessions): a workout, or practice outside one, on one day,
// read from the set log. One home for the server's answers and the client's history screens.
import { z } from 'zod'
import { BLOCK_KINDS } from '../rules/blocks'
import { SESSION_LIMITS } from '../rules/set-limits'
import { blockScoreSchema, loggedSetSchema } from './sets'
import { idSchema, urlNumber } from './user'
import { said } from '../i18n/said'

export { SESSION_LIMITS } from '../rules/set-limits'

/** An opaque position in the newest-first list: the last session's start and id. */
const cursorSchema = z
  .string()
  .regex(/^\d{1,15}\.\d{1,12}$/, said('A cursor as the previous page answered it'))

export const listSessionsInput = z.object({
  userId: idSchema,
  cursor: cursorSchema.optional().meta({ description: 'nextCursor of the previous page' }),
  limit: urlNumber(z.number().int().min(1).max(SESSION_LIMITS.maxPageSize))
    .optional()
    .meta({ description: `Sessions per page (default ${SESSION_LIMITS.defaultPageSize})` }),
})
export type ListSessionsInput = z.infer<typeof listSessionsInput>

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  workoutId: z.number().int().nullable(),
  title: z.string().meta({ description: "The workout's title, or the exercises practised" }),
  day: z.string().meta({ description: "The session's day in the user's time zone" }),
  startedAt: z.string(),
  endedAt: z.string(),
  completed: z
    .boolean()
    .meta({ description: 'Whether the session completed its workout that day' }),
  exerciseCount: z.number().int(),
  setCount: z.number().int().meta({ description: 'Sets, both sides of a per-side set as one' }),
  volumeKg: z.number().meta({ description: 'Reps × added load, in kilograms' }),
})
export type SessionSummary = z.infer<typeof sessionSummarySchema>

export const sessionPageSchema = z.object({
  items: z.array(sessionSummarySchema),
  nextCursor: z.string().nullable(),
})
export type SessionPage = z.infer<typeof sessionPageSchema>

/**
 * What one exercise of the session's workout asked for (docs/product.md#session-review): the
 * trainer's prescription, else the workout's own row, as the player runs it.
 */
export const plannedExerciseSchema = z.object({
  exerciseId: z.number().int(),
  name: z.string(),
  sets: z.number().int().nullable().meta({
    description:
      "Sets asked: a circuit's or For Time's rounds, an EMOM's minutes, a Tabata's intervals for this exercise; null for an AMRAP (its score is the plan)",
  }),
  reps: z
    .string()
    .nullable()
    .meta({ description: "Reps asked a set, '8' or '6-8'; null for a timed one" }),
  seconds: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Seconds asked a set, for a timed one (a Tabata's work interval)" }),
  side: z
    .enum(['leg', 'side', 'arm'])
    .nullable()
    .meta({ description: "'leg', 'side' or 'arm' when each set is done on both sides" }),
  loadKg: z.number().nullable().meta({ description: 'Load prescribed, in kilograms' }),
  note: z.string().nullable(),
  prescribed: z.boolean().meta({
    description: "Whether the trainer's prescription set this exercise's numbers or note",
  }),
  block: z
    .object({
      kind: z.enum(BLOCK_KINDS),
      rounds: z.number().int().nullable(),
      minutes: z.number().int().nullable(),
      workSeconds: z.number().int().nullable(),
      restSeconds: z.number().int().nullable(),
      capSeconds: z.number().int().nullable(),
    })
    .nullable()
    .meta({ description: 'The block it is run in; null for straight sets' }),
  label: z
    .string()
    .nullable()
    .meta({ description: "A superset exercise's place, 'A1' (the block's letter, its number)" }),
})
export type PlannedExercise = z.infer<typeof plannedExerciseSchema>

export const sessionDetailSchema = sessionSummarySchema.extend({
  sets: z.array(loggedSetSchema).meta({ description: 'Every set of the session, in order' }),
  scores: z.array(blockScoreSchema).meta({
    description: 'What its AMRAP and For Time blocks scored, in the order logged',
  }),
  exercises: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .meta({ description: 'The exercises of its sets, by id' }),
  plan: z
    .object({
      prescribedBy: z.string().nullable().meta({
        description: "The trainer who scheduled it with a prescription; null: the workout's own",
      }),
      note: z.string().nullable(),
      exercises: z.array(plannedExerciseSchema),
    })
    .nullable()
    .meta({
      description:
        "What the session's workout asked for on its day (the trainer's prescription where one was scheduled), to read each set against; null without a workout",
    }),
})
export type SessionDetail = z.infer<typeof sessionDetailSchema>
