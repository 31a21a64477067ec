import { eq } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'

export const COACHES_ONLY = tx('Only the gym’s coaches run classes and post its workout of the day')

/**
 * The gym's workout of the day, its classes and the wall's remote belong to its coaches
 * (docs/product.md#class-mode): admins, and trainers an admin gave the coach permission. Read
 * from the database on each call, so a permission taken away stops the next command.
 */
export async function assertCoach(db: Drizzle, viewer: SessionUser): Promise<void> {
  if (viewer.role === 'admin') return
  if (viewer.role === 'trainer') {
    const row = await db
      .select({ coach: users.coach })
      .from(users)
      .where(eq(users.id, viewer.id))
      .get()
    if (row?.coach) return
  }
  throw new AppError('FORBIDDEN', COACHES_ONLY)
}
