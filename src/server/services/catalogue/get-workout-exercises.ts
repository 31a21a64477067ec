import { asc, eq, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutBlocks, workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import type {
  WorkoutBlock,
  WorkoutExercise,
  WorkoutWithExercises,
} from '~/shared/schemas/catalogue'
import { exerciseColumns, isoDates } from './columns'
import { assertCanReadWorkout, type WorkoutCaller } from './workout-access'
import { tx } from '../../i18n/server-text'

/** docs/product.md#api GET /api/workouts/{id}/exercises: the workout and its ordered exercise list. */
export async function getWorkoutExercises({
  db,
  workoutId,
  caller,
}: {
  db: Drizzle
  workoutId: number
  /** Who asks: a trainer's private workout answers only those who may see it. */
  caller: WorkoutCaller
}): Promise<WorkoutWithExercises> {
  const row = await db
    .select({
      id: workouts.id,
      title: workouts.title,
      description: workouts.description,
      category: workouts.category,
      ownerId: workouts.ownerId,
    })
    .from(workouts)
    .where(eq(workouts.id, workoutId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', tx('Workout not found'))
  if (row.ownerId !== null) await assertCanReadWorkout(db, caller, workoutId)
  const { ownerId: _owner, ...workout } = row
  const [blockRows, rows] = await Promise.all([
    db
      .select()
      .from(workoutBlocks)
      .where(eq(workoutBlocks.workoutId, workoutId))
      .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id))
      .all(),
    selectWorkoutExercises(db)
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
      .all(),
  ])
  const blocks = blocksOf(blockRows, rows.map(withIsoExercise))
  return { ...workout, exercises: blocks.flatMap((b) => b.exercises), blocks }
}

type BlockRow = typeof workoutBlocks.$inferSelect

/** A block row's kind and the numbers its kind uses (the others left out, not null). */
export function blockTiming(b: BlockRow) {
  return {
    id: b.id,
    kind: b.kind,
    ...(b.rounds !== null && { rounds: b.rounds }),
    ...(b.minutes !== null && { minutes: b.minutes }),
    ...(b.workSeconds !== null && { workSeconds: b.workSeconds }),
    ...(b.restSeconds !== null && { restSeconds: b.restSeconds }),
    ...(b.capSeconds !== null && { capSeconds: b.capSeconds }),
  }
}

/**
 * The workout's blocks with their exercises, in block order then exercise order. A row without
 * a block (none should be) joins the first block, so no exercise ever drops out of a workout.
 */
export function blocksOf(
  blockRows: readonly BlockRow[],
  rows: readonly WorkoutExercise[],
): WorkoutBlock[] {
  const first = blockRows[0]
  const blocks: WorkoutBlock[] = blockRows.map((b) => ({ ...blockTiming(b), exercises: [] }))
  const byId = new Map(blocks.map((b) => [b.id, b]))
  for (const row of rows) {
    const block = byId.get(row.blockId) ?? (first && byId.get(first.id))
    if (block) block.exercises.push({ ...row, blockId: block.id })
  }
  return blocks
}

/** One workout-exercise row with its exercise, as the admin's parameter editor shows it. */
export async function getWorkoutExercise({
  db,
  workoutExerciseId,
}: {
  db: Drizzle
  workoutExerciseId: number
}): Promise<WorkoutExercise> {
  const row = await selectWorkoutExercises(db)
    .where(eq(workoutExercises.id, workoutExerciseId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', tx('Workout exercise not found'))
  return withIsoExercise(row)
}

function selectWorkoutExercises(db: Drizzle) {
  return db
    .select({
      id: workoutExercises.id,
      workoutId: workoutExercises.workoutId,
      exerciseId: workoutExercises.exerciseId,
      // A row without a block (none should be) reads as in the workout's first block.
      blockId: sql<number>`coalesce(${workoutExercises.blockId}, (SELECT b.id FROM workout_blocks b WHERE b.workout_id = ${workoutExercises.workoutId} ORDER BY b.position, b.id LIMIT 1))`,
      order: workoutExercises.order,
      sets: workoutExercises.sets,
      reps: workoutExercises.reps,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
      note: workoutExercises.note,
      exercise: exerciseColumns,
    })
    .from(workoutExercises)
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
}

function withIsoExercise<T extends { exercise: { createdAt: Date } }>(row: T) {
  return { ...row, exercise: isoDates(row.exercise) }
}
