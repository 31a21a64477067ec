import { generateToken, hashToken } from '../../auth/tokens'
import type { InvitationStatus } from '~/shared/schemas/invitation'

/** docs/product.md#invitations: an invitation link works for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Only this hash is stored; the token itself lives in the mail alone. */
export const hashInvitationToken = (token: string) => hashToken(token)

/** A fresh token, its hash and its expiry, for a new invitation or a resend. */
export function issueToken(now: Date) {
  const token = generateToken()
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  }
}

export function invitationStatus(
  row: { accepted: boolean; expiresAt: Date; revokedAt: Date | null },
  now: Date,
): InvitationStatus {
  if (row.accepted) return 'accepted'
  if (row.revokedAt !== null) return 'revoked'
  return now.getTime() >= row.expiresAt.getTime() ? 'expired' : 'valid'
}
