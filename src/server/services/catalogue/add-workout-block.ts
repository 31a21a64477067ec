import type { Database } from '../../db/client'
import { workoutBlocks } from '../../db/schema'
import type { WorkoutBlock } from '~/shared/schemas/catalogue'
import { storedBlockNumbers, type BlockNumbers } from '~/shared/schemas/blocks'
import type { BlockKind } from '~/shared/rules/blocks'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { listLayout, readBlock, renumber } from './workout-blocks'

/**
 * Adds an empty block to a workout (docs/product.md#blocks): last, or at `position` (1 = first)
 * with the blocks from there moving down, in one batch. The kind's numbers were checked by the
 * shared schema; optional ones it leaves out are stored as their defaults.
 */
export async function addWorkoutBlock({
  database,
  caller,
  workoutId,
  kind,
  numbers,
  position,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  kind: BlockKind
  numbers: BlockNumbers
  position?: number
}): Promise<WorkoutBlock> {
  const blockId = await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const { blocks, rows } = await listLayout(db, workoutId)
    const index = Math.min(Math.max((position ?? blocks.length + 1) - 1, 0), blocks.length)
    const values = { workoutId, position: index + 1, kind, ...storedBlockNumbers(kind, numbers) }
    // The new block's place is kept free: only the others' positions move, and exercises keep
    // their blocks and so their orders.
    const ordered = [...blocks]
    ordered.splice(index, 0, { ...values, id: 0, createdAt: new Date() })
    const results = await db.batch([
      db.insert(workoutBlocks).values(values).returning({ id: workoutBlocks.id }),
      ...renumber(db, ordered, rows),
    ])
    const inserted = results[0][0]
    if (!inserted) throw new Error('insert returned no row')
    return inserted.id
  })
  return readBlock({ db: database.db, caller, workoutId, blockId })
}
