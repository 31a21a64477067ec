import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { hashToken } from '../../auth/session'
import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { kiosks } from '../../db/schema'
import { AppError } from '../../errors'
import { PAIRING_ALPHABET } from '~/shared/schemas/kiosk'
import type { AdminKiosk, KioskStatus } from '~/shared/schemas/kiosk'

/** A pairing code is typed by hand once, so it is short; an hour's life and a rate limit bound guessing. */
export const PAIRING_TTL_MS = 60 * 60 * 1000

/** 'ABCD-EFGH' from an alphabet without look-alikes (about 39 bits). */
export function generatePairingCode(): string {
  // 256 is not a multiple of 31; rejection sampling keeps the letters uniform.
  const limit = 256 - (256 % PAIRING_ALPHABET.length)
  let chars = ''
  while (chars.length < 8) {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    for (const b of bytes)
      if (b < limit && chars.length < 8)
        chars += PAIRING_ALPHABET.charAt(b % PAIRING_ALPHABET.length)
  }
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

/** A fresh code, the hash that is stored and when it stops working. */
export function newPairingCode(now: Date) {
  const pairingCode = generatePairingCode()
  return {
    pairingCode,
    pairingCodeHash: hashPairingCode(pairingCode),
    expiresAt: new Date(now.getTime() + PAIRING_TTL_MS),
  }
}

/** Codes are compared without their dash, so 'ABCDEFGH' and 'ABCD-EFGH' are the same code. */
export function hashPairingCode(code: string): string {
  return hashToken(`pairing:${code.replace('-', '').toUpperCase()}`)
}

/** 160 random bits: the device token the kiosk keeps; only its SHA-256 is stored. */
export function generateDeviceToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

export const hashDeviceToken = (token: string) => hashToken(`kiosk:${token}`)

type KioskRow = typeof kiosks.$inferSelect

export function kioskStatus(row: KioskRow): KioskStatus {
  if (row.revokedAt) return 'revoked'
  return row.tokenHash ? 'paired' : 'waiting'
}

/** The admin's view of a kiosk: never a hash. */
export function toAdminKiosk(row: KioskRow): AdminKiosk {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    status: kioskStatus(row),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    pairingExpiresAt: row.pairingCodeHash ? (row.pairingExpiresAt?.toISOString() ?? null) : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** The kiosk row an admin action names, or 404. */
export async function findKiosk(db: Drizzle, kioskId: number): Promise<KioskRow> {
  const row = await db.select().from(kiosks).where(eq(kiosks.id, kioskId)).get()
  if (!row) throw new AppError('NOT_FOUND', 'Kiosk not found')
  return row
}
