import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { trainerInvitations, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { MailTransport } from '../../mail/transport'
import { mailInvitation } from './invitation-mail'
import { issueToken } from './invitation-token'
import { toInvitation } from './list-invitations'
import type { Invitation } from '~/shared/schemas/invitation'
import { tx } from '../../i18n/server-text'

/**
 * 'Resend': a fresh token and a fresh 7-day expiry, so the previous link stops working. Only the
 * inviter's own invitations (another's answers 404, as if it did not exist); refused once
 * accepted. The mail goes out after the write lock is released.
 */
export async function resendInvitation({
  database,
  mailer,
  appUrl,
  inviterId,
  invitationId,
  now = new Date(),
}: {
  database: Database
  mailer: MailTransport
  appUrl: string
  inviterId: number
  invitationId: number
  now?: Date
}): Promise<Invitation> {
  const issued = issueToken(now)
  const { invitation, inviterName } = await database.write(async (db) => {
    const found = await db
      .select({
        accepted: trainerInvitations.accepted,
        revokedAt: trainerInvitations.revokedAt,
        inviterName: users.username,
      })
      .from(trainerInvitations)
      .innerJoin(users, eq(users.id, trainerInvitations.trainerId))
      .where(
        and(eq(trainerInvitations.id, invitationId), eq(trainerInvitations.trainerId, inviterId)),
      )
      .get()
    if (!found) throw new AppError('NOT_FOUND', tx('Invitation not found'))
    if (found.accepted) {
      throw new AppError('CONFLICT', tx('This invitation has already been accepted'))
    }
    if (found.revokedAt !== null) {
      throw new AppError('CONFLICT', tx('This invitation was revoked: send a new one'))
    }
    const row = await db
      .update(trainerInvitations)
      .set({ tokenHash: issued.tokenHash, expiresAt: issued.expiresAt })
      .where(eq(trainerInvitations.id, invitationId))
      .returning()
      .get()
    return { invitation: row, inviterName: found.inviterName }
  })
  await mailInvitation({
    db: database.db,
    inviterId: inviterId,
    mailer,
    appUrl,
    token: issued.token,
    invitation,
    inviterName,
  })
  return toInvitation(invitation)
}
