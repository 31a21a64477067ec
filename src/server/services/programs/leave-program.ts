import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'

/**
 * Leaves the program the athlete follows (docs/product.md#programs). Their completions stay:
 * they are training history, not the program's. 404 when they follow none.
 */
export async function leaveProgram({
  database,
  userId,
}: {
  database: Database
  userId: number
}): Promise<void> {
  const result = await database.write((db) =>
    db
      .update(users)
      .set({ programKey: null, programStartDay: null, programPausedOn: null })
      .where(and(eq(users.id, userId), isNotNull(users.programKey)))
      .run(),
  )
  if (result.rowsAffected === 0)
    throw new AppError('NOT_FOUND', tx('You are not following a program'))
}
