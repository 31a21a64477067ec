import { z } from 'zod'
import { idSchema } from './user'

/**
 * A trainer's request to coach an athlete (docs/product.md#assign-trainer): 'pending' until the
 * athlete accepts or declines it; 'closed' when the athlete got a trainer another way first.
 */
export const TRAINER_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'closed'] as const

/**
 * POST /api/admin/user/{userId}/trainer: 'assigned' when the user's trainer is now `trainerId`
 * (an admin's assignment, or a trainer's own client already), 'requested' when a trainer's
 * request waits for the athlete's answer and nothing has changed yet.
 */
export const assignTrainerResultSchema = z.object({
  success: z.literal(true),
  userId: z.number().int(),
  trainerId: z.number().int(),
  status: z.enum(['assigned', 'requested']),
})
export type AssignTrainerResult = z.infer<typeof assignTrainerResultSchema>

/** A pending request as its athlete sees it: who wants to be their trainer, since when. */
export const trainerRequestSchema = z.object({
  id: z.number().int(),
  trainerId: z.number().int(),
  trainerName: z.string(),
  createdAt: z.string(),
})
export type TrainerRequest = z.infer<typeof trainerRequestSchema>

export const trainerRequestIdInputSchema = z.object({ id: idSchema })

/** The athlete's answer, as it stands after the call (the same again for a repeated call). */
export const trainerRequestDecisionSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  status: z.enum(['accepted', 'declined']),
  trainerId: z.number().int(),
  trainerName: z.string(),
})
export type TrainerRequestDecision = z.infer<typeof trainerRequestDecisionSchema>
