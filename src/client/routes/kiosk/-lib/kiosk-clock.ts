import { i18n, intlLocale } from '~/client/lib/i18n'
import { clockFace, offsetAt } from '~/shared/rules/zone-clock'
import type { KioskScreen } from '~/shared/schemas/kiosk'

// Intl, built once per language and zone: in a language other than English, and in English past
// the clock's offsets (a screen left running for over a year).
const clockFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>()
function intlClockFace(at: number, timeZone: string, hour12: boolean) {
  const locale = intlLocale()
  const key = `${locale} ${timeZone} ${hour12}`
  let format = clockFormats.get(key)
  if (!format) {
    format = {
      time: new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hour12,
      }),
      // Short names ('vie, 27 nov', 'Fr., 27. Nov.'): the long ones of German and Spanish pushed
      // the header of a 1920-px wall onto a second row.
      date: new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }),
    }
    clockFormats.set(key, format)
  }
  return { time: format.time.format(at), date: format.date.format(at) }
}

/**
 * The kiosk zone's wall clock at `at` ('03:18 PM' or '15:18', 'Wednesday, November 25'). In
 * English from the offsets the server sent with the device, without Intl: the first formatter a
 * page builds loads the browser's ICU data, which held the board's first paint back
 * (docs/architecture.md#first-visit). Another language has loaded its catalogues already and
 * needs Intl's names of days and months ('Mi., 25. Nov.', '15:18').
 */
export function kioskClockFace(device: KioskScreen, at: number): { time: string; date: string } {
  const offset = offsetAt(device.clock, at)
  return offset === null || i18n.locale !== 'en'
    ? intlClockFace(at, device.timeZone, device.clock.hour12)
    : clockFace(at, offset, device.clock.hour12)
}
