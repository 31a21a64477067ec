import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { customWorkoutPlans, exercises, planProgressions, planWorkouts } from '../../db/schema'
import {
  type LinkedExercise,
  NOT_WORKING_CATEGORIES,
  STRAIGHT_WORK_KINDS,
} from '~/shared/rules/progression'
import type { LoggedSet } from '~/shared/schemas/sets'
import { loggedSetOf, SET_COLUMNS, type SetRow } from '../sets/set-rows'

/** An exercise's last session and the working sets the advice reads (docs/product.md#progression). */
export interface LastSessionSets {
  /** The last training session's sets, newest first: what 'Last time' shows. */
  sets: LoggedSet[]
  /**
   * The working sets of straight work (`isWorkingSet`) of the latest session that had any,
   * newest first: the last session's, less a timed block's rounds, or an earlier session's when
   * the last one was all rounds.
   */
  workingSets: LoggedSet[]
}

/** `isWorkingSet` in SQL, on a set `alias` joined to its block `b` and workout `w`. */
function workingSql(alias: 's' | 'm') {
  const set = sql.raw(alias)
  const blockId = sql.raw(alias === 's' ? 's.blockId' : 'm.block_id')
  const kinds = sql.join(
    STRAIGHT_WORK_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )
  const categories = sql.join(
    NOT_WORKING_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  )
  return sql`(CASE WHEN ${blockId} IS NULL THEN ${set}.round IS NULL
    ELSE coalesce(b.kind IN (${kinds}), 0) END
    AND coalesce(w.category NOT IN (${categories}), 1))`
}

/**
 * Each exercise's last session for a user (docs/product.md#progression): the sets of the training
 * session (its workout, or practice, on its day) of the exercise's latest set, counting only sets
 * done before `before` (the player's session start, so the session under way is never its own
 * last session); and the working sets the advice reads. One day's sessions stay apart. One
 * statement per exercise, costing those sessions' sets, not the history: each session is found
 * from the newest end of the exercise's day index, and its sets from the same index.
 */
export async function lastSessions(
  db: Drizzle,
  userId: number,
  exerciseIds: readonly number[],
  before?: Date,
): Promise<Map<number, LastSessionSets>> {
  const bySession = new Map<number, LastSessionSets>()
  if (exerciseIds.length === 0) return bySession
  const until = (column: string) =>
    before ? sql` AND ${sql.raw(column)} < ${before.getTime()}` : sql``
  const perExercise = await Promise.all(
    exerciseIds.map((id) =>
      db.all<SetRow & { working: number; last: number }>(sql`
        WITH latest AS (
          SELECT m.day, m.session_id AS sessionId FROM logged_sets m
          WHERE m.user_id = ${userId} AND m.exercise_id = ${id}${until('m.performed_at')}
          ORDER BY m.day DESC, m.performed_at DESC LIMIT 1
        ), working AS (
          SELECT m.day, m.session_id AS sessionId FROM logged_sets m
          LEFT JOIN workout_blocks b ON b.id = m.block_id
          LEFT JOIN workouts w ON w.id = m.workout_id
          WHERE m.user_id = ${userId} AND m.exercise_id = ${id}${until('m.performed_at')}
            AND ${workingSql('m')}
          ORDER BY m.day DESC, m.performed_at DESC LIMIT 1
        )
        SELECT s.*,
          (s.day = (SELECT day FROM latest) AND s.sessionId IS (SELECT sessionId FROM latest)) AS last,
          (s.day = (SELECT day FROM working) AND s.sessionId IS (SELECT sessionId FROM working)
            AND ${workingSql('s')}) AS working
        FROM (SELECT ${sql.raw(SET_COLUMNS)} FROM logged_sets WHERE user_id = ${userId}) s
        LEFT JOIN workout_blocks b ON b.id = s.blockId
        LEFT JOIN workouts w ON w.id = s.workoutId
        WHERE s.exerciseId = ${id}${until('s.performedAt')} AND (
          (s.day = (SELECT day FROM latest) AND s.sessionId IS (SELECT sessionId FROM latest))
          OR (s.day = (SELECT day FROM working) AND s.sessionId IS (SELECT sessionId FROM working)))
        ORDER BY s.performedAt DESC, s.id DESC`),
    ),
  )
  perExercise.forEach((rows, i) => {
    const exerciseId = exerciseIds[i]
    if (rows.length === 0 || exerciseId === undefined) return
    const sets = rows.filter((r) => Number(r.last) === 1).map(loggedSetOf)
    const workingSets = rows.filter((r) => Number(r.working) === 1).map(loggedSetOf)
    bySession.set(exerciseId, { sets, workingSets })
  })
  return bySession
}

export interface ExerciseLinks {
  id: number
  name: string
  reps: string | null
  easier: LinkedExercise | null
  harder: LinkedExercise | null
}

/** The exercises' names, own reps text, and easier and harder variations. */
export async function exerciseLinks(
  db: Drizzle,
  exerciseIds: readonly number[],
): Promise<Map<number, ExerciseLinks>> {
  if (exerciseIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      reps: exercises.reps,
      easierId: exercises.easierExerciseId,
      easierName: sql<
        string | null
      >`(SELECT v.name FROM exercises v WHERE v.id = "exercises"."easier_exercise_id")`,
      harderId: exercises.harderExerciseId,
      harderName: sql<
        string | null
      >`(SELECT v.name FROM exercises v WHERE v.id = "exercises"."harder_exercise_id")`,
    })
    .from(exercises)
    .where(inArray(exercises.id, [...exerciseIds]))
    .all()
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        reps: r.reps,
        easier:
          r.easierId !== null && r.easierName !== null
            ? { id: r.easierId, name: r.easierName }
            : null,
        harder:
          r.harderId !== null && r.harderName !== null
            ? { id: r.harderId, name: r.harderName }
            : null,
      },
    ]),
  )
}

export interface TrainerChoice {
  /** null = 'no change'. */
  exerciseId: number | null
  exerciseName: string | null
}

/**
 * The trainer's choices for these workout exercises in plans assigned to `userId` that hold the
 * workout (made for this client; a plan reassigned to someone else drops them). Where two plans
 * hold the same workout, the plan changed last wins.
 */
export async function trainerChoices(
  db: Drizzle,
  userId: number,
  workoutExerciseIds: readonly number[],
  planId?: number,
): Promise<Map<number, TrainerChoice>> {
  if (workoutExerciseIds.length === 0) return new Map()
  const rows = await db
    .select({
      workoutExerciseId: planProgressions.workoutExerciseId,
      exerciseId: planProgressions.exerciseId,
      exerciseName: exercises.name,
    })
    .from(planProgressions)
    .innerJoin(
      customWorkoutPlans,
      and(
        eq(customWorkoutPlans.id, planProgressions.planId),
        eq(customWorkoutPlans.userId, planProgressions.userId),
      ),
    )
    .leftJoin(exercises, eq(exercises.id, planProgressions.exerciseId))
    .where(
      and(
        eq(planProgressions.userId, userId),
        inArray(planProgressions.workoutExerciseId, [...workoutExerciseIds]),
        planId === undefined ? undefined : eq(planProgressions.planId, planId),
        // The workout must still be in the plan.
        sql`EXISTS (SELECT 1 FROM ${planWorkouts} pw JOIN workout_exercises we
          ON we.workout_id = pw.workout_id
          WHERE pw.plan_id = ${planProgressions.planId} AND we.id = ${planProgressions.workoutExerciseId})`,
      ),
    )
    .orderBy(customWorkoutPlans.updatedAt)
    .all()
  // Ordered oldest plan first: a later plan's choice replaces an earlier one's.
  return new Map(
    rows.map((r) => [
      r.workoutExerciseId,
      { exerciseId: r.exerciseId, exerciseName: r.exerciseName ?? null },
    ]),
  )
}
