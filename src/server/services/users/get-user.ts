import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { User } from '~/shared/schemas/user'
import { computeStreak, localDay } from '~/shared/rules/days'
import { streakDaysOf } from '../progress/streak-days'
import { tx } from '../../i18n/server-text'

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
  units: users.units,
  locale: users.locale,
  userTypeId: users.userTypeId,
  role: userTypes.name,
  streak: users.streak,
  level: users.level,
  trainerId: users.trainerId,
  messageEmails: users.messageEmails,
  coach: users.coach,
  trainingLevel: users.trainingLevel,
  goals: users.goals,
  equipment: users.equipment,
  daysPerWeek: users.daysPerWeek,
  sessionMinutes: users.sessionMinutes,
  onboarding: users.onboarding,
  createdAt: users.createdAt,
}

type UserRow = Omit<User, 'createdAt'> & { createdAt: Date }

export function toUser(row: UserRow): User {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** The user, with the streak as of today in their time zone (a stored streak goes stale overnight). */
export async function getUser({
  db,
  userId,
  now = new Date(),
}: {
  db: Drizzle
  userId: number
  now?: Date
}): Promise<User> {
  const row = await db
    .select(userColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(users.id, userId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', tx('User not found'))
  const days = await streakDaysOf(db, userId)
  return toUser({ ...row, streak: computeStreak(days, localDay(now, row.timeZone)) })
}
