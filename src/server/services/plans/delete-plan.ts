import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { customWorkoutPlans } from '../../db/schema'
import { AppError } from '../../errors'
import { PLAN_NOT_FOUND } from './check-plan-input'

/** Deletes one of the trainer's own plans (its workout list goes with it by cascade). */
export async function deletePlan({
  database,
  trainerId,
  planId,
}: {
  database: Database
  trainerId: number
  planId: number
}): Promise<void> {
  const deleted = await database.write((db) =>
    db
      .delete(customWorkoutPlans)
      .where(and(eq(customWorkoutPlans.id, planId), eq(customWorkoutPlans.trainerId, trainerId)))
      .returning({ id: customWorkoutPlans.id })
      .get(),
  )
  if (!deleted) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND)
}
