import { z } from 'zod'
import { stepStandardSchema } from './skills'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { isValidTimeZone } from '../rules/days'
import { WORKOUT_CATEGORIES, WORKOUT_DIFFICULTIES } from './catalogue'
import { BLOCK_KINDS, SCORE_TYPES } from '../rules/blocks'
import { LOCALES } from '../rules/locales'
import { idSchema } from './user'
import { plannedExerciseSchema } from './sessions'
import { said } from '../i18n/said'

/** 'ABCD-EFGH': 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const PAIRING_PATTERN = new RegExp(`^[${PAIRING_ALPHABET}]{4}-?[${PAIRING_ALPHABET}]{4}$`)

/** What a person types from the admin screen: case and surrounding blanks do not matter. */
export const pairingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    PAIRING_PATTERN,
    said('Enter the 8-character pairing code shown when the kiosk was registered'),
  )

export const pairKioskInput = z.object({
  code: pairingCodeSchema,
  /** 'cookie' for a browser on the wall (HttpOnly cookie), 'token' for the Electron main process. */
  delivery: z.enum(['cookie', 'token']).default('cookie'),
})
export type PairKioskInput = z.infer<typeof pairKioskInput>

export const kioskDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
})
export type KioskDevice = z.infer<typeof kioskDeviceSchema>

/** A zone's UTC offsets for the months ahead, so a screen keeps its clock without Intl. */
export const zoneOffsetsSchema = z.object({
  /** The offset in minutes east of UTC from each instant on (ms since the epoch), in order. */
  offsets: z.array(z.object({ from: z.number(), minutes: z.number().int() })),
  /** The list says nothing about this instant and after (ms since the epoch). */
  until: z.number(),
})
export type ZoneOffsets = z.infer<typeof zoneOffsetsSchema>

/** A wall screen's clock: its zone's offsets, and whether its browser's language counts 12 hours. */
export const kioskClockSchema = zoneOffsetsSchema.extend({ hour12: z.boolean() })
export type KioskClock = z.infer<typeof kioskClockSchema>

/**
 * What a paired screen learns about itself: the device, what its clock needs, and the language
 * it shows (its own setting, else its browser's).
 */
export const kioskScreenSchema = kioskDeviceSchema.extend({
  clock: kioskClockSchema,
  locale: z.enum(LOCALES),
})
export type KioskScreen = z.infer<typeof kioskScreenSchema>

export const pairKioskOutput = z.object({
  kiosk: kioskDeviceSchema,
  token: z.string().nullable(),
})

export const boardExerciseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bodyPart: z.string(),
  sets: z.number().int(),
  reps: z.string(),
  /** The row's time estimate of a set, for the workout's minutes (never a hold: see `plan`). */
  duration: z.number().int().nullable(),
  restTime: z.number().int().nullable(),
  /**
   * What the row plans, as the session page reads it (plannedExercises of
   * src/shared/rules/prescription.ts): sets (a circuit's or For Time's rounds, an EMOM's minutes,
   * a Tabata's intervals; null for an AMRAP), reps or the seconds of a timed set, the side, and a
   * superset exercise's place ('A1').
   */
  plan: plannedExerciseSchema.pick({
    sets: true,
    reps: true,
    seconds: true,
    side: true,
    label: true,
  }),
  /** Its drawn demonstration's key (docs/demos.md), shown as a still beside the name. */
  demo: z.string().nullable(),
  /** An admin's own picture, shown instead of the drawing. */
  imageUrl: z.string().nullable(),
})
export type BoardExercise = z.infer<typeof boardExerciseSchema>

export const boardWorkoutSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(WORKOUT_DIFFICULTIES),
  category: z.enum(WORKOUT_CATEGORIES),
  minutes: z.number().int(),
  rounds: z.number().int().nullable(),
  restBetweenExercises: z.string().nullable(),
  exercises: z.array(boardExerciseSchema),
  /**
   * The QR code that opens the workout at `${appUrl}/workout/${id}`: its modules, quiet zone
   * included, row by row, one bit each (dark = 1, most significant bit first), as base64.
   */
  qr: z.object({ size: z.number().int(), modules: z.string() }),
})
export type BoardWorkout = z.infer<typeof boardWorkoutSchema>

/** The workout of the day as the wall and the athlete's phone show it: blocks and exercises. */
export const wodWorkoutSchema = z.object({
  title: z.string(),
  description: z.string(),
  scoreType: z.enum(SCORE_TYPES),
  rx: z.string(),
  scaled: z.string(),
  blocks: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(BLOCK_KINDS),
      rounds: z.number().int().nullable(),
      minutes: z.number().int().nullable(),
      capSeconds: z.number().int().nullable(),
      exercises: z.array(boardExerciseSchema),
    }),
  ),
})
export type WodWorkout = z.infer<typeof wodWorkoutSchema>

/** The workout of the day on the wall, with the QR code of its score page. */
export const boardWodSchema = wodWorkoutSchema.extend({
  /** The phone's score page, `${appUrl}/wod/${kioskId}/${day}`. */
  link: z.string(),
  qr: z.object({ size: z.number().int(), modules: z.string() }),
})
export type BoardWod = z.infer<typeof boardWodSchema>

export const boardSchema = z.object({
  /** The kiosk's local day, 'YYYY-MM-DD'. */
  day: z.string(),
  /** The server's public address: QR codes open `${appUrl}/workout/${id}`. */
  appUrl: z.string(),
  kiosk: kioskDeviceSchema,
  /** The published workout of the day on this kiosk's day, which leads the board; else null. */
  wod: boardWodSchema.nullable(),
  sections: z.array(
    z.object({
      category: z.enum(WORKOUT_CATEGORIES),
      /** 'Warm-up', 'Skills', 'Workout', 'Cool-down'. */
      label: z.string(),
      workouts: z.array(boardWorkoutSchema),
    }),
  ),
})
export type Board = z.infer<typeof boardSchema>

export const kioskExercisesInput = z.object({
  /** 'upper', 'lower', 'core', 'full', 'other', or absent / 'all' for every one. */
  bodyPart: z.string().trim().toLowerCase().max(40).optional(),
  /** 'beginner', 'intermediate', 'advanced', or absent / 'all'. */
  difficulty: z.string().trim().toLowerCase().max(40).optional(),
})

export const kioskExerciseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  bodyPart: z.string(),
  difficulty: z.string(),
  equipment: z.string(),
  targetMuscles: z.string().nullable(),
  instructions: z.string(),
  imageUrl: z.string().nullable(),
  /** What the library's demonstration shows (docs/demos.md): an admin's picture or video first. */
  demo: z.string().nullable(),
  tempo: z.string().nullable(),
  rightFormImageUrl: z.string().nullable(),
  wrongFormImageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** Do tips (the exercise's own, or the defaults when it has none). */
  correctFormTips: z.array(z.string()),
  /** Don't tips (likewise). */
  incorrectFormTips: z.array(z.string()),
})
export type KioskExercise = z.infer<typeof kioskExerciseSchema>

export const kioskLibrarySchema = z.object({
  items: z.array(kioskExerciseSchema),
  /** Every value in the library, for the filter chips, whatever the current filter. */
  bodyParts: z.array(z.string()),
  difficulties: z.array(z.string()),
})
export type KioskLibrary = z.infer<typeof kioskLibrarySchema>

/** A skill's ladder on a wall screen (docs/product.md#kiosk-library): the catalogue's, no one's passes. */
export const kioskSkillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  difficulty: z.number().int(),
  description: z.string().nullable(),
  /** Names of the skills to unlock first. */
  requires: z.array(z.string()),
  steps: z.array(
    z.object({
      id: z.number().int(),
      order: z.number().int(),
      exerciseId: z.number().int(),
      exerciseName: z.string(),
      standard: stepStandardSchema,
      /** What the step's still shows (docs/demos.md). */
      demo: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
})
export type KioskSkill = z.infer<typeof kioskSkillSchema>

// Admin side.
export const KIOSK_NAME_MAX = 60

/** A kiosk's own language (docs/product.md#kiosk-language); null follows the wall browser's. */
export const kioskLocaleSchema = z
  .enum(LOCALES, {
    message: said("Choose one of {values}, or null for the browser's language", {
      values: LOCALES.join(', '),
    }),
  })
  .nullable()

export const registerKioskInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, said('Name is required'))
    .max(KIOSK_NAME_MAX, said('Name must be at most {max} characters', { max: KIOSK_NAME_MAX }))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE),
  timeZone: z
    .string()
    .trim()
    .min(1, said('Time zone is required'))
    .refine(isValidTimeZone, said('Choose a valid time zone')),
  locale: kioskLocaleSchema.default(null),
})
export type RegisterKioskInput = z.infer<typeof registerKioskInput>

export const kioskStatusSchema = z.enum(['waiting', 'paired', 'revoked'])
export type KioskStatus = z.infer<typeof kioskStatusSchema>

export const adminKioskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  locale: z.enum(LOCALES).nullable(),
  status: kioskStatusSchema,
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  pairingExpiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type AdminKiosk = z.infer<typeof adminKioskSchema>

export const setKioskLocaleInput = z.object({ kioskId: idSchema, locale: kioskLocaleSchema })
export type SetKioskLocaleInput = z.infer<typeof setKioskLocaleInput>

export const issuedPairingCodeSchema = z.object({
  kiosk: adminKioskSchema,
  /** Shown once; only its hash is kept. */
  pairingCode: z.string(),
  expiresAt: z.string(),
})
export type IssuedPairingCode = z.infer<typeof issuedPairingCodeSchema>

/** What an admin is shown: the code and where to type it (the server's public address). */
export const pairingInstructionsSchema = issuedPairingCodeSchema.extend({ pairUrl: z.string() })
export type PairingInstructions = z.infer<typeof pairingInstructionsSchema>
