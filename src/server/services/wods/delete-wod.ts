import { eq } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Database } from '../../db/client'
import { wods } from '../../db/schema'
import { AppError } from '../../errors'
import { assertCoach } from '../kiosks/assert-coach'
import { kioskOf, NO_WOD, wodRow } from './wod-rows'

/**
 * Takes a workout of the day down, with its whiteboard. The athletes' sessions and sets stay in
 * their history: they trained, whatever became of the post.
 */
export async function deleteWod({
  database,
  viewer,
  kioskId,
  day,
  now = new Date(),
}: {
  database: Database
  viewer: SessionUser
  kioskId: number
  day: string
  now?: Date
}): Promise<void> {
  await assertCoach(database.db, viewer)
  await kioskOf(database.db, kioskId, now)
  const row = await wodRow(database.db, kioskId, day)
  if (!row) throw new AppError('NOT_FOUND', NO_WOD)
  await database.write((db) => db.delete(wods).where(eq(wods.id, row.id)).run())
}
