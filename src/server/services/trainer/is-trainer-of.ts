import { and, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { hasRole, type Role } from '~/shared/roles'

/**
 * Whether `viewer` is `clientId`'s trainer now: a trainer (or an admin acting as one) whom the
 * client is assigned to. A demoted trainer loses the access with the role.
 */
export async function isTrainerOf(
  db: Drizzle,
  viewer: { id: number; role: Role },
  clientId: number,
): Promise<boolean> {
  if (!hasRole(viewer.role, ['trainer', 'admin'])) return false
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.trainerId, viewer.id)))
    .get()
  return row !== undefined
}
