// Correcting the set log (docs/product.md#set-log): a set changed or removed on any day, and
// everything that follows from sets recomputed in the same batch, so the record never keeps a
// completion, a streak, a badge or a ladder step that its sets no longer earn.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import {
  exerciseCompletions,
  loggedSets,
  trainingSessions,
  userBadges,
  userSkills,
  userStepPasses,
  workoutCompletions,
} from '../../db/schema'
import { AppError } from '../../errors'
import { badgeEarned, type BadgeStats } from '~/shared/rules/badges'
import { workoutProgress } from '~/shared/rules/completion'
import { computeStreak, longestStreak } from '~/shared/rules/days'
import { isStreakDay, STREAK_SETS } from '~/shared/rules/streak'
import { dayLogOf } from '../progress/day-log'
import { STREAK_SET_KEY } from '../progress/streak-days'
import { levelFromBadges } from '~/shared/rules/levels'
import { ladderUnlocks, type SessionSet, sessionPassesStep } from '~/shared/rules/skill-ladders'
import type { SetSide, UpdateSetInput } from '~/shared/schemas/sets'
import type { PassedStep } from '~/shared/schemas/skills'
import { workoutPlans } from '../catalogue/workout-plans'
import { chooseSession } from '~/shared/rules/daily-choice'
import { claimProgressVersion, readProgressState, writeProgress } from '../progress/progress-state'
import { laddersOfExercise, stepsPassedBy } from '../skills/climb-ladders'
import { passWrites, unlockWrites } from '../skills/unlock-skill'
import { recomputeExercise } from './exercise-bests'
import { tx } from '../../i18n/server-text'

export type SetChange =
  { kind: 'delete' } | { kind: 'update'; values: Omit<UpdateSetInput, 'userId' | 'setId'> }

export interface CorrectionResult {
  /** Steps the corrected sets now pass (a higher figure can pass one). */
  passedSteps: PassedStep[]
  newBadges: { id: number; name: string }[]
  /** Badges the record no longer earns. */
  lostBadges: { id: number; name: string }[]
}

interface StoredSet {
  id: number
  exerciseId: number
  workoutId: number | null
  day: string
  sessionId: number | null
  setNumber: number
  side: SetSide | null
  reps: number | null
  seconds: number | null
  loadKg: number | null
}

interface ContextRow {
  /** JSON [[id, day, setNumber, side, reps, seconds, loadKg, workoutId], ...]: every set of the exercise. */
  exerciseSets: string
  /** JSON [[completionId, exerciseId, fromSets], ...] in the set's workout on its day. */
  dayExercises: string
  /** JSON [completionId, fromSets] of the set's workout on its day, or null. */
  workoutDone: string | null
  /** JSON [[workoutId, day], ...]: every workout completion of the user. */
  completions: string
  /**
   * JSON [[day, sets], ...]: each day's sets as the streak counts them, after the change. Only
   * the set's day changes, so the other days are the ones streak_set_days keeps (as 3 sets).
   */
  setDays: string
  /** JSON of the ladders with a step of the exercise. */
  ladders: string
  /** JSON step ids of the exercise passed by logging. */
  loggedPasses: string
  sessionSets: number
  sessionCompleted: number
}

interface LadderJson {
  skillId: number
  unlocked: number
  steps: {
    id: number
    order: number
    exerciseId: number
    sets: number
    reps: number | null
    seconds: number | null
    loadKg: number | null
    passed: number
  }[]
}

/**
 * Changes or removes one of the user's sets (404 when it is not theirs) and, in one batch that
 * claims the progress version (docs/architecture.md#writes): the completions its exercise and
 * workout had from sets that day, when no set is left to earn them (marked completions stay);
 * the ladder steps passed by logging that no day's sets pass any more (self and trainer passes
 * stay), with the skill they had unlocked; steps the corrected set now passes; the streak and
 * level; and the badges whose rule the record no longer holds, judged on the whole history
 * (a streak badge by the longest streak ever, not today's). Records are read from the sets, so
 * they follow by themselves.
 */
export async function correctSet({
  database,
  userId,
  setId,
  change,
  now = new Date(),
}: {
  database: Database
  userId: number
  setId: number
  change: SetChange
  now?: Date
}): Promise<CorrectionResult> {
  return writeProgress(database, userId, async () => {
    const db = database.db
    const state = await readProgressState(db, userId, now)
    const stored = await readStoredSet(db, userId, setId)
    if (!stored) throw new AppError('NOT_FOUND', tx('Set not found'))
    const corrected = change.kind === 'update' ? applyChange(stored, change.values) : null
    const context = await readContext(db, userId, stored, change.kind === 'delete' ? stored.id : 0)
    const plans = await workoutPlans(db)

    // The exercise's sets after the change, by day.
    const allSets = (
      JSON.parse(context.exerciseSets) as [
        number,
        string,
        number,
        SetSide | null,
        number | null,
        number | null,
        number | null,
        number | null,
      ][]
    )
      .map(([id, day, setNumber, side, reps, seconds, loadKg, workoutId]) =>
        id === stored.id
          ? corrected
          : { id, day, setNumber, side, reps, seconds, loadKg, workoutId },
      )
      .filter((s) => s !== null)
    const byDay = new Map<string, SessionSet[]>()
    for (const s of allSets) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s])

    // Completions from sets that the removal leaves without a set.
    const removedExerciseCompletions: number[] = []
    let removedWorkoutCompletion: number | null = null
    if (change.kind === 'delete' && stored.workoutId !== null) {
      const siblings = allSets.filter(
        (s) => s.day === stored.day && s.workoutId === stored.workoutId,
      )
      const dayExercises = JSON.parse(context.dayExercises) as [number, number, number][]
      if (siblings.length === 0) {
        for (const [id, exerciseId, fromSets] of dayExercises) {
          if (exerciseId === stored.exerciseId && Number(fromSets) === 1)
            removedExerciseCompletions.push(id)
        }
      }
      const workoutDone = context.workoutDone
        ? (JSON.parse(context.workoutDone) as [number, number])
        : null
      const plan = plans.get(stored.workoutId)
      if (workoutDone && Number(workoutDone[1]) === 1 && plan) {
        // The rule on the day's sets that are left (docs/product.md#completion).
        const log = await dayLogOf(db, userId, stored.workoutId, stored.day)
        const left = { ...log, sets: log.sets.filter((s) => s.id !== stored.id) }
        if (!workoutProgress(plan.completion, left).completed)
          removedWorkoutCompletion = workoutDone[0]
      }
    }

    // Ladder steps: logged passes no day passes any more, and what the corrected day passes.
    const ladders = JSON.parse(context.ladders) as LadderJson[]
    const loggedPasses = new Set(JSON.parse(context.loggedPasses) as number[])
    const unpass: number[] = []
    for (const ladder of ladders) {
      for (const step of ladder.steps) {
        if (step.exerciseId !== stored.exerciseId || !loggedPasses.has(step.id)) continue
        const standard = {
          sets: step.sets,
          ...(step.reps === null ? {} : { reps: step.reps }),
          ...(step.seconds === null ? {} : { seconds: step.seconds }),
          ...(step.loadKg === null ? {} : { loadKg: step.loadKg }),
        }
        const stillPassed = [...byDay.values()].some((sets) => sessionPassesStep(standard, sets))
        if (!stillPassed) unpass.push(step.id)
      }
    }
    const passedSteps =
      corrected === null
        ? []
        : stepsPassedBy({
            ladders: context.ladders,
            exerciseId: stored.exerciseId,
            session: byDay.get(stored.day) ?? [],
            unlockedSkillIds: state.skillIds,
          })
    const relock: number[] = []
    const unlock = [...new Set(passedSteps.filter((p) => p.unlocked).map((p) => p.skillId))]
    for (const ladder of ladders) {
      if (!state.skillIds.includes(ladder.skillId) || unpass.length === 0) continue
      const passed = new Set(
        ladder.steps
          .filter((s) => Number(s.passed) === 1 && !unpass.includes(s.id))
          .map((s) => s.id),
      )
      const hadIt = ladderUnlocks(
        ladder.steps,
        new Set(ladder.steps.filter((s) => Number(s.passed) === 1).map((s) => s.id)),
      )
      // Only an unlock the ladder gave is taken back.
      if (hadIt && !ladderUnlocks(ladder.steps, passed)) relock.push(ladder.skillId)
    }

    // The whole history's figures after the correction, for the badges it still earns.
    const completions = (
      JSON.parse(context.completions) as [number | null, string, number][]
    ).filter(([, , id]) => id !== removedWorkoutCompletion)
    // The days that count for the streak once the change is in (docs/product.md#streak).
    const setDays = new Map(JSON.parse(context.setDays) as [string, number][])
    const completedDays = new Map<string, number>()
    for (const [, day] of completions) completedDays.set(day, (completedDays.get(day) ?? 0) + 1)
    const days = [...new Set([...completedDays.keys(), ...setDays.keys()])].filter((day) =>
      isStreakDay({ completedWorkouts: completedDays.get(day) ?? 0, sets: setDays.get(day) ?? 0 }),
    )
    const byCategory: BadgeStats['byCategory'] = {}
    const doneByDay = new Map<string, Set<number>>()
    for (const [workoutId, day] of completions) {
      const plan = workoutId === null ? undefined : plans.get(workoutId)
      if (plan) byCategory[plan.category] = (byCategory[plan.category] ?? 0) + 1
      if (workoutId !== null) doneByDay.set(day, (doneByDay.get(day) ?? new Set()).add(workoutId))
    }
    const plansList = [...plans.values()]
    const history: BadgeStats = {
      workouts: state.workouts - (removedWorkoutCompletion === null ? 0 : 1),
      exercises: state.exercises - removedExerciseCompletions.length,
      skills: state.skillIds.length - relock.length + unlock.length,
      streak: longestStreak(days),
      fullDay: [...doneByDay].some(([day, done]) => {
        const ids = chooseSession(plansList, state.athlete, day)
        return ids.length > 0 && ids.every((id) => done.has(id))
      }),
      byCategory,
    }
    const lostBadges = state.earned
      .filter((b) => b.rule !== null && !badgeEarned(b.rule, history))
      .map(({ id, name }) => ({ id, name }))
    const newBadges = state.openBadges
      .filter((b) => b.rule !== null && badgeEarned(b.rule, history))
      .map(({ id, name }) => ({ id, name }))
    const level = levelFromBadges(state.earnedBadges - lostBadges.length + newBadges.length)
    const streak = computeStreak(days, state.day)

    const sessionGoes =
      change.kind === 'delete' &&
      stored.sessionId !== null &&
      Number(context.sessionSets) === 0 &&
      (Number(context.sessionCompleted) === 0 || removedWorkoutCompletion !== null)
    await database.commit([
      claimProgressVersion(state, { streak, level }),
      corrected === null
        ? db.delete(loggedSets).where(and(eq(loggedSets.id, setId), eq(loggedSets.userId, userId)))
        : db
            .update(loggedSets)
            .set({
              side: corrected.side,
              reps: corrected.reps,
              seconds: corrected.seconds,
              loadKg: corrected.loadKg,
              rpe: corrected.rpe,
            })
            .where(and(eq(loggedSets.id, setId), eq(loggedSets.userId, userId))),
      // The set's exercise's bests and marks, afresh on its sets as they now are.
      ...recomputeExercise(db, userId, stored.exerciseId),
      ...(removedExerciseCompletions.length > 0
        ? [
            db
              .delete(exerciseCompletions)
              .where(inArray(exerciseCompletions.id, removedExerciseCompletions)),
          ]
        : []),
      ...(removedWorkoutCompletion !== null
        ? [db.delete(workoutCompletions).where(eq(workoutCompletions.id, removedWorkoutCompletion))]
        : []),
      ...(unpass.length > 0
        ? [
            db
              .delete(userStepPasses)
              .where(
                and(
                  eq(userStepPasses.userId, userId),
                  eq(userStepPasses.how, 'logged'),
                  inArray(userStepPasses.stepId, unpass),
                ),
              ),
          ]
        : []),
      ...(relock.length > 0
        ? [
            db
              .delete(userSkills)
              .where(and(eq(userSkills.userId, userId), inArray(userSkills.skillId, relock))),
          ]
        : []),
      ...passWrites(
        db,
        userId,
        passedSteps.map((p) => ({ stepId: p.stepId, how: 'logged' as const })),
        now,
      ),
      ...unlockWrites(db, userId, unlock, now),
      ...(lostBadges.length > 0
        ? [
            db.delete(userBadges).where(
              and(
                eq(userBadges.userId, userId),
                inArray(
                  userBadges.badgeId,
                  lostBadges.map((b) => b.id),
                ),
              ),
            ),
          ]
        : []),
      ...newBadges.map((b) =>
        db
          .insert(userBadges)
          .values({ userId, badgeId: b.id, earnedAt: now })
          .onConflictDoNothing(),
      ),
      ...(stored.sessionId === null
        ? []
        : sessionGoes
          ? [db.delete(trainingSessions).where(eq(trainingSessions.id, stored.sessionId))]
          : [
              // The session spans its sets that are left.
              db
                .update(trainingSessions)
                .set({
                  startedAt: sql`coalesce((SELECT min(performed_at) FROM logged_sets
                    WHERE session_id = ${stored.sessionId}), ${trainingSessions.startedAt})`,
                  endedAt: sql`coalesce((SELECT max(performed_at) FROM logged_sets
                    WHERE session_id = ${stored.sessionId}), ${trainingSessions.endedAt})`,
                })
                .where(eq(trainingSessions.id, stored.sessionId)),
            ]),
    ])
    return { passedSteps, newBadges, lostBadges }
  })
}

async function readStoredSet(
  db: Drizzle,
  userId: number,
  setId: number,
): Promise<(StoredSet & { rpe: number | null }) | undefined> {
  return db
    .select({
      id: loggedSets.id,
      exerciseId: loggedSets.exerciseId,
      workoutId: loggedSets.workoutId,
      day: loggedSets.day,
      sessionId: loggedSets.sessionId,
      setNumber: loggedSets.setNumber,
      side: loggedSets.side,
      reps: loggedSets.reps,
      seconds: loggedSets.seconds,
      loadKg: loggedSets.loadKg,
      rpe: loggedSets.rpe,
    })
    .from(loggedSets)
    .where(and(eq(loggedSets.id, setId), eq(loggedSets.userId, userId)))
    .get()
}

/** The stored set with the correction applied; a figure of the other kind is refused. */
function applyChange(
  stored: StoredSet & { rpe: number | null },
  values: Extract<SetChange, { kind: 'update' }>['values'],
) {
  if (values.reps !== undefined && stored.reps === null) {
    throw new AppError('BAD_REQUEST', tx('This set is a hold: correct its seconds'))
  }
  if (values.seconds !== undefined && stored.seconds === null) {
    throw new AppError('BAD_REQUEST', tx('This set is counted in reps: correct its reps'))
  }
  return {
    ...stored,
    reps: values.reps ?? stored.reps,
    seconds: values.seconds ?? stored.seconds,
    loadKg: values.loadKg === undefined ? stored.loadKg : values.loadKg,
    rpe: values.rpe === undefined ? stored.rpe : values.rpe,
    side: values.side === undefined ? stored.side : values.side,
  }
}

/** What the recompute reads about the set's exercise, day, session and history, in one statement. */
async function readContext(
  db: Drizzle,
  userId: number,
  set: StoredSet,
  /** The set the change removes (0 for none). */
  removedId: number,
): Promise<ContextRow> {
  const row = await db.get<ContextRow>(sql`
    SELECT
      (SELECT json_group_array(json_array(id, day, set_number, side, reps, seconds, load_kg,
          workout_id))
        FROM logged_sets WHERE user_id = ${userId} AND exercise_id = ${set.exerciseId})
        AS exerciseSets,
      (SELECT json_group_array(json_array(id, exercise_id, from_sets)) FROM exercise_completions
        WHERE user_id = ${userId} AND workout_id = ${set.workoutId} AND day = ${set.day})
        AS dayExercises,
      (SELECT json_array(id, from_sets) FROM workout_completions
        WHERE user_id = ${userId} AND workout_id = ${set.workoutId} AND day = ${set.day})
        AS workoutDone,
      (SELECT json_group_array(json_array(workout_id, day, id)) FROM workout_completions
        WHERE user_id = ${userId}) AS completions,
      (SELECT json_group_array(json_array(day, n)) FROM (
        SELECT day, ${sql.raw(String(STREAK_SETS))} AS n FROM streak_set_days
        WHERE user_id = ${userId} AND day <> ${set.day}
        UNION ALL
        SELECT ${set.day}, count(DISTINCT ${STREAK_SET_KEY}) FROM logged_sets
        WHERE user_id = ${userId} AND day = ${set.day} AND import_id IS NULL
          AND id <> ${removedId}))
        AS setDays,
      ${laddersOfExercise(userId, set.exerciseId)} AS ladders,
      (SELECT json_group_array(p.step_id) FROM user_step_passes p
        JOIN skill_steps st ON st.id = p.step_id
        WHERE p.user_id = ${userId} AND p.how = 'logged' AND st.exercise_id = ${set.exerciseId})
        AS loggedPasses,
      (SELECT count(*) FROM logged_sets WHERE session_id = ${set.sessionId} AND id <> ${set.id})
        AS sessionSets,
      EXISTS (SELECT 1 FROM workout_completions WHERE user_id = ${userId}
        AND workout_id = ${set.workoutId} AND day = ${set.day}) AS sessionCompleted`)
  return row
}
