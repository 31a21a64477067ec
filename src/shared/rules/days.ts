// Calendar days as 'YYYY-MM-DD' strings in the user's time zone (docs/product.md#day). Arithmetic on the
// date itself, never on instants, so DST changes cannot shift a day.

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

// Building an Intl.DateTimeFormat costs ~100 µs, using one ~1 µs: one per time zone, kept.
// Time zones are a closed set (about 600 names), so the cache stays small.
const dayFormatters = new Map<string, Intl.DateTimeFormat>()
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormatters.set(timeZone, formatter)
  }
  return formatter
}

// One per time zone, as above: the zone's wall clock to the second, for its offset from UTC.
const wallFormatters = new Map<string, Intl.DateTimeFormat>()

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch), in ms. */
export function utcOffsetMs(instant: number, timeZone: string): number {
  let formatter = wallFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallFormatters.set(timeZone, formatter)
  }
  const part = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const { type, value } of formatter.formatToParts(instant))
    if (type in part) part[type as keyof typeof part] = Number(value)
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second)
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * Every zone's offset has been a whole number of quarter hours since well before 2000 (checked
 * over all of Intl's zones), so local midnight falls on a UTC quarter hour and the local day is
 * the same throughout each UTC quarter hour: it is formatted once per zone and quarter hour
 * (formatting is most of what a session check or a Daily read from memory costs).
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000
const QUARTERS_FROM = Date.UTC(2000, 0, 1)
const lastDays = new Map<string, { quarter: number; day: string }>()

/** The UTC quarter hour of `instant`: every zone's local day is the same throughout one. */
export function dayQuarter(instant: Date): number {
  return Math.floor(instant.getTime() / QUARTER_HOUR_MS)
}

/** The local calendar day of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const time = instant.getTime()
  const quarter = dayQuarter(instant)
  const last = lastDays.get(timeZone)
  if (last?.quarter === quarter) return last.day
  const day = formatDay(instant, timeZone)
  if (time >= QUARTERS_FROM) lastDays.set(timeZone, { quarter, day })
  return day
}

/** A zone's day throughout one UTC quarter hour: what the server tells a page it sends. */
export interface QuarterDay {
  timeZone: string
  quarter: number
  day: string
}

export function quarterDay(timeZone: string, instant: Date = new Date()): QuarterDay {
  return { timeZone, quarter: dayQuarter(instant), day: localDay(instant, timeZone) }
}

/**
 * Tells `localDay` the day a zone has throughout a quarter hour, as the server knew it when it
 * sent the page: a first screen that needs the user's day then builds no formatter (ICU data,
 * ~35 ms of a fast core, four times that on a phone) before it can draw.
 */
export function knowLocalDay({ timeZone, quarter, day }: QuarterDay): void {
  if (!lastDays.has(timeZone)) lastDays.set(timeZone, { quarter, day })
}

function formatDay(instant: Date, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/**
 * When `timeZone`'s next local day begins after `instant` (epoch ms): what holds for the local
 * day of `instant` holds until then. Local midnight falls on a UTC quarter hour, so it is found
 * by halving the quarter hours of the next 27 hours (no local day is longer); formatted directly,
 * so the quarter-hour cache of `localDay` keeps the present.
 */
export function nextLocalDayAt(instant: Date, timeZone: string): number {
  const day = formatDay(instant, timeZone)
  let same = dayQuarter(instant)
  let next = same + 27 * 4
  while (next - same > 1) {
    const mid = Math.floor((same + next) / 2)
    if (formatDay(new Date(mid * QUARTER_HOUR_MS), timeZone) === day) same = mid
    else next = mid
  }
  return next * QUARTER_HOUR_MS
}

/**
 * The calendar day of `instant` on this device's own clock, which is its zone's day: the same as
 * `localDay(instant, <the device's zone>)` without Intl, whose first formatter on a page loads
 * ICU data (35 ms of a fast core, four times that on a phone) before a first screen can draw.
 */
export function deviceDay(instant: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())}`
}

export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d + delta))
  return date.toISOString().slice(0, 10)
}

/**
 * docs/product.md#streak: consecutive local days, ending today or yesterday, that count for the streak
 * (`streakDays` in streak.ts); 0 otherwise. `days` may be unsorted and contain duplicates.
 */
export function computeStreak(days: Iterable<string>, today: string): number {
  const set = new Set(days)
  let cursor = set.has(today) ? today : addDays(today, -1)
  let streak = 0
  while (set.has(cursor)) {
    streak += 1
    cursor = addDays(cursor, -1)
  }
  return streak
}

/**
 * The longest run of consecutive days in `days`: the streak a history once reached, which a
 * streak badge stays earned by after the current streak has lapsed.
 */
export function longestStreak(days: Iterable<string>): number {
  const set = new Set(days)
  let longest = 0
  for (const day of set) {
    if (set.has(addDays(day, -1))) continue
    let run = 1
    while (set.has(addDays(day, run))) run += 1
    longest = Math.max(longest, run)
  }
  return longest
}

/** Monday of the ISO week containing `day`. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7
  return addDays(day, 1 - weekday)
}

/** The seven days of the week holding `day`, Monday first (the Daily tab's week strip). */
export function weekDays(day: string): string[] {
  const monday = weekStart(day)
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    return Date.UTC(y, m - 1, d)
  }
  return Math.round((utc(to) - utc(from)) / 86_400_000)
}
