import { z } from 'zod'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { AppError } from '../../errors'
import {
  markThreadRead,
  readThread,
  sendMessage,
  threadSides,
} from '../../services/messages/thread'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure, trainerProcedure } from '../trpc'
import {
  sendClientMessageInputSchema,
  sendMessageInputSchema,
  threadSchema,
} from '~/shared/schemas/messages'
import { idSchema, okSchema } from '~/shared/schemas/user'
import { tx } from '../../i18n/server-text'

const rest = restRoutes('messages')

/** The thread's sides when the caller is the client's trainer now; 403 otherwise (admins too). */
async function coachedSides(db: Drizzle, viewer: SessionUser, clientId: number) {
  if (!(await isTrainerOf(db, viewer, clientId))) {
    throw new AppError('FORBIDDEN', tx('This athlete is not your client'))
  }
  return threadSides(db, clientId)
}

// Messages (docs/product.md#messages): one thread between an athlete and their trainer now,
// read and written by those two only.
export const messagesRouter = createTRPCRouter({
  mine: rest(protectedProcedure, 'GET /user/messages', 'Your thread with your trainer')
    .input(noInput)
    .output(threadSchema)
    .query(async ({ ctx }) =>
      readThread(ctx.database.db, await threadSides(ctx.database.db, ctx.user.id), ctx.user.id),
    ),

  send: rest(
    protectedProcedure,
    'POST /user/messages',
    'Write to your trainer {clientId (a UUID: a resend is the same message), body}; answers the thread',
  )
    .input(sendMessageInputSchema)
    .output(threadSchema)
    .mutation(async ({ ctx, input }) => {
      const sides = await threadSides(ctx.database.db, ctx.user.id)
      if (!sides.trainer) throw new AppError('CONFLICT', tx('You have no trainer to write to'))
      await sendMessage({
        database: ctx.database,
        pair: { trainerId: sides.trainer.id, athleteId: ctx.user.id },
        authorId: ctx.user.id,
        ...input,
      })
      return readThread(ctx.database.db, sides, ctx.user.id)
    }),

  read: rest(protectedProcedure, 'POST /user/messages/read', "Mark your trainer's messages as seen")
    .input(noInput)
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      const sides = await threadSides(ctx.database.db, ctx.user.id)
      if (sides.trainer) {
        await markThreadRead(
          ctx.database,
          { trainerId: sides.trainer.id, athleteId: ctx.user.id },
          ctx.user.id,
        )
      }
      return { success: true as const }
    }),

  client: rest(
    trainerProcedure,
    'GET /trainer/clients/{userId}/messages',
    'Your thread with a client (their trainer now only)',
  )
    .input(z.object({ userId: idSchema }))
    .output(threadSchema)
    .query(async ({ ctx, input }) =>
      readThread(
        ctx.database.db,
        await coachedSides(ctx.database.db, ctx.user, input.userId),
        ctx.user.id,
      ),
    ),

  sendToClient: rest(
    trainerProcedure,
    'POST /trainer/clients/{userId}/messages',
    'Write to a client {clientId (a UUID), body}; answers the thread',
  )
    .input(sendClientMessageInputSchema)
    .output(threadSchema)
    .mutation(async ({ ctx, input }) => {
      const { userId, ...message } = input
      const sides = await coachedSides(ctx.database.db, ctx.user, userId)
      await sendMessage({
        database: ctx.database,
        pair: { trainerId: ctx.user.id, athleteId: userId },
        authorId: ctx.user.id,
        ...message,
      })
      return readThread(ctx.database.db, sides, ctx.user.id)
    }),

  readClient: rest(
    trainerProcedure,
    'POST /trainer/clients/{userId}/messages/read',
    "Mark a client's messages as seen",
  )
    .input(z.object({ userId: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await coachedSides(ctx.database.db, ctx.user, input.userId)
      await markThreadRead(
        ctx.database,
        { trainerId: ctx.user.id, athleteId: input.userId },
        ctx.user.id,
      )
      return { success: true as const }
    }),
})
