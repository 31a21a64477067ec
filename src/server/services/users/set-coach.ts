import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { User } from '~/shared/schemas/user'
import { getUser } from './get-user'
import { tx } from '../../i18n/server-text'

/**
 * An admin gives a trainer the coach permission, or takes it back (docs/product.md#class-mode):
 * coaches post the gym's workout of the day and run its classes. Admins coach already; an
 * athlete or a manager must first be made a trainer.
 */
export async function setCoach({
  database,
  userId,
  coach,
}: {
  database: Database
  userId: number
  coach: boolean
}): Promise<User> {
  return database.write(async (db) => {
    const row = await db
      .select({ role: userTypes.name })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(users.id, userId))
      .get()
    if (!row) throw new AppError('NOT_FOUND', tx('User not found'))
    if (row.role !== 'trainer' && row.role !== 'admin') {
      throw new AppError(
        'BAD_REQUEST',
        tx('Only a trainer can be made a coach: make them a trainer first'),
      )
    }
    await db.update(users).set({ coach }).where(eq(users.id, userId)).run()
    return getUser({ db, userId })
  })
}
