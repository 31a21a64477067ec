import { and, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users, workoutExercises } from '../../db/schema'
import { AppError } from '../../errors'
import { exerciseSuggestion, suggestProgression } from '~/shared/rules/progression'
import { EXPLORE_DEFAULTS } from '~/shared/rules/tracker'
import type { LastSession } from '~/shared/schemas/progression'
import { exerciseLinks, lastSessions, trainerChoices } from './queries'
import { tx } from '../../i18n/server-text'

/**
 * The player's read for one exercise (docs/product.md#player, #progression): the last session's
 * sets ('Last time: …'), and what the working sets of straight work suggest for this workout's
 * range, or the trainer's choice for it in a plan assigned to the athlete. One round trip per
 * exercise screen.
 */
export async function getLastSession({
  db,
  userId,
  exerciseId,
  workoutId,
  before,
}: {
  db: Drizzle
  userId: number
  exerciseId: number
  workoutId?: number
  before?: Date
}): Promise<LastSession> {
  const [links, sessions, entry, athlete] = await Promise.all([
    exerciseLinks(db, [exerciseId]),
    lastSessions(db, userId, [exerciseId], before),
    workoutId === undefined
      ? undefined
      : db
          .select({
            id: workoutExercises.id,
            sets: workoutExercises.sets,
            reps: workoutExercises.reps,
          })
          .from(workoutExercises)
          .where(
            and(
              eq(workoutExercises.workoutId, workoutId),
              eq(workoutExercises.exerciseId, exerciseId),
            ),
          )
          .get(),
    // A load change is a step of the athlete's own unit (docs/product.md#units).
    db.select({ units: users.units }).from(users).where(eq(users.id, userId)).get(),
  ])
  const exercise = links.get(exerciseId)
  if (!exercise) throw new AppError('NOT_FOUND', tx('Exercise not found'))
  const { sets, workingSets } = sessions.get(exerciseId) ?? { sets: [], workingSets: [] }
  const answer = {
    exerciseId,
    day: sets[0]?.day ?? null,
    sessionId: sets[0]?.sessionId ?? null,
    sets,
    workingSets,
  }
  if (entry) {
    const choice = (await trainerChoices(db, userId, [entry.id])).get(entry.id)
    if (choice) {
      return {
        ...answer,
        suggestion:
          choice.exerciseId === null || choice.exerciseName === null
            ? null
            : exerciseSuggestion('trainer', { id: choice.exerciseId, name: choice.exerciseName }),
      }
    }
  }
  // Without a workout (the library, a skill's practice), the exercise's own numbers apply.
  const suggestion = suggestProgression({
    reps: entry ? entry.reps : exercise.reps,
    sets: entry ? entry.sets : EXPLORE_DEFAULTS.sets,
    lastSession: workingSets,
    easier: exercise.easier,
    harder: exercise.harder,
    units: athlete?.units,
  })
  return { ...answer, suggestion }
}
