// DELETE /api/user/{userId}/imports/{importId} (docs/product.md#import-and-export-of-history):
// exactly what one import wrote goes (its sets, its sessions left empty, its completions, its
// own exercises left without sets), in batches; records, streak and badges follow.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { imports } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { ImportItem } from '~/shared/schemas/imports'
import { recomputeExercise } from '../sets/exercise-bests'
import { importItem, importOf } from './import-rows'
import { recomputeProgress } from './recompute-progress'
import { stopImport } from './run-import'

const DELETE_BATCH = 5_000
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function undoImport({
  database,
  userId,
  importId,
}: {
  database: Database
  userId: number
  importId: number
}): Promise<ImportItem> {
  const db = database.db
  const found = await importOf(db, userId, importId)
  if (found.status === 'undone')
    throw new AppError('CONFLICT', tx('This import was already undone'))
  await stopImport(database, importId)
  const touched = await db.all<{ id: number }>(
    sql`SELECT DISTINCT exercise_id AS id FROM logged_sets WHERE import_id = ${importId}`,
  )
  for (;;) {
    const [gone] = (await database.commit([
      db.run(sql`DELETE FROM logged_sets WHERE id IN (SELECT id FROM logged_sets
        WHERE import_id = ${importId} LIMIT ${DELETE_BATCH})`),
    ])) as [{ rowsAffected: number }]
    if (gone.rowsAffected < DELETE_BATCH) break
    await breathe()
  }
  const created = (found.options.createdExerciseIds ?? []) as number[]
  await database.commit([
    // Sets of a later import can have joined one of its sessions: that session stays.
    db.run(sql`DELETE FROM training_sessions WHERE import_id = ${importId}
      AND NOT EXISTS (SELECT 1 FROM logged_sets WHERE session_id = training_sessions.id)`),
    db.run(sql`DELETE FROM workout_completions WHERE import_id = ${importId}`),
    ...touched.map((t) => recomputeExercise(db, userId, t.id)).flat(),
    ...(created.length > 0
      ? [
          db.run(
            sql`DELETE FROM exercises WHERE owner_id = ${userId} AND id IN (${sql.join(
              created.map((id) => sql`${id}`),
              sql`, `,
            )}) AND NOT EXISTS (SELECT 1 FROM logged_sets WHERE exercise_id = exercises.id)`,
          ),
        ]
      : []),
    db
      .update(imports)
      .set({ status: 'undone', finishedAt: new Date() })
      .where(eq(imports.id, importId)),
  ])
  if (found.countsTowardStreak) await recomputeProgress(database, userId)
  return importItem(await importOf(db, userId, importId))
}
