import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { hashToken } from '../../auth/session'
import type { InvitationStatus } from '~/shared/schemas/invitation'

/** DESIGN §4: an invitation link works for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** 160 random bits, base32 (32 characters): above the 128 bits DESIGN §4 asks for. */
export function generateInvitationToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

/** Only this SHA-256 (hex) is stored; the token itself lives in the mail alone. */
export const hashInvitationToken = hashToken

/** A fresh token, its hash and its expiry, for a new invitation or a resend. */
export function issueToken(now: Date) {
  const token = generateInvitationToken()
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  }
}

export function invitationStatus(
  row: { accepted: boolean; expiresAt: Date },
  now: Date,
): InvitationStatus {
  if (row.accepted) return 'accepted'
  return now.getTime() >= row.expiresAt.getTime() ? 'expired' : 'valid'
}
