import { inArray, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { tx } from '~/server/i18n/server-text'
import type { Database } from '../../db/client'
import {
  blockScores,
  exerciseCompletions,
  userBadges,
  workoutBlocks,
  workoutCompletions,
} from '../../db/schema'
import { type CommitItem, WrittenStatement } from '../../db/group-commit'
import type { ResultSet } from '@libsql/client'
import { hotRowOf, prebuilt } from '../../db/hot-read'
import type { BlockKind, BlockScoreKind } from '~/shared/rules/blocks'
import { InputError, type InputIssue } from '../../errors'
import type { BadgeStats } from '~/shared/rules/badges'
import { computeStreak, localDay } from '~/shared/rules/days'
import { workoutProgress } from '~/shared/rules/completion'
import { isStreakDay, streakSetKey } from '~/shared/rules/streak'
import { STREAK_SET_KEY } from '../progress/streak-days'
import { dayLogOf, prescribedExercises, prescriptionOfDay } from '../progress/day-log'
import { levelFromBadges } from '~/shared/rules/levels'
import type { SessionSet } from '~/shared/rules/skill-ladders'
import {
  type BlockScoreInput,
  type LoggedSet,
  type LogSetsResult,
  RECORD_RULES,
  SET_LIMITS,
  type SetInput,
  type SetSide,
} from '~/shared/schemas/sets'
import { type WorkoutPlan, workoutPlans } from '../catalogue/workout-plans'
import { type ChoiceAthlete, chooseSession } from '~/shared/rules/daily-choice'
import {
  badgesEarnedBy,
  claimProgressVersion,
  readProgressState,
  writeProgress,
} from '../progress/progress-state'
import { laddersOfExercise, stepsPassedBy } from '../skills/climb-ladders'
import { passWrites, unlockWrites } from '../skills/unlock-skill'
import { raiseBests } from './exercise-bests'
import { joinSession, sessionIdOf } from './sessions'
import { marksOfNewSet, remarkExercise } from './set-marks'
import { loggedSetOf, readSets, SET_COLUMNS, type SetRow } from './set-rows'

const num = (value: number | null) => (value === null ? null : Number(value))

/** What one set's write needs about its day, read in one statement next to the progress state. */
interface DayRow {
  existingId: number | null
  exerciseDone: number
  /** JSON ids of workouts completed on the set's day. */
  workoutsDone: string
  /** JSON ids of this workout's exercises the athlete marked done on the set's day. */
  exercisesMarked: string
  /** JSON [[exerciseId, blockId, setNumber, round], ...]: this workout's sets on the set's day. */
  workoutSets: string
  /** JSON ids of this workout's blocks scored on the set's day. */
  scoredBlocks: string
  /** The trainer's prescription (JSON) of this workout on the set's day, or null. */
  prescription: string | null
  /** JSON of the set keys (`streakSetKey`) of the set's day that count for the streak. */
  daySetKeys: string
  /**
   * JSON [[setNumber, side, reps, seconds, loadKg], ...]: the exercise's sets on the set's day
   * ([] when no step of the exercise is left to pass).
   */
  daySets: string
  /** JSON of the ladders with a step of this exercise (climb-ladders.ts). */
  ladders: string
  /** The exercise's first day so far and the kept bests of its side (set-marks.ts). */
  firstDay: string | null
  bestReps: number | null
  bestSeconds: number | null
  bestLoad: number | null
}

/**
 * Logs sets (docs/product.md#set-log), in order, each once: a client id already stored answers
 * its stored row and writes nothing. The first set of an exercise of a workout on a day records
 * the exercise completion, and the set that gives the workout what it asked (`workoutProgress`,
 * the one rule: every planned set, round or score) the workout completion, dated when the set
 * was done, with the streak (`isStreakDay`: a third set counts its day), level and badges that
 * follow; the set joins its session (the workout's on that day, made if new),
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
  scores = [],
  now = new Date(),
}: {
  database: Database
  userId: number
  /** The user's time zone: a set's day is the local day of its performedAt there. */
  timeZone: string
  sets: SetInput[]
  /** Where each set sits in the request, to name the field at fault ([] or ['sets', i]). */
  paths: (string | number)[][]
  /** AMRAP and For Time scores sent with the sets (docs/product.md#blocks-in-the-player). */
  scores?: BlockScoreInput[]
  now?: Date
}): Promise<LogSetsResult> {
  const [version, knownIds] = (await hotRowOf(database, CATALOGUE_CHECK, {
    ids: JSON.stringify(sets.map((s) => s.exerciseId)),
    userId,
  })) as [number | null, string]
  const plans = await workoutPlans(database.db, Number(version ?? 0))
  const known = new Set(JSON.parse(knownIds) as number[])
  const issues: InputIssue[] = []
  const blocks = await blocksOf(database, [
    ...sets.flatMap((s) => (s.blockId === undefined ? [] : [s.blockId])),
    ...scores.map((s) => s.blockId),
  ])
  const checkTime = (at: Date, path: (string | number)[], what: 'score' | 'set') => {
    if (at.getTime() > now.getTime() + SET_LIMITS.futureToleranceMinutes * 60_000) {
      issues.push({
        path: [...path, 'performedAt'],
        message:
          what === 'score'
            ? tx('A score cannot be in the future')
            : tx('A set cannot be in the future'),
      })
    } else if (at.getTime() < now.getTime() - SET_LIMITS.maxAgeDays * 86_400_000) {
      issues.push({
        path: [...path, 'performedAt'],
        message:
          what === 'score'
            ? tx('A score can be logged up to {days} days after it was done', {
                days: SET_LIMITS.maxAgeDays,
              })
            : tx('A set can be logged up to {days} days after it was done', {
                days: SET_LIMITS.maxAgeDays,
              }),
      })
    }
  }
  /** A block of this workout (the issue named at `path`), or undefined. */
  const blockOf = (workoutId: number, blockId: number, path: (string | number)[]) => {
    const block = blocks.get(blockId)
    if (!block) issues.push({ path: [...path, 'blockId'], message: tx('No such block') })
    else if (block.workoutId !== workoutId)
      issues.push({
        path: [...path, 'blockId'],
        message: tx('This block is not part of the workout'),
      })
    else return block
    return undefined
  }
  const scored = scores.map((score, i) => {
    const path = ['scores', i]
    const at = score.performedAt === undefined ? now : new Date(score.performedAt)
    const workout = plans.get(score.workoutId)
    if (!workout) issues.push({ path: [...path, 'workoutId'], message: tx('No such workout') })
    const block = workout ? blockOf(score.workoutId, score.blockId, path) : undefined
    const wanted = block ? SCORE_OF_BLOCK[block.kind] : undefined
    if (block && wanted === undefined)
      issues.push({
        path: [...path, 'blockId'],
        message: tx('Only AMRAP and For Time blocks keep a score'),
      })
    else if (block && wanted !== score.kind)
      issues.push({
        path: [...path, 'kind'],
        message:
          wanted === 'time'
            ? tx("This block is scored by time: send kind ''time''")
            : tx("This block is scored by rounds and reps: send kind ''rounds+reps''"),
      })
    checkTime(at, path, 'score')
    return { score, at, day: localDay(at, timeZone), title: workout?.title ?? null }
  })
  const timed = sets.map((set, i) => {
    const at = set.performedAt === undefined ? now : new Date(set.performedAt)
    const path = paths[i] ?? []
    if (set.blockId !== undefined && set.workoutId !== undefined && plans.has(set.workoutId))
      blockOf(set.workoutId, set.blockId, path)
    if (!known.has(set.exerciseId)) {
      issues.push({ path: [...path, 'exerciseId'], message: tx('No such exercise') })
    }
    if (set.workoutId !== undefined) {
      const workout = plans.get(set.workoutId)
      if (!workout) issues.push({ path: [...path, 'workoutId'], message: tx('No such workout') })
      else if (!workout.exerciseIds.includes(set.exerciseId))
        issues.push({
          path: [...path, 'exerciseId'],
          message: tx('This exercise is not part of the workout'),
        })
    }
    checkTime(at, path, 'set')
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
  // The scores go in the batch of the last set, so they are stored with their sets; when that
  // set was stored before (a resend), or there is none, in a batch of their own.
  const scoreWrites = () =>
    scored.flatMap(({ score, at, day, title }) => {
      const key = { userId, workoutKey: score.workoutId, day }
      return [
        joinSession({ ...key, workoutId: score.workoutId, title, at }),
        database.db
          .insert(blockScores)
          .values({
            userId,
            clientId: score.clientId,
            sessionId: sessionIdOf(key),
            workoutId: score.workoutId,
            blockId: score.blockId,
            kind: score.kind,
            rounds: score.rounds ?? null,
            reps: score.reps ?? null,
            seconds: score.seconds ?? null,
            day,
            performedAt: at,
          })
          .onConflictDoNothing(),
      ]
    })
  const pending = { scores: scored.length > 0, remarked: false }
  const written: (number | LoggedSet)[] = []
  for (const [i, { set, at, day }] of timed.entries()) {
    const last = i === timed.length - 1
    written.push(
      await writeProgress(database, userId, () =>
        logOne({
          database,
          userId,
          set,
          at,
          day,
          now,
          plans,
          result,
          callScores: scored.map(({ score, day }) => ({
            workoutId: score.workoutId,
            blockId: score.blockId,
            day,
          })),
          extra: last && pending.scores ? scoreWrites : undefined,
          onExtraWritten: () => (pending.scores = false),
          onRemarked: () => (pending.remarked = true),
        }),
      ),
    )
  }
  if (pending.scores) {
    await database.commit(scoreWrites())
    // A score sent alone can be what its workout still asked (docs/product.md#completion).
    const scoredDays = new Map(scored.map((c) => [`${c.score.workoutId}:${c.day}`, c]))
    for (const { score, at, day } of scoredDays.values())
      await writeProgress(database, userId, () =>
        completeByScore({ database, userId, workoutId: score.workoutId, at, day, plans, result }),
      )
  }
  // New sets answer as their INSERT returned them, unless a later set of the call changed their
  // marks (logged for an earlier day); a resend answers its stored row.
  const fresh = written.filter((w) => typeof w !== 'number')
  if (!pending.remarked && fresh.length === written.length) {
    result.sets = fresh
    return result
  }
  const ids = written.map((w) => (typeof w === 'number' ? w : w.id))
  if (ids.length === 0) return result
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

/**
 * The catalogue's version (for the cached workouts) and which of the call's exercises the athlete
 * may log: the library's, or their own (an import's); never another's.
 */
const CATALOGUE_CHECK = prebuilt<'ids' | 'userId'>(sql`
    SELECT (SELECT version FROM catalogue_version WHERE id = 1),
      (SELECT json_group_array(id) FROM exercises
        WHERE id IN (SELECT value FROM json_each(${sql.placeholder('ids')}))
        AND (owner_id IS NULL OR owner_id = ${sql.placeholder('userId')}))`)

const p = (name: DayKey) => sql.placeholder(name)
type DayKey = 'userId' | 'clientId' | 'workoutId' | 'exerciseId' | 'day' | 'side' | 'repsKey'
const best = (kind: string, repsKey: SQL | Placeholder) => sql`(SELECT value FROM exercise_bests
    WHERE user_id = ${p('userId')} AND exercise_id = ${p('exerciseId')}
      AND side_key = ${p('side')} AND kind = ${kind} AND reps_key = ${repsKey})`
/** Everything one set's write reads about its day, built once (`db/hot-read.ts`). */
const DAY_ROW = prebuilt<DayKey>(sql`
    SELECT
      (SELECT id FROM logged_sets WHERE user_id = ${p('userId')} AND client_id = ${p('clientId')})
        AS existingId,
      EXISTS (SELECT 1 FROM exercise_completions WHERE user_id = ${p('userId')}
        AND workout_id = ${p('workoutId')} AND exercise_id = ${p('exerciseId')}
        AND day = ${p('day')}) AS exerciseDone,
      (SELECT json_group_array(workout_id) FROM workout_completions
        WHERE user_id = ${p('userId')} AND day = ${p('day')} AND workout_id IS NOT NULL)
        AS workoutsDone,
      (SELECT json_group_array(DISTINCT exercise_id) FROM exercise_completions
        WHERE user_id = ${p('userId')} AND day = ${p('day')} AND workout_id = ${p('workoutId')}
        AND exercise_id IS NOT NULL AND from_sets = 0) AS exercisesMarked,
      (SELECT json_group_array(json_array(exercise_id, block_id, set_number, round))
        FROM logged_sets WHERE user_id = ${p('userId')} AND day = ${p('day')}
        AND workout_id = ${p('workoutId')}) AS workoutSets,
      (SELECT json_group_array(DISTINCT block_id) FROM block_scores
        WHERE user_id = ${p('userId')} AND day = ${p('day')} AND workout_id = ${p('workoutId')}
        AND block_id IS NOT NULL) AS scoredBlocks,
      (${prescriptionOfDay(p('userId'), p('day'), p('workoutId'))}) AS prescription,
      (SELECT json_group_array(DISTINCT ${STREAK_SET_KEY}) FROM logged_sets
        WHERE user_id = ${p('userId')} AND day = ${p('day')} AND import_id IS NULL)
        AS daySetKeys,
      -- The day's sets matter only to a step of this exercise still to pass.
      CASE WHEN EXISTS (SELECT 1 FROM skill_steps st WHERE st.exercise_id = ${p('exerciseId')}
          AND NOT EXISTS (SELECT 1 FROM user_step_passes
            WHERE user_id = ${p('userId')} AND step_id = st.id)
          AND NOT EXISTS (SELECT 1 FROM user_skills
            WHERE user_id = ${p('userId')} AND skill_id = st.skill_id))
        THEN (SELECT json_group_array(json_array(set_number, side, reps, seconds, load_kg))
          FROM logged_sets WHERE user_id = ${p('userId')} AND exercise_id = ${p('exerciseId')}
          AND day = ${p('day')})
        ELSE '[]' END AS daySets,
      ${laddersOfExercise(p('userId'), p('exerciseId'))} AS ladders,
      (SELECT min(day) FROM logged_sets WHERE user_id = ${p('userId')}
        AND exercise_id = ${p('exerciseId')}) AS firstDay,
      ${best('reps', sql`0`)} AS bestReps,
      ${best('seconds', sql`0`)} AS bestSeconds,
      ${best('load', p('repsKey'))} AS bestLoad`)
const DAY_COLUMNS = [
  'existingId',
  'exerciseDone',
  'workoutsDone',
  'exercisesMarked',
  'workoutSets',
  'scoredBlocks',
  'prescription',
  'daySetKeys',
  'daySets',
  'ladders',
  'firstDay',
  'bestReps',
  'bestSeconds',
  'bestLoad',
] as const satisfies readonly (keyof DayRow)[]

const INSERT_SET = `INSERT INTO logged_sets (user_id, client_id, workout_id, exercise_id,
  set_number, side, reps, seconds, load_kg, rpe, day, performed_at, session_id, block_id, round,
  records, first_time, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
  (SELECT id FROM training_sessions WHERE user_id = ? AND workout_key = ? AND day = ?),
  ?, ?, ?, ?, ?) RETURNING ${SET_COLUMNS}`

/**
 * One set's attempt (read, decide, one batch); answers the set as stored, or the row id of the
 * set already stored under its client id.
 */
async function logOne({
  database,
  userId,
  set,
  at,
  day,
  now,
  plans,
  result,
  callScores,
  extra,
  onExtraWritten,
  onRemarked,
}: {
  database: Database
  userId: number
  set: SetInput
  at: Date
  day: string
  now: Date
  plans: Awaited<ReturnType<typeof workoutPlans>>
  result: LogSetsResult
  /** The blocks this call scores, by workout and day: they complete what their sets do. */
  callScores: { workoutId: number; blockId: number; day: string }[]
  /** Writes committed in this set's batch, after its own (the call's block scores). */
  extra?: () => CommitItem[]
  onExtraWritten: () => void
  onRemarked: () => void
}): Promise<number | LoggedSet> {
  const db = database.db
  const workoutId = set.workoutId ?? null
  // Both in one turn of the read connection (db/hot-read.ts).
  const [state, values] = await Promise.all([
    readProgressState(database, userId, now),
    hotRowOf(database, DAY_ROW, {
      userId,
      clientId: set.clientId,
      workoutId,
      exerciseId: set.exerciseId,
      day,
      side: set.side ?? '',
      repsKey: set.reps ?? null,
    }),
  ])
  const row = Object.fromEntries(
    DAY_COLUMNS.map((name, i) => [name, values?.[i] ?? null]),
  ) as unknown as DayRow
  // A retry (or a set another request stored meanwhile) is the stored row: nothing changes.
  if (row.existingId !== null) return Number(row.existingId)

  const workout = workoutId === null ? undefined : plans.get(workoutId)
  const completesExercise = workout !== undefined && Number(row.exerciseDone) === 0
  const workoutsDone = new Set(JSON.parse(row.workoutsDone) as number[])
  // The rule on the day's sets of the workout with this one, and the scores saved (this call's
  // are stored in its last set's batch).
  const completesWorkout =
    workout !== undefined &&
    !workoutsDone.has(workout.id) &&
    workoutProgress(workout.completion, {
      sets: [
        ...(JSON.parse(row.workoutSets) as [number, number | null, number, number | null][]).map(
          ([exerciseId, blockId, setNumber, round]) => ({ exerciseId, blockId, setNumber, round }),
        ),
        {
          exerciseId: set.exerciseId,
          blockId: set.blockId ?? null,
          setNumber: set.setNumber,
          round: set.round ?? null,
        },
      ],
      scoredBlockIds: [
        ...(JSON.parse(row.scoredBlocks) as number[]),
        ...callScores
          .filter((c) => c.workoutId === workout.id && c.day === day)
          .map((c) => c.blockId),
      ],
      markedExerciseIds: JSON.parse(row.exercisesMarked) as number[],
      prescribed: prescribedExercises(row.prescription),
    }).completed
  if (completesWorkout) workoutsDone.add(workout.id)
  // The set's day with it (docs/product.md#streak).
  const dayKeys = new Set(JSON.parse(row.daySetKeys) as string[]).add(
    streakSetKey({ ...set, workoutId, round: set.round ?? null }),
  )
  const countsDay = isStreakDay({ completedWorkouts: workoutsDone.size, sets: dayKeys.size })

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
  if (completesWorkout) {
    byCategory[workout.category] = (byCategory[workout.category] ?? 0) + 1
  }
  const dailyIds = daySession(plans, state.athlete, day)
  const stats: BadgeStats = {
    workouts: state.workouts + (completesWorkout ? 1 : 0),
    exercises: state.exercises + (completesExercise ? 1 : 0),
    skills: state.skillIds.length + unlocks.length,
    streak: computeStreak(countsDay ? [...state.days, day] : state.days, state.day),
    fullDay: dailyIds.length > 0 && dailyIds.every((id) => workoutsDone.has(id)),
    byCategory,
  }
  const newBadges = badgesEarnedBy(state, stats)
  const level = levelFromBadges(state.earnedBadges + newBadges.length)
  const sessionKey = { userId, workoutKey: workoutId ?? 0, day }
  const figures = {
    userId,
    exerciseId: set.exerciseId,
    side: set.side ?? null,
    reps: set.reps ?? null,
    seconds: set.seconds ?? null,
    loadKg: set.loadKg ?? null,
    day,
    clientId: set.clientId,
  }
  const counts = !(RECORD_RULES.noRecordCategories as readonly string[]).includes(
    workout?.category ?? '',
  )
  const bests = {
    firstDay: row.firstDay,
    reps: num(row.bestReps),
    seconds: num(row.bestSeconds),
    load: num(row.bestLoad),
  }
  const marks = marksOfNewSet(figures, bests, counts)

  // Logged late for a day before the exercise's first: that first day is no longer its first.
  const remarks = row.firstDay !== null && day < row.firstDay
  const results = await database.commit([
    claimProgressVersion(state, { streak: stats.streak, level }),
    joinSession({ ...sessionKey, workoutId, title: workout?.title ?? null, at }),
    new WrittenStatement(INSERT_SET, [
      userId,
      set.clientId,
      workoutId,
      set.exerciseId,
      set.setNumber,
      set.side ?? null,
      set.reps ?? null,
      set.seconds ?? null,
      set.loadKg ?? null,
      set.rpe ?? null,
      day,
      at.getTime(),
      userId,
      sessionKey.workoutKey,
      day,
      set.blockId ?? null,
      set.round ?? null,
      marks.records,
      marks.firstTime ? 1 : 0,
      Date.now(),
    ]),
    ...raiseBests(figures, counts, bests),
    ...(remarks ? [remarkExercise(db, userId, set.exerciseId)] : []),
    ...(completesExercise && workoutId !== null
      ? [
          db.insert(exerciseCompletions).values({
            userId,
            workoutId,
            exerciseId: set.exerciseId,
            day,
            completedAt: at,
            fromSets: true,
          }),
        ]
      : []),
    ...(completesWorkout
      ? [
          db
            .insert(workoutCompletions)
            .values({
              userId,
              workoutId: workout.id,
              workoutTitle: workout.title,
              day,
              completedAt: at,
              fromSets: true,
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
    ...(extra?.() ?? []),
  ])
  if (extra) onExtraWritten()
  if (completesExercise && workoutId !== null)
    result.completedExercises.push({ workoutId, exerciseId: set.exerciseId, day })
  if (completesWorkout && workoutId !== null) result.completedWorkouts.push({ workoutId, day })
  result.newBadges.push(...newBadges)
  result.passedSteps.push(...passedSteps)
  if (remarks) onRemarked()
  const inserted = (results[2] as ResultSet).rows[0] as unknown as SetRow
  return loggedSetOf(inserted)
}

/**
 * The workout completion a score stored without a set of its call makes, when the day's sets and
 * scores now give the workout what it asked, with the streak, level and badges that follow.
 */
async function completeByScore({
  database,
  userId,
  workoutId,
  at,
  day,
  plans,
  result,
}: {
  database: Database
  userId: number
  workoutId: number
  at: Date
  day: string
  plans: Map<number, WorkoutPlan>
  result: LogSetsResult
}): Promise<void> {
  const workout = plans.get(workoutId)
  if (!workout) return
  const db = database.db
  const state = await readProgressState(db, userId, at)
  if (state.workoutsDoneToday.includes(workoutId)) return
  const log = await dayLogOf(db, userId, workoutId, day)
  if (!workoutProgress(workout.completion, log).completed) return
  const done = new Set([...state.workoutsDoneToday, workoutId])
  const dailyIds = daySession(plans, state.athlete, day)
  const stats: BadgeStats = {
    workouts: state.workouts + 1,
    exercises: state.exercises,
    skills: state.skillIds.length,
    streak: computeStreak([...state.days, day], state.day),
    fullDay: dailyIds.length > 0 && dailyIds.every((id) => done.has(id)),
    byCategory: {
      ...state.byCategory,
      [workout.category]: (state.byCategory[workout.category] ?? 0) + 1,
    },
  }
  const newBadges = badgesEarnedBy(state, stats)
  await database.commit([
    claimProgressVersion(state, {
      streak: stats.streak,
      level: levelFromBadges(state.earnedBadges + newBadges.length),
    }),
    db
      .insert(workoutCompletions)
      .values({
        userId,
        workoutId,
        workoutTitle: workout.title,
        day,
        completedAt: at,
        fromSets: true,
      })
      .onConflictDoNothing(),
    ...newBadges.map((b) =>
      db.insert(userBadges).values({ userId, badgeId: b.id, earnedAt: at }).onConflictDoNothing(),
    ),
  ])
  result.completedWorkouts.push({ workoutId, day })
  result.newBadges.push(...newBadges)
}

/** The score each scored block kind keeps (docs/product.md#blocks-in-the-player). */
/**
 * The athlete's Daily session on `day` (for the full-day badge), remembered per catalogue: an
 * athlete logs a few dozen sets a day, and choosing ran the whole catalogue through the athlete's
 * level and equipment for each of them (~4 % of a set's CPU in a profile under load). The key
 * holds every input of the choice, so a remembered one is the one it would choose.
 */
const sessionsByPlans = new WeakMap<Map<number, WorkoutPlan>, Map<string, number[]>>()
const REMEMBERED_SESSIONS = 2_000

function daySession(plans: Map<number, WorkoutPlan>, athlete: ChoiceAthlete, day: string) {
  let sessions = sessionsByPlans.get(plans)
  if (!sessions) sessionsByPlans.set(plans, (sessions = new Map()))
  const key = JSON.stringify([
    day,
    athlete.userId,
    athlete.trainingLevel,
    athlete.goals,
    athlete.equipment,
    athlete.sessionMinutes,
  ])
  let ids = sessions.get(key)
  if (!ids) {
    ids = chooseSession([...plans.values()], athlete, day)
    // Yesterday's and older sessions are rarely asked again: start afresh rather than track use.
    if (sessions.size >= REMEMBERED_SESSIONS) sessions.clear()
    sessions.set(key, ids)
  }
  return ids
}

const SCORE_OF_BLOCK: Partial<Record<BlockKind, BlockScoreKind>> = {
  amrap: 'rounds+reps',
  'for-time': 'time',
}

/** The blocks named by a log call, by id: their workout and kind. */
async function blocksOf(
  database: Database,
  ids: number[],
): Promise<Map<number, { workoutId: number; kind: BlockKind }>> {
  if (ids.length === 0) return new Map()
  const rows = await database.db
    .select({ id: workoutBlocks.id, workoutId: workoutBlocks.workoutId, kind: workoutBlocks.kind })
    .from(workoutBlocks)
    .where(inArray(workoutBlocks.id, [...new Set(ids)]))
    .all()
  return new Map(rows.map((r) => [r.id, r]))
}
