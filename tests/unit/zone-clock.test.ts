import { describe, expect, it } from 'vitest'
import { zoneOffsets } from '~/server/services/kiosks/zone-offsets'
import { localDay } from '~/shared/rules/days'
import { clockDay, clockFace, dayHeading, offsetAt } from '~/shared/rules/zone-clock'

// Zones with summer time north and south, half and three-quarter hours, a half-hour summer
// shift (Lord Howe), and none at all.
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
]

/** A zone's formatters, as the screen built them before (newer ICU puts a narrow no-break space before AM/PM). */
function intlFaces(timeZone: string, locale = 'en-US') {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' })
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
  return (at: number) => ({ time: time.format(at).replace(/\s/g, ' '), date: date.format(at) })
}

describe("the kiosk's clock without Intl", () => {
  const now = Date.UTC(2026, 10, 25, 14, 7)

  it('tells the time, date and day Intl tells, every 97 minutes for a year, in zones that shift', () => {
    for (const zone of ZONES) {
      const offsets = zoneOffsets(zone, now)
      const intlFace = intlFaces(zone)
      // A 24-hour language: the time as en-GB writes it, the date still in the app's English.
      const intlTime24 = intlFaces(zone, 'en-GB')
      for (let at = now; at < now + 365 * 24 * 3_600_000; at += 97 * 60_000) {
        const where = `${zone} at ${new Date(at).toISOString()}`
        const offset = offsetAt(offsets, at)
        expect(offset, where).not.toBeNull()
        expect(clockFace(at, offset!), where).toEqual(intlFace(at))
        expect(clockFace(at, offset!, false).time, where).toBe(intlTime24(at).time)
        expect(clockDay(at, offset!), where).toBe(localDay(new Date(at), zone))
      }
    }
  })

  it('heads a board day as the clock writes the date', () => {
    expect(dayHeading('2026-11-25')).toBe('Wednesday, November 25')
    expect(dayHeading('2027-01-01')).toBe('Friday, January 1')
    expect(dayHeading('2028-02-29')).toBe('Tuesday, February 29')
  })

  it('changes offset at the very minute the zone does', () => {
    const offsets = zoneOffsets('America/New_York', now)
    // 14 March 2027, 02:00 EST (07:00 UTC): clocks go forward to 03:00 EDT.
    const spring = Date.UTC(2027, 2, 14, 7, 0)
    expect(offsets.offsets.map((o) => o.from)).toContain(spring)
    expect(clockFace(spring - 60_000, offsetAt(offsets, spring - 60_000)!).time).toBe('01:59 AM')
    expect(clockFace(spring, offsetAt(offsets, spring)!).time).toBe('03:00 AM')
  })

  it('says nothing past its horizon, so the screen falls back to Intl', () => {
    const offsets = zoneOffsets('Europe/London', now)
    expect(offsetAt(offsets, offsets.until)).toBeNull()
    expect(offsetAt(offsets, offsets.offsets[0]!.from - 1)).toBeNull()
    expect(offsets.until - now).toBeGreaterThan(390 * 24 * 3_600_000)
  })
})
