import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { trainerInvitations } from '../../db/schema'
import { AppError } from '../../errors'
import { toInvitation } from './list-invitations'
import type { Invitation } from '~/shared/schemas/invitation'
import { tx } from '../../i18n/server-text'

/**
 * 'Revoke' (docs/product.md#invitations): the inviter takes a pending invitation back; its link
 * then says so and accepts nothing. Only the inviter's own (another's answers 404, as if it did
 * not exist); refused once accepted; revoking again answers the same invitation unchanged.
 */
export async function revokeInvitation({
  database,
  inviterId,
  invitationId,
  now = new Date(),
}: {
  database: Database
  inviterId: number
  invitationId: number
  now?: Date
}): Promise<Invitation> {
  return database.write(async (db) => {
    const own = and(
      eq(trainerInvitations.id, invitationId),
      eq(trainerInvitations.trainerId, inviterId),
    )
    const found = await db.select().from(trainerInvitations).where(own).get()
    if (!found) throw new AppError('NOT_FOUND', tx('Invitation not found'))
    if (found.accepted)
      throw new AppError('CONFLICT', tx('This invitation has already been accepted'))
    if (found.revokedAt !== null) return toInvitation(found)
    const row = await db
      .update(trainerInvitations)
      .set({ revokedAt: now })
      // Accepted meanwhile: the update matches nothing, and the acceptance stands.
      .where(and(own, eq(trainerInvitations.accepted, false), isNull(trainerInvitations.revokedAt)))
      .returning()
      .get()
    if (!row) throw new AppError('CONFLICT', tx('This invitation has already been accepted'))
    return toInvitation(row)
  })
}
