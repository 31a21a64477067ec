import { z } from 'zod'
import { getSession } from '../../services/sessions/get-session'
import { listSessions } from '../../services/sessions/list-sessions'
import {
  addComment,
  listComments,
  markCommentsRead,
  sessionParty,
} from '../../services/sessions/session-comments'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { restRoutes } from '../rest'
import { assertCanAccessUser, createTRPCRouter, protectedProcedure } from '../trpc'
import {
  listSessionsInput,
  sessionDetailSchema,
  sessionPageSchema,
} from '~/shared/schemas/sessions'
import { addCommentInputSchema, sessionCommentSchema } from '~/shared/schemas/comments'
import { idSchema, okSchema } from '~/shared/schemas/user'

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

  comments: rest(
    protectedProcedure,
    'GET /sessions/{sessionId}/comments',
    "A session's comments, oldest first (the session's athlete, or their trainer)",
  )
    .input(z.object({ sessionId: idSchema }))
    .output(z.array(sessionCommentSchema))
    .query(async ({ ctx, input }) => {
      const athleteId = await sessionParty(ctx.database.db, ctx.user, input.sessionId)
      return listComments(ctx.database.db, input.sessionId, athleteId)
    }),

  addComment: rest(
    protectedProcedure,
    'POST /sessions/{sessionId}/comments',
    'Comment on a session or one of its sets {clientId (a UUID: a resend is the same comment), body, setId?}; answers every comment',
  )
    .input(addCommentInputSchema)
    .output(z.array(sessionCommentSchema))
    .mutation(async ({ ctx, input }) => {
      const athleteId = await sessionParty(ctx.database.db, ctx.user, input.sessionId)
      return addComment({ database: ctx.database, author: ctx.user, athleteId, input })
    }),

  readComments: rest(
    protectedProcedure,
    'POST /sessions/{sessionId}/comments/read',
    "Mark the other party's comments on a session as seen",
  )
    .input(z.object({ sessionId: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await sessionParty(ctx.database.db, ctx.user, input.sessionId)
      await markCommentsRead({
        database: ctx.database,
        viewerId: ctx.user.id,
        sessionId: input.sessionId,
      })
      return { success: true as const }
    }),
})
