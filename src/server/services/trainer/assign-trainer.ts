import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import { hasRole, ROUTE_ROLES, type Role } from '~/shared/roles'

/**
 * POST /api/admin/user/{userId}/trainer ('Assign to Me', docs/product.md#assign-trainer). An admin may assign
 * any user to any trainer or admin. A trainer may only assign themselves, and only to a user
 * with role 'user' who has no trainer yet (assigning an own client again changes nothing).
 */
export async function assignTrainer({
  database,
  actor,
  userId,
  trainerId,
}: {
  database: Database
  actor: { id: number; role: Role }
  userId: number
  trainerId: number
}): Promise<{ success: true; userId: number; trainerId: number }> {
  const isAdmin = actor.role === 'admin'
  if (!isAdmin && trainerId !== actor.id) {
    throw new AppError('FORBIDDEN', 'Trainers can only assign clients to themselves')
  }
  return database.write(async (db) => {
    const roleOf = (id: number) =>
      db
        .select({ role: userTypes.name, trainerId: users.trainerId })
        .from(users)
        .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
        .where(eq(users.id, id))
        .get()
    const target = await roleOf(userId)
    if (!target) throw new AppError('NOT_FOUND', 'User not found')
    if (!isAdmin) {
      if (target.role !== 'user') {
        throw new AppError('FORBIDDEN', 'Only athletes (role user) can be assigned to a trainer')
      }
      if (target.trainerId !== null && target.trainerId !== actor.id) {
        throw new AppError('FORBIDDEN', 'This user already has a trainer')
      }
    }
    if (userId === trainerId) {
      throw new AppError('BAD_REQUEST', 'A user cannot be their own trainer')
    }
    const trainer = await roleOf(trainerId)
    if (!trainer) throw new AppError('NOT_FOUND', 'Trainer not found')
    if (!hasRole(trainer.role, ROUTE_ROLES.trainer)) {
      throw new AppError('BAD_REQUEST', 'The chosen trainer must be a trainer or an admin')
    }
    if (target.trainerId !== trainerId) {
      await db.update(users).set({ trainerId }).where(eq(users.id, userId)).run()
    }
    return { success: true as const, userId, trainerId }
  })
}
