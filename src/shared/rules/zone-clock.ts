// The kiosk's clock without Intl (docs/architecture.md#first-visit): the first Intl formatter a
// page builds loads the browser's ICU data, 25-70 ms of a desktop core before the board could
// paint, four times that on a slowed phone. The server, which has Intl to spare, sends the kiosk
// zone's UTC offsets for the months ahead (services/kiosks/zone-offsets.ts); the screen adds the
// offset and names the parts from tables, in the app's English (en-US, like every date it shows).
import { monthName, weekdayName } from './labels'
import type { ZoneOffsets } from '../schemas/kiosk'

/** The zone's offset at `at` (minutes east of UTC), or null outside what the list covers. */
export function offsetAt(zone: ZoneOffsets, at: number): number | null {
  if (at >= zone.until) return null
  let minutes: number | null = null
  for (const offset of zone.offsets) {
    if (offset.from > at) break
    minutes = offset.minutes
  }
  return minutes
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * The wall clock at `at` in a zone `offsetMinutes` east of UTC: time '03:18 PM' (or '15:18' where
 * the screen's language counts 24 hours) and date 'Wednesday, November 25', as Intl writes them
 * (hour and minute 2-digit; weekday and month long, day numeric; the date in the app's English).
 */
export function clockFace(
  at: number,
  offsetMinutes: number,
  hour12 = true,
): { time: string; date: string } {
  const local = new Date(at + offsetMinutes * 60_000)
  const hours = local.getUTCHours()
  const minutes = twoDigits(local.getUTCMinutes())
  const time = hour12
    ? `${twoDigits(hours % 12 === 0 ? 12 : hours % 12)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
    : `${twoDigits(hours)}:${minutes}`
  return { time, date: heading(local) }
}

/** The calendar day ('YYYY-MM-DD', as `localDay` gives it) at `at` in that zone. */
export function clockDay(at: number, offsetMinutes: number): string {
  return new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 10)
}

/** A board's day ('2026-11-25') as its heading: 'Wednesday, November 25'. */
export function dayHeading(day: string): string {
  return heading(new Date(`${day}T12:00:00Z`))
}

/** 'Wednesday, November 25' for a date read in UTC. */
function heading(date: Date): string {
  return `${weekdayName(date.getUTCDay())}, ${monthName(date.getUTCMonth())} ${date.getUTCDate()}`
}
