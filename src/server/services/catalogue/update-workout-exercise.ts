import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workoutExercises } from '../../db/schema'
import { AppError } from '../../errors'
import type { WorkoutExercise } from '~/shared/schemas/catalogue'
import type { WorkoutExerciseValues } from './add-workout-exercise'
import { getWorkoutExercise } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import {
  assertRoomIn,
  blockIdOf,
  blockOfWorkout,
  renumber,
  runBatch,
  listLayout,
} from './workout-blocks'
import { tx } from '../../i18n/server-text'

/**
 * Changes an exercise's parameters within a workout; with a `blockId` (docs/product.md#blocks)
 * it also moves to the end of that block of the same workout, the orders renumbered in the
 * same batch.
 */
export async function updateWorkoutExercise({
  database,
  caller,
  workoutExerciseId,
  blockId,
  values,
}: {
  database: Database
  caller: WorkoutCaller
  workoutExerciseId: number
  blockId?: number
  values: Partial<WorkoutExerciseValues>
}): Promise<WorkoutExercise> {
  const changed = await database.write(async (db) => {
    const row = await db
      .select({ workoutId: workoutExercises.workoutId })
      .from(workoutExercises)
      .where(eq(workoutExercises.id, workoutExerciseId))
      .get()
    if (!row) throw new AppError('NOT_FOUND', tx('Workout exercise not found'))
    await assertCanEditWorkout(db, caller, row.workoutId)
    if (blockId !== undefined) {
      const { blocks, rows } = await listLayout(db, row.workoutId)
      const target = blockOfWorkout(blocks, blockId)
      const self = rows.find((r) => r.id === workoutExerciseId)
      if (self && blockIdOf(self, blocks) !== target.id) {
        assertRoomIn(target, rows.filter((r) => blockIdOf(r, blocks) === target.id).length)
        // Last in the sequence, so last within its new block.
        const moved = [...rows.filter((r) => r !== self), { ...self, blockId: target.id }]
        await runBatch(db, [
          ...(Object.keys(values).length === 0
            ? []
            : [
                db
                  .update(workoutExercises)
                  .set(values)
                  .where(eq(workoutExercises.id, workoutExerciseId)),
              ]),
          ...renumber(db, blocks, moved),
        ])
        return { id: workoutExerciseId }
      }
    }
    return Object.keys(values).length === 0
      ? db
          .select({ id: workoutExercises.id })
          .from(workoutExercises)
          .where(eq(workoutExercises.id, workoutExerciseId))
          .get()
      : db
          .update(workoutExercises)
          .set(values)
          .where(eq(workoutExercises.id, workoutExerciseId))
          .returning({ id: workoutExercises.id })
          .get()
  })
  if (!changed) throw new AppError('NOT_FOUND', tx('Workout exercise not found'))
  return getWorkoutExercise({ db: database.db, workoutExerciseId })
}
