import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import type { Client } from '~/shared/schemas/invitation'
import { unreadFromClients } from '../messages/unread'
import { newCommentsFromClients } from '../sessions/session-comments'
import { liveStreaks } from '../users/live-streaks'
import { clientCompliance } from './client-compliance'

const NO_COMPLIANCE = {
  compliance: { d7: null, d30: null, d90: null },
  lastTrainedDay: null,
  needsAttention: true,
}

/**
 * The trainer's own clients (users whose trainerId is the trainer), by username, with the live streak
 * as of today in each client's time zone (liveStreaks: the last weeks of completions, and the full
 * log only for clients whose run is longer), their compliance and whether they need attention, and
 * how many of their messages the trainer has not seen.
 */
export async function listClients(args: {
  db: Drizzle
  trainerId: number
  now?: Date
}): Promise<Client[]> {
  return (await listClientsAndZones(args)).clients
}

/** The list, and the time zones of its clients, whose local days it depends on. */
export async function listClientsAndZones({
  db,
  trainerId,
  now = new Date(),
}: {
  db: Drizzle
  trainerId: number
  now?: Date
}): Promise<{ clients: Client[]; timeZones: string[] }> {
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
      units: users.units,
    })
    .from(users)
    .where(eq(users.trainerId, trainerId))
    .orderBy(asc(users.username))
    .all()
  const [streaks, compliance, unread, comments] = await Promise.all([
    liveStreaks({ db, users: rows, now }),
    clientCompliance({ db, clients: rows, now }),
    unreadFromClients(db, trainerId),
    newCommentsFromClients(db, trainerId),
  ])
  const clients = rows.map(({ timeZone: _timeZone, ...client }) => ({
    ...client,
    streak: streaks.get(client.id) ?? 0,
    ...(compliance.get(client.id) ?? NO_COMPLIANCE),
    unreadMessages: unread.get(client.id) ?? 0,
    newComments: comments.get(client.id) ?? null,
  }))
  return { clients, timeZones: [...new Set(rows.map((r) => r.timeZone))] }
}
