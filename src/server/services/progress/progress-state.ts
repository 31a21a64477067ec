// The read half of every write of derived progress (completions, skill unlocks): everything the
// streak, level and badge rules need, in one statement, read outside the write lock; and the
// guarded commit that refuses a state another writer has changed since (docs/architecture.md#writes).
import { sql } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { hotRowOf, prebuilt } from '../../db/hot-read'
import { badges } from '../../db/schema'
import { WrittenStatement } from '../../db/group-commit'
import { AppError } from '../../errors'
import { cachedCatalogue } from '../catalogue/catalogue-cache'
import { badgeEarned, type BadgeStats } from '~/shared/rules/badges'
import { addDays, localDay } from '~/shared/rules/days'
import type { ChoiceAthlete } from '~/shared/rules/daily-choice'
import { type BadgeRule, badgeRuleSchema } from '~/shared/schemas/badge-rule'
import { tx } from '../../i18n/server-text'
import { streakDaysQuery } from './streak-days'

export interface ProgressState {
  userId: number
  /** users.progress_version as read; the commit must write this plus one. */
  version: number
  /** Today in the user's time zone. */
  day: string
  /** Distinct days that count for the streak (any order; docs/product.md#streak). */
  days: string[]
  workouts: number
  exercises: number
  skillIds: number[]
  byCategory: BadgeStats['byCategory']
  /** Workouts completed today. */
  workoutsDoneToday: number[]
  /** Exercises completed today within `workoutId` (when one was asked for). */
  exercisesDoneToday: number[]
  /** What Daily's choice reads: the full-day badge counts the athlete's own session. */
  athlete: ChoiceAthlete
  earnedBadges: number
  /** The badges earned, with their rules (a correction of the set log re-checks them). */
  earned: OpenBadge[]
  /** Badges not yet earned, with their rules (null: a rule this server cannot read). */
  openBadges: OpenBadge[]
}

export interface OpenBadge {
  id: number
  name: string
  rule: BadgeRule | null
}

interface StateRow {
  timeZone: string
  version: number
  days: string
  workouts: number
  exercises: number
  skillIds: string
  byCategory: string
  recentWorkouts: string
  recentExercises: string
  earnedBadgeIds: string
  catalogueVersion: number
  athlete: string
}

const STATE_COLUMNS = [
  'timeZone',
  'version',
  'days',
  'workouts',
  'exercises',
  'skillIds',
  'byCategory',
  'recentWorkouts',
  'recentExercises',
  'earnedBadgeIds',
  'catalogueVersion',
  'athlete',
] as const satisfies readonly (keyof StateRow)[]

/** The state's statement; its values are drizzle parameters or placeholders. */
const stateQuery = (since: unknown, workoutId: unknown, userId: unknown) =>
  sql`
    SELECT
      u.time_zone AS timeZone,
      u.progress_version AS version,
      (SELECT json_group_array(day) FROM (${streakDaysQuery(sql`= u.id`)})) AS days,
      u.workout_count AS workouts,
      u.exercise_count AS exercises,
      (SELECT json_group_array(skill_id) FROM user_skills WHERE user_id = u.id) AS skillIds,
      (SELECT json_group_object(category, n) FROM (
        SELECT w.category AS category, count(*) AS n FROM workout_completions c
        JOIN workouts w ON w.id = c.workout_id
        WHERE c.user_id = u.id GROUP BY w.category)) AS byCategory,
      (SELECT json_group_array(json_array(workout_id, day)) FROM workout_completions
        WHERE user_id = u.id AND day >= ${since} AND workout_id IS NOT NULL) AS recentWorkouts,
      (SELECT json_group_array(json_array(exercise_id, day)) FROM exercise_completions
        WHERE user_id = u.id AND day >= ${since} AND workout_id = ${workoutId}
        AND exercise_id IS NOT NULL) AS recentExercises,
      (SELECT json_group_array(badge_id) FROM user_badges WHERE user_id = u.id) AS earnedBadgeIds,
      (SELECT version FROM catalogue_version WHERE id = 1) AS catalogueVersion,
      json_object('trainingLevel', u.training_level, 'goals', json(u.goals),
        'equipment', json(u.equipment), 'sessionMinutes', u.session_minutes) AS athlete
    FROM users u WHERE u.id = ${userId}`

const STATE_READ = prebuilt<'since' | 'workoutId' | 'userId'>(
  stateQuery(sql.placeholder('since'), sql.placeholder('workoutId'), sql.placeholder('userId')),
)

/**
 * One statement: the user's time zone, version and every count the badge rules read (the two
 * totals kept on the user's row by triggers, migration 0012). Today's
 * completions are read for the last three UTC days (every time zone's today is among them) and
 * narrowed to the user's day here, so no second round trip waits for the time zone. Given the
 * `Database` (outside any transaction), it is read on the read connection with the other reads
 * of its turn (`db/hot-read.ts`); given a transaction, inside it.
 */
export async function readProgressState(
  from: Drizzle | Database,
  userId: number,
  now: Date,
  workoutId: number | null = null,
): Promise<ProgressState> {
  const since = addDays(now.toISOString().slice(0, 10), -1)
  let row: StateRow | undefined
  let db: Drizzle
  if ('commit' in from) {
    db = from.db
    const values = await hotRowOf(from, STATE_READ, { since, workoutId, userId })
    row = values
      ? (Object.fromEntries(
          STATE_COLUMNS.map((name, i) => [name, values[i]]),
        ) as unknown as StateRow)
      : undefined
  } else {
    db = from
    row = await db.get<StateRow | undefined>(stateQuery(since, workoutId, userId))
  }
  if (!row) throw new AppError('NOT_FOUND', tx('User not found'))
  const earned = new Set(JSON.parse(row.earnedBadgeIds) as number[])
  const allBadges = await cachedCatalogue(
    db,
    'badge-rules',
    loadBadgeRules,
    Number(row.catalogueVersion ?? 0),
  )
  const day = localDay(now, row.timeZone)
  const today = (pairs: string) =>
    (JSON.parse(pairs) as [number, string][]).filter(([, d]) => d === day).map(([id]) => id)
  return {
    userId,
    version: Number(row.version),
    day,
    days: JSON.parse(row.days) as string[],
    workouts: Number(row.workouts),
    exercises: Number(row.exercises),
    skillIds: JSON.parse(row.skillIds) as number[],
    byCategory: JSON.parse(row.byCategory) as BadgeStats['byCategory'],
    workoutsDoneToday: today(row.recentWorkouts),
    exercisesDoneToday: today(row.recentExercises),
    athlete: { userId, ...(JSON.parse(row.athlete) as Omit<ChoiceAthlete, 'userId'>) },
    earnedBadges: earned.size,
    earned: allBadges.filter((b) => earned.has(b.id)),
    openBadges: allBadges.filter((b) => !earned.has(b.id)),
  }
}

/**
 * Every badge with its rule parsed, kept per catalogue version (triggers on `badges` move it,
 * migration 0012): the same few rules are checked on every write.
 */
async function loadBadgeRules(db: Drizzle): Promise<OpenBadge[]> {
  const rows = await db.select({ id: badges.id, name: badges.name, rule: badges.rule }).from(badges)
  return rows.map(({ id, name, rule }) => {
    const parsed = badgeRuleSchema.safeParse(rule)
    return { id, name, rule: parsed.success ? parsed.data : null }
  })
}

/** The open badges whose rule holds for `stats` (optionally only rules `only` accepts). */
export function badgesEarnedBy(
  state: ProgressState,
  stats: BadgeStats,
  only: (kind: string) => boolean = () => true,
): { id: number; name: string }[] {
  return state.openBadges
    .filter((b) => b.rule !== null && only(b.rule.kind) && badgeEarned(b.rule, stats))
    .map(({ id, name }) => ({ id, name }))
}

/**
 * The statement that claims the next version: the guard trigger aborts the whole batch when
 * another writer (this process or another one) committed since `state` was read.
 */
export function claimProgressVersion(
  state: ProgressState,
  values: { streak?: number; level?: number } = {},
): WrittenStatement {
  const set = (['streak', 'level'] as const).filter((column) => values[column] !== undefined)
  return new WrittenStatement(
    `UPDATE users SET ${set.map((column) => `${column} = ?, `).join('')}progress_version = ? WHERE id = ?`,
    [...set.map((column) => values[column] ?? null), state.version + 1, state.userId],
  )
}

const STALE = 'stale progress write'
const MAX_ATTEMPTS = 20

// Writers of one user's progress in this process take turns, so they never refuse each other;
// the version guard is for writers in other processes (or tools) on the same database.
const userQueues = new WeakMap<Database, Map<number, Promise<unknown>>>()

/**
 * Runs `attempt` (read the state, then commit one batch that claims the next version) until it
 * commits on a current state: a stale read is re-read, never committed.
 */
export async function writeProgress<T>(
  database: Database,
  userId: number,
  attempt: () => Promise<T>,
): Promise<T> {
  let queues = userQueues.get(database)
  if (!queues) userQueues.set(database, (queues = new Map()))
  const previous = queues.get(userId) ?? Promise.resolve()
  const run = previous.then(retrying, retrying)
  const tail = run.catch(() => undefined)
  queues.set(userId, tail)
  void tail.then(() => {
    if (queues.get(userId) === tail) queues.delete(userId)
  })
  return run

  async function retrying(): Promise<T> {
    for (let attemptNo = 1; ; attemptNo++) {
      try {
        return await attempt()
      } catch (error) {
        if (!isStaleProgress(error)) throw error
        if (attemptNo >= MAX_ATTEMPTS) {
          throw new AppError('CONFLICT', tx('Progress is being saved from elsewhere; try again'))
        }
      }
    }
  }
}

function isStaleProgress(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.message.includes(STALE)) return true
  }
  return false
}
