import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { customWorkoutPlans, users } from '../../db/schema'
import { AppError } from '../../errors'
import { type Plan, toPlanWorkout } from '~/shared/schemas/plan'
import { PLAN_NOT_FOUND } from './check-plan-input'
import { withPlanWorkouts } from './plan-workouts'

/**
 * A trainer's own plans (never another trainer's), newest first, each with its client's name and
 * its workouts in order. Two queries however many plans there are. `planIds` narrows the list
 * (e.g. to the plan just saved).
 */
export async function listPlans({
  db,
  trainerId,
  planIds,
}: {
  db: Drizzle
  trainerId: number
  planIds?: number[]
}): Promise<Plan[]> {
  const rows = await db
    .select({
      id: customWorkoutPlans.id,
      name: customWorkoutPlans.name,
      description: customWorkoutPlans.description,
      userId: customWorkoutPlans.userId,
      clientName: users.username,
      trainerId: customWorkoutPlans.trainerId,
      createdAt: customWorkoutPlans.createdAt,
      updatedAt: customWorkoutPlans.updatedAt,
    })
    .from(customWorkoutPlans)
    .leftJoin(users, eq(users.id, customWorkoutPlans.userId))
    .where(
      and(
        eq(customWorkoutPlans.trainerId, trainerId),
        planIds ? inArray(customWorkoutPlans.id, planIds) : undefined,
      ),
    )
    .orderBy(desc(customWorkoutPlans.id))
    .all()
  const plans = await withPlanWorkouts(db, rows)
  return plans.map((plan) => ({
    ...plan,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    workouts: plan.workouts.map(toPlanWorkout),
  }))
}

/** One of the trainer's own plans; another trainer's plan is 404, like a missing one. */
export async function getOwnPlan({
  db,
  trainerId,
  planId,
}: {
  db: Drizzle
  trainerId: number
  planId: number
}): Promise<Plan> {
  const [plan] = await listPlans({ db, trainerId, planIds: [planId] })
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND)
  return plan
}
