import { z } from 'zod'
import { UNITS } from '../rules/units'
import { bodyIdSchema, idSchema } from './user'
import { said } from '../i18n/said'

export const INVITATION_EMAIL_MESSAGE = said('Please enter a valid email address')

/** docs/product.md#validation: required, email format; trimmed here, compared case-insensitively by the server. */
export const invitationEmailSchema = z
  .string({ error: INVITATION_EMAIL_MESSAGE })
  .trim()
  .min(1, INVITATION_EMAIL_MESSAGE)
  .max(254, INVITATION_EMAIL_MESSAGE)
  .regex(z.regexes.email, INVITATION_EMAIL_MESSAGE)

/** 'user' = become the inviter's client; 'trainer' = become a trainer (admins only). */
export const INVITATION_ROLES = ['user', 'trainer'] as const
export const invitationRoleSchema = z.enum(INVITATION_ROLES)
export type InvitationRole = z.infer<typeof invitationRoleSchema>

export const inviteInputSchema = z.object({
  email: invitationEmailSchema,
  role: invitationRoleSchema.default('user'),
})

/** A row of the inviter's 'Sent Invitations' table (docs/product.md#api plus expiresAt and role). */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  accepted: z.boolean(),
  expiresAt: z.string(),
  role: invitationRoleSchema,
  /** When the inviter revoked it (while pending), else null. */
  revokedAt: z.string().nullable(),
})
export type Invitation = z.infer<typeof invitationSchema>

export const invitationStatusSchema = z.enum(['valid', 'expired', 'accepted', 'revoked'])
export type InvitationStatus = z.infer<typeof invitationStatusSchema>

/** What the holder of a link may see: nothing but who invited which address to what. */
export const publicInvitationSchema = z.object({
  inviterName: z.string(),
  email: z.string(),
  role: invitationRoleSchema,
  status: invitationStatusSchema,
})
export type PublicInvitation = z.infer<typeof publicInvitationSchema>

/** Path token; anything that is not a token we issued is simply unknown (404). */
export const invitationTokenSchema = z.string().min(1).max(200)

export const acceptInvitationResultSchema = z.object({
  success: z.literal(true),
  /** 'client': trainerId set; 'trainer': role granted; 'already-trainer': nothing to change. */
  outcome: z.enum(['client', 'trainer', 'already-trainer']),
  inviterName: z.string(),
  message: z.string(),
})
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResultSchema>

/** A trainer's client (docs/product.md#api GET /api/trainer/users plus streak and photoURL). */
export const clientSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  age: z.number().int().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  level: z.number().int(),
  streak: z.number().int(),
  photoURL: z.string().nullable(),
  /** The athlete's unit, so their body weight reads as they enter it. */
  units: z.enum(UNITS),
  compliance: z
    .object({
      d7: z.number().int().nullable(),
      d30: z.number().int().nullable(),
      d90: z.number().int().nullable(),
    })
    .meta({
      description:
        'Percent of scheduled workouts done in the last 7, 30 and 90 days (null: nothing scheduled)',
    }),
  lastTrainedDay: z.string().nullable().meta({ description: 'The last day trained, YYYY-MM-DD' }),
  needsAttention: z.boolean().meta({
    description: 'The 7-day rate fell 20 points under the 30-day rate, or 7 days without training',
  }),
  unreadMessages: z.number().int().meta({
    description: "The client's messages the trainer has not seen yet (docs/product.md#messages)",
  }),
  newComments: z.object({ count: z.number().int(), sessionId: z.number().int() }).nullable().meta({
    description:
      "The client's comments on their sessions the trainer has not seen, and the session with the newest (docs/product.md#session-comments)",
  }),
})
export type Client = z.infer<typeof clientSchema>

export const assignTrainerInputSchema = z.object({
  userId: idSchema,
  trainerId: bodyIdSchema,
})

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
})
