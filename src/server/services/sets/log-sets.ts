import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  exerciseCompletions,
  exercises,
  loggedSets,
  userBadges,
  workoutCompletions,
} from '../../db/schema'
import { InputError } from '../../errors'
import type { BadgeStats } from '~/shared/rules/badges'
import { computeStreak, localDay } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import type { SessionSet } from '~/shared/rules/skill-ladders'
import { type LogSetsResult, SET_LIMITS, type SetInput, type SetSide } from '~/shared/schemas/sets'
import { workoutPlans } from '../catalogue/workout-plans'
import { dailyWorkoutIdsOf } from '../progress/daily-selection'
import {
  badgesEarnedBy,
  claimProgressVersion,
  readProgressState,
  writeProgress,
} from '../progress/progress-state'
import { laddersOfExercise, stepsPassedBy } from '../skills/climb-ladders'
import { passWrites, unlockWrites } from '../skills/unlock-skill'
import { readSets } from './set-rows'

/** What one set's write needs about its day, read in one statement next to the progress state. */
interface DayRow {
  existingId: number | null
  targetSets: number | null
  /** JSON [[setNumber, side|null], ...] of this exercise in this workout on the set's day. */
  loggedSets: string
  totals: string
  exerciseDone: number
  /** JSON ids of workouts completed on the set's day. */
  workoutsDone: string
  /** JSON ids of this workout's exercises completed on the set's day. */
  exercisesDone: string
  /** JSON [[setNumber, side, reps, seconds, loadKg], ...]: the exercise's sets on the set's day. */
  daySets: string
  /** JSON of the ladders with a step of this exercise (climb-ladders.ts). */
  ladders: string
}

/**
 * Logs sets (docs/product.md#set-log), in order, each once: a client id already stored answers
 * its stored row and writes nothing. A set that brings its exercise's sets of the day in a
 * workout to the workout's count records the exercise completion, and the workout completion
 * when every exercise of it is done that day, with the streak, level and badges that follow,
 * in the set's own batch, which claims the progress version like every writer of derived
 * progress (docs/decisions/016-progress-version-claim.md). A set that makes its day's sets of
 * the exercise meet a ladder step's standard passes that step in the same batch, and the last
 * step unlocks its skill (docs/product.md#skill-ladders). Everything is checked before the
 * first set is written, so a refused list writes nothing.
 */
export async function logSets({
  database,
  userId,
  timeZone,
  sets,
  paths,
  now = new Date(),
}: {
  database: Database
  userId: number
  /** The user's time zone: a set's day is the local day of its performedAt there. */
  timeZone: string
  sets: SetInput[]
  /** Where each set sits in the request, to name the field at fault ([] or ['sets', i]). */
  paths: (string | number)[][]
  now?: Date
}): Promise<LogSetsResult> {
  const plans = await workoutPlans(database.db)
  const known = new Set(
    (
      await database.db
        .select({ id: exercises.id })
        .from(exercises)
        .where(
          inArray(
            exercises.id,
            sets.map((s) => s.exerciseId),
          ),
        )
        .all()
    ).map((r) => r.id),
  )
  const issues: { path: (string | number)[]; message: string }[] = []
  const timed = sets.map((set, i) => {
    const at = set.performedAt === undefined ? now : new Date(set.performedAt)
    const path = paths[i] ?? []
    if (!known.has(set.exerciseId)) {
      issues.push({ path: [...path, 'exerciseId'], message: 'No such exercise' })
    }
    if (set.workoutId !== undefined) {
      const workout = plans.get(set.workoutId)
      if (!workout) issues.push({ path: [...path, 'workoutId'], message: 'No such workout' })
      else if (!workout.exerciseIds.includes(set.exerciseId))
        issues.push({
          path: [...path, 'exerciseId'],
          message: 'This exercise is not part of the workout',
        })
    }
    if (at.getTime() > now.getTime() + SET_LIMITS.futureToleranceMinutes * 60_000) {
      issues.push({ path: [...path, 'performedAt'], message: 'A set cannot be in the future' })
    } else if (at.getTime() < now.getTime() - SET_LIMITS.maxAgeDays * 86_400_000) {
      issues.push({
        path: [...path, 'performedAt'],
        message: `A set can be logged up to ${SET_LIMITS.maxAgeDays} days after it was done`,
      })
    }
    return { set, at, day: localDay(at, timeZone) }
  })
  if (issues.length > 0) throw new InputError(issues)

  const result: LogSetsResult = {
    sets: [],
    completedExercises: [],
    completedWorkouts: [],
    newBadges: [],
    passedSteps: [],
  }
  const ids: number[] = []
  for (const { set, at, day } of timed) {
    ids.push(
      await writeProgress(database, userId, () =>
        logOne({ database, userId, set, at, day, now, plans, result }),
      ),
    )
  }
  const rows = await readSets(
    database.db,
    userId,
    sql`s.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  result.sets = ids.map((id) => byId.get(id)).filter((r) => r !== undefined)
  return result
}

/** One set's attempt (read, decide, one batch); answers the set's row id. */
async function logOne({
  database,
  userId,
  set,
  at,
  day,
  now,
  plans,
  result,
}: {
  database: Database
  userId: number
  set: SetInput
  at: Date
  day: string
  now: Date
  plans: Awaited<ReturnType<typeof workoutPlans>>
  result: LogSetsResult
}): Promise<number> {
  const db = database.db
  const state = await readProgressState(db, userId, now)
  const workoutId = set.workoutId ?? null
  const row = await db.get<DayRow>(sql`
    SELECT
      (SELECT id FROM logged_sets WHERE user_id = ${userId} AND client_id = ${set.clientId})
        AS existingId,
      (SELECT max(sets) FROM workout_exercises
        WHERE workout_id = ${workoutId} AND exercise_id = ${set.exerciseId}) AS targetSets,
      (SELECT json_group_array(json_array(set_number, side)) FROM logged_sets
        WHERE user_id = ${userId} AND exercise_id = ${set.exerciseId} AND day = ${day}
        AND workout_id = ${workoutId}) AS loggedSets,
      (SELECT json_array(coalesce(sum(reps), 0), coalesce(sum(seconds), 0)) FROM logged_sets
        WHERE user_id = ${userId} AND exercise_id = ${set.exerciseId} AND day = ${day}
        AND workout_id = ${workoutId}) AS totals,
      EXISTS (SELECT 1 FROM exercise_completions WHERE user_id = ${userId}
        AND workout_id = ${workoutId} AND exercise_id = ${set.exerciseId} AND day = ${day})
        AS exerciseDone,
      (SELECT json_group_array(workout_id) FROM workout_completions
        WHERE user_id = ${userId} AND day = ${day} AND workout_id IS NOT NULL) AS workoutsDone,
      (SELECT json_group_array(DISTINCT exercise_id) FROM exercise_completions
        WHERE user_id = ${userId} AND day = ${day} AND workout_id = ${workoutId}
        AND exercise_id IS NOT NULL) AS exercisesDone,
      (SELECT json_group_array(json_array(set_number, side, reps, seconds, load_kg))
        FROM logged_sets WHERE user_id = ${userId} AND exercise_id = ${set.exerciseId}
        AND day = ${day}) AS daySets,
      ${laddersOfExercise(userId, set.exerciseId)} AS ladders`)
  // A retry (or a set another request stored meanwhile) is the stored row: nothing changes.
  if (row.existingId !== null) return Number(row.existingId)

  const workout = workoutId === null ? undefined : plans.get(workoutId)
  const target = row.targetSets === null ? 0 : Number(row.targetSets)
  const logged = [
    ...(JSON.parse(row.loggedSets) as [number, string | null][]),
    [set.setNumber, set.side ?? null] as [number, string | null],
  ]
  const completesExercise =
    workout !== undefined &&
    target > 0 &&
    Number(row.exerciseDone) === 0 &&
    completedSetCount(logged) >= target
  const workoutsDone = new Set(JSON.parse(row.workoutsDone) as number[])
  const exercisesDone = new Set(JSON.parse(row.exercisesDone) as number[])
  let completesWorkout = false
  if (completesExercise) {
    exercisesDone.add(set.exerciseId)
    completesWorkout =
      !workoutsDone.has(workout.id) && workout.exerciseIds.every((id) => exercisesDone.has(id))
  }
  if (completesWorkout && workout) workoutsDone.add(workout.id)

  // A session of a ladder step is the exercise's sets on the set's day, in any workout or none.
  const session: SessionSet[] = (
    JSON.parse(row.daySets) as [
      number,
      SetSide | null,
      number | null,
      number | null,
      number | null,
    ][]
  ).map(([setNumber, side, reps, seconds, loadKg]) => ({ setNumber, side, reps, seconds, loadKg }))
  session.push(set)
  const passedSteps = stepsPassedBy({
    ladders: row.ladders,
    exerciseId: set.exerciseId,
    session,
    unlockedSkillIds: state.skillIds,
  })
  const unlocks = [...new Set(passedSteps.filter((p) => p.unlocked).map((p) => p.skillId))]

  // Stats as they will be once this batch commits (the rules of record-progress.ts, on the
  // set's day: a set logged for yesterday completes yesterday's workout).
  const byCategory = { ...state.byCategory }
  if (completesWorkout && workout) {
    byCategory[workout.category] = (byCategory[workout.category] ?? 0) + 1
  }
  const dailyIds = dailyWorkoutIdsOf([...plans.values()], day)
  const stats: BadgeStats = {
    workouts: state.workouts + (completesWorkout ? 1 : 0),
    exercises: state.exercises + (completesExercise ? 1 : 0),
    skills: state.skillIds.length + unlocks.length,
    streak: computeStreak(completesWorkout ? [...state.days, day] : state.days, state.day),
    fullDay: dailyIds.length > 0 && dailyIds.every((id) => workoutsDone.has(id)),
    byCategory,
  }
  const newBadges = badgesEarnedBy(state, stats)
  const level = levelFromBadges(state.earnedBadges + newBadges.length)
  const [totalReps, totalSeconds] = JSON.parse(row.totals) as [number, number]

  const results = await database.commit([
    claimProgressVersion(state, { streak: stats.streak, level }),
    db
      .insert(loggedSets)
      .values({
        userId,
        clientId: set.clientId,
        workoutId,
        exerciseId: set.exerciseId,
        setNumber: set.setNumber,
        side: set.side ?? null,
        reps: set.reps ?? null,
        seconds: set.seconds ?? null,
        loadKg: set.loadKg ?? null,
        rpe: set.rpe ?? null,
        day,
        performedAt: at,
      })
      .returning({ id: loggedSets.id }),
    ...(completesExercise && workoutId !== null
      ? [
          db.insert(exerciseCompletions).values({
            userId,
            workoutId,
            exerciseId: set.exerciseId,
            day,
            completedAt: now,
            sets: target,
            reps: set.reps === undefined && totalReps === 0 ? null : totalReps + (set.reps ?? 0),
            seconds:
              set.seconds === undefined && totalSeconds === 0
                ? null
                : totalSeconds + (set.seconds ?? 0),
          }),
        ]
      : []),
    ...(completesWorkout && workout
      ? [
          db
            .insert(workoutCompletions)
            .values({
              userId,
              workoutId: workout.id,
              workoutTitle: workout.title,
              day,
              completedAt: now,
            })
            .onConflictDoNothing(),
        ]
      : []),
    ...passWrites(
      db,
      userId,
      passedSteps.map((p) => ({ stepId: p.stepId, how: 'logged' as const })),
      now,
    ),
    ...unlockWrites(db, userId, unlocks, now),
    ...newBadges.map((b) =>
      db.insert(userBadges).values({ userId, badgeId: b.id, earnedAt: now }).onConflictDoNothing(),
    ),
  ])
  if (completesExercise && workoutId !== null)
    result.completedExercises.push({ workoutId, exerciseId: set.exerciseId, day })
  if (completesWorkout && workoutId !== null) result.completedWorkouts.push({ workoutId, day })
  result.newBadges.push(...newBadges)
  result.passedSteps.push(...passedSteps)
  const [inserted] = results[1] as [{ id: number }]
  return inserted.id
}

/**
 * Sets done of a list of (set number, side) rows: a set number counts once, when it was logged
 * whole (no side) or on both sides (docs/product.md#set-log).
 */
export function completedSetCount(rows: readonly (readonly [number, string | null])[]): number {
  const sides = new Map<number, Set<string>>()
  for (const [n, side] of rows) {
    const seen = sides.get(n) ?? new Set<string>()
    seen.add(side ?? 'both')
    sides.set(n, seen)
  }
  let count = 0
  for (const seen of sides.values()) {
    if (seen.has('both') || (seen.has('left') && seen.has('right'))) count++
  }
  return count
}
