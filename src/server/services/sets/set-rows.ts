// Reading logged sets as the API answers them, each with the marks kept with it (the records it
// set and 'First time', set-marks.ts): a read costs the sets it answers, not the history before.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import type { LoggedSet, SetSide } from '~/shared/schemas/sets'
import { recordsOf } from './set-marks'

export interface SetRow {
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

/** A set's columns as the API names them (a SELECT's or an INSERT's RETURNING list). */
export const SET_COLUMNS = `id, client_id AS clientId, workout_id AS workoutId,
  exercise_id AS exerciseId, set_number AS setNumber, side, reps, seconds, load_kg AS loadKg, rpe,
  performed_at AS performedAt, day, session_id AS sessionId, records, first_time AS firstTime,
  block_id AS blockId, round`

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
      SELECT ${sql.raw(SET_COLUMNS)} FROM logged_sets WHERE user_id = ${userId}
    ) s
    WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`)
  return rows.map(loggedSetOf)
}

/** A row of SET_COLUMNS as the API answers it. */
export function loggedSetOf(row: SetRow): LoggedSet {
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
