import { eq } from 'drizzle-orm'
import { tx } from '~/server/i18n/server-text'
import type { Database } from '../../db/client'
import { workoutBlocks } from '../../db/schema'
import { InputError } from '../../errors'
import type { WorkoutBlock } from '~/shared/schemas/catalogue'
import {
  BLOCK_KIND_NUMBERS,
  BLOCK_NUMBERS,
  SUPERSET_MAX_EXERCISES,
  blockNumberIssues,
  storedBlockNumbers,
  type BlockNumber,
  type BlockNumbers,
} from '~/shared/schemas/blocks'
import type { BlockKind } from '~/shared/rules/blocks'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { blockIdOf, findBlock, numbersOf, readBlock, listLayout } from './workout-blocks'

/**
 * Changes a block's kind and/or numbers (docs/product.md#blocks). The block after the change is
 * checked whole: a new kind keeps only the numbers it uses, `null` clears an optional number,
 * and a number the kind needs must be there. A block becomes a superset only while it holds at
 * most four exercises.
 */
export async function updateWorkoutBlock({
  database,
  caller,
  workoutId,
  blockId,
  kind,
  numbers,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  blockId: number
  kind?: BlockKind
  numbers: Partial<Record<BlockNumber, number | null>>
}): Promise<WorkoutBlock> {
  await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const { blocks, rows } = await listLayout(db, workoutId)
    const block = findBlock(blocks, blockId)
    const nextKind = kind ?? block.kind
    const uses = BLOCK_KIND_NUMBERS[nextKind]
    const merged: BlockNumbers = {}
    for (const n of BLOCK_NUMBERS) {
      const given = numbers[n]
      const value = given === undefined ? (uses[n] ? numbersOf(block)[n] : undefined) : given
      if (value !== null && value !== undefined) merged[n] = value
    }
    const issues = blockNumberIssues(nextKind, merged)
    if (issues.length > 0) {
      throw new InputError(issues.map((i) => ({ path: [i.path], message: i.message })))
    }
    const count = rows.filter((r) => blockIdOf(r, blocks) === blockId).length
    if (nextKind === 'superset' && count > SUPERSET_MAX_EXERCISES) {
      throw new InputError([
        {
          path: ['kind'],
          message: tx(
            'This block has {count} exercises; a superset holds at most {max}: move some into another block first',
            { count, max: SUPERSET_MAX_EXERCISES },
          ),
        },
      ])
    }
    await db
      .update(workoutBlocks)
      .set({ kind: nextKind, ...storedBlockNumbers(nextKind, merged) })
      .where(eq(workoutBlocks.id, blockId))
      .run()
  })
  return readBlock({ db: database.db, caller, workoutId, blockId })
}
