import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { exercises, workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import type { workoutExerciseParamsSchema } from '~/shared/schemas/catalogue-input'
import { getWorkoutExercise } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import {
  assertRoomIn,
  blockIdOf,
  blockOfWorkout,
  listBlocks,
  listExerciseRows,
  renumber,
  sequence,
} from './workout-blocks'
import { tx } from '../../i18n/server-text'

export type WorkoutExerciseValues = z.output<typeof workoutExerciseParamsSchema>

/**
 * Adds an exercise to a workout. Without an `order` it goes last (docs/product.md#catalogue: current count + 1);
 * with one it is inserted there and the exercises after it move down, in one batch. With a
 * `blockId` (docs/product.md#blocks) it joins that block of the workout, last in it or at
 * `order` kept within the block; without one, the block of the exercise before it.
 */
export async function addWorkoutExercise({
  database,
  caller,
  workoutId,
  exerciseId,
  order,
  blockId,
  values,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  exerciseId: number
  order?: number
  blockId?: number
  values: WorkoutExerciseValues
}): Promise<WorkoutExercise> {
  const id = await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const [workout, exercise, blocks, rows] = await Promise.all([
      db.select({ id: workouts.id }).from(workouts).where(eq(workouts.id, workoutId)).get(),
      db
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(eq(exercises.id, exerciseId), isNull(exercises.ownerId)))
        .get(),
      listBlocks(db, workoutId),
      listExerciseRows(db, workoutId),
    ])
    if (!workout) throw new AppError('NOT_FOUND', tx('Workout not found'))
    if (!exercise) throw new AppError('NOT_FOUND', tx('Exercise not found'))
    // The REST call removes by (workout, exercise) (docs/product.md#catalogue), so an exercise
    // appears in a workout once.
    if (rows.some((row) => row.exerciseId === exerciseId)) {
      throw new AppError('CONFLICT', tx('This exercise is already in the workout'))
    }
    const index = Math.min(Math.max((order ?? rows.length + 1) - 1, 0), rows.length)
    // Without a blockId: the block of the exercise it goes after (or before, when first).
    const neighbour = rows[index - 1] ?? rows[index]
    const block =
      blockId === undefined
        ? blocks.find(
            (b) => b.id === (neighbour ? blockIdOf(neighbour, blocks) : blocks.at(-1)?.id),
          )
        : blockOfWorkout(blocks, blockId)
    if (block) assertRoomIn(block, rows.filter((r) => blockIdOf(r, blocks) === block.id).length)
    // The new row (id 0 until inserted) takes its place; with a blockId and no order, the
    // block's end, since the sequence keeps rows within their block's span.
    const placed = [...rows]
    placed.splice(blockId !== undefined && order === undefined ? rows.length : index, 0, {
      id: 0,
      exerciseId,
      blockId: block?.id ?? null,
      order: 0,
    })
    const final = sequence(blocks, placed)
    const position = final.findIndex((r) => r.id === 0) + 1
    // Without any block yet the database's trigger gives the workout its first straight block.
    const [inserted] = await db.batch([
      db
        .insert(workoutExercises)
        .values({ workoutId, exerciseId, order: position, blockId: block?.id ?? null, ...values })
        .returning({ id: workoutExercises.id }),
      // Its own update (id 0) matches no row.
      ...renumber(db, blocks, placed),
    ])
    const row = inserted[0]
    if (!row) throw new Error('insert returned no row')
    return row.id
  })
  return getWorkoutExercise({ db: database.db, workoutExerciseId: id })
}
