import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { messages, users } from '../../db/schema'
import { THREAD_LIMIT } from '~/shared/schemas/messages'

/**
 * Per athlete in `where`, the messages of their thread with their trainer now that `viewer` (the
 * athlete's or the trainer's column) has not seen, counted among the newest THREAD_LIMIT as the
 * thread's own `unread` is. Each thread costs at most THREAD_LIMIT index steps, however long it
 * is, so kept answers (Daily, the trainer's client list) can carry the counts; the messages
 * triggers (migration 0023) bump both versions on every write.
 */
async function unreadPerAthlete(
  db: Drizzle,
  viewer: 'athlete' | 'trainer',
  where: SQL,
): Promise<Map<number, number>> {
  const viewerColumn = viewer === 'athlete' ? sql`u.id` : sql`u.trainer_id`
  const rows = await db.all<{ athleteId: number; unread: number }>(sql`
    SELECT u.id AS athleteId, (
      SELECT count(*) FROM (
        SELECT m.author_id, m.read_at FROM ${messages} m
        WHERE m.trainer_id = u.trainer_id AND m.athlete_id = u.id
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${THREAD_LIMIT}
      ) newest WHERE newest.author_id != ${viewerColumn} AND newest.read_at IS NULL
    ) AS unread
    FROM ${users} u
    WHERE u.trainer_id IS NOT NULL AND ${where}`)
  return new Map(rows.map((r) => [Number(r.athleteId), Number(r.unread)]))
}

/** For Daily: the trainer's messages the athlete has not seen (0 without a trainer). */
export async function unreadForAthlete(db: Drizzle, athleteId: number): Promise<number> {
  const counts = await unreadPerAthlete(db, 'athlete', sql`u.id = ${athleteId}`)
  return counts.get(athleteId) ?? 0
}

/** For the trainer's client list: per client, their messages the trainer has not seen. */
export async function unreadFromClients(
  db: Drizzle,
  trainerId: number,
): Promise<Map<number, number>> {
  return unreadPerAthlete(db, 'trainer', sql`u.trainer_id = ${trainerId}`)
}
