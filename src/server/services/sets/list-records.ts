import { and, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Drizzle } from '../../db/client'
import { exercises, loggedSets, workouts } from '../../db/schema'
import { COUNTS } from './set-rows'
import { type ExerciseRecords, RECORD_RULES } from '~/shared/schemas/sets'

// Named `w` as set-rows.ts's COUNTS reads it.
const w = alias(workouts, 'w')

/**
 * A user's records per exercise, and per side for per-side sets (docs/product.md#records): the
 * most reps in one set, the longest hold (of RECORD_RULES.minHoldSeconds or more), and the
 * heaviest load for each rep count, each with the set that first reached it; sets in warm-up
 * and cool-down workouts count for none. Exercises in name order, left before right; one read of the
 * user's sets (an index range).
 */
export async function listRecords({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<ExerciseRecords[]> {
  const rows = await db
    .select({
      id: loggedSets.id,
      exerciseId: loggedSets.exerciseId,
      exerciseName: exercises.name,
      reps: loggedSets.reps,
      seconds: loggedSets.seconds,
      loadKg: loggedSets.loadKg,
      side: loggedSets.side,
      day: loggedSets.day,
    })
    .from(loggedSets)
    .innerJoin(exercises, eq(exercises.id, loggedSets.exerciseId))
    .leftJoin(w, eq(w.id, loggedSets.workoutId))
    .where(and(eq(loggedSets.userId, userId), COUNTS))
    .orderBy(asc(loggedSets.id))
    .all()
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
