import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { trainerInvitations, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { MailTransport } from '../../mail/transport'
import { mailInvitation } from './invitation-mail'
import { issueToken } from './invitation-token'
import { sameEmail } from '~/shared/rules/invitations'
import { toInvitation } from './list-invitations'
import type { Role } from '~/shared/roles'
import type { Invitation, InvitationRole } from '~/shared/schemas/invitation'
import { tx } from '../../i18n/server-text'

/**
 * Invites `email` (docs/product.md#invitations POST /api/trainer/invitations): a trainer or admin invites a client
 * (role 'user'); an admin may invite a trainer (role 'trainer'). A pending invitation from the
 * same inviter to the same address and role is reissued instead of duplicated.
 *
 * The row is written first, under the write lock; the mail is sent after the lock is released.
 * When sending fails the row stays, pending and listed for the inviter, whose 'Resend' issues a
 * fresh token and tries again; the token that failed to go out was never shown to anyone.
 */
export async function sendInvitation({
  database,
  mailer,
  appUrl,
  inviter,
  email,
  role,
  now = new Date(),
}: {
  database: Database
  mailer: MailTransport
  appUrl: string
  inviter: { id: number; role: Role }
  email: string
  role: InvitationRole
  now?: Date
}): Promise<Invitation> {
  if (role === 'trainer' && inviter.role !== 'admin') {
    throw new AppError('FORBIDDEN', tx('Only admins can invite trainers'))
  }
  const address = email.trim()
  const issued = issueToken(now)
  const { invitation, inviterName } = await database.write(async (db) => {
    const me = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, inviter.id))
      .get()
    if (!me) throw new AppError('NOT_FOUND', tx('User not found'))
    if (sameEmail(me.email, address)) {
      throw new AppError('BAD_REQUEST', tx('You cannot invite yourself'))
    }
    const sameAddress = sql`lower(${trainerInvitations.email}) = ${address.toLowerCase()}`
    if (role === 'user') {
      const client = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.trainerId, inviter.id),
            sql`lower(${users.email}) = ${address.toLowerCase()}`,
          ),
        )
        .get()
      if (client)
        throw new AppError('CONFLICT', tx('{email} is already your client', { email: address }))
    }
    const pending = await db
      .select({ id: trainerInvitations.id })
      .from(trainerInvitations)
      .where(
        and(
          eq(trainerInvitations.trainerId, inviter.id),
          eq(trainerInvitations.role, role),
          eq(trainerInvitations.accepted, false),
          // A revoked invitation stays as it was; inviting the address again starts a new one.
          isNull(trainerInvitations.revokedAt),
          sameAddress,
        ),
      )
      .get()
    const fresh = { tokenHash: issued.tokenHash, expiresAt: issued.expiresAt }
    const row = pending
      ? await db
          .update(trainerInvitations)
          .set(fresh)
          .where(eq(trainerInvitations.id, pending.id))
          .returning()
          .get()
      : await db
          .insert(trainerInvitations)
          .values({ ...fresh, trainerId: inviter.id, email: address, role, createdAt: now })
          .returning()
          .get()
    return { invitation: row, inviterName: me.username }
  })
  await mailInvitation({
    db: database.db,
    inviterId: inviter.id,
    mailer,
    appUrl,
    token: issued.token,
    invitation,
    inviterName,
  })
  return toInvitation(invitation)
}
