import { z } from 'zod'
import { acceptInvitation } from '../../services/invitations/accept-invitation'
import { getInvitation } from '../../services/invitations/get-invitation'
import { restRoutes } from '../rest'
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc'
import {
  acceptInvitationResultSchema,
  invitationTokenSchema,
  publicInvitationSchema,
} from '~/shared/schemas/invitation'

const rest = restRoutes('invitations')

export const invitationsRouter = createTRPCRouter({
  // Public: the /invite/{token} page shows who invited whom before anyone signs in.
  byToken: rest(
    publicProcedure,
    'GET /invitations/{token}',
    "An invitation link's inviter, invited email, role and status (valid, expired or accepted)",
  )
    .input(z.object({ token: invitationTokenSchema }))
    .output(publicInvitationSchema)
    .query(({ ctx, input }) => getInvitation({ db: ctx.database.db, token: input.token })),
  accept: rest(
    protectedProcedure,
    'POST /invitations/{token}/accept',
    "Accept an invitation: the signed-in account's verified email must equal the invited one (case-insensitive)",
  )
    .input(z.object({ token: invitationTokenSchema }))
    .output(acceptInvitationResultSchema)
    .mutation(({ ctx, input }) =>
      acceptInvitation({
        database: ctx.database,
        token: input.token,
        userId: ctx.user.id,
        sessionId: ctx.session.id,
      }),
    ),
})
