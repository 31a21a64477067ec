import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workoutBlocks } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { SUPERSET_MAX_EXERCISES } from '~/shared/schemas/blocks'
import { getWorkoutExercises } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { blockIdOf, findBlock, renumber, runBatch, listLayout } from './workout-blocks'

/**
 * Deletes a block (docs/product.md#blocks). Its exercises are kept: they move to the end of the
 * block before it (the one after it when it is first), in the same batch as the delete, so no
 * exercise is ever lost with its block. The last block of a workout that still has exercises
 * stays, and a superset that would grow past four exercises refuses them.
 */
export async function deleteWorkoutBlock({
  database,
  caller,
  workoutId,
  blockId,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  blockId: number
}): Promise<WorkoutWithExercises> {
  await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const { blocks, rows } = await listLayout(db, workoutId)
    const block = findBlock(blocks, blockId)
    const index = blocks.indexOf(block)
    const moving = rows.filter((r) => blockIdOf(r, blocks) === blockId)
    const neighbour = blocks[index - 1] ?? blocks[index + 1]
    if (moving.length > 0 && !neighbour) {
      throw new AppError(
        'CONFLICT',
        tx(
          "A workout keeps at least one block while it has exercises: change this block's kind instead, or remove its exercises first",
        ),
      )
    }
    if (neighbour && neighbour.kind === 'superset' && moving.length > 0) {
      const there = rows.filter((r) => blockIdOf(r, blocks) === neighbour.id).length
      if (there + moving.length > SUPERSET_MAX_EXERCISES) {
        throw new AppError(
          'CONFLICT',
          tx(
            'Its exercises would move into the superset next to it, which holds at most {max}: move them into another block first',
            { max: SUPERSET_MAX_EXERCISES },
          ),
        )
      }
    }
    const remaining = blocks.filter((b) => b.id !== blockId)
    // Moved rows go after the neighbour's own: a stable sort keeps them after when the
    // neighbour is before, and the later block's rows after the earlier block's when it is after.
    const moved = rows.map((r) =>
      blockIdOf(r, blocks) === blockId && neighbour
        ? { ...r, blockId: neighbour.id, moved: true }
        : r,
    )
    const sequence =
      neighbour && index === 0
        ? [...moved.filter((r) => !('moved' in r)), ...moved.filter((r) => 'moved' in r)]
        : moved
    await runBatch(db, [
      ...renumber(db, remaining, sequence),
      db.delete(workoutBlocks).where(eq(workoutBlocks.id, blockId)),
    ])
  })
  return getWorkoutExercises({ db: database.db, workoutId, caller })
}
