import { z } from 'zod'
import { acceptTrainerRequest } from '../../services/trainer/accept-trainer-request'
import { declineTrainerRequest } from '../../services/trainer/decline-trainer-request'
import { listTrainerRequests } from '../../services/trainer/list-trainer-requests'
import type { AnswerRequestInput } from '../../services/trainer/queries'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import {
  type TrainerRequestDecision,
  trainerRequestDecisionSchema,
  trainerRequestIdInputSchema,
  trainerRequestSchema,
} from '~/shared/schemas/trainer-request'

const rest = restRoutes('trainer-requests')

/** Accepting or declining: the caller answers one of their own requests. */
const answer = (
  verb: 'accept' | 'decline',
  summary: string,
  service: (input: AnswerRequestInput) => Promise<TrainerRequestDecision>,
) =>
  rest(protectedProcedure, `POST /user/trainer-requests/{id}/${verb}`, summary)
    .input(trainerRequestIdInputSchema)
    .output(trainerRequestDecisionSchema)
    .mutation(({ ctx, input }) =>
      service({ database: ctx.database, userId: ctx.user.id, requestId: input.id }),
    )

// The athlete's side of a trainer's 'Assign to Me' (docs/decisions/011): their own requests only;
// another user's request answers 404 as if it did not exist.
export const trainerRequestsRouter = createTRPCRouter({
  mine: rest(
    protectedProcedure,
    'GET /user/trainer-requests',
    "Trainers' requests waiting for the caller's answer, newest first",
  )
    .input(noInput)
    .output(z.array(trainerRequestSchema))
    .query(({ ctx }) => listTrainerRequests({ db: ctx.database.db, userId: ctx.user.id })),
  accept: answer(
    'accept',
    "Accept a trainer's request sent to you: they become your trainer (409 when you already have one); your other pending requests close",
    acceptTrainerRequest,
  ),
  decline: answer(
    'decline',
    "Decline a trainer's request sent to you: nothing changes, and that trainer cannot ask again",
    declineTrainerRequest,
  ),
})
