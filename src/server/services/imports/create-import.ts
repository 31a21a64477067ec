// POST /api/user/{userId}/imports (docs/product.md#import-and-export-of-history): a dry run
// answers the preview; otherwise the import is recorded and written in the background.
import type { Database } from '../../db/client'
import { imports } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { createHash } from 'node:crypto'
import type { Locale } from '~/shared/rules/locales'
import type { CreateImportInput, CreateImportResult } from '~/shared/schemas/imports'
import { importItem } from './import-rows'
import { prepareImport } from './preview-import'
import { startRun } from './run-import'

export async function createImport({
  database,
  timeZone,
  input,
  log,
  locale,
  now = new Date(),
}: {
  database: Database
  timeZone: string
  input: CreateImportInput
  log?: (error: unknown) => void
  /** The preview's language. */
  locale?: Locale
  now?: Date
}): Promise<CreateImportResult> {
  const { userId, fileName, content, dryRun, ...options } = input
  const prepared = await prepareImport({
    db: database.db,
    userId,
    timeZone,
    fileName,
    content,
    options,
    locale,
    now,
  })
  const { preview, plan } = prepared
  if (dryRun) return { preview, import: null }
  if (preview.needsUnit && options.unit === undefined)
    throw new AppError('BAD_REQUEST', tx("Say whether the file's loads are in kg or lb (unit)"))
  if (plan.sets.length === 0)
    throw new AppError('BAD_REQUEST', tx('The file has no sets to import'))
  const [rows] = (await database.commit([
    database.db
      .insert(imports)
      .values({
        userId,
        source: preview.source,
        fileName,
        fileHash: createHash('sha256').update(content).digest('hex'),
        status: 'running',
        rowsTotal: plan.sets.length,
        countsTowardStreak: options.countsTowardStreak ?? false,
        options: { unit: options.unit ?? null, mapping: options.mapping ?? {} },
        heartbeatAt: now,
        createdAt: now,
      })
      .returning(),
  ])) as [(typeof imports.$inferSelect)[]]
  const row = rows[0]
  if (!row) throw new Error('import not recorded')
  void startRun({
    database,
    userId,
    importId: row.id,
    plan,
    exerciseIds: prepared.exerciseIds,
    countsTowardStreak: row.countsTowardStreak,
    log,
  })
  return { preview, import: importItem(row) }
}
