import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loggedSets } from '../../db/schema'
import { AppError } from '../../errors'
import { claimProgressVersion, readProgressState, writeProgress } from '../progress/progress-state'

/**
 * Undoes a logged set (docs/product.md#set-log): only its owner, only on the set's own day in
 * the user's time zone. Completions it brought stay: a completed exercise, a streak or a badge
 * is not taken back. The delete claims the progress version, so a set being logged meanwhile
 * counts the sets of its day without this one.
 */
export async function deleteSet({
  database,
  userId,
  setId,
  now = new Date(),
}: {
  database: Database
  userId: number
  setId: number
  now?: Date
}): Promise<void> {
  await writeProgress(database, userId, async () => {
    const db = database.db
    const state = await readProgressState(db, userId, now)
    const row = await db
      .select({ day: loggedSets.day })
      .from(loggedSets)
      .where(and(eq(loggedSets.id, setId), eq(loggedSets.userId, userId)))
      .get()
    if (!row) throw new AppError('NOT_FOUND', 'Set not found')
    if (row.day !== state.day) {
      throw new AppError('CONFLICT', 'A set can be undone only on the day it was done')
    }
    await database.commit([
      claimProgressVersion(state),
      db.delete(loggedSets).where(and(eq(loggedSets.id, setId), eq(loggedSets.userId, userId))),
    ])
  })
}
