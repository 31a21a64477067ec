import { eq } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { isTrainerOf } from './is-trainer-of'
import { tx } from '../../i18n/server-text'

/**
 * Only the client's trainer now may read or change what they set for a client (an admin may
 * too): a former or another trainer gets 403 like every trainer call about a client; an admin
 * naming nobody 404.
 */
export async function assertCoaches(
  db: Drizzle,
  viewer: SessionUser,
  clientId: number,
): Promise<void> {
  if (viewer.role === 'admin') {
    const found = await db.select({ id: users.id }).from(users).where(eq(users.id, clientId)).get()
    if (!found) throw new AppError('NOT_FOUND', tx('User not found'))
    return
  }
  if (!(await isTrainerOf(db, viewer, clientId))) {
    throw new AppError('FORBIDDEN', tx('This athlete is not your client'))
  }
}
