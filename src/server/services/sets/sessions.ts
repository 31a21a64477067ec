// The statements that put a set into its training session (docs/product.md#sessions): the
// session of its workout on its day, made by the first set, stretched by every later one.
import { sql, type SQL } from 'drizzle-orm'
import { WrittenStatement } from '../../db/group-commit'

export interface SessionKey {
  userId: number
  /** The workout's id, 0 outside a workout. */
  workoutKey: number
  day: string
}

const JOIN = `INSERT INTO training_sessions (user_id, workout_id, workout_key, title, day,
  started_at, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (user_id, workout_key, day) DO UPDATE SET
  started_at = min(started_at, excluded.started_at), ended_at = max(ended_at, excluded.ended_at)`

/**
 * The session of `key`, made when new; its start and end stretch to take in `at`. Written out:
 * every set runs it (db/group-commit.ts).
 */
export function joinSession(
  key: SessionKey & { workoutId: number | null; title: string | null; at: Date },
): WrittenStatement {
  const at = key.at.getTime()
  return new WrittenStatement(JOIN, [
    key.userId,
    key.workoutId,
    key.workoutKey,
    key.title,
    key.day,
    at,
    at,
    Date.now(),
  ])
}

/** The id of the session of `key`, for a set inserted in the same batch after `joinSession`. */
export function sessionIdOf(key: SessionKey): SQL {
  return sql`(SELECT id FROM training_sessions WHERE user_id = ${key.userId}
    AND workout_key = ${key.workoutKey} AND day = ${key.day})`
}
