import { asc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users, workoutCompletions } from '../../db/schema'
import { computeStreak, localDay } from '~/shared/rules/days'
import type { Client } from '~/shared/schemas/invitation'

/**
 * The trainer's own clients (users whose trainerId is the trainer), by username, with the streak
 * as of today in each client's time zone. Two queries whatever the number of clients.
 */
export async function listClients({
  db,
  trainerId,
  now = new Date(),
}: {
  db: Drizzle
  trainerId: number
  now?: Date
}): Promise<Client[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      age: users.age,
      height: users.height,
      weight: users.weight,
      level: users.level,
      photoURL: users.photoURL,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.trainerId, trainerId))
    .orderBy(asc(users.username))
    .all()
  if (rows.length === 0) return []
  const days = await db
    .selectDistinct({ userId: workoutCompletions.userId, day: workoutCompletions.day })
    .from(workoutCompletions)
    .where(
      inArray(
        workoutCompletions.userId,
        rows.map((r) => r.id),
      ),
    )
    .all()
  const daysByUser = new Map<number, string[]>()
  for (const { userId, day } of days) {
    const list = daysByUser.get(userId) ?? []
    list.push(day)
    daysByUser.set(userId, list)
  }
  return rows.map(({ timeZone, ...client }) => ({
    ...client,
    streak: computeStreak(daysByUser.get(client.id) ?? [], localDay(now, timeZone)),
  }))
}
