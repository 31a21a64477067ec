import { and, eq, gt, isNull, isNotNull } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { kioskRemotes, kiosks } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { assertCoach } from './assert-coach'

export const KIOSK_NOT_FOUND = tx('Kiosk not found')
export const NOT_PAIRED_REMOTE = tx(
  'This phone is not the remote of this wall: scan the QR code on the wall to pair it',
)

/** The paired, unrevoked kiosk a coach's call names, or 404. */
export async function findPairedKiosk(db: Drizzle, kioskId: number) {
  const row = await db
    .select({ id: kiosks.id, name: kiosks.name, timeZone: kiosks.timeZone })
    .from(kiosks)
    .where(and(eq(kiosks.id, kioskId), isNotNull(kiosks.tokenHash), isNull(kiosks.revokedAt)))
    .get()
  if (!row) throw new AppError('NOT_FOUND', KIOSK_NOT_FOUND)
  return row
}

/**
 * Who may drive a wall's class (docs/product.md#class-mode): a coach (assert-coach.ts) whose
 * phone scanned this wall's QR within the last hours, or an admin. Answers the kiosk and, for a
 * paired phone, until when it stays paired.
 */
export async function assertClassRemote(
  db: Drizzle,
  viewer: SessionUser,
  kioskId: number,
  now = new Date(),
) {
  await assertCoach(db, viewer)
  const kiosk = await findPairedKiosk(db, kioskId)
  const remote = await db
    .select({ expiresAt: kioskRemotes.expiresAt })
    .from(kioskRemotes)
    .where(
      and(
        eq(kioskRemotes.kioskId, kioskId),
        eq(kioskRemotes.userId, viewer.id),
        gt(kioskRemotes.expiresAt, now),
      ),
    )
    .get()
  if (!remote && viewer.role !== 'admin') throw new AppError('FORBIDDEN', NOT_PAIRED_REMOTE)
  return { kiosk, pairedUntil: remote?.expiresAt ?? null }
}
