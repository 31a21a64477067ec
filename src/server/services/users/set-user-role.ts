import { count, eq } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { roleChanges, userTypes, users } from '../../db/schema'
import { deleteOtherSessions } from '../../auth/session'
import { AppError } from '../../errors'
import { getUser } from './get-user'
import { roleTypeId } from './queries'
import type { Role } from '~/shared/roles'
import type { User } from '~/shared/schemas/user'
import { tx } from '../../i18n/server-text'

export type RoleChangeSource = (typeof roleChanges.$inferInsert)['source']

export interface SetUserRoleResult {
  user: User
  previousRole: Role
  /** False when the user already had the role: nothing was written. */
  changed: boolean
}

/**
 * Changes a user's role, records who did it, and ends the user's other sessions so no device
 * keeps acting under the old role (docs/product.md#role-change). When callers change their own role they keep the
 * session they are using, so the admin screen does not sign them out mid-request.
 */
export async function setUserRole({
  database,
  userId,
  role,
  changedBy,
  source,
  callerSessionId,
}: {
  database: Database
  userId: number
  role: Role
  changedBy: number | null
  source: RoleChangeSource
  /** The session the change was made from; kept when the caller changes their own role. */
  callerSessionId?: string
}): Promise<SetUserRoleResult> {
  // Read and write under the write lock, so two concurrent demotions cannot both pass the
  // last-admin check.
  return database.write(async (db) => {
    const current = await db
      .select({ role: userTypes.name })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(users.id, userId))
      .get()
    if (!current) throw new AppError('NOT_FOUND', tx('User not found'))
    if (current.role === role) {
      return { user: await getUser({ db, userId }), previousRole: current.role, changed: false }
    }
    if (current.role === 'admin') {
      const admins = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
        .where(eq(userTypes.name, 'admin'))
        .get()
      if ((admins?.n ?? 0) <= 1) {
        throw new AppError(
          'CONFLICT',
          tx('This is the last admin: make another user an admin before changing this role'),
        )
      }
    }
    const keepSessionId = changedBy !== null && changedBy === userId ? callerSessionId : undefined
    await db.batch(
      await roleChangeStatements(db, {
        userId,
        fromRole: current.role,
        toRole: role,
        changedBy,
        source,
        keepSessionId,
      }),
    )
    return { user: await getUser({ db, userId }), previousRole: current.role, changed: true }
  })
}

/**
 * The statements of one role change: the new role, its audit row, and the end of the user's
 * sessions but `keepSessionId`. Callers batch them with any write that must commit with them.
 */
export async function roleChangeStatements(
  db: Drizzle,
  change: {
    userId: number
    fromRole: Role
    toRole: Role
    changedBy: number | null
    source: RoleChangeSource
    keepSessionId?: string
  },
) {
  const { userId, fromRole, toRole, changedBy, source, keepSessionId } = change
  return [
    db
      .update(users)
      .set({ userTypeId: await roleTypeId(db, toRole) })
      .where(eq(users.id, userId)),
    db.insert(roleChanges).values({ userId, changedBy, fromRole, toRole, source }),
    deleteOtherSessions(db, userId, keepSessionId),
  ] as const
}
