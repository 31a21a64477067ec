import { asc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutBlocks, workoutExercises } from '../../db/schema'
import type { PlanBlock, PlanRow } from '~/shared/rules/prescription'

/** A workout exercise's columns as a plan reads them (`plannedExercises`), the exercise's own duration too. */
export const planColumns = {
  exerciseId: workoutExercises.exerciseId,
  name: exercises.name,
  blockId: workoutExercises.blockId,
  sets: workoutExercises.sets,
  reps: workoutExercises.reps,
  restTime: workoutExercises.restTime,
  note: workoutExercises.note,
  exerciseDuration: exercises.duration,
}

const blockColumns = {
  workoutId: workoutBlocks.workoutId,
  id: workoutBlocks.id,
  kind: workoutBlocks.kind,
  rounds: workoutBlocks.rounds,
  minutes: workoutBlocks.minutes,
  workSeconds: workoutBlocks.workSeconds,
  restSeconds: workoutBlocks.restSeconds,
  capSeconds: workoutBlocks.capSeconds,
}

/** Workouts' blocks in order, by workout: what `plannedExercises` reads beside the rows. */
export async function planBlocks(
  db: Drizzle,
  workoutIds: readonly number[],
): Promise<Map<number, PlanBlock[]>> {
  const out = new Map<number, PlanBlock[]>()
  if (workoutIds.length === 0) return out
  const rows = await db
    .select(blockColumns)
    .from(workoutBlocks)
    .where(inArray(workoutBlocks.workoutId, [...workoutIds]))
    .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id))
    .all()
  for (const { workoutId, ...block } of rows)
    out.set(workoutId, [...(out.get(workoutId) ?? []), block])
  return out
}

/** A workout's rows and blocks in order, as `plannedExercises` takes them. */
export async function workoutPlanRows(
  db: Drizzle,
  workoutId: number,
): Promise<{ rows: PlanRow[]; blocks: PlanBlock[] }> {
  const [rows, blocks] = await Promise.all([
    db
      .select(planColumns)
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
      .all(),
    planBlocks(db, [workoutId]),
  ])
  return { rows, blocks: blocks.get(workoutId) ?? [] }
}
