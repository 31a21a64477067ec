// Reading training sessions as the API answers them (docs/product.md#sessions): the session's
// row, with its counts and whether it completed its workout read from the set log.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import type { SessionSummary } from '~/shared/schemas/sessions'

interface SessionRow {
  id: number
  workoutId: number | null
  title: string | null
  day: string
  startedAt: number
  endedAt: number
  completed: number
  exerciseCount: number
  setCount: number
  volumeKg: number
}

/**
 * Whether the session `ts` completed its workout that day (docs/product.md#completion): 1 or 0.
 * The list, a session's page and the profile's count read it from here alike.
 */
export const sessionCompleted = sql`-- A session kept from before sessions whose workout is gone was a completion.
  CASE WHEN ts.workout_key < 0 THEN 1 ELSE EXISTS (
  SELECT 1 FROM workout_completions c
  WHERE c.user_id = ts.user_id AND c.workout_id = ts.workout_key AND c.day = ts.day) END`

/** How many sessions the user has (`training_sessions` as `ts`), and how many completed. */
export async function countSessions(
  db: Drizzle,
  userId: number,
): Promise<{ sessions: number; completedSessions: number }> {
  const [row] = await db.all<{ sessions: number; completed: number | null }>(sql`
    SELECT count(*) AS sessions, sum(${sessionCompleted}) AS completed
    FROM training_sessions ts WHERE ts.user_id = ${userId}`)
  return { sessions: Number(row?.sessions ?? 0), completedSessions: Number(row?.completed ?? 0) }
}

/** The user's sessions that `where` (on `ts`) keeps, newest first, at most `limit`. */
export async function readSessions(
  db: Drizzle,
  userId: number,
  where: SQL,
  limit: number,
): Promise<SessionSummary[]> {
  const rows = await db.all<SessionRow>(sql`
    SELECT ts.id, ts.workout_id AS workoutId, ts.day, ts.started_at AS startedAt,
      ts.ended_at AS endedAt,
      coalesce(ts.title, (SELECT group_concat(name, ', ') FROM (
        SELECT e.name AS name FROM logged_sets s JOIN exercises e ON e.id = s.exercise_id
        WHERE s.session_id = ts.id GROUP BY e.id ORDER BY min(s.id)))) AS title,
      ${sessionCompleted} AS completed,
      (SELECT count(DISTINCT exercise_id) FROM logged_sets WHERE session_id = ts.id)
        AS exerciseCount,
      (SELECT count(DISTINCT exercise_id || ':' || set_number) FROM logged_sets
        WHERE session_id = ts.id) AS setCount,
      (SELECT coalesce(sum(reps * load_kg), 0) FROM logged_sets
        WHERE session_id = ts.id AND load_kg > 0 AND reps IS NOT NULL) AS volumeKg
    FROM training_sessions ts
    WHERE ts.user_id = ${userId} AND ${where}
    ORDER BY ts.started_at DESC, ts.id DESC
    LIMIT ${limit}`)
  return rows.map((row) => ({
    id: Number(row.id),
    workoutId: row.workoutId === null ? null : Number(row.workoutId),
    title: row.title ?? 'Practice',
    day: row.day,
    startedAt: new Date(Number(row.startedAt)).toISOString(),
    endedAt: new Date(Number(row.endedAt)).toISOString(),
    completed: Number(row.completed) === 1,
    exerciseCount: Number(row.exerciseCount),
    setCount: Number(row.setCount),
    volumeKg: Math.round(Number(row.volumeKg) * 100) / 100,
  }))
}
