import type { Database } from '../../db/client'
import { WrittenStatement } from '../../db/group-commit'
import { userBadges, workoutCompletions } from '../../db/schema'
import { AppError } from '../../errors'
import type { BadgeStats } from '~/shared/rules/badges'
import { computeStreak } from '~/shared/rules/days'
import { workoutProgress } from '~/shared/rules/completion'
import { levelFromBadges } from '~/shared/rules/levels'
import type { RecordProgressInput } from '~/shared/schemas/progress'
import { SET_LIMITS } from '~/shared/schemas/sets'
import { workoutPlans } from '../catalogue/workout-plans'
import { joinSession } from '../sets/sessions'
import { dayLogOf } from './day-log'
import { chooseSession } from '~/shared/rules/daily-choice'
import {
  badgesEarnedBy,
  claimProgressVersion,
  readProgressState,
  writeProgress,
} from './progress-state'
import { tx } from '../../i18n/server-text'

export interface RecordProgressResult {
  workoutCompleted: boolean
  newBadges: { id: number; name: string }[]
}

/**
 * Records a finished exercise (with `exerciseId`) or a whole workout (without), docs/product.md#completion.
 * The completion, the streak, the level and any badge it earns commit in one batch; doing the
 * same workout twice on one day is idempotent. Everything is read before the write lock is
 * taken (the catalogue from memory, the user's state in one statement); the lock is held for
 * the batch alone, whose version claim refuses a state that changed meanwhile
 * (docs/architecture.md#writes).
 */
export async function recordProgress({
  database,
  input,
  now = new Date(),
}: {
  database: Database
  input: Omit<RecordProgressInput, 'userId'> & { userId: number }
  now?: Date
}): Promise<RecordProgressResult> {
  const { userId, workoutId, exerciseId } = input
  return writeProgress(database, userId, async () => {
    const plans = await workoutPlans(database.db)
    const workout = plans.get(workoutId)
    if (!workout) throw new AppError('NOT_FOUND', tx('Workout not found'))
    if (exerciseId !== undefined && !workout.exerciseIds.includes(exerciseId)) {
      throw new AppError('BAD_REQUEST', tx('This exercise is not part of the workout'))
    }
    // A completion sent late (the offline queue) lands on the day it was done, within the set
    // log's limits (docs/product.md#offline).
    const at = input.performedAt === undefined ? now : new Date(input.performedAt)
    if (at.getTime() > now.getTime() + SET_LIMITS.futureToleranceMinutes * 60_000) {
      throw new AppError('BAD_REQUEST', tx('A completion cannot be in the future'))
    }
    if (at.getTime() < now.getTime() - SET_LIMITS.maxAgeDays * 86_400_000) {
      throw new AppError(
        'BAD_REQUEST',
        tx('A completion can be recorded up to {days} days after it was done', {
          days: SET_LIMITS.maxAgeDays,
        }),
      )
    }
    const state = await readProgressState(database, userId, at, workoutId)
    const { day } = state
    const already = state.workoutsDoneToday.includes(workoutId)
    // An exercise already done in this workout that day (by its sets, or the same call sent
    // twice, as a queued replay can) records nothing again.
    const recordsExercise =
      exerciseId !== undefined && !state.exercisesDoneToday.includes(exerciseId)
    // The athlete marks this exercise done (the tracker's finish): with the day's sets and
    // scores, the rule says whether that completes the workout.
    const log =
      exerciseId === undefined ? null : await dayLogOf(database.db, userId, workoutId, day)
    const marksDoneBySets =
      log !== null &&
      exerciseId !== undefined &&
      !recordsExercise &&
      !log.markedExerciseIds.includes(exerciseId)
    const completesWorkout =
      log === null ||
      workoutProgress(workout.completion, {
        ...log,
        markedExerciseIds: [
          ...log.markedExerciseIds,
          ...(exerciseId === undefined ? [] : [exerciseId]),
        ],
      }).completed
    const newCompletion = completesWorkout && !already

    // Stats as they will be once this write commits.
    // The athlete's own session (rules/daily-choice.ts), from the plans already in hand: no
    // second catalogue version read.
    const dailyIds = chooseSession([...plans.values()], state.athlete, day)
    const doneIds = new Set(state.workoutsDoneToday)
    const byCategory = { ...state.byCategory }
    if (newCompletion) {
      doneIds.add(workoutId)
      byCategory[workout.category] = (byCategory[workout.category] ?? 0) + 1
    }
    const streak = computeStreak(newCompletion ? [...state.days, day] : state.days, day)
    const stats: BadgeStats = {
      workouts: state.workouts + (newCompletion ? 1 : 0),
      exercises: state.exercises + (recordsExercise ? 1 : 0),
      skills: state.skillIds.length,
      streak,
      fullDay: dailyIds.length > 0 && dailyIds.every((id) => doneIds.has(id)),
      byCategory,
    }
    const newBadges = badgesEarnedBy(state, stats)
    const level = levelFromBadges(state.earnedBadges + newBadges.length)

    // Committed with the other writers queued meanwhile (group commit); this answer waits
    // for that commit, and a refused claim fails this writer alone.
    const db = database.db
    await database.commit([
      claimProgressVersion(state, { streak, level }),
      // Done by its sets before, now marked: a correction of its sets no longer takes it back.
      ...(marksDoneBySets
        ? [
            new WrittenStatement(
              'UPDATE exercise_completions SET from_sets = 0 WHERE user_id = ? AND workout_id = ? AND exercise_id = ? AND day = ?',
              [userId, workoutId, exerciseId, day],
            ),
          ]
        : []),
      ...(recordsExercise
        ? [
            new WrittenStatement(
              'INSERT INTO exercise_completions (user_id, workout_id, exercise_id, day, completed_at, sets, reps, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
              [
                userId,
                workoutId,
                exerciseId,
                day,
                at.getTime(),
                input.sets ?? null,
                input.reps ?? null,
                input.seconds ?? null,
              ],
            ),
          ]
        : []),
      ...(newCompletion
        ? [
            db
              .insert(workoutCompletions)
              .values({ userId, workoutId, workoutTitle: workout.title, day, completedAt: at })
              .onConflictDoNothing(),
            // A workout marked done without sets is a session of its own in history.
            joinSession({
              userId,
              workoutId,
              workoutKey: workoutId,
              title: workout.title,
              day,
              at,
            }),
          ]
        : []),
      ...newBadges.map((b) =>
        db
          .insert(userBadges)
          .values({ userId, badgeId: b.id, earnedAt: now })
          .onConflictDoNothing(),
      ),
    ])
    return { workoutCompleted: completesWorkout, newBadges }
  })
}
