import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { customWorkoutPlans, planWorkouts } from '../../db/schema'
import { AppError } from '../../errors'
import type { Plan, PlanPatch } from '~/shared/schemas/plan'
import { assertOwnClient, FORMER_CLIENT_MESSAGE, PLAN_NOT_FOUND } from './check-plan-input'
import { planWorkoutRows } from './create-plan'
import { getOwnPlan } from './list-plans'
import { assertCanAssignWorkouts } from '../catalogue/workout-access'

/**
 * Changes one of the trainer's own plans: only the fields given change; `workoutIds` replaces
 * the whole ordered list. The row update and the new list are one batch. Another trainer's plan
 * answers 404, as if it did not exist.
 */
export async function updatePlan({
  database,
  trainerId,
  planId,
  patch,
}: {
  database: Database
  trainerId: number
  planId: number
  patch: PlanPatch
}): Promise<Plan> {
  await database.write(async (db) => {
    const own = and(eq(customWorkoutPlans.id, planId), eq(customWorkoutPlans.trainerId, trainerId))
    const plan = await db
      .select({ id: customWorkoutPlans.id, userId: customWorkoutPlans.userId })
      .from(customWorkoutPlans)
      .where(own)
      .get()
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND)
    // Assigning (or keeping) a client is checked against the trainer's clients as they are now.
    if (patch.userId != null) await assertOwnClient(db, trainerId, patch.userId)
    // An edit that keeps the client would change what someone who left this trainer sees on
    // Daily: only unassigning or giving the plan to a client now is allowed.
    else if (patch.userId === undefined && plan.userId !== null)
      await assertOwnClient(db, trainerId, plan.userId, FORMER_CLIENT_MESSAGE)
    if (patch.workoutIds) {
      await assertCanAssignWorkouts(db, { id: trainerId, role: 'trainer' }, patch.workoutIds)
    }
    const { workoutIds, ...fields } = patch
    const update = db
      .update(customWorkoutPlans)
      .set({ ...fields, updatedAt: new Date() })
      .where(own)
    if (!workoutIds) {
      await update.run()
      return
    }
    await db.batch([
      update,
      db.delete(planWorkouts).where(eq(planWorkouts.planId, planId)),
      db.insert(planWorkouts).values(planWorkoutRows(planId, workoutIds)),
    ])
  })
  return getOwnPlan({ db: database.db, trainerId, planId })
}
