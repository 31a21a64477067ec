import { utcOffsetMs } from '~/shared/rules/days'
import type { ZoneOffsets } from '~/shared/schemas/kiosk'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** How far ahead a screen's clock needs no Intl: past it, the screen builds a formatter itself. */
const HORIZON_DAYS = 400

/** Minutes east of UTC of `timeZone` at the minute `at` (ms, a whole minute). */
function offsetMinutes(timeZone: string, at: number): number {
  return Math.round(utcOffsetMs(at, timeZone) / MINUTE)
}

// Per zone, computed at most once a day: a few hundred formatter calls.
const computed = new Map<string, { day: number; offsets: ZoneOffsets }>()

/**
 * `timeZone`'s UTC offsets from a day before `now` to HORIZON_DAYS after it: the offset at the
 * start, and each change to the minute (found day by day, then by halving the day it falls in).
 */
export function zoneOffsets(timeZone: string, now = Date.now()): ZoneOffsets {
  const today = Math.floor(now / DAY)
  const known = computed.get(timeZone)
  if (known?.day === today) return known.offsets
  const start = (today - 1) * DAY
  const until = start + (HORIZON_DAYS + 1) * DAY
  const offsets = [{ from: start, minutes: offsetMinutes(timeZone, start) }]
  for (let at = start; at < until; at += DAY) {
    const before = offsetMinutes(timeZone, at)
    if (offsetMinutes(timeZone, at + DAY) === before) continue
    // The first minute of (at, at + DAY] with another offset.
    let low = at
    let high = at + DAY
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE
      if (offsetMinutes(timeZone, middle) === before) low = middle
      else high = middle
    }
    offsets.push({ from: high, minutes: offsetMinutes(timeZone, high) })
  }
  const result = { offsets, until }
  computed.set(timeZone, { day: today, offsets: result })
  return result
}
