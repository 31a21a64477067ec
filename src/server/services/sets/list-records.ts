import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
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
 * bests kept on write (exercise-bests.ts), not of the history.
 */
export async function listRecords({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<ExerciseRecords[]> {
  // The bests kept on write (exercise-bests.ts): as many rows as bests, whatever the history.
  const rows = (
    await db.all<RecordRow & { kind: string; repsKey: number; value: number }>(sql`
      SELECT b.set_id AS id, b.exercise_id AS exerciseId, e.name AS exerciseName,
        nullif(b.side_key, '') AS side, b.kind, b.reps_key AS repsKey, b.value, b.day
      FROM exercise_bests b JOIN exercises e ON e.id = b.exercise_id
      WHERE b.user_id = ${userId}
      ORDER BY b.set_id`)
  ).map(({ kind, repsKey, value, ...row }) => ({
    ...row,
    reps: kind === 'reps' ? value : kind === 'load' ? repsKey : null,
    seconds: kind === 'seconds' ? value : null,
    loadKg: kind === 'load' ? value : null,
  }))
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
