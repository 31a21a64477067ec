import { generateCode, hashToken } from '../../auth/tokens'
import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { kiosks } from '../../db/schema'
import { AppError } from '../../errors'
import { PAIRING_ALPHABET } from '~/shared/schemas/kiosk'
import type { AdminKiosk, KioskStatus } from '~/shared/schemas/kiosk'
import { tx } from '../../i18n/server-text'

/** A pairing code is typed by hand once, so it is short; an hour's life and a rate limit bound guessing. */
export const PAIRING_TTL_MS = 60 * 60 * 1000

/** 'ABCD-EFGH' from an alphabet without look-alikes (about 39 bits). */
export function generatePairingCode(): string {
  const chars = generateCode(PAIRING_ALPHABET, 8)
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
  return hashToken(code.replace('-', '').toUpperCase(), 'pairing')
}

/** The device token a kiosk keeps is stored as this hash only. */
export const hashDeviceToken = (token: string) => hashToken(token, 'kiosk')

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
    locale: row.locale ?? null,
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
  if (!row) throw new AppError('NOT_FOUND', tx('Kiosk not found'))
  return row
}
