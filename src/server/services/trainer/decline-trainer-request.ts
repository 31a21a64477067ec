import { type AnswerRequestInput, answerOwnRequest, markAnswered } from './queries'
import type { TrainerRequestDecision } from '~/shared/schemas/trainer-request'

/**
 * The athlete declines a trainer's request (docs/product.md#assign-trainer): only their own
 * (another's answers 404); nothing else changes, and that trainer cannot ask them again.
 * Declining a declined request again changes nothing; an accepted or closed one is 409.
 */
export function declineTrainerRequest(input: AnswerRequestInput): Promise<TrainerRequestDecision> {
  return answerOwnRequest(input, 'declined', async (db, request, now) => {
    await markAnswered(db, request.id, 'declined', now).run()
  })
}
