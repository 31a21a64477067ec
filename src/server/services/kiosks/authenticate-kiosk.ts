import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kiosks } from '../../db/schema'
import type { KioskDevice } from '~/shared/schemas/kiosk'
import { hashDeviceToken } from './pairing'

/** 'Last seen' is for an admin's eyes: a minute's precision spares a write on every request. */
const LAST_SEEN_EVERY_MS = 60_000

/**
 * The kiosk a device token belongs to, or null when it is unknown or revoked. `renewed` says
 * 'last seen' was written now, the moment to renew a browser's device cookie too.
 */
export async function authenticateKiosk({
  database,
  token,
  now = new Date(),
}: {
  database: Database
  token: string
  now?: Date
}): Promise<{ kiosk: KioskDevice; renewed: boolean } | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null
  const tokenHash = hashDeviceToken(token)
  const row = await database.db
    .select({
      id: kiosks.id,
      name: kiosks.name,
      timeZone: kiosks.timeZone,
      lastSeenAt: kiosks.lastSeenAt,
    })
    .from(kiosks)
    .where(and(eq(kiosks.tokenHash, tokenHash), isNull(kiosks.revokedAt)))
    .get()
  if (!row) return null
  const renewed = !row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS
  if (renewed) {
    const stale = new Date(now.getTime() - LAST_SEEN_EVERY_MS)
    await database.write((db) =>
      db
        .update(kiosks)
        .set({ lastSeenAt: now })
        .where(
          and(eq(kiosks.id, row.id), or(isNull(kiosks.lastSeenAt), lt(kiosks.lastSeenAt, stale))),
        )
        .run(),
    )
  }
  return { kiosk: { id: row.id, name: row.name, timeZone: row.timeZone }, renewed }
}
