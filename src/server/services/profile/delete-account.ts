import { and, count, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'

/**
 * Deletes the user and, through the schema's cascades, their sessions, completions, skills,
 * badges, invitations and plans; their clients keep their accounts (trainer set to none, no
 * check-in day).
 * The last admin cannot delete themselves: someone must be able to run the app.
 */
export async function deleteAccount({
  database,
  userId,
  confirm,
}: {
  database: Database
  userId: number
  confirm: string
}): Promise<void> {
  await database.write(async (db) => {
    const me = await db
      .select({ username: users.username, role: userTypes.name })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(users.id, userId))
      .get()
    if (!me) throw new AppError('NOT_FOUND', tx('User not found'))
    if (confirm.trim() !== me.username)
      throw new AppError('BAD_REQUEST', tx('Type your username exactly to confirm'))
    if (me.role === 'admin') {
      const [others] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
        .where(and(eq(userTypes.name, 'admin'), ne(users.id, userId)))
        .all()
      if (!others?.n)
        throw new AppError(
          'CONFLICT',
          tx('You are the last admin: make someone else admin before deleting your account'),
        )
    }
    // Their clients are asked for no more check-ins; clearing the day (not the foreign key's
    // set null) refreshes each client's kept Daily through its trigger.
    await db.update(users).set({ checkInWeekday: null }).where(eq(users.trainerId, userId)).run()
    await db.delete(users).where(eq(users.id, userId)).run()
  })
}
