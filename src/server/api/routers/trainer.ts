import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { listInvitations } from '../../services/invitations/list-invitations'
import { resendInvitation } from '../../services/invitations/resend-invitation'
import { sendInvitation } from '../../services/invitations/send-invitation'
import { assignTrainer } from '../../services/trainer/assign-trainer'
import { listClients } from '../../services/trainer/list-clients'
import { type ContextInner, createTRPCRouter, trainerProcedure } from '../trpc'
import {
  assignTrainerInputSchema,
  clientSchema,
  invitationSchema,
  inviteInputSchema,
} from '~/shared/schemas/invitation'
import { idSchema } from '~/shared/schemas/user'

/** Every invitation mail counts against the sender's own, stricter budget (DESIGN §6). */
function takeInvitationSend(ctx: ContextInner & { user: { id: number } }) {
  if (!ctx.invitationLimiter.take(`invite:${ctx.user.id}`)) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many invitations sent; try again later',
    })
  }
}

export const trainerRouter = createTRPCRouter({
  users: trainerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/trainer/users',
        tags: ['trainer'],
        protect: true,
        summary: "The caller's own clients, with streak and level",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(clientSchema))
    .query(({ ctx }) => listClients({ db: ctx.database.db, trainerId: ctx.user.id })),
  invitations: trainerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/trainer/invitations',
        tags: ['trainer'],
        protect: true,
        summary: "The caller's own invitations, newest first",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(invitationSchema))
    .query(({ ctx }) => listInvitations({ db: ctx.database.db, inviterId: ctx.user.id })),
  invite: trainerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/trainer/invitations',
        tags: ['trainer'],
        protect: true,
        summary:
          "Invite an email: role 'user' (default) to become the caller's client; role 'trainer' (admins only) to become a trainer. 503 when the mail cannot be sent (the invitation stays pending; Resend retries)",
      },
    })
    .input(inviteInputSchema)
    .output(invitationSchema)
    .mutation(({ ctx, input }) => {
      takeInvitationSend(ctx)
      return sendInvitation({
        database: ctx.database,
        mailer: ctx.mailer,
        appUrl: ctx.config.appUrl,
        inviter: { id: ctx.user.id, role: ctx.user.role },
        email: input.email,
        role: input.role,
      })
    }),
  resendInvitation: trainerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/trainer/invitations/{id}/resend',
        tags: ['trainer'],
        protect: true,
        summary:
          'Send an own invitation again with a fresh token and expiry (the old link stops working); 409 once accepted',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(invitationSchema)
    .mutation(({ ctx, input }) => {
      takeInvitationSend(ctx)
      return resendInvitation({
        database: ctx.database,
        mailer: ctx.mailer,
        appUrl: ctx.config.appUrl,
        inviterId: ctx.user.id,
        invitationId: input.id,
      })
    }),
  assignTrainer: trainerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/user/{userId}/trainer',
        tags: ['trainer'],
        protect: true,
        summary:
          "Assign a trainer ('Assign to Me'): admins any trainer or admin; trainers only themselves, for users with role user and no trainer",
      },
    })
    .input(assignTrainerInputSchema)
    .output(z.object({ success: z.literal(true), userId: z.number(), trainerId: z.number() }))
    .mutation(({ ctx, input }) =>
      assignTrainer({
        database: ctx.database,
        actor: { id: ctx.user.id, role: ctx.user.role },
        userId: input.userId,
        trainerId: input.trainerId,
      }),
    ),
})
