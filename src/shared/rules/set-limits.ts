// The set log's lists and limits (docs/product.md#set-log), apart from its zod schemas
// (src/shared/schemas/sets.ts) so screens read them without loading zod.

export const SET_SIDES = ['left', 'right'] as const
export type SetSide = (typeof SET_SIDES)[number]

/** The limits of one set (docs/product.md#set-log); a value beyond them is refused with a 400. */
export const SET_LIMITS = {
  maxReps: 1_000,
  /** A hold of up to two hours. */
  maxSeconds: 7_200,
  /** ± kilograms: positive is added weight, negative is assistance (a band). */
  maxLoadKg: 500,
  minRpe: 1,
  maxRpe: 10,
  maxSetNumber: 100,
  /** Sets in one POST (an offline queue replayed at once). */
  maxSetsPerRequest: 100,
  /** performedAt may run ahead of the server's clock by this much (a phone's clock drifts). */
  futureToleranceMinutes: 5,
  /** performedAt may be at most this many days old (a set kept offline that long is dropped). */
  maxAgeDays: 30,
  /** GET /sets answers at most this many sets (the newest first). */
  maxListLimit: 500,
  defaultListLimit: 100,
} as const

/**
 * What never makes a record (docs/product.md#records): a hold under `minHoldSeconds` (a warm-up
 * touch, not a test), and any set logged in a workout of these categories.
 */
export const RECORD_RULES = {
  minHoldSeconds: 5,
  noRecordCategories: ['warmup', 'cooldown'],
} as const

/** What a record is of (docs/product.md#records). */
export const RECORD_KINDS = ['reps', 'seconds', 'load'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

/** A page of training sessions (docs/product.md#training-sessions). */
export const SESSION_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
} as const
