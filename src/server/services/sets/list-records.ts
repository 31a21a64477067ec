import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { COUNTS } from './set-rows'
import { type ExerciseRecords, RECORD_RULES, type SetSide } from '~/shared/schemas/sets'

interface RecordRow {
  id: number
  exerciseId: number
  exerciseName: string
  side: SetSide | null
  reps: number | null
  seconds: number | null
  loadKg: number | null
  day: string
}

/**
 * A user's records per exercise, and per side for per-side sets (docs/product.md#records): the
 * most reps in one set, the longest hold (of RECORD_RULES.minHoldSeconds or more), and the
 * heaviest load for each rep count, each with the set that first reached it; sets in warm-up
 * and cool-down workouts count for none. Exercises in name order, left before right; one read of the
 * user's sets (an index range), ranked in SQL.
 */
export async function listRecords({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<ExerciseRecords[]> {
  // Only the sets that first reached a best, ranked in SQL: the answer's work grows with the
  // history in the database's loop, not in the row mapping of every set here.
  const rows = await db.all<RecordRow>(sql`
    WITH c AS (
      SELECT l.id, l.exercise_id AS exerciseId, l.side, l.reps, l.seconds, l.load_kg AS loadKg,
        l.day,
        row_number() OVER (PARTITION BY l.exercise_id, coalesce(l.side, ''), l.reps IS NULL
          ORDER BY l.reps DESC, l.id) AS repsRank,
        row_number() OVER (PARTITION BY l.exercise_id, coalesce(l.side, ''),
          l.seconds >= ${RECORD_RULES.minHoldSeconds} ORDER BY l.seconds DESC, l.id) AS holdRank,
        row_number() OVER (PARTITION BY l.exercise_id, coalesce(l.side, ''), l.reps,
          l.load_kg IS NULL ORDER BY l.load_kg DESC, l.id) AS loadRank
      FROM logged_sets l LEFT JOIN workouts w ON w.id = l.workout_id
      WHERE l.user_id = ${userId} AND ${COUNTS}
    )
    SELECT c.id, c.exerciseId, e.name AS exerciseName, c.side, c.reps, c.seconds, c.loadKg,
      c.day
    FROM c JOIN exercises e ON e.id = c.exerciseId
    WHERE (c.reps IS NOT NULL AND c.repsRank = 1)
      OR (c.seconds >= ${RECORD_RULES.minHoldSeconds} AND c.holdRank = 1)
      OR (c.loadKg IS NOT NULL AND c.reps IS NOT NULL AND c.loadRank = 1)
    ORDER BY c.id`)
  const byExercise = new Map<
    string,
    ExerciseRecords & { loads: Map<number, ExerciseRecords['heaviestLoads'][number]> }
  >()
  for (const r of rows) {
    const key = `${r.exerciseId}:${r.side ?? ''}`
    let rec = byExercise.get(key)
    if (!rec) {
      rec = {
        exerciseId: r.exerciseId,
        exerciseName: r.exerciseName,
        side: r.side,
        bestReps: null,
        longestHold: null,
        heaviestLoads: [],
        loads: new Map(),
      }
      byExercise.set(key, rec)
    }
    // Strictly more: a tie keeps the set that reached the figure first.
    if (r.reps !== null && (rec.bestReps === null || r.reps > rec.bestReps.reps))
      rec.bestReps = { reps: r.reps, setId: r.id, day: r.day }
    if (
      r.seconds !== null &&
      r.seconds >= RECORD_RULES.minHoldSeconds &&
      (rec.longestHold === null || r.seconds > rec.longestHold.seconds)
    )
      rec.longestHold = { seconds: r.seconds, setId: r.id, day: r.day }
    if (r.loadKg !== null && r.reps !== null) {
      const best = rec.loads.get(r.reps)
      if (!best || r.loadKg > best.loadKg)
        rec.loads.set(r.reps, { reps: r.reps, loadKg: r.loadKg, setId: r.id, day: r.day })
    }
  }
  return [...byExercise.values()]
    .map(({ loads, ...rec }) => ({
      ...rec,
      heaviestLoads: [...loads.values()].sort((a, b) => a.reps - b.reps),
    }))
    .filter((r) => r.bestReps !== null || r.longestHold !== null || r.heaviestLoads.length > 0)
    .sort(
      (a, b) =>
        a.exerciseName.localeCompare(b.exerciseName) || (a.side ?? '').localeCompare(b.side ?? ''),
    )
}
