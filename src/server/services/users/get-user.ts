import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { User } from '~/shared/schemas/user'

/** Explicit columns: what leaves the server is listed here and nowhere else. */
export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  photoURL: users.photoURL,
  age: users.age,
  height: users.height,
  weight: users.weight,
  timeZone: users.timeZone,
  userTypeId: users.userTypeId,
  role: userTypes.name,
  streak: users.streak,
  level: users.level,
  trainerId: users.trainerId,
  createdAt: users.createdAt,
}

type UserRow = Omit<User, 'createdAt'> & { createdAt: Date }

export function toUser(row: UserRow): User {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

export async function getUser({ db, userId }: { db: Drizzle; userId: number }): Promise<User> {
  const row = await db
    .select(userColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(users.id, userId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', 'User not found')
  return toUser(row)
}
