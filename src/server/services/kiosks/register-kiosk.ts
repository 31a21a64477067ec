import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import type { IssuedPairingCode, RegisterKioskInput } from '~/shared/schemas/kiosk'
import { newPairingCode, toAdminKiosk } from './pairing'

/** A new kiosk waiting for its screen: the pairing code is in this answer and nowhere else. */
export async function registerKiosk({
  database,
  name,
  timeZone,
  locale = null,
  now = new Date(),
}: Omit<RegisterKioskInput, 'locale'> & {
  locale?: RegisterKioskInput['locale']
  database: Database
  now?: Date
}): Promise<IssuedPairingCode> {
  const { pairingCode, pairingCodeHash, expiresAt } = newPairingCode(now)
  const row = await database.write((db) =>
    db
      .insert(kiosks)
      .values({
        name: name.trim(),
        timeZone,
        locale,
        pairingCodeHash,
        pairingExpiresAt: expiresAt,
        createdAt: now,
      })
      .returning()
      .get(),
  )
  return { kiosk: toAdminKiosk(row), pairingCode, expiresAt: expiresAt.toISOString() }
}
