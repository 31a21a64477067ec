// Reading logged sets as the API answers them, each with the records it set
// (docs/product.md#records). Records are derived, never stored: a set is a record of its kind
// when it beats every set of the same exercise and side logged before it, from the exercise's
// second day on (the first day is 'First time'); holds under RECORD_RULES.minHoldSeconds and
// sets in warm-up and cool-down workouts neither set one nor count against one. A retry or a later read answers the same.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { type LoggedSet, RECORD_RULES, type RecordKind, type SetSide } from '~/shared/schemas/sets'

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
  prevReps: number | null
  prevSeconds: number | null
  prevLoad: number | null
  firstTime: number
  noRecords: number
}

/** Whether a row of `logged_sets l LEFT JOIN workouts w` counts for records. */
export const COUNTS = sql`coalesce(w.category NOT IN (${sql.join(
  RECORD_RULES.noRecordCategories.map((c) => sql`${c}`),
  sql`, `,
)}), 1)`

/**
 * The user's sets that `where` (a condition on the CTE `s`) keeps, with their record marks,
 * ordered by `orderBy`. The windows run over every set of the exercises `where` touches (marks
 * are per exercise), so a filter (a range of days, a session, ids) never hides the earlier sets a
 * mark is measured against, and a set's read costs its exercise's history, not the athlete's.
 */
export async function readSets(
  db: Drizzle,
  userId: number,
  where: SQL = sql`1`,
  orderBy: SQL = sql`s.id`,
  limit = -1,
): Promise<LoggedSet[]> {
  const rows = await db.all<SetRow>(sql`
    WITH base AS (
      SELECT id, exercise_id AS exerciseId, day, session_id AS sessionId,
        performed_at AS performedAt
      FROM logged_sets WHERE user_id = ${userId}
    ),
    scope AS (SELECT DISTINCT s.exerciseId FROM base s WHERE ${where}),
    s AS (
      SELECT l.id, l.client_id AS clientId, l.workout_id AS workoutId,
        l.exercise_id AS exerciseId, l.set_number AS setNumber, l.side, l.reps, l.seconds,
        l.load_kg AS loadKg, l.rpe, l.performed_at AS performedAt, l.day,
        l.session_id AS sessionId,
        max(CASE WHEN ${COUNTS} THEN l.reps END) OVER earlier AS prevReps,
        max(CASE WHEN ${COUNTS} AND l.seconds >= ${RECORD_RULES.minHoldSeconds}
          THEN l.seconds END) OVER earlier AS prevSeconds,
        max(CASE WHEN ${COUNTS} THEN l.load_kg END) OVER (
          PARTITION BY l.exercise_id, coalesce(l.side, ''), l.reps
          ORDER BY l.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prevLoad,
        l.day = min(l.day) OVER (PARTITION BY l.exercise_id) AS firstTime,
        NOT ${COUNTS} AS noRecords
      FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id
      WHERE l.user_id = ${userId} AND l.exercise_id IN (SELECT exerciseId FROM scope)
      WINDOW earlier AS (PARTITION BY l.exercise_id, coalesce(l.side, '') ORDER BY l.id
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
    )
    SELECT * FROM s WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`)
  return rows.map(toLoggedSet)
}

function toLoggedSet(row: SetRow): LoggedSet {
  const records: RecordKind[] = []
  const firstTime = Number(row.firstTime) === 1
  if (!firstTime && Number(row.noRecords) !== 1) {
    if (row.reps !== null && row.prevReps !== null && row.reps > row.prevReps) records.push('reps')
    if (
      row.seconds !== null &&
      row.seconds >= RECORD_RULES.minHoldSeconds &&
      row.prevSeconds !== null &&
      row.seconds > row.prevSeconds
    )
      records.push('seconds')
    if (row.loadKg !== null && row.prevLoad !== null && row.loadKg > row.prevLoad)
      records.push('load')
  }
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
    records,
    firstTime,
  }
}
