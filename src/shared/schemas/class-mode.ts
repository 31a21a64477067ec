import { z } from 'zod'
import { CLASS_COMMANDS } from '../rules/class-mode'
import { workoutBlockSchema } from './catalogue'
import { boardExerciseSchema, kioskDeviceSchema, PAIRING_ALPHABET } from './kiosk'
import { bodyIdSchema, idSchema } from './user'
import { said } from '../i18n/said'

// Class mode (docs/product.md#class-mode): the wall's class view and the coach's phone remote.

const REMOTE_CODE_PATTERN = new RegExp(`^[${PAIRING_ALPHABET}]{4}-?[${PAIRING_ALPHABET}]{4}$`)

/** The code in the wall's QR; the phone sends it as the link carried it. */
export const remoteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    REMOTE_CODE_PATTERN,
    said('That is not the code of a wall’s QR: scan the QR on the wall again'),
  )

export const pairRemoteInput = z.object({ kioskId: idSchema, code: remoteCodeSchema })

export const pairRemoteOutput = z.object({
  kiosk: kioskDeviceSchema,
  /** When this phone stops being the wall's remote (ISO). */
  expiresAt: z.string(),
})
export type PairRemoteOutput = z.infer<typeof pairRemoteOutput>

/** The wall's QR: the link a coach's phone opens, and when its code runs out (ms since epoch). */
export const remoteCodeOutput = z.object({
  url: z.string(),
  qr: z.object({ size: z.number().int(), modules: z.string() }),
  expiresAt: z.number(),
})
export type RemoteCode = z.infer<typeof remoteCodeOutput>

export const classCommandInput = z
  .object({
    kioskId: idSchema,
    command: z.enum(CLASS_COMMANDS),
    /** The workout to load (command 'load' only). */
    workoutId: bodyIdSchema.optional(),
    /** The class's version the remote last saw (0 when no class was loaded). */
    version: z.number().int().min(0),
  })
  .refine((input) => input.command !== 'load' || input.workoutId !== undefined, {
    message: said('Pick the workout to load'),
    path: ['workoutId'],
  })
export type ClassCommandInput = z.infer<typeof classCommandInput>

/** A block as a class shows it: its timing, and its exercises as the board shows them. */
export const classBlockSchema = workoutBlockSchema.extend({
  exercises: z.array(boardExerciseSchema),
})
export type ClassBlock = z.infer<typeof classBlockSchema>

/** A loaded class: its workout's blocks, the current block and its clock as instants. */
export const kioskClassSchema = z.object({
  workoutId: z.number().int(),
  title: z.string(),
  /** The day's workout of the day this class runs, when it runs it. */
  wodId: z.number().int().nullable(),
  blocks: z.array(classBlockSchema),
  /** The current block; `blocks.length` once the class is over. */
  blockIndex: z.number().int(),
  accumulatedMs: z.number().int(),
  /** Ms since the epoch (server clock) the clock last started; null while stopped. */
  runningSince: z.number().nullable(),
})
export type KioskClass = z.infer<typeof kioskClassSchema>

/** What the wall reads each second: the class (null: none loaded) and the server's clock. */
export const wallClassSchema = z.object({
  /** The server's clock when it answered, so a screen with a wrong clock still agrees. */
  serverNow: z.number(),
  /** Grows with every command; a remote sends the one it saw (0: no class). */
  version: z.number().int(),
  class: kioskClassSchema.nullable(),
})
export type WallClass = z.infer<typeof wallClassSchema>

/** The remote's view: the wall's class, the kiosk, and the workout of its day when posted. */
export const remoteClassSchema = wallClassSchema.extend({
  kiosk: kioskDeviceSchema,
  wod: z
    .object({ id: z.number().int(), workoutId: z.number().int(), title: z.string() })
    .nullable(),
  /** When this phone stops being the remote (ISO); null for an admin, who needs no pairing. */
  pairedUntil: z.string().nullable(),
})
export type RemoteClass = z.infer<typeof remoteClassSchema>
