import { desc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { customWorkoutPlans, users } from '../../db/schema'
import type { Workout } from '~/shared/schemas/catalogue'
import type { AssignedPlan } from '~/shared/schemas/progress'
import { dailyCard } from '../progress/daily-card'
import { userDay, workoutsCompletedOn } from '../progress/queries'
import { withPlanWorkouts } from './plan-workouts'

type LoadedPlan = Omit<AssignedPlan, 'workouts'> & { workouts: Workout[] }

/**
 * The plans assigned to `userId` (and only those), newest first, with the trainer's name and the
 * workouts in plan order: two queries. Completion is left to the caller, which usually has it.
 */
export async function loadAssignedPlans(db: Drizzle, userId: number): Promise<LoadedPlan[]> {
  const rows = await db
    .select({
      id: customWorkoutPlans.id,
      name: customWorkoutPlans.name,
      description: customWorkoutPlans.description,
      trainerId: customWorkoutPlans.trainerId,
      trainerName: users.username,
      updatedAt: customWorkoutPlans.updatedAt,
    })
    .from(customWorkoutPlans)
    .innerJoin(users, eq(users.id, customWorkoutPlans.trainerId))
    .where(eq(customWorkoutPlans.userId, userId))
    .orderBy(desc(customWorkoutPlans.id))
    .all()
  const plans = await withPlanWorkouts(db, rows)
  return plans.map((plan) => ({ ...plan, updatedAt: plan.updatedAt.toISOString() }))
}

/** Loaded plans as Daily sections: each workout a card with today's completed flag. */
export function assignedPlanCards(
  plans: LoadedPlan[],
  completedToday: ReadonlySet<number>,
): AssignedPlan[] {
  return plans.map((plan) => ({
    ...plan,
    workouts: plan.workouts.map((w) => dailyCard(w, completedToday)),
  }))
}

/** GET /api/user/plans: the signed-in user's assigned plans with today's completion. */
export async function listAssignedPlans({
  db,
  userId,
  now = new Date(),
}: {
  db: Drizzle
  userId: number
  now?: Date
}): Promise<AssignedPlan[]> {
  const [plans, done] = await Promise.all([
    loadAssignedPlans(db, userId),
    userDay(db, userId, now).then(({ day }) => workoutsCompletedOn(db, userId, day)),
  ])
  return assignedPlanCards(plans, new Set(done))
}
