import { asc, isNull } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { kiosks } from '../../db/schema'
import { localDay } from '~/shared/rules/days'
import type { WodKiosk } from '~/shared/schemas/wod'
import { assertCoach } from '../kiosks/assert-coach'

/** The gym's kiosks a coach may post a workout of the day for, each with its own day now. */
export async function listWodKiosks({
  db,
  viewer,
  now = new Date(),
}: {
  db: Drizzle
  viewer: SessionUser
  now?: Date
}): Promise<WodKiosk[]> {
  await assertCoach(db, viewer)
  const rows = await db
    .select({ id: kiosks.id, name: kiosks.name, timeZone: kiosks.timeZone })
    .from(kiosks)
    .where(isNull(kiosks.revokedAt))
    .orderBy(asc(kiosks.name), asc(kiosks.id))
    .all()
  return rows.map((k) => ({ ...k, today: localDay(now, k.timeZone) }))
}
