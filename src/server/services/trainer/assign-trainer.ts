import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { trainerRequests, userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import { closePendingRequests } from './queries'
import { hasRole, ROUTE_ROLES, type Role } from '~/shared/roles'
import type { AssignTrainerResult } from '~/shared/schemas/trainer-request'
import { tx } from '../../i18n/server-text'

/**
 * POST /api/admin/user/{userId}/trainer ('Assign to Me', docs/product.md#assign-trainer). An admin
 * assigns any user to any trainer or admin, directly. A trainer may only name themselves, and
 * only for a user with role 'user' who has no trainer yet; that changes nothing for the user: it
 * sends them a request (one pending per trainer and user, so asking again is the same request)
 * that they accept or decline in the app (docs/decisions/011). A declined request is final for
 * that trainer: asking again answers 409. Their own client already answers 'assigned'.
 */
export async function assignTrainer({
  database,
  actor,
  userId,
  trainerId,
  now = new Date(),
}: {
  database: Database
  actor: { id: number; role: Role }
  userId: number
  trainerId: number
  now?: Date
}): Promise<AssignTrainerResult> {
  const isAdmin = actor.role === 'admin'
  if (!isAdmin && trainerId !== actor.id) {
    throw new AppError('FORBIDDEN', tx('Trainers can only assign clients to themselves'))
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
    if (!target) throw new AppError('NOT_FOUND', tx('User not found'))
    if (!isAdmin) {
      if (target.role !== 'user') {
        throw new AppError(
          'FORBIDDEN',
          tx('Only athletes (role user) can be assigned to a trainer'),
        )
      }
      if (target.trainerId !== null && target.trainerId !== actor.id) {
        throw new AppError('FORBIDDEN', tx('This user already has a trainer'))
      }
    }
    if (userId === trainerId) {
      throw new AppError('BAD_REQUEST', tx('A user cannot be their own trainer'))
    }
    const trainer = await roleOf(trainerId)
    if (!trainer) throw new AppError('NOT_FOUND', tx('Trainer not found'))
    if (!hasRole(trainer.role, ROUTE_ROLES.trainer)) {
      throw new AppError('BAD_REQUEST', tx('The chosen trainer must be a trainer or an admin'))
    }
    const answer = (status: AssignTrainerResult['status']) =>
      ({ success: true, userId, trainerId, status }) as const
    if (target.trainerId === trainerId) return answer('assigned')
    if (isAdmin) {
      await db.batch([
        // A new trainer chooses their own check-in day (docs/product.md#check-ins).
        db.update(users).set({ trainerId, checkInWeekday: null }).where(eq(users.id, userId)),
        closePendingRequests(db, userId, now),
      ])
      return answer('assigned')
    }

    const earlier = await db
      .select({ status: trainerRequests.status })
      .from(trainerRequests)
      .where(and(eq(trainerRequests.trainerId, trainerId), eq(trainerRequests.userId, userId)))
      .all()
    if (earlier.some((r) => r.status === 'declined')) {
      throw new AppError('CONFLICT', tx('This athlete declined your request'))
    }
    if (!earlier.some((r) => r.status === 'pending')) {
      await db.insert(trainerRequests).values({ trainerId, userId, createdAt: now }).run()
    }
    return answer('requested')
  })
}
