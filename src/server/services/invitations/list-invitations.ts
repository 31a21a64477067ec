import { desc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { trainerInvitations } from '../../db/schema'
import type { Invitation } from '~/shared/schemas/invitation'

export const LIST_INVITATIONS_LIMIT = 500

/** Explicit fields: never the token hash, never who accepted. */
export function toInvitation(row: typeof trainerInvitations.$inferSelect): Invitation {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    accepted: row.accepted,
    expiresAt: row.expiresAt.toISOString(),
    role: row.role,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** The inviter's own invitations, newest first (docs/product.md#trainer-users 'Sent Invitations'). */
export async function listInvitations({
  db,
  inviterId,
}: {
  db: Drizzle
  inviterId: number
}): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(trainerInvitations)
    .where(eq(trainerInvitations.trainerId, inviterId))
    .orderBy(desc(trainerInvitations.id))
    .limit(LIST_INVITATIONS_LIMIT)
    .all()
  return rows.map(toInvitation)
}
