// Import and export of history (docs/product.md#import-and-export-of-history): what the profile
// sends with a file and what the server answers, for the server and the Import history screen.
import { z } from 'zod'
import { IMPORT_SOURCES, IMPORT_STATUSES } from '../rules/imports'
import { UNITS } from '../rules/units'
import { bodyIdSchema, idSchema } from './user'
import { said } from '../i18n/said'

/** The largest file an import takes (docs/product.md#import-and-export-of-history). */
export const IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  /** Rows written per transaction: short enough that a set logged meanwhile waits little. */
  batchRows: 250,
} as const

export const importOptionsSchema = z.strictObject({
  /** The unit of loads the file does not give one for (Strong's comma format). */
  unit: z.enum(UNITS).optional(),
  /** The file's exercise names mapped to exercises of ours; null makes an own exercise. */
  mapping: z.record(z.string().max(200), bodyIdSchema.nullable()).optional(),
  /** Whether the imported days count toward the streak and badges. */
  countsTowardStreak: z.boolean().optional(),
})
export type ImportOptions = z.infer<typeof importOptionsSchema>

export const createImportInput = importOptionsSchema.extend({
  userId: idSchema,
  fileName: z.string().trim().min(1).max(200).default('history.csv'),
  /** The CSV text (REST also takes it as multipart `file` or a text/csv body). */
  content: z.string().max(IMPORT_LIMITS.maxBytes, said('The file is larger than 20 MB')),
  /** A preview only: nothing is written. */
  dryRun: z.boolean().optional(),
})
export type CreateImportInput = z.infer<typeof createImportInput>

export const importExerciseSchema = z.object({
  /** The name in the file. */
  name: z.string(),
  sets: z.number().int(),
  /** Our exercise it is matched to, or null: it becomes the athlete's own exercise. */
  exerciseId: z.number().int().nullable(),
})

export const importPreviewSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  sessions: z.number().int(),
  sets: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  /** Some loads have no unit in the file: ask kg or lb (`unit`). */
  needsUnit: z.boolean(),
  exercises: z.array(importExerciseSchema),
  /** What the mapping selects offer: the library and the athlete's own exercises. */
  choices: z.array(z.object({ id: z.number().int(), name: z.string(), own: z.boolean() })),
  skipped: z.array(
    z.object({ reason: z.string(), count: z.number().int(), lines: z.array(z.number().int()) }),
  ),
  suspicious: z.array(z.object({ line: z.number().int(), message: z.string() })),
  /** Sets of the file already in the log (a file imported before): they are not added again. */
  duplicates: z.number().int(),
})
export type ImportPreview = z.infer<typeof importPreviewSchema>

export const importItemSchema = z.object({
  id: z.number().int(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  sessionCount: z.number().int(),
  setCount: z.number().int(),
  countsTowardStreak: z.boolean(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type ImportItem = z.infer<typeof importItemSchema>

export const createImportResultSchema = z.object({
  preview: importPreviewSchema,
  /** The import started (null for a dry run). */
  import: importItemSchema.nullable(),
})
export type CreateImportResult = z.infer<typeof createImportResultSchema>

export const importIdInput = z.strictObject({ userId: idSchema, importId: idSchema })
