// Reading logged sets as the API answers them, each with the records it set
// (docs/product.md#records). Records are derived, never stored: a set is a record of its kind
// when it beats every set of the same exercise logged before it, so the mark is the
// one it got when logged, and a retry or a later read answers the same.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import type { LoggedSet, RecordKind, SetSide } from '~/shared/schemas/sets'

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
  prevReps: number | null
  prevSeconds: number | null
  prevLoad: number | null
}

/**
 * The user's sets that `where` (a condition on the CTE `s`) keeps, with their record marks,
 * ordered by `orderBy`. The window runs over all of the user's sets, so a filter (an exercise,
 * a range of days) never hides the earlier sets a mark is measured against.
 */
export async function readSets(
  db: Drizzle,
  userId: number,
  where: SQL = sql`1`,
  orderBy: SQL = sql`s.id`,
  limit = -1,
): Promise<LoggedSet[]> {
  const rows = await db.all<SetRow>(sql`
    WITH s AS (
      SELECT id, client_id AS clientId, workout_id AS workoutId, exercise_id AS exerciseId,
        set_number AS setNumber, side, reps, seconds, load_kg AS loadKg, rpe,
        performed_at AS performedAt, day,
        max(reps) OVER earlier AS prevReps,
        max(seconds) OVER earlier AS prevSeconds,
        max(load_kg) OVER (PARTITION BY exercise_id, reps ORDER BY id
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prevLoad
      FROM logged_sets WHERE user_id = ${userId}
      WINDOW earlier AS (PARTITION BY exercise_id ORDER BY id
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
    )
    SELECT * FROM s WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`)
  return rows.map(toLoggedSet)
}

function toLoggedSet(row: SetRow): LoggedSet {
  const records: RecordKind[] = []
  if (row.reps !== null && row.prevReps !== null && row.reps > row.prevReps) records.push('reps')
  if (row.seconds !== null && row.prevSeconds !== null && row.seconds > row.prevSeconds)
    records.push('seconds')
  if (row.loadKg !== null && row.prevLoad !== null && row.loadKg > row.prevLoad)
    records.push('load')
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
    records,
  }
}
