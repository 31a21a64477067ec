import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, loggedSets } from '../../db/schema'
import type { ExerciseRecords } from '~/shared/schemas/sets'

/**
 * A user's records per exercise (docs/product.md#records): the most reps in one set, the
 * longest hold, and the heaviest load for each rep count, each with the set that first reached
 * it. Exercises in name order; one read of the user's sets (an index range).
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
      day: loggedSets.day,
    })
    .from(loggedSets)
    .innerJoin(exercises, eq(exercises.id, loggedSets.exerciseId))
    .where(eq(loggedSets.userId, userId))
    .orderBy(asc(loggedSets.id))
    .all()
  const byExercise = new Map<
    number,
    ExerciseRecords & { loads: Map<number, ExerciseRecords['heaviestLoads'][number]> }
  >()
  for (const r of rows) {
    let rec = byExercise.get(r.exerciseId)
    if (!rec) {
      rec = {
        exerciseId: r.exerciseId,
        exerciseName: r.exerciseName,
        bestReps: null,
        longestHold: null,
        heaviestLoads: [],
        loads: new Map(),
      }
      byExercise.set(r.exerciseId, rec)
    }
    // Strictly more: a tie keeps the set that reached the figure first.
    if (r.reps !== null && (rec.bestReps === null || r.reps > rec.bestReps.reps))
      rec.bestReps = { reps: r.reps, setId: r.id, day: r.day }
    if (r.seconds !== null && (rec.longestHold === null || r.seconds > rec.longestHold.seconds))
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
    .sort((a, b) => a.exerciseName.localeCompare(b.exerciseName))
}
