import { and, eq } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { trainerRequests, userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { Role } from '~/shared/roles'
import type { TrainerRequestDecision } from '~/shared/schemas/trainer-request'
import { tx } from '../../i18n/server-text'

/**
 * Closes `userId`'s pending trainer requests, as a statement for the batch that gives them a
 * trainer (an accepted request, an admin's assignment, an accepted invitation): once someone has
 * a trainer, nobody else's request to them stays open.
 */
export function closePendingRequests(db: Drizzle, userId: number, now: Date) {
  return db
    .update(trainerRequests)
    .set({ status: 'closed', decidedAt: now })
    .where(and(eq(trainerRequests.userId, userId), eq(trainerRequests.status, 'pending')))
}

/** Trainer requests with their sender's name and role as they are now; add where and order. */
export function selectRequestsWithTrainer(db: Drizzle) {
  return db
    .select({
      id: trainerRequests.id,
      trainerId: trainerRequests.trainerId,
      trainerName: users.username,
      trainerRole: userTypes.name,
      status: trainerRequests.status,
      createdAt: trainerRequests.createdAt,
    })
    .from(trainerRequests)
    .innerJoin(users, eq(users.id, trainerRequests.trainerId))
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
}

/** What accepting or declining takes: the athlete answering, their request, and the clock. */
export interface AnswerRequestInput {
  database: Database
  userId: number
  requestId: number
  now?: Date
}

/** A pending request as `decide` gets it: its sender and the sender's role now. */
interface PendingRequest {
  id: number
  trainerId: number
  trainerName: string
  trainerRole: Role
}

/**
 * The athlete's answer to their request `requestId`, under the write lock: `decide` runs on a
 * pending request. Someone else's request answers 404 exactly like a missing one, so ids reveal
 * nothing; a request that already has this answer answers the same again and changes nothing;
 * any other that is no longer pending is 409.
 */
export function answerOwnRequest(
  { database, userId, requestId, now = new Date() }: AnswerRequestInput,
  status: TrainerRequestDecision['status'],
  decide: (db: Drizzle, request: PendingRequest, now: Date) => Promise<void>,
): Promise<TrainerRequestDecision> {
  return database.write(async (db) => {
    const request = await selectRequestsWithTrainer(db)
      .where(and(eq(trainerRequests.id, requestId), eq(trainerRequests.userId, userId)))
      .get()
    if (!request) throw new AppError('NOT_FOUND', tx('Request not found'))
    if (request.status !== status) {
      if (request.status !== 'pending') {
        throw new AppError('CONFLICT', tx('This request is no longer open'))
      }
      await decide(db, request, now)
    }
    const { id, trainerId, trainerName } = request
    return { success: true, id, status, trainerId, trainerName }
  })
}

/** Marks a pending request with the athlete's answer, as a statement for a batch. */
export function markAnswered(
  db: Drizzle,
  requestId: number,
  status: TrainerRequestDecision['status'],
  now: Date,
) {
  return db
    .update(trainerRequests)
    .set({ status, decidedAt: now })
    .where(and(eq(trainerRequests.id, requestId), eq(trainerRequests.status, 'pending')))
}
