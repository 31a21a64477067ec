import { asc, eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Drizzle } from '../../db/client'
import { workoutBlocks, workoutExercises } from '../../db/schema'
import { AppError, InputError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { WorkoutBlock } from '~/shared/schemas/catalogue'
import {
  SUPERSET_FULL_MESSAGE,
  SUPERSET_MAX_EXERCISES,
  type BlockNumber,
} from '~/shared/schemas/blocks'
import { getWorkoutExercises } from './get-workout-exercises'
import type { WorkoutCaller } from './workout-access'

// docs/product.md#blocks. A workout's exercise `order` runs through its blocks in block order
// (block 1's exercises, then block 2's …), so the flat list readers before blocks see is the
// order the player runs. Every write that moves blocks or exercises renumbers both here.

export type BlockRow = typeof workoutBlocks.$inferSelect
export interface ExerciseRow {
  id: number
  exerciseId: number
  blockId: number | null
  order: number
}

export const BLOCK_NOT_FOUND = tx('Block not found')

export function listBlocks(db: Drizzle, workoutId: number): Promise<BlockRow[]> {
  return db
    .select()
    .from(workoutBlocks)
    .where(eq(workoutBlocks.workoutId, workoutId))
    .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id))
    .all()
}

export function listExerciseRows(db: Drizzle, workoutId: number): Promise<ExerciseRow[]> {
  return db
    .select({
      id: workoutExercises.id,
      exerciseId: workoutExercises.exerciseId,
      blockId: workoutExercises.blockId,
      order: workoutExercises.order,
    })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
    .all()
}

/** A workout's blocks and exercise rows, each in order: what every block write starts from. */
export async function listLayout(
  db: Drizzle,
  workoutId: number,
): Promise<{ blocks: BlockRow[]; rows: ExerciseRow[] }> {
  const [blocks, rows] = await Promise.all([
    listBlocks(db, workoutId),
    listExerciseRows(db, workoutId),
  ])
  return { blocks, rows }
}

/** 400 unless `blockId` is one of the workout's blocks: an exercise never joins another's. */
export function blockOfWorkout(blocks: readonly BlockRow[], blockId: number): BlockRow {
  const block = blocks.find((b) => b.id === blockId)
  if (!block) {
    throw new InputError([
      {
        path: ['blockId'],
        message: tx('Block {blockId} is not a block of this workout', { blockId }),
      },
    ])
  }
  return block
}

/** 404 for a block id that is not the workout's (or does not exist). */
export function findBlock(blocks: readonly BlockRow[], blockId: number): BlockRow {
  const block = blocks.find((b) => b.id === blockId)
  if (!block) throw new AppError('NOT_FOUND', BLOCK_NOT_FOUND)
  return block
}

/** 400 when `block` is a superset that already holds its most exercises. */
export function assertRoomIn(block: BlockRow, countBefore: number): void {
  if (block.kind === 'superset' && countBefore >= SUPERSET_MAX_EXERCISES) {
    throw new InputError([{ path: ['blockId'], message: SUPERSET_FULL_MESSAGE }])
  }
}

/** The row's block, or the block readers put a row without one in (the first). */
export function blockIdOf(row: ExerciseRow, blocks: readonly BlockRow[]): number | undefined {
  return row.blockId ?? blocks[0]?.id
}

/** The rows in the order they run: by their block's place, then as given within a block. */
export function sequence<T extends ExerciseRow>(
  blocks: readonly BlockRow[],
  rows: readonly T[],
): T[] {
  const blockIndex = new Map(blocks.map((b, i) => [b.id, i]))
  return rows
    .map((row, i) => ({ row, i, block: blockIndex.get(blockIdOf(row, blocks) ?? -1) ?? 0 }))
    .sort((a, b) => a.block - b.block || a.i - b.i)
    .map(({ row }) => row)
}

/**
 * The statements that give blocks positions 1..n in the order given and exercises orders 1..n
 * following their blocks, keeping the rows' sequence within a block.
 */
export function renumber(
  db: Drizzle,
  blocks: readonly BlockRow[],
  rows: readonly ExerciseRow[],
): BatchItem<'sqlite'>[] {
  return [
    ...blocks.flatMap((b, i) =>
      b.position === i + 1
        ? []
        : [
            db
              .update(workoutBlocks)
              .set({ position: i + 1 })
              .where(eq(workoutBlocks.id, b.id)),
          ],
    ),
    // Every row is written, not only changed ones: a row that moved block may keep its order.
    ...sequence(blocks, rows).map((row, i) =>
      db
        .update(workoutExercises)
        .set({ order: i + 1, blockId: blockIdOf(row, blocks) ?? null })
        .where(eq(workoutExercises.id, row.id)),
    ),
  ]
}

/** The numbers of a stored block as the API answers them (absent when null). */
export function numbersOf(row: BlockRow): Partial<Record<BlockNumber, number>> {
  return {
    ...(row.rounds !== null && { rounds: row.rounds }),
    ...(row.minutes !== null && { minutes: row.minutes }),
    ...(row.workSeconds !== null && { workSeconds: row.workSeconds }),
    ...(row.restSeconds !== null && { restSeconds: row.restSeconds }),
    ...(row.capSeconds !== null && { capSeconds: row.capSeconds }),
  }
}

/** The block as GET /api/workouts/{id}/exercises answers it, with its exercises. */
export async function readBlock({
  db,
  caller,
  workoutId,
  blockId,
}: {
  db: Drizzle
  caller: WorkoutCaller
  workoutId: number
  blockId: number
}): Promise<WorkoutBlock> {
  const workout = await getWorkoutExercises({ db, workoutId, caller })
  const block = workout.blocks.find((b) => b.id === blockId)
  if (!block) throw new AppError('NOT_FOUND', BLOCK_NOT_FOUND)
  return block
}

/** db.batch wants at least one statement. */
export async function runBatch(db: Drizzle, statements: BatchItem<'sqlite'>[]): Promise<void> {
  const [first, ...more] = statements
  if (first) await db.batch([first, ...more])
}
