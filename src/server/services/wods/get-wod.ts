import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import type { Wod } from '~/shared/schemas/wod'
import { assertCoach } from '../kiosks/assert-coach'
import { kioskOf, toWod, wodRow } from './wod-rows'

/** A kiosk's workout of the day as its coaches see it, published or not; null for none yet. */
export async function getWod({
  db,
  viewer,
  kioskId,
  day,
  now = new Date(),
}: {
  db: Drizzle
  viewer: SessionUser
  kioskId: number
  day: string
  now?: Date
}): Promise<Wod | null> {
  await assertCoach(db, viewer)
  await kioskOf(db, kioskId, now)
  const row = await wodRow(db, kioskId, day)
  return row ? toWod(db, row) : null
}
