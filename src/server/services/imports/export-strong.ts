// Export for Strong / Hevy (docs/product.md#import-and-export-of-history): every set of the
// athlete in Strong's semicolon format, sessions at their local start, loads in their unit.
import { utcOffsetMs } from '~/shared/rules/days'
import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { getUser } from '../users/get-user'
import { type ExportedSet, strongCsv } from './strong-csv'

/** 'YYYY-MM-DD HH:MM:SS' of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + utcOffsetMs(instant.getTime(), timeZone))
  return wall.toISOString().slice(0, 19).replace('T', ' ')
}

export async function exportStrong({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<{ fileName: string; csv: string }> {
  const user = await getUser({ db, userId })
  const rows = await db.all<{
    startedAt: number
    endedAt: number
    title: string | null
    exercise: string
    setNumber: number
    loadKg: number | null
    reps: number | null
    seconds: number | null
    rpe: number | null
  }>(sql`
    SELECT coalesce(t.started_at, l.performed_at) AS startedAt,
      coalesce(t.ended_at, l.performed_at) AS endedAt,
      coalesce(t.title, CASE WHEN t.workout_key = 0 THEN 'Practice' END) AS title,
      e.name AS exercise, l.set_number AS setNumber, l.load_kg AS loadKg, l.reps, l.seconds, l.rpe
    FROM logged_sets l JOIN exercises e ON e.id = l.exercise_id
    LEFT JOIN training_sessions t ON t.id = l.session_id
    WHERE l.user_id = ${userId}
    ORDER BY startedAt, l.session_id, l.performed_at, l.id`)
  const sets: ExportedSet[] = rows.map((r) => ({
    start: wallClock(new Date(Number(r.startedAt)), user.timeZone),
    title: r.title ?? 'Workout',
    durationSeconds: Math.round((Number(r.endedAt) - Number(r.startedAt)) / 1000),
    exercise: r.exercise,
    setNumber: r.setNumber,
    loadKg: r.loadKg,
    reps: r.reps,
    seconds: r.seconds,
    rpe: r.rpe,
  }))
  return {
    fileName: `calisthenics-${user.username}-strong.csv`,
    csv: strongCsv(sets, user.units),
  }
}
