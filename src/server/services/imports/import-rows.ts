// An import as the profile lists it (docs/product.md#import-and-export-of-history).
import { and, desc, eq, inArray, lt, or, isNull } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { imports } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { ImportItem } from '~/shared/schemas/imports'

/** A running import whose process wrote nothing for this long has lost it (a restart). */
export const HEARTBEAT_TIMEOUT_MS = 60_000

export const LOST_IMPORT_MESSAGE =
  'The server stopped during this import. Undo it to remove what it wrote, then import the file again.'

type ImportRow = typeof imports.$inferSelect

export function importItem(row: ImportRow): ImportItem {
  return {
    id: row.id,
    source: row.source,
    fileName: row.fileName,
    status: row.status,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    sessionCount: row.sessionCount,
    setCount: row.setCount,
    countsTowardStreak: row.countsTowardStreak,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * The user's imports, newest first. An import still marked running that no process has moved
 * for a minute ended with its process: it is marked failed first, never left half-written in
 * silence (undo removes what it wrote).
 */
export async function listImports({
  database,
  userId,
  now = new Date(),
}: {
  database: Database
  userId: number
  now?: Date
}): Promise<ImportItem[]> {
  const stale = and(
    eq(imports.userId, userId),
    inArray(imports.status, ['queued', 'running']),
    or(
      lt(imports.heartbeatAt, new Date(now.getTime() - HEARTBEAT_TIMEOUT_MS)),
      isNull(imports.heartbeatAt),
    ),
  )
  const lost = await database.db.select({ id: imports.id }).from(imports).where(stale).all()
  if (lost.length > 0)
    await database.commit([
      database.db
        .update(imports)
        .set({ status: 'failed', error: LOST_IMPORT_MESSAGE, finishedAt: now })
        .where(stale),
    ])
  const rows = await database.db
    .select()
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .all()
  return rows.map(importItem)
}

/** One import of the user's (404 otherwise: another's is not told apart from none). */
export async function importOf(db: Drizzle, userId: number, importId: number): Promise<ImportRow> {
  const row = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.userId, userId)))
    .get()
  if (!row) throw new AppError('NOT_FOUND', tx('Import not found'))
  return row
}
