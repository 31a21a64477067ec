import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workoutExercises } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { getWorkoutExercises } from './get-workout-exercises'
import { assertCanEditWorkout, type WorkoutCaller } from './workout-access'
import { listLayout, renumber, runBatch } from './workout-blocks'

/**
 * Sets a workout's exercise order from the full list of its workout-exercise ids. A list that
 * is not exactly the workout's current rows (stale screen, another admin's edit) is refused
 * rather than guessed at.
 */
export async function reorderWorkoutExercises({
  database,
  caller,
  workoutId,
  workoutExerciseIds,
}: {
  database: Database
  caller: WorkoutCaller
  workoutId: number
  workoutExerciseIds: number[]
}): Promise<WorkoutWithExercises> {
  await database.write(async (db) => {
    await assertCanEditWorkout(db, caller, workoutId)
    const rows = await db
      .select({ id: workoutExercises.id })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(asc(workoutExercises.order))
      .all()
    const current = new Set(rows.map((r) => r.id))
    const given = new Set(workoutExerciseIds)
    if (
      given.size !== workoutExerciseIds.length ||
      given.size !== current.size ||
      workoutExerciseIds.some((id) => !current.has(id))
    ) {
      throw new AppError(
        'CONFLICT',
        tx('The workout changed since this list was loaded: reload and try again'),
      )
    }
    // Exercises stay in their blocks (docs/product.md#blocks): the list orders them within
    // each block, and the blocks keep their order; moving between blocks is a blockId change.
    const { blocks, rows: stored } = await listLayout(db, workoutId)
    const byId = new Map(stored.map((r) => [r.id, r]))
    await runBatch(
      db,
      renumber(
        db,
        blocks,
        workoutExerciseIds.flatMap((id) => byId.get(id) ?? []),
      ),
    )
  })
  return getWorkoutExercises({ db: database.db, workoutId, caller })
}
