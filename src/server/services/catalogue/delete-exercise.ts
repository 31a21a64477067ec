import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { exercises, workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'

/**
 * Deletes an exercise no workout uses. One that workouts use is refused with a 409 naming them,
 * so an admin never silently changes a workout athletes are following.
 */
export async function deleteExercise({
  database,
  exerciseId,
}: {
  database: Database
  exerciseId: number
}): Promise<void> {
  await database.write(async (db) => {
    const exercise = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.id, exerciseId), isNull(exercises.ownerId)))
      .get()
    if (!exercise) throw new AppError('NOT_FOUND', tx('Exercise not found'))
    const usedBy = await db
      .selectDistinct({ title: workouts.title })
      .from(workoutExercises)
      .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
      .where(eq(workoutExercises.exerciseId, exerciseId))
      .orderBy(asc(workouts.title))
      .all()
    if (usedBy.length > 0) {
      throw new AppError(
        'CONFLICT',
        tx(
          'This exercise is used by {workouts}. Remove it from {count, plural, one {that workout} other {those workouts}} first.',
          { workouts: usedBy.map((w) => `'${w.title}'`).join(', '), count: usedBy.length },
        ),
      )
    }
    await db.delete(exercises).where(eq(exercises.id, exerciseId))
  })
}
