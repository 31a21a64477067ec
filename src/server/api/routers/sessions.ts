import { z } from 'zod'
import { getSession } from '../../services/sessions/get-session'
import { listSessions } from '../../services/sessions/list-sessions'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import {
  listSessionsInput,
  sessionDetailSchema,
  sessionPageSchema,
} from '~/shared/schemas/sessions'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('sessions')

// Training sessions (docs/product.md#sessions): read by their athlete and the athlete's current
// trainer, like the set log they are made of.
export const sessionsRouter = createTRPCRouter({
  list: rest(
    protectedProcedure,
    'GET /user/{userId}/sessions',
    "Training sessions, newest first, a page at a time (your own, or your client's as their trainer)",
  )
    .input(listSessionsInput)
    .output(sessionPageSchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      const { userId, ...page } = input
      return listSessions({ db: ctx.database.db, userId, ...page })
    }),

  get: rest(
    protectedProcedure,
    'GET /user/{userId}/sessions/{sessionId}',
    'One training session with every set in the order logged',
  )
    .input(z.object({ userId: idSchema, sessionId: idSchema }))
    .output(sessionDetailSchema)
    .query(async ({ ctx, input }) => {
      await assertCanAccessUser(ctx, input.userId, () =>
        isTrainerOf(ctx.database.db, ctx.user, input.userId),
      )
      return getSession({ db: ctx.database.db, ...input })
    }),
})
