import { z } from 'zod'
import { AppError } from '../../errors'
import { listInvitations } from '../../services/invitations/list-invitations'
import { resendInvitation } from '../../services/invitations/resend-invitation'
import { revokeInvitation } from '../../services/invitations/revoke-invitation'
import { sendInvitation } from '../../services/invitations/send-invitation'
import { setSkillStep } from '../../services/skills/set-skill-step'
import { isTrainerOf } from '../../services/trainer/is-trainer-of'
import { getKeptClients } from '../../services/trainer/kept-clients'
import { noInput, restRoutes } from '../rest'
import { validatedOnce } from '../validated-once'
import { createTRPCRouter, ownAnswer, rateLimit, trainerProcedure } from '../trpc'
import { clientSchema, invitationSchema, inviteInputSchema } from '~/shared/schemas/invitation'
import { setSkillStepInput, skillSchema } from '~/shared/schemas/skills'
import { idSchema } from '~/shared/schemas/user'
import { tx } from '../../i18n/server-text'

const rest = restRoutes('trainer')

export const trainerRouter = createTRPCRouter({
  users: rest(
    trainerProcedure,
    'GET /trainer/users',
    "The caller's own clients, with streak and level",
  )
    .input(noInput)
    .use(ownAnswer)
    .output(validatedOnce(z.array(clientSchema)))
    .query(({ ctx }) =>
      getKeptClients({ db: ctx.database.db, trainerId: ctx.user.id, versions: ctx.versions }),
    ),
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
  revokeInvitation: rest(
    trainerProcedure,
    'POST /trainer/invitations/{id}/revoke',
    'Take back an own pending invitation: its link then says it was revoked and accepts nothing; 409 once accepted; revoking again answers the same',
  )
    .input(z.object({ id: idSchema }))
    .output(invitationSchema)
    .mutation(({ ctx, input }) =>
      revokeInvitation({
        database: ctx.database,
        inviterId: ctx.user.id,
        invitationId: input.id,
      }),
    ),
  setSkillStep: rest(
    trainerProcedure,
    'PUT /trainer/clients/{userId}/skills/{id}/step',
    "Set the step of a skill's ladder a client works on (their trainer, or an admin): every step below it is passed; the number of steps + 1 unlocks the skill",
  )
    .input(setSkillStepInput)
    .output(skillSchema)
    .mutation(async ({ ctx, input }) => {
      // Only the client's own trainer (or an admin): another trainer is refused like every
      // trainer read of a client (403).
      const allowed =
        ctx.user.role === 'admin' || (await isTrainerOf(ctx.database.db, ctx.user, input.userId))
      if (!allowed) {
        throw new AppError('FORBIDDEN', tx("You don't have permission to access this user's data"))
      }
      return setSkillStep({
        database: ctx.database,
        trainerId: ctx.user.id,
        userId: input.userId,
        skillId: input.id,
        step: input.step,
      })
    }),
})
