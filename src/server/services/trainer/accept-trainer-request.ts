import { and, eq, isNull } from 'drizzle-orm'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import {
  type AnswerRequestInput,
  answerOwnRequest,
  closePendingRequests,
  markAnswered,
} from './queries'
import { hasRole, ROUTE_ROLES } from '~/shared/roles'
import type { TrainerRequestDecision } from '~/shared/schemas/trainer-request'
import { tx } from '../../i18n/server-text'

/**
 * The athlete accepts a trainer's request (docs/product.md#assign-trainer): only their own
 * (another's answers 404), only while they have no trainer (409), only while the sender is still a
 * trainer or admin (409). Marking it accepted, setting users.trainer_id and closing their other
 * pending requests commit in one batch. Accepting an accepted request again changes nothing.
 */
export function acceptTrainerRequest(input: AnswerRequestInput): Promise<TrainerRequestDecision> {
  const { userId } = input
  return answerOwnRequest(input, 'accepted', async (db, request, now) => {
    const me = await db
      .select({ trainerId: users.trainerId })
      .from(users)
      .where(eq(users.id, userId))
      .get()
    if (me?.trainerId != null) throw new AppError('CONFLICT', tx('You already have a trainer'))
    if (!hasRole(request.trainerRole, ROUTE_ROLES.trainer)) {
      throw new AppError(
        'CONFLICT',
        tx('{trainer} is no longer a trainer', { trainer: request.trainerName }),
      )
    }
    await db.batch([
      markAnswered(db, request.id, 'accepted', now),
      db
        .update(users)
        // A new trainer chooses their own check-in day (docs/product.md#check-ins).
        .set({ trainerId: request.trainerId, checkInWeekday: null })
        .where(and(eq(users.id, userId), isNull(users.trainerId))),
      closePendingRequests(db, userId, now),
    ])
  })
}
