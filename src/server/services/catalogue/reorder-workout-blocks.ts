import type { Database } from '../../db/client'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { getWorkoutExercises } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { listLayout, renumber, runBatch, type BlockRow } from './workout-blocks'

/**
 * Sets the order of a workout's blocks from the full list of their ids; each block's exercises
 * go with it. A list that is not exactly the workout's blocks (a stale screen) is refused.
 */
export async function reorderWorkoutBlocks({
  database,
  caller,
  workoutId,
  blockIds,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  blockIds: number[]
}): Promise<WorkoutWithExercises> {
  await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const { blocks, rows } = await listLayout(db, workoutId)
    const byId = new Map(blocks.map((b) => [b.id, b]))
    const ordered = blockIds.map((id) => byId.get(id))
    if (
      new Set(blockIds).size !== blockIds.length ||
      blockIds.length !== blocks.length ||
      ordered.some((b) => b === undefined)
    ) {
      throw new AppError(
        'CONFLICT',
        tx('The workout changed since this list was loaded: reload and try again'),
      )
    }
    await runBatch(db, renumber(db, ordered as BlockRow[], rows))
  })
  return getWorkoutExercises({ db: database.db, workoutId, caller })
}
