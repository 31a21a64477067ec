import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { loggedSets, workoutCompletions, workoutExercises, workouts } from '../../db/schema'
import type { TrainingLevel } from '~/shared/rules/athlete-profile'
import {
  levelOffer,
  OFFER_SESSIONS,
  sessionOutcome,
  type LevelOffer,
} from '~/shared/rules/athlete-level'

/**
 * docs/product.md#level-offers: the offer the athlete's last completed sessions at their level
 * make, if any. Three small reads, none of the whole history: the newest completions at the
 * level walk the (user_id, day) index backwards and stop at three; their sets are read by
 * (user, exercise, day) index.
 */
export async function readLevelOffer({
  db,
  userId,
  level,
  dismissedOn,
}: {
  db: Drizzle
  userId: number
  level: TrainingLevel
  /** Only sessions after the day the athlete last answered 'Not now' count. */
  dismissedOn: string | null
}): Promise<LevelOffer | null> {
  const sessions = await db
    .select({ workoutId: workoutCompletions.workoutId, day: workoutCompletions.day })
    .from(workoutCompletions)
    .innerJoin(workouts, eq(workouts.id, workoutCompletions.workoutId))
    .where(
      and(
        eq(workoutCompletions.userId, userId),
        eq(workouts.difficulty, level),
        dismissedOn ? gt(workoutCompletions.day, dismissedOn) : undefined,
      ),
    )
    .orderBy(desc(workoutCompletions.day), desc(workoutCompletions.id))
    .limit(OFFER_SESSIONS)
    .all()
  if (sessions.length < OFFER_SESSIONS) return null
  const workoutIds = [...new Set(sessions.map((s) => s.workoutId as number))]
  const targets = await db
    .select({
      workoutId: workoutExercises.workoutId,
      exerciseId: workoutExercises.exerciseId,
      reps: workoutExercises.reps,
      sets: workoutExercises.sets,
    })
    .from(workoutExercises)
    .where(inArray(workoutExercises.workoutId, workoutIds))
    .all()
  const sets = await db
    .select({
      workoutId: loggedSets.workoutId,
      exerciseId: loggedSets.exerciseId,
      day: loggedSets.day,
      setNumber: loggedSets.setNumber,
      side: loggedSets.side,
      reps: loggedSets.reps,
      seconds: loggedSets.seconds,
    })
    .from(loggedSets)
    .where(
      and(
        eq(loggedSets.userId, userId),
        inArray(loggedSets.exerciseId, [...new Set(targets.map((t) => t.exerciseId))]),
        inArray(loggedSets.day, [...new Set(sessions.map((s) => s.day))]),
        inArray(loggedSets.workoutId, workoutIds),
      ),
    )
    .all()
  const outcomes = sessions.map((session) =>
    sessionOutcome(
      targets
        .filter((t) => t.workoutId === session.workoutId)
        .map((t) => ({
          reps: String(t.reps),
          sets: t.sets,
          logged: sets.filter(
            (s) =>
              s.workoutId === session.workoutId &&
              s.exerciseId === t.exerciseId &&
              s.day === session.day,
          ),
        })),
    ),
  )
  return levelOffer(level, outcomes)
}
