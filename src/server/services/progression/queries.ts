import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { customWorkoutPlans, exercises, planProgressions, planWorkouts } from '../../db/schema'
import type { LinkedExercise } from '~/shared/rules/progression'
import type { LoggedSet } from '~/shared/schemas/sets'
import { readSets } from '../sets/set-rows'

/**
 * Each exercise's last session for a user (docs/product.md#progression): its sets on the latest
 * day it was done, counting only sets done before `before` (the player's session start, so the
 * session under way is never its own last session). Each costs its last day's sets, not the history.
 */
export async function lastSessions(
  db: Drizzle,
  userId: number,
  exerciseIds: readonly number[],
  before?: Date,
): Promise<Map<number, LoggedSet[]>> {
  const bySession = new Map<number, LoggedSet[]>()
  if (exerciseIds.length === 0) return bySession
  const until = before ? sql` AND m.performed_at < ${before.getTime()}` : sql``
  // One read per exercise: its last day from the newest end of its day index, then that day's
  // sets from the same index (one statement for several would scan the athlete's whole log).
  const perExercise = await Promise.all(
    exerciseIds.map((id) =>
      readSets(
        db,
        userId,
        sql`s.exerciseId = ${id} AND s.day = (SELECT m.day FROM logged_sets m
          WHERE m.user_id = ${userId} AND m.exercise_id = ${id}${until}
          ORDER BY m.day DESC LIMIT 1)${
            before ? sql` AND s.performedAt < ${before.getTime()}` : sql``
          }`,
        sql`s.performedAt DESC, s.id DESC`,
      ),
    ),
  )
  for (const sets of perExercise) {
    const [first] = sets
    if (first) bySession.set(first.exerciseId, sets)
  }
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
