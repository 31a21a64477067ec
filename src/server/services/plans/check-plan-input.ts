import { and, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'

export const PLAN_NOT_FOUND = tx('Plan not found')
export const NOT_A_CLIENT_MESSAGE = tx('A plan can only be assigned to one of your own clients')
export const FORMER_CLIENT_MESSAGE = tx(
  'This athlete is no longer your client: assign the plan to one of your clients, or to nobody, to change it',
)

/** 403 unless `userId` is one of the trainer's clients (users whose trainerId is the trainer). */
export async function assertOwnClient(
  db: Drizzle,
  trainerId: number,
  userId: number,
  message = NOT_A_CLIENT_MESSAGE,
): Promise<void> {
  const client = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.trainerId, trainerId)))
    .get()
  if (!client) throw new AppError('FORBIDDEN', message)
}
