import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'

/** The weekday the athlete is asked to check in on, or null for none; a trigger refreshes Daily. */
export async function setCheckInDay({
  database,
  athleteId,
  weekday,
}: {
  database: Database
  athleteId: number
  weekday: number | null
}): Promise<void> {
  await database.write((db) =>
    db.update(users).set({ checkInWeekday: weekday }).where(eq(users.id, athleteId)).run(),
  )
}
