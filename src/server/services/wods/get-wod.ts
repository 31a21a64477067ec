import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { AppError } from '../../errors'
import type { Wod } from '~/shared/schemas/wod'
import { assertCoach } from '../kiosks/assert-coach'
import { kioskOf, NO_WOD, toWod, wodRow } from './wod-rows'

/** A kiosk's workout of the day as its coaches see it, published or not. */
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
}): Promise<Wod> {
  await assertCoach(db, viewer)
  await kioskOf(db, kioskId, now)
  const row = await wodRow(db, kioskId, day)
  if (!row) throw new AppError('NOT_FOUND', NO_WOD)
  return toWod(db, row)
}
