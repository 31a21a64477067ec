import { and, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users, workouts } from '../../db/schema'
import { AppError } from '../../errors'

export const PLAN_NOT_FOUND = 'Plan not found'
export const NOT_A_CLIENT_MESSAGE = 'A plan can only be assigned to one of your own clients'

/** 403 unless `userId` is one of the trainer's clients (users whose trainerId is the trainer). */
export async function assertOwnClient(
  db: Drizzle,
  trainerId: number,
  userId: number,
): Promise<void> {
  const client = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.trainerId, trainerId)))
    .get()
  if (!client) throw new AppError('FORBIDDEN', NOT_A_CLIENT_MESSAGE)
}

/** 400 naming the ids that are not workouts of the catalogue (e.g. deleted meanwhile). */
export async function assertWorkoutsExist(db: Drizzle, workoutIds: number[]): Promise<void> {
  const found = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(inArray(workouts.id, workoutIds))
    .all()
  const known = new Set(found.map((w) => w.id))
  const unknown = workoutIds.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      unknown.length === 1
        ? `Workout ${unknown[0]} does not exist (it may have been deleted)`
        : `Workouts ${unknown.join(', ')} do not exist (they may have been deleted)`,
    )
  }
}
