import { type SQL, sql } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { customWorkoutPlans, planWorkouts } from '../../db/schema'
import type { Plan, PlanInput } from '~/shared/schemas/plan'
import { assertOwnClient } from './check-plan-input'
import { getOwnPlan } from './list-plans'
import { assertCanAssignWorkouts } from '../catalogue/workout-access'

/**
 * The plan_workouts rows of a list of workout ids, positions 1..n. `planId` may be SQL: a plan
 * inserted earlier in the same batch is found as the newest plan, since nothing else can insert
 * inside the batch's transaction.
 */
export function planWorkoutRows(planId: number | SQL, workoutIds: number[]) {
  return workoutIds.map((workoutId, i) => ({ planId, workoutId, position: i + 1 }))
}

export const NEWEST_PLAN_ID = sql`(select max("id") from "custom_workout_plans")`

/** Creates one of the trainer's plans with its ordered workouts, in one batch. */
export async function createPlan({
  database,
  trainerId,
  input,
}: {
  database: Database
  trainerId: number
  input: PlanInput
}): Promise<Plan> {
  const planId = await database.write(async (db: Drizzle) => {
    if (input.userId !== null) await assertOwnClient(db, trainerId, input.userId)
    await assertCanAssignWorkouts(db, { id: trainerId, role: 'trainer' }, input.workoutIds)
    const now = new Date()
    const [inserted] = await db.batch([
      db
        .insert(customWorkoutPlans)
        .values({
          trainerId,
          userId: input.userId,
          name: input.name,
          description: input.description,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: customWorkoutPlans.id }),
      db.insert(planWorkouts).values(planWorkoutRows(NEWEST_PLAN_ID, input.workoutIds)),
    ])
    const id = inserted[0]?.id
    if (id === undefined) throw new Error('the plan insert returned no row')
    return id
  })
  return getOwnPlan({ db: database.db, trainerId, planId })
}
