import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutBlocks, workoutExercises } from '../../db/schema'
import { type PlanBlock, plannedExercises } from '~/shared/rules/prescription'
import type { BoardExercise } from '~/shared/schemas/kiosk'

/** An exercise of a workout as a wall shows it: its name, prescription and picture. */
export const wallExerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  bodyPart: exercises.bodyPart,
  blockId: workoutExercises.blockId,
  sets: workoutExercises.sets,
  reps: workoutExercises.reps,
  duration: workoutExercises.duration,
  restTime: workoutExercises.restTime,
  // The exercise's own duration: whether the player times it, so whether its plan is seconds.
  exerciseDuration: exercises.duration,
  demo: exercises.builtinKey,
  imageUrl: exercises.imageUrl,
}

type WallRow = Omit<BoardExercise, 'plan' | 'bodyPart'> & {
  blockId: number | null
  exerciseDuration: number | null
}

/**
 * A workout's rows with what each plans (`plannedExercises`, the session page's own reading): a
 * rep row plans reps, never its time estimate as seconds; blocks plan their rounds, minutes or
 * intervals; superset exercises have their place.
 */
export function withPlans<R extends WallRow>(
  rows: readonly R[],
  blocks: readonly PlanBlock[],
): (Omit<R, 'exerciseDuration'> & Pick<BoardExercise, 'plan'>)[] {
  const plans = plannedExercises(
    rows.map((r) => ({
      exerciseId: r.id,
      name: r.name,
      blockId: r.blockId,
      sets: r.sets,
      reps: r.reps,
      restTime: r.restTime,
      note: null,
      exerciseDuration: r.exerciseDuration,
    })),
    null,
    blocks,
  )
  return rows.map(({ exerciseDuration: _own, ...row }, i) => {
    const p = plans[i]
    const plan = {
      sets: p?.sets ?? null,
      reps: p?.reps ?? null,
      seconds: p?.seconds ?? null,
      side: p?.side ?? null,
      label: p?.label ?? null,
    }
    return { ...row, plan }
  })
}

/**
 * A workout's blocks and its exercises as a wall shows them (names, prescriptions, pictures),
 * in order: the board's workout of the day and the class view read the same rows.
 */
export async function wallWorkoutRows(db: Drizzle, workoutId: number) {
  const [blocks, rows] = await Promise.all([
    db
      .select()
      .from(workoutBlocks)
      .where(eq(workoutBlocks.workoutId, workoutId))
      .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id))
      .all(),
    db
      .select(wallExerciseColumns)
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
      .all(),
  ])
  return [blocks, withPlans(rows, blocks)] as const
}
