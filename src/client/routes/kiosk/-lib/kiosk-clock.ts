import { clockFace, offsetAt } from '~/shared/rules/zone-clock'
import type { KioskScreen } from '~/shared/schemas/kiosk'

// Past the clock's offsets (a screen left running for over a year): Intl, built once per zone.
const clockFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>()
function intlClockFace(at: number, timeZone: string, hour12: boolean) {
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = {
      time: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hour12,
      }),
      date: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
    }
    clockFormats.set(timeZone, format)
  }
  return { time: format.time.format(at), date: format.date.format(at) }
}

/**
 * The kiosk zone's wall clock at `at` ('03:18 PM' or '15:18', 'Wednesday, November 25') from
 * the offsets the server sent with the device, without Intl: the first formatter a page builds
 * loads the browser's ICU data, which held the board's first paint back
 * (docs/architecture.md#first-visit).
 */
export function kioskClockFace(device: KioskScreen, at: number): { time: string; date: string } {
  const offset = offsetAt(device.clock, at)
  return offset === null
    ? intlClockFace(at, device.timeZone, device.clock.hour12)
    : clockFace(at, offset, device.clock.hour12)
}
