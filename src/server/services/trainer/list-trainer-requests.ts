import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { trainerRequests, userTypes } from '../../db/schema'
import { selectRequestsWithTrainer } from './queries'
import { ROUTE_ROLES } from '~/shared/roles'
import type { TrainerRequest } from '~/shared/schemas/trainer-request'

/**
 * The requests waiting for `userId`'s answer, newest first (docs/product.md#assign-trainer): pending
 * ones from people who are still trainers or admins.
 */
export async function listTrainerRequests({
  db,
  userId,
}: {
  db: Drizzle
  userId: number
}): Promise<TrainerRequest[]> {
  const rows = await selectRequestsWithTrainer(db)
    .where(
      and(
        eq(trainerRequests.userId, userId),
        eq(trainerRequests.status, 'pending'),
        inArray(userTypes.name, ROUTE_ROLES.trainer),
      ),
    )
    .orderBy(desc(trainerRequests.createdAt), desc(trainerRequests.id))
    .all()
  return rows.map(({ id, trainerId, trainerName, createdAt }) => ({
    id,
    trainerId,
    trainerName,
    createdAt: createdAt.toISOString(),
  }))
}
