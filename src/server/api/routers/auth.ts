import { z } from 'zod'
import { invalidateSession } from '../../auth/session'
import { getUser } from '../../services/users/get-user'
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc'
import { okSchema, userSchema } from '~/shared/schemas/user'

export const authRouter = createTRPCRouter({
  // The app's session check: answers null instead of 401 so a signed-out visitor is not an error.
  session: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/session',
        tags: ['auth'],
        summary: 'The signed-in user, or null',
      },
    })
    .input(z.object({}).optional())
    .output(z.object({ user: userSchema.nullable() }))
    .query(async ({ ctx }) => ({
      user: ctx.user ? await getUser({ db: ctx.database.db, userId: ctx.user.id }) : null,
    })),
  logout: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: ['auth'],
        protect: true,
        summary: 'End the current session',
      },
    })
    .input(z.object({}).optional())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      await invalidateSession(ctx.database, ctx.session.id)
      ctx.response?.clearSessionCookie()
      return { success: true as const }
    }),
})
