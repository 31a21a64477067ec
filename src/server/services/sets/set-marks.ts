// A set's marks (docs/product.md#records): the records it set and whether it was on the
// exercise's first day ('First time'). They are kept with the set (`logged_sets.records`,
// `first_time`) so that no read of the log re-reads an athlete's history: the set log marks a
// set from the kept bests as it writes it, and a correction (or a set logged late for a day
// before the exercise's first) marks the exercise's sets afresh with `markedSets`, which is the
// definition: a set is a record of its kind when it beats every set of the same exercise and
// side logged before it, from the exercise's second day on; holds under
// RECORD_RULES.minHoldSeconds and sets in warm-up and cool-down workouts neither set one nor
// count against one; a load record is per rep count.
import { sql, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { RECORD_RULES, type RecordKind } from '~/shared/schemas/sets'

/** Whether a row of `logged_sets l LEFT JOIN workouts w` counts for records. */
export const COUNTS = sql`coalesce(w.category NOT IN (${sql.join(
  RECORD_RULES.noRecordCategories.map((c) => sql`${c}`),
  sql`, `,
)}), 1)`

/** The kinds in the order a set's `records` column lists them (comma-separated). */
const KINDS: readonly RecordKind[] = ['reps', 'seconds', 'load']

/** The `records` column of a set, read back. */
export function recordsOf(column: string): RecordKind[] {
  return column === '' ? [] : (column.split(',') as RecordKind[])
}

/** The marks of the sets `scope` keeps (a condition on `logged_sets l`), computed afresh. */
export function markedSets(scope: SQL): SQL {
  const earlier = (partition: SQL = sql``) => sql`(PARTITION BY l.user_id, l.exercise_id,
    coalesce(l.side, '')${partition} ORDER BY l.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`
  const firstDay = sql`l.day = min(l.day) OVER (PARTITION BY l.user_id, l.exercise_id)`
  return sql`
    SELECT l.id, ${firstDay} AS first_time,
      CASE WHEN ${firstDay} OR NOT ${COUNTS} THEN '' ELSE rtrim(
        CASE WHEN l.reps > max(CASE WHEN ${COUNTS} THEN l.reps END) OVER ${earlier()}
          THEN 'reps,' ELSE '' END ||
        CASE WHEN l.seconds >= ${RECORD_RULES.minHoldSeconds} AND l.seconds > max(
          CASE WHEN ${COUNTS} AND l.seconds >= ${RECORD_RULES.minHoldSeconds} THEN l.seconds END)
          OVER ${earlier()} THEN 'seconds,' ELSE '' END ||
        CASE WHEN l.reps IS NOT NULL AND l.load_kg > max(CASE WHEN ${COUNTS} THEN l.load_kg END)
          OVER ${earlier(sql`, l.reps`)} THEN 'load,' ELSE '' END, ',') END AS records
    FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id
    WHERE ${scope}`
}

/** The statement that marks an athlete's sets of one exercise afresh. */
export function remarkExercise(db: Drizzle, userId: number, exerciseId: number) {
  return db.run(sql`
    UPDATE logged_sets SET records = m.records, first_time = m.first_time
    FROM (${markedSets(sql`l.user_id = ${userId} AND l.exercise_id = ${exerciseId}`)}) AS m
    WHERE logged_sets.id = m.id
      AND (logged_sets.records <> m.records OR logged_sets.first_time <> m.first_time)`)
}

/** The bests a new set is measured against: the kept bests of its exercise and side. */
export interface BestsBefore {
  /** The exercise's first day so far (null: its first set). */
  firstDay: string | null
  reps: number | null
  seconds: number | null
  /** The heaviest load at the set's rep count. */
  load: number | null
}

/**
 * A new set's marks, from the bests kept before it (the same answer `markedSets` gives once it
 * is stored, the set being the exercise's newest); `counts` false for a set that counts for no
 * record (a warm-up or cool-down workout's).
 */
export function marksOfNewSet(
  set: {
    day: string
    reps: number | null
    seconds: number | null
    loadKg: number | null
  },
  bests: BestsBefore,
  counts: boolean,
): { firstTime: boolean; records: string } {
  const firstTime = bests.firstDay === null || set.day <= bests.firstDay
  if (firstTime || !counts) return { firstTime, records: '' }
  const beats: Record<RecordKind, boolean> = {
    reps: set.reps !== null && bests.reps !== null && set.reps > bests.reps,
    seconds:
      set.seconds !== null &&
      set.seconds >= RECORD_RULES.minHoldSeconds &&
      bests.seconds !== null &&
      set.seconds > bests.seconds,
    load:
      set.loadKg !== null && set.reps !== null && bests.load !== null && set.loadKg > bests.load,
  }
  return { firstTime, records: KINDS.filter((k) => beats[k]).join(',') }
}
