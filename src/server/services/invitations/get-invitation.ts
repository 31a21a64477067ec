import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { trainerInvitations, userTypes, users } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { hashInvitationToken, invitationStatus } from './invitation-token'
import type { PublicInvitation } from '~/shared/schemas/invitation'

export const UNKNOWN_INVITATION = tx('This invitation link is not valid')

/** The invitation a link points at, by the hash of its token; the row with its inviter's name. */
export async function findInvitationByToken(db: Drizzle, token: string) {
  return db
    .select({
      invitation: trainerInvitations,
      inviterName: users.username,
      inviterRole: userTypes.name,
    })
    .from(trainerInvitations)
    .innerJoin(users, eq(users.id, trainerInvitations.trainerId))
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(trainerInvitations.tokenHash, hashInvitationToken(token)))
    .get()
}

/** What GET /api/invitations/{token} shows anyone holding the link, and nothing more. */
export async function getInvitation({
  db,
  token,
  now = new Date(),
}: {
  db: Drizzle
  token: string
  now?: Date
}): Promise<PublicInvitation> {
  const found = await findInvitationByToken(db, token)
  if (!found) throw new AppError('NOT_FOUND', UNKNOWN_INVITATION)
  const { invitation } = found
  return {
    inviterName: found.inviterName,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
  }
}
