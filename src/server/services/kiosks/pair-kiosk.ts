import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { KioskDevice } from '~/shared/schemas/kiosk'
import { generateToken } from '../../auth/tokens'
import { hashDeviceToken, hashPairingCode } from './pairing'

/**
 * Exchanges a one-time pairing code for a device token. The code is cleared in the same
 * statement that stores the token, so two screens racing with one code cannot both win.
 */
export async function pairKiosk({
  database,
  code,
  now = new Date(),
}: {
  database: Database
  code: string
  now?: Date
}): Promise<{ kiosk: KioskDevice; token: string }> {
  const token = generateToken()
  const row = await database.write((db) =>
    db
      .update(kiosks)
      .set({
        tokenHash: hashDeviceToken(token),
        pairingCodeHash: null,
        pairingExpiresAt: null,
        lastSeenAt: now,
      })
      .where(
        and(
          eq(kiosks.pairingCodeHash, hashPairingCode(code)),
          gt(kiosks.pairingExpiresAt, now),
          isNull(kiosks.revokedAt),
        ),
      )
      .returning({ id: kiosks.id, name: kiosks.name, timeZone: kiosks.timeZone })
      .get(),
  )
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      tx(
        'That pairing code is not valid: it may be mistyped, used or expired. Ask an admin for a new one.',
      ),
    )
  }
  return { kiosk: row, token }
}
