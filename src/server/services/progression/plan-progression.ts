import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import {
  customWorkoutPlans,
  exercises,
  planProgressions,
  planWorkouts,
  users,
  workoutExercises,
  workouts,
} from '../../db/schema'
import { AppError, InputError } from '../../errors'
import type { Role } from '~/shared/roles'
import { lastTimeLabel } from '~/shared/rules/player'
import { suggestProgression } from '~/shared/rules/progression'
import type { PlanProgression, SetPlanProgressionInput } from '~/shared/schemas/progression'
import { PLAN_NOT_FOUND } from '../plans/check-plan-input'
import { exerciseLinks, lastSessions, trainerChoices } from './queries'
import { tx } from '../../i18n/server-text'

interface Caller {
  id: number
  role: Role
}

/**
 * The plan's trainer, or an admin; anyone else is told it does not exist (as plans answer). The
 * trainer reads and steers the client's numbers only while they are the client's trainer: a plan
 * still assigned to an athlete who has moved on to another trainer is closed to its author.
 */
async function assignedPlan(db: Drizzle, caller: Caller, planId: number) {
  const plan = await db
    .select({
      id: customWorkoutPlans.id,
      trainerId: customWorkoutPlans.trainerId,
      userId: customWorkoutPlans.userId,
      clientName: users.username,
      clientUnits: users.units,
      clientTrainerId: users.trainerId,
    })
    .from(customWorkoutPlans)
    .leftJoin(users, eq(users.id, customWorkoutPlans.userId))
    .where(eq(customWorkoutPlans.id, planId))
    .get()
  if (!plan || (plan.trainerId !== caller.id && caller.role !== 'admin'))
    throw new AppError('NOT_FOUND', PLAN_NOT_FOUND)
  if (plan.userId === null)
    throw new AppError('CONFLICT', tx('Assign this plan to a client to see their progression'))
  if (caller.role !== 'admin' && plan.clientTrainerId !== caller.id)
    throw new AppError('FORBIDDEN', tx('This athlete is no longer your client'))
  return {
    ...plan,
    userId: plan.userId,
    clientName: plan.clientName ?? '',
    clientUnits: plan.clientUnits ?? 'kg',
  }
}

/**
 * docs/product.md#plans: every exercise of an assigned plan's workouts, in order, with the
 * client's last session of it, what the rule suggests from it, and the trainer's choice.
 */
export async function getPlanProgression({
  db,
  caller,
  planId,
}: {
  db: Drizzle
  caller: Caller
  planId: number
}): Promise<PlanProgression> {
  const plan = await assignedPlan(db, caller, planId)
  const entries = await db
    .select({
      workoutId: workouts.id,
      workoutTitle: workouts.title,
      workoutExerciseId: workoutExercises.id,
      exerciseId: workoutExercises.exerciseId,
      exerciseName: exercises.name,
      sets: workoutExercises.sets,
      reps: workoutExercises.reps,
    })
    .from(planWorkouts)
    .innerJoin(workouts, eq(workouts.id, planWorkouts.workoutId))
    .innerJoin(workoutExercises, eq(workoutExercises.workoutId, workouts.id))
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .where(eq(planWorkouts.planId, planId))
    .orderBy(asc(planWorkouts.position), asc(workoutExercises.order), asc(workoutExercises.id))
    .all()
  const exerciseIds = [...new Set(entries.map((e) => e.exerciseId))]
  const [sessions, links, choices] = await Promise.all([
    lastSessions(db, plan.userId, exerciseIds),
    exerciseLinks(db, exerciseIds),
    trainerChoices(
      db,
      plan.userId,
      entries.map((e) => e.workoutExerciseId),
      planId,
    ),
  ])
  return {
    planId,
    userId: plan.userId,
    clientName: plan.clientName,
    exercises: entries.map((entry) => {
      const last = sessions.get(entry.exerciseId)
      const link = links.get(entry.exerciseId)
      const choice = choices.get(entry.workoutExerciseId)
      return {
        ...entry,
        // In the client's unit of load, as they read it (docs/product.md#units).
        lastTime: lastTimeLabel(last?.sets ?? [], plan.clientUnits),
        suggested: suggestProgression({
          reps: entry.reps,
          sets: entry.sets,
          lastSession: last?.workingSets ?? [],
          easier: link?.easier ?? null,
          harder: link?.harder ?? null,
          units: plan.clientUnits,
        }),
        choice: !choice ? 'suggested' : choice.exerciseId === null ? 'none' : 'exercise',
        choiceExerciseId: choice?.exerciseId ?? null,
        choiceExerciseName: choice?.exerciseName ?? null,
      }
    }),
  }
}

/**
 * The trainer overrides the suggestion for one exercise of the plan, for the plan's client:
 * another exercise, 'none' (no change), or back to 'suggested' (the rule's).
 */
export async function setPlanProgression({
  database,
  caller,
  input,
}: {
  database: Database
  caller: Caller
  input: SetPlanProgressionInput
}): Promise<PlanProgression> {
  const { id: planId, workoutExerciseId, choice } = input
  await database.write(async (db) => {
    const plan = await assignedPlan(db, caller, planId)
    const inPlan = await db
      .select({ id: workoutExercises.id })
      .from(workoutExercises)
      .where(
        and(
          eq(workoutExercises.id, workoutExerciseId),
          sql`${workoutExercises.workoutId} IN (SELECT workout_id FROM ${planWorkouts} WHERE plan_id = ${planId})`,
        ),
      )
      .get()
    if (!inPlan) throw new AppError('NOT_FOUND', tx('This exercise is not in the plan'))
    const key = and(
      eq(planProgressions.planId, planId),
      eq(planProgressions.workoutExerciseId, workoutExerciseId),
    )
    if (choice === 'suggested') {
      await db.delete(planProgressions).where(key).run()
      return
    }
    const exerciseId = choice === 'exercise' ? (input.exerciseId ?? null) : null
    if (exerciseId !== null) {
      const known = await db
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(eq(exercises.id, exerciseId), isNull(exercises.ownerId)))
        .get()
      if (!known) throw new InputError([{ path: ['exerciseId'], message: tx('No such exercise') }])
    }
    const row = { userId: plan.userId, exerciseId, setBy: caller.id, updatedAt: new Date() }
    await db
      .insert(planProgressions)
      .values({ planId, workoutExerciseId, ...row })
      .onConflictDoUpdate({
        target: [planProgressions.planId, planProgressions.workoutExerciseId],
        set: row,
      })
      .run()
  })
  return getPlanProgression({ db: database.db, caller, planId })
}
