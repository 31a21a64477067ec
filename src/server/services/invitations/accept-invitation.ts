import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { trainerInvitations, userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import { closePendingRequests } from '../trainer/queries'
import { roleChangeStatements } from '../users/set-user-role'
import { findInvitationByToken, UNKNOWN_INVITATION } from './get-invitation'
import { invitationStatus } from './invitation-token'
import { sameEmail } from '~/shared/rules/invitations'
import { hasRole, ROUTE_ROLES } from '~/shared/roles'
import type { AcceptInvitationResult } from '~/shared/schemas/invitation'
import { tx } from '../../i18n/server-text'

/**
 * Accepts the invitation behind `token` for the signed-in user (docs/product.md#invitations). Only when the
 * account's verified email equals the invited one, case-insensitively; only once; only before
 * it expires. A 'user' invitation makes the user the inviter's client (trainerId) and closes
 * their pending trainer requests; a 'trainer' invitation grants the trainer role (audited as
 * source 'invitation', the user's other sessions end). The acceptance and its effect commit
 * together in one batch; a refusal changes nothing.
 */
export async function acceptInvitation({
  database,
  token,
  userId,
  sessionId,
  now = new Date(),
}: {
  database: Database
  token: string
  userId: number
  /** The session accepting; it survives a role change, the user's other sessions do not. */
  sessionId?: string
  now?: Date
}): Promise<AcceptInvitationResult> {
  return database.write(async (db) => {
    const found = await findInvitationByToken(db, token)
    if (!found) throw new AppError('NOT_FOUND', UNKNOWN_INVITATION)
    const { invitation, inviterName, inviterRole } = found
    const status = invitationStatus(invitation, now)
    if (status === 'accepted')
      throw new AppError('CONFLICT', tx('This invitation has already been used'))
    if (status === 'expired') throw new AppError('CONFLICT', tx('This invitation has expired'))
    if (status === 'revoked') throw new AppError('CONFLICT', tx('This invitation was revoked'))

    const me = await db
      .select({ email: users.email, emailVerified: users.emailVerified, role: userTypes.name })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(users.id, userId))
      .get()
    if (!me) throw new AppError('NOT_FOUND', tx('User not found'))
    if (!me.emailVerified) {
      throw new AppError(
        'FORBIDDEN',
        tx(
          'Your Google account’s email address is not verified, so this invitation cannot be accepted',
        ),
      )
    }
    if (!sameEmail(me.email, invitation.email)) {
      throw new AppError(
        'FORBIDDEN',
        tx('This invitation was sent to {invited}, but you are signed in as {signedIn}', {
          invited: invitation.email,
          signedIn: me.email,
        }),
      )
    }
    if (invitation.trainerId === userId) {
      throw new AppError('CONFLICT', tx('You cannot accept your own invitation'))
    }

    const markAccepted = db
      .update(trainerInvitations)
      .set({ accepted: true, acceptedAt: now, acceptedBy: userId })
      .where(and(eq(trainerInvitations.id, invitation.id), eq(trainerInvitations.accepted, false)))

    if (invitation.role === 'user') {
      if (!hasRole(inviterRole, ROUTE_ROLES.trainer)) {
        throw new AppError(
          'CONFLICT',
          tx('{trainer} is no longer a trainer', { trainer: inviterName }),
        )
      }
      await db.batch([
        markAccepted,
        db.update(users).set({ trainerId: invitation.trainerId }).where(eq(users.id, userId)),
        closePendingRequests(db, userId, now),
      ])
      return {
        success: true as const,
        outcome: 'client' as const,
        inviterName,
        message: `You are now ${inviterName}'s client.`,
      }
    }

    if (inviterRole !== 'admin') {
      throw new AppError(
        'CONFLICT',
        tx('{trainer} can no longer grant the trainer role', { trainer: inviterName }),
      )
    }
    if (hasRole(me.role, ROUTE_ROLES.trainer)) {
      await markAccepted.run()
      return {
        success: true as const,
        outcome: 'already-trainer' as const,
        inviterName,
        message: 'Your account already has trainer access; nothing else changed.',
      }
    }
    await db.batch([
      markAccepted,
      ...(await roleChangeStatements(db, {
        userId,
        fromRole: me.role,
        toRole: 'trainer',
        changedBy: invitation.trainerId,
        source: 'invitation',
        keepSessionId: sessionId,
      })),
    ])
    return {
      success: true as const,
      outcome: 'trainer' as const,
      inviterName,
      message: 'You are now a trainer.',
    }
  })
}
