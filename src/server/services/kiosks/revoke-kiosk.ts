import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import type { AdminKiosk } from '~/shared/schemas/kiosk'
import { findKiosk, toAdminKiosk } from './pairing'

/** Ends a kiosk for good: its token and any outstanding pairing code stop working. Idempotent. */
export async function revokeKiosk({
  database,
  kioskId,
  now = new Date(),
}: {
  database: Database
  kioskId: number
  now?: Date
}): Promise<AdminKiosk> {
  const row = await database.write(async (db) => {
    const current = await findKiosk(db, kioskId)
    if (current.revokedAt) return current
    return db
      .update(kiosks)
      .set({ revokedAt: now, tokenHash: null, pairingCodeHash: null, pairingExpiresAt: null })
      .where(eq(kiosks.id, kioskId))
      .returning()
      .get()
  })
  return toAdminKiosk(row)
}
