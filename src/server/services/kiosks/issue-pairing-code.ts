import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import { AppError } from '../../errors'
import type { IssuedPairingCode } from '~/shared/schemas/kiosk'
import { findKiosk, newPairingCode, toAdminKiosk } from './pairing'
import { tx } from '../../i18n/server-text'

/**
 * A fresh pairing code for a kiosk whose screen was replaced or lost its token. The device that
 * held the old token is cut off at once: one kiosk, one screen.
 */
export async function issuePairingCode({
  database,
  kioskId,
  now = new Date(),
}: {
  database: Database
  kioskId: number
  now?: Date
}): Promise<IssuedPairingCode> {
  const { pairingCode, pairingCodeHash, expiresAt } = newPairingCode(now)
  const row = await database.write(async (db) => {
    const current = await findKiosk(db, kioskId)
    if (current.revokedAt) {
      throw new AppError('CONFLICT', tx('This kiosk was revoked; register a new one instead'))
    }
    return db
      .update(kiosks)
      .set({
        pairingCodeHash,
        pairingExpiresAt: expiresAt,
        tokenHash: null,
      })
      .where(eq(kiosks.id, kioskId))
      .returning()
      .get()
  })
  return { kiosk: toAdminKiosk(row), pairingCode, expiresAt: expiresAt.toISOString() }
}
