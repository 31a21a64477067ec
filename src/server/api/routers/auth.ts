import { z } from 'zod'
import { invalidateSession } from '../../auth/session'
import { createTRPCRouter, protectedProcedure } from '../trpc'
import { okSchema } from '~/shared/schemas/user'

export const authRouter = createTRPCRouter({
  logout: protectedProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], protect: true, summary: 'End the current session' },
    })
    .input(z.object({}).optional())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      await invalidateSession(ctx.database, ctx.session.id)
      ctx.response?.clearSessionCookie()
      return { success: true as const }
    }),
})
