import { z } from 'zod'
import { invalidateSession } from '../../auth/session'
import { exchangeDesktopCode, issueDesktopCode } from '../../services/auth/desktop-sign-in'
import { getUser } from '../../services/users/get-user'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure, publicProcedure, rateLimit } from '../trpc'
import {
  desktopCodeOutput,
  desktopSignInParams,
  desktopTokenInput,
  desktopTokenOutput,
} from '~/shared/schemas/desktop'
import { okSchema, userSchema } from '~/shared/schemas/user'

const rest = restRoutes('auth')

export const authRouter = createTRPCRouter({
  // The app's session check: answers null instead of 401 so a signed-out visitor is not an error.
  session: rest(publicProcedure, 'GET /auth/session', 'The signed-in user, or null')
    .input(noInput)
    .output(z.object({ user: userSchema.nullable() }))
    .query(async ({ ctx }) => ({
      user: ctx.user ? await getUser({ db: ctx.database.db, userId: ctx.user.id }) : null,
    })),
  logout: rest(protectedProcedure, 'POST /auth/logout', 'End the current session')
    .input(noInput)
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      await invalidateSession(ctx.database, ctx.session.id)
      ctx.response?.clearSessionCookie()
      return { success: true as const }
    }),
  // The desktop app's loopback sign-in (docs/decisions/009).
  desktopCode: rest(
    protectedProcedure,
    'POST /auth/desktop/code',
    "Hand the signed-in account to the desktop app: a one-time code (2 minutes) bound to the app's PKCE challenge, and the app's loopback URL to deliver it to",
  )
    .input(desktopSignInParams)
    .output(desktopCodeOutput)
    .mutation(({ ctx, input }) =>
      issueDesktopCode({ database: ctx.database, userId: ctx.user.id, params: input }),
    ),
  desktopToken: rest(
    publicProcedure,
    'POST /auth/desktop/token',
    'The desktop app trades its one-time code and PKCE verifier for a session token (sent later as Bearer)',
  )
    .input(desktopTokenInput)
    .output(desktopTokenOutput)
    .use(rateLimit('desktopSignIn'))
    .mutation(({ ctx, input }) => exchangeDesktopCode({ database: ctx.database, ...input })),
})
