import { z } from 'zod'
import { acceptInvitation } from '../../services/invitations/accept-invitation'
import { getInvitation } from '../../services/invitations/get-invitation'
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc'
import {
  acceptInvitationResultSchema,
  invitationTokenSchema,
  publicInvitationSchema,
} from '~/shared/schemas/invitation'

export const invitationsRouter = createTRPCRouter({
  // Public: the /invite/{token} page shows who invited whom before anyone signs in.
  byToken: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/invitations/{token}',
        tags: ['invitations'],
        summary:
          "An invitation link's inviter, invited email, role and status (valid, expired or accepted)",
      },
    })
    .input(z.object({ token: invitationTokenSchema }))
    .output(publicInvitationSchema)
    .query(({ ctx, input }) => getInvitation({ db: ctx.database.db, token: input.token })),
  accept: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/invitations/{token}/accept',
        tags: ['invitations'],
        protect: true,
        summary:
          "Accept an invitation: the signed-in account's verified email must equal the invited one (case-insensitive)",
      },
    })
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
