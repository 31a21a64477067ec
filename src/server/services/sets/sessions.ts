// The statements that put a set into its training session (docs/product.md#sessions): the
// session of its workout on its day, made by the first set, stretched by every later one.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { trainingSessions } from '../../db/schema'

export interface SessionKey {
  userId: number
  /** The workout's id, 0 outside a workout. */
  workoutKey: number
  day: string
}

/** The session of `key`, made when new; its start and end stretch to take in `at`. */
export function joinSession(
  db: Drizzle,
  key: SessionKey & { workoutId: number | null; title: string | null; at: Date },
) {
  return db
    .insert(trainingSessions)
    .values({
      userId: key.userId,
      workoutId: key.workoutId,
      workoutKey: key.workoutKey,
      title: key.title,
      day: key.day,
      startedAt: key.at,
      endedAt: key.at,
    })
    .onConflictDoUpdate({
      target: [trainingSessions.userId, trainingSessions.workoutKey, trainingSessions.day],
      set: {
        startedAt: sql`min(${trainingSessions.startedAt}, excluded.started_at)`,
        endedAt: sql`max(${trainingSessions.endedAt}, excluded.ended_at)`,
      },
    })
}

/** The id of the session of `key`, for a set inserted in the same batch after `joinSession`. */
export function sessionIdOf(key: SessionKey): SQL {
  return sql`(SELECT id FROM training_sessions WHERE user_id = ${key.userId}
    AND workout_key = ${key.workoutKey} AND day = ${key.day})`
}
