// Reading logged sets as the API answers them, each with the marks kept with it (the records it
// set and 'First time', set-marks.ts): a read costs the sets it answers, not the history before.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import type { LoggedSet, SetSide } from '~/shared/schemas/sets'
import { recordsOf } from './set-marks'

interface SetRow {
  id: number
  clientId: string
  workoutId: number | null
  exerciseId: number
  setNumber: number
  side: SetSide | null
  reps: number | null
  seconds: number | null
  loadKg: number | null
  rpe: number | null
  performedAt: number
  day: string
  sessionId: number | null
  records: string
  firstTime: number
  blockId: number | null
  round: number | null
}

/**
 * The user's sets that `where` (a condition on `s`, whose columns are named as in LoggedSet)
 * keeps, ordered by `orderBy`, at most `limit` (-1: all).
 */
export async function readSets(
  db: Drizzle,
  userId: number,
  where: SQL = sql`1`,
  orderBy: SQL = sql`s.id`,
  limit = -1,
): Promise<LoggedSet[]> {
  const rows = await db.all<SetRow>(sql`
    SELECT * FROM (
      SELECT l.id, l.client_id AS clientId, l.workout_id AS workoutId,
        l.exercise_id AS exerciseId, l.set_number AS setNumber, l.side, l.reps, l.seconds,
        l.load_kg AS loadKg, l.rpe, l.performed_at AS performedAt, l.day,
        l.session_id AS sessionId, l.records, l.first_time AS firstTime,
        l.block_id AS blockId, l.round
      FROM logged_sets l WHERE l.user_id = ${userId}
    ) s
    WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`)
  return rows.map(toLoggedSet)
}

function toLoggedSet(row: SetRow): LoggedSet {
  return {
    id: Number(row.id),
    clientId: row.clientId,
    workoutId: row.workoutId === null ? null : Number(row.workoutId),
    exerciseId: Number(row.exerciseId),
    setNumber: Number(row.setNumber),
    side: row.side,
    reps: row.reps === null ? null : Number(row.reps),
    seconds: row.seconds === null ? null : Number(row.seconds),
    loadKg: row.loadKg === null ? null : Number(row.loadKg),
    rpe: row.rpe === null ? null : Number(row.rpe),
    performedAt: new Date(Number(row.performedAt)).toISOString(),
    day: row.day,
    sessionId: row.sessionId === null ? null : Number(row.sessionId),
    records: recordsOf(row.records),
    firstTime: Number(row.firstTime) === 1,
    blockId: row.blockId === null ? null : Number(row.blockId),
    round: row.round === null ? null : Number(row.round),
  }
}
