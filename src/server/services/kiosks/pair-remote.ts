import type { SessionUser } from '../../auth/session'
import type { Database } from '../../db/client'
import { kioskRemotes, kiosks } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { secretsEqual } from '../../auth/tokens'
import { eq } from 'drizzle-orm'
import { assertCoach } from './assert-coach'
import { findPairedKiosk } from './assert-class-remote'
import { hashRemoteCode } from './issue-remote-code'
import { REMOTE_PAIRING_MS } from '~/shared/rules/class-mode'
import type { PairRemoteOutput } from '~/shared/schemas/class-mode'

export const WRONG_REMOTE_CODE = tx(
  'That code is not the one on the wall now (it may have run out): scan the QR on the wall again',
)

/**
 * Makes a coach's phone the wall's class remote for a few hours (docs/product.md#class-mode),
 * given the code the wall's QR shows now. Guesses are rate limited by the route.
 */
export async function pairRemote({
  database,
  viewer,
  kioskId,
  code,
  now = new Date(),
}: {
  database: Database
  viewer: SessionUser
  kioskId: number
  code: string
  now?: Date
}): Promise<PairRemoteOutput> {
  const db = database.db
  await assertCoach(db, viewer)
  const kiosk = await findPairedKiosk(db, kioskId)
  const stored = await db
    .select({ hash: kiosks.remoteCodeHash, expiresAt: kiosks.remoteCodeExpiresAt })
    .from(kiosks)
    .where(eq(kiosks.id, kioskId))
    .get()
  const valid =
    stored?.hash &&
    stored.expiresAt &&
    stored.expiresAt.getTime() > now.getTime() &&
    secretsEqual(stored.hash, hashRemoteCode(code))
  if (!valid) throw new AppError('BAD_REQUEST', WRONG_REMOTE_CODE)
  const expiresAt = new Date(now.getTime() + REMOTE_PAIRING_MS)
  await database.write((w) =>
    w
      .insert(kioskRemotes)
      .values({ kioskId, userId: viewer.id, expiresAt })
      .onConflictDoUpdate({
        target: [kioskRemotes.kioskId, kioskRemotes.userId],
        set: { expiresAt },
      })
      .run(),
  )
  return { kiosk, expiresAt: expiresAt.toISOString() }
}
