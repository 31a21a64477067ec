import { z } from 'zod'
import { listInvitations } from '../../services/invitations/list-invitations'
import { resendInvitation } from '../../services/invitations/resend-invitation'
import { sendInvitation } from '../../services/invitations/send-invitation'
import { listClients } from '../../services/trainer/list-clients'
import { noInput, restRoutes } from '../rest'
import { createTRPCRouter, rateLimit, trainerProcedure } from '../trpc'
import { clientSchema, invitationSchema, inviteInputSchema } from '~/shared/schemas/invitation'
import { idSchema } from '~/shared/schemas/user'

const rest = restRoutes('trainer')

export const trainerRouter = createTRPCRouter({
  users: rest(
    trainerProcedure,
    'GET /trainer/users',
    "The caller's own clients, with streak and level",
  )
    .input(noInput)
    .output(z.array(clientSchema))
    .query(({ ctx }) => listClients({ db: ctx.database.db, trainerId: ctx.user.id })),
  invitations: rest(
    trainerProcedure,
    'GET /trainer/invitations',
    "The caller's own invitations, newest first",
  )
    .input(noInput)
    .output(z.array(invitationSchema))
    .query(({ ctx }) => listInvitations({ db: ctx.database.db, inviterId: ctx.user.id })),
  invite: rest(
    trainerProcedure,
    'POST /trainer/invitations',
    "Invite an email: role 'user' (default) to become the caller's client; role 'trainer' (admins only) to become a trainer. 503 when the mail cannot be sent (the invitation stays pending; Resend retries)",
  )
    .input(inviteInputSchema)
    .output(invitationSchema)
    // Every invitation mail counts against the sender's own, stricter budget (docs/product.md#rate-limits).
    .use(rateLimit('invitations'))
    .mutation(({ ctx, input }) =>
      sendInvitation({
        database: ctx.database,
        mailer: ctx.mailer,
        appUrl: ctx.config.appUrl,
        inviter: { id: ctx.user.id, role: ctx.user.role },
        email: input.email,
        role: input.role,
      }),
    ),
  resendInvitation: rest(
    trainerProcedure,
    'POST /trainer/invitations/{id}/resend',
    'Send an own invitation again with a fresh token and expiry (the old link stops working); 409 once accepted',
  )
    .input(z.object({ id: idSchema }))
    .output(invitationSchema)
    .use(rateLimit('invitations'))
    .mutation(({ ctx, input }) =>
      resendInvitation({
        database: ctx.database,
        mailer: ctx.mailer,
        appUrl: ctx.config.appUrl,
        inviterId: ctx.user.id,
        invitationId: input.id,
      }),
    ),
})
