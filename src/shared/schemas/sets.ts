// The set log (docs/product.md#set-log): what a logged set looks like on the wire, its limits,
// and the records read from it. One home for server and client (the player imports these).
import { z } from 'zod'
import { BLOCK_SCORE_KINDS } from '../rules/blocks'
import { UNITS } from '../rules/units'
import { RECORD_KINDS, SET_LIMITS, SET_SIDES } from '../rules/set-limits'
import { TIMED_KINDS } from '../rules/tracker'
import { passedStepSchema } from './skills'
import { idSchema, urlNumber } from './user'
import { said } from '../i18n/said'

// The constants live apart from zod, so a screen that needs a limit does not load the validator.
export { RECORD_KINDS, RECORD_RULES, SET_LIMITS, SET_SIDES } from '../rules/set-limits'
export type { RecordKind, SetSide } from '../rules/set-limits'
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** One set as the client sends it. A rep exercise sends `reps`, a hold sends `seconds`. */
const setFields = z.object({
  // Kept in lower case, so a set sent again with its id in upper case is the same set.
  clientId: z.uuid().toLowerCase().meta({
    description: 'A UUID the client makes once per set: the idempotency key, in any letter case',
  }),
  workoutId: z.number().int().positive().optional(),
  exerciseId: z.number().int().positive(),
  setNumber: z.number().int().min(1).max(SET_LIMITS.maxSetNumber),
  side: z
    .enum(SET_SIDES)
    .optional()
    .meta({ description: 'For per-side exercises: one row per side' }),
  reps: z.number().int().min(0).max(SET_LIMITS.maxReps).optional(),
  seconds: z.number().int().min(0).max(SET_LIMITS.maxSeconds).optional(),
  loadKg: z
    .number()
    .min(-SET_LIMITS.maxLoadKg)
    .max(SET_LIMITS.maxLoadKg)
    .optional()
    .meta({ description: 'Kilograms: positive = added weight, negative = assistance' }),
  rpe: z
    .number()
    .min(SET_LIMITS.minRpe)
    .max(SET_LIMITS.maxRpe)
    .multipleOf(0.5)
    .optional()
    .meta({ description: 'Effort, RPE 1–10 in half steps' }),
  performedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'When the set was done (defaults to now); decides its day' }),
  blockId: z.number().int().positive().optional().meta({
    description: 'The block of the workout the set was done in (docs/product.md#blocks)',
  }),
  round: z
    .number()
    .int()
    .min(1, said('A round is 1 or more'))
    .max(SET_LIMITS.maxSetNumber)
    .optional()
    .meta({ description: "The block's round (an EMOM's minute, a Tabata's interval)" }),
})

function repsOrSeconds(
  set: { reps?: number; seconds?: number; workoutId?: number; blockId?: number; round?: number },
  ctx: z.RefinementCtx,
) {
  if ((set.reps === undefined) === (set.seconds === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [set.reps === undefined ? 'reps' : 'seconds'],
      message: said('Send reps for a rep exercise or seconds for a hold (one of the two)'),
    })
  }
  if (set.blockId !== undefined && set.workoutId === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['workoutId'],
      message: said("A set of a block is a set of its workout: send the workout's id with blockId"),
    })
  }
  if (set.round !== undefined && set.blockId === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['blockId'],
      message: said('A round is a round of a block: send blockId with round'),
    })
  }
}

export const setInputSchema = setFields.superRefine(repsOrSeconds)
export type SetInput = z.infer<typeof setInputSchema>

/**
 * What an AMRAP (rounds and the part round's reps) or a For Time (seconds; none when the cap ran
 * out first) scored, sent with the sets of its block (docs/product.md#blocks-in-the-player).
 */
export const blockScoreInputSchema = z
  .object({
    clientId: z.uuid().toLowerCase().meta({
      description: 'A UUID the client makes once per score: the idempotency key',
    }),
    workoutId: z.number().int().positive(),
    blockId: z.number().int().positive(),
    kind: z.enum(BLOCK_SCORE_KINDS),
    rounds: z.number().int().min(0).max(SET_LIMITS.maxReps).optional(),
    reps: z.number().int().min(0).max(SET_LIMITS.maxReps).optional(),
    seconds: z
      .number()
      .int()
      .min(0)
      .max(SET_LIMITS.maxSeconds)
      .optional()
      .meta({ description: 'For Time: the time; absent when the time cap was reached' }),
    performedAt: setFields.shape.performedAt,
  })
  .superRefine((score, ctx) => {
    if (score.kind === 'rounds+reps' && score.rounds === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['rounds'],
        message: said('An AMRAP score sends its rounds'),
      })
    if (score.kind === 'rounds+reps' && score.seconds !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['seconds'],
        message: said('An AMRAP score is rounds and reps, not seconds'),
      })
    if (score.kind === 'time' && (score.rounds !== undefined || score.reps !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['rounds'],
        message: said('A For Time score is seconds, not rounds or reps'),
      })
  })
export type BlockScoreInput = z.infer<typeof blockScoreInputSchema>

/**
 * POST /api/user/{userId}/sets: one set as the body itself (`{clientId, exerciseId, ...}`, as the
 * set travels everywhere else), or wrapped as `{set: {...}}`, or several as `{sets: [...]}` (an
 * offline queue replayed): exactly one of the three.
 */
export const logSetsInput = z
  .object({
    userId: idSchema,
    set: setInputSchema.optional(),
    sets: z.array(setInputSchema).min(1).max(SET_LIMITS.maxSetsPerRequest).optional(),
    scores: z
      .array(blockScoreInputSchema)
      .min(1)
      .max(SET_LIMITS.maxSetsPerRequest)
      .optional()
      .meta({
        description:
          'AMRAP and For Time scores of the blocks these sets belong to, stored with them (or alone)',
      }),
    ...setFields.partial().shape,
  })
  .superRefine((input, ctx) => {
    const { userId: _userId, set, sets, scores, ...bare } = input
    const hasBare = Object.values(bare).some((v) => v !== undefined)
    const forms = [set !== undefined, sets !== undefined, hasBare].filter(Boolean).length
    // A block's score may travel alone (an AMRAP ended with no set left to log).
    if (forms === 0 && scores !== undefined) return
    if (forms !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['set'],
        message: said('Send one set as the body or as set, or a list as sets (one of the three)'),
      })
      return
    }
    if (!hasBare) return
    // The bare set's own rules, named at the top level: the fields it lacks, and reps or seconds.
    // (A field that is there but out of range was already named by the shape above.)
    const parsed = setInputSchema.safeParse(bare)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof bare | undefined
        if (issue.code !== 'custom' && field !== undefined && bare[field] !== undefined) continue
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      }
    }
  })

/** The sets a log call carries, whichever of its three forms it came in. */
export function setsOfLogInput(input: LogSetsInput): {
  sets: SetInput[]
  paths: (string | number)[][]
} {
  const { userId: _userId, set, sets, scores, ...bare } = input
  if (sets) return { sets, paths: sets.map((_, i) => ['sets', i]) }
  if (set) return { sets: [set], paths: [['set']] }
  if (scores && Object.values(bare).every((v) => v === undefined)) return { sets: [], paths: [] }
  return { sets: [setInputSchema.parse(bare)], paths: [[]] }
}
export type LogSetsInput = z.infer<typeof logSetsInput>

/** A stored set as every answer carries it. */
export const loggedSetSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  workoutId: z.number().int().nullable(),
  exerciseId: z.number().int(),
  setNumber: z.number().int(),
  side: z.enum(SET_SIDES).nullable(),
  reps: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  loadKg: z.number().nullable(),
  rpe: z.number().nullable(),
  performedAt: z.string(),
  day: z.string().meta({ description: "The set's day in the user's time zone, YYYY-MM-DD" }),
  sessionId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The training session the set belongs to (its workout on its day)' }),
  records: z.array(z.enum(RECORD_KINDS)).meta({
    description:
      'Records this set set: more reps in one set, a longer hold, or more load for its rep count than every earlier set of the exercise on that side, from its second day on',
  }),
  firstTime: z.boolean().meta({
    description: 'Logged on the first day the athlete did this exercise (no record is set then)',
  }),
  blockId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The workout block it was done in; null outside blocks' }),
  round: z.number().int().nullable().meta({ description: "The block's round; null outside one" }),
})
export type LoggedSet = z.infer<typeof loggedSetSchema>

export const logSetsResultSchema = z.object({
  sets: z.array(loggedSetSchema),
  /** Exercises of a workout these sets completed (none when already complete that day). */
  completedExercises: z.array(
    z.object({ workoutId: z.number().int(), exerciseId: z.number().int(), day: z.string() }),
  ),
  /** Workouts these sets completed. */
  completedWorkouts: z.array(z.object({ workoutId: z.number().int(), day: z.string() })),
  newBadges: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Ladder steps these sets passed (docs/product.md#skill-ladders). */
  passedSteps: z.array(passedStepSchema),
})
export type LogSetsResult = z.infer<typeof logSetsResultSchema>

/** A stored block score as the session detail answers it. */
export const blockScoreSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  workoutId: z.number().int().nullable(),
  blockId: z.number().int().nullable(),
  kind: z.enum(BLOCK_SCORE_KINDS),
  rounds: z.number().int().nullable(),
  reps: z.number().int().nullable(),
  seconds: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'For Time: the time; null when the time cap was reached' }),
  performedAt: z.string(),
  day: z.string(),
  sessionId: z.number().int().nullable(),
})
export type BlockScore = z.infer<typeof blockScoreSchema>

const dayParam = z.string().regex(DAY, said('A day as YYYY-MM-DD'))

export const listSetsInput = z.object({
  userId: idSchema,
  exerciseId: urlNumber(z.number().int().positive()).optional(),
  from: dayParam.optional().meta({ description: 'First day, YYYY-MM-DD (inclusive)' }),
  to: dayParam.optional().meta({ description: 'Last day, YYYY-MM-DD (inclusive)' }),
  limit: urlNumber(z.number().int().min(1).max(SET_LIMITS.maxListLimit)).optional(),
  cursor: urlNumber(z.number().int().positive())
    .optional()
    .meta({ description: 'The id of the last set of the previous page: the next page follows it' }),
})
export type ListSetsInput = z.infer<typeof listSetsInput>

const recordSetSchema = z.object({
  setId: z.number().int(),
  day: z.string(),
})

/** An exercise's records (docs/product.md#records); each names the set that first reached it. */
export const exerciseRecordsSchema = z.object({
  exerciseId: z.number().int(),
  exerciseName: z.string(),
  side: z
    .enum(SET_SIDES)
    .nullable()
    .meta({ description: 'Per-side exercises keep records per side' }),
  bestReps: recordSetSchema.extend({ reps: z.number().int() }).nullable(),
  longestHold: recordSetSchema.extend({ seconds: z.number().int() }).nullable(),
  /** The heaviest load for each rep count that was logged with a load, fewest reps first. */
  heaviestLoads: z.array(recordSetSchema.extend({ reps: z.number().int(), loadKg: z.number() })),
})
export type ExerciseRecords = z.infer<typeof exerciseRecordsSchema>

/** GET /user/{userId}/records: each exercise's records, and what its timed sets are. */
export const exerciseRecordsAnswerSchema = exerciseRecordsSchema.extend({
  timedKind: z.enum(TIMED_KINDS).meta({
    description:
      "What the exercise's seconds are: a static hold ('Longest hold'), or timed work such as Jumping Jacks ('Longest work')",
  }),
})
export type ExerciseRecordsAnswer = z.infer<typeof exerciseRecordsAnswerSchema>

/** A set in the user's export (docs/product.md#export): every field, and the exercise's name. */
const { id, clientId, workoutId, exerciseId, ...setRest } = loggedSetSchema.shape
// The name beside the id, so a spreadsheet of the sets reads without a lookup.
export const exportedSetSchema = z.object({
  id,
  clientId,
  workoutId,
  exerciseId,
  exercise: z.string(),
  ...setRest,
  load: z.number().nullable().meta({ description: "The load in the athlete's unit" }),
  loadUnit: z.enum(UNITS),
})
export type ExportedSet = z.infer<typeof exportedSetSchema>

/**
 * PATCH /api/user/{userId}/sets/{setId}: a correction of a logged set, any of its figures with
 * the limits of logging; `null` clears load, effort or side. The set keeps reps or seconds,
 * whichever it was logged with.
 */
export const updateSetInput = z
  .object({
    userId: idSchema,
    setId: idSchema,
    reps: setFields.shape.reps,
    seconds: setFields.shape.seconds,
    loadKg: setFields.shape.loadKg.unwrap().nullable().optional(),
    rpe: setFields.shape.rpe.unwrap().nullable().optional(),
    side: setFields.shape.side.unwrap().nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const { userId: _userId, setId: _setId, ...change } = input
    if (Object.values(change).every((v) => v === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reps'],
        message: said('Send at least one of reps, seconds, loadKg, rpe and side'),
      })
    }
    if (input.reps !== undefined && input.seconds !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['seconds'],
        message: said('Send reps for a rep exercise or seconds for a hold (one of the two)'),
      })
    }
  })
export type UpdateSetInput = z.infer<typeof updateSetInput>

/** What a correction changed beyond the set itself (docs/product.md#set-log). */
export const correctionResultSchema = z.object({
  /** Ladder steps the corrected set now passes. */
  passedSteps: z.array(passedStepSchema),
  newBadges: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Badges the record no longer earns, taken back with the correction. */
  lostBadges: z.array(z.object({ id: z.number().int(), name: z.string() })),
})

export const updateSetResultSchema = correctionResultSchema.extend({ set: loggedSetSchema })
export const deleteSetResultSchema = correctionResultSchema.extend({ success: z.literal(true) })
