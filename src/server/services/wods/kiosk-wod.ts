import type { Drizzle } from '../../db/client'
import type { BoardWod, KioskDevice } from '~/shared/schemas/kiosk'
import { linkQr } from '../kiosks/workout-qr'
import { wodRow, wodWorkout } from './wod-rows'

/** The phone's score page of a kiosk's workout of the day. */
export function wodScoreLink(appUrl: string, kioskId: number, day: string): string {
  return `${appUrl.replace(/\/+$/, '')}/wod/${kioskId}/${day}`
}

/** The kiosk's workout of the day for the wall, once published; else null. */
export async function kioskWod({
  db,
  kiosk,
  day,
  appUrl,
  now,
}: {
  db: Drizzle
  kiosk: KioskDevice
  day: string
  appUrl: string
  now: Date
}): Promise<BoardWod | null> {
  const row = await wodRow(db, kiosk.id, day)
  if (!row || now < row.publishAt) return null
  const link = wodScoreLink(appUrl, kiosk.id, day)
  return { ...(await wodWorkout(db, row)), link, qr: linkQr(link) }
}
