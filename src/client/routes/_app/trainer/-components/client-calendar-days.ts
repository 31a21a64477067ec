import { i18n, intlLocale } from '~/client/lib/i18n'
import { addDays, weekStart } from '~/shared/rules/days'
import { monthName, weekdayName } from '~/shared/rules/labels'

export type CalendarView = 'week' | 'month'

// In English the day and month names are labels.ts' tables rather than Intl: they name the day
// inside accessible names ('Remove Push Day from Monday 7 December'), worded as the product says.
// Other languages take Intl's names and order ('Montag, 7. Dezember'), which no table could match.
const parts = (day: string) => day.split('-').map(Number) as [number, number, number]
const utcDate = (day: string) => {
  const [y, m, d] = parts(day)
  return new Date(Date.UTC(y, m - 1, d))
}
const english = () => i18n.locale === 'en'
const intl = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC' }).format(date)

/** 'Monday' for a calendar date. */
function weekdayOf(day: string): string {
  return weekdayName(utcDate(day).getUTCDay())
}

/** 'December' for 12. */
const month = (m: number) => monthName(m - 1)

/** 'Monday 7 December'. */
export function dayLabel(day: string): string {
  if (!english()) return intl(utcDate(day), { weekday: 'long', day: 'numeric', month: 'long' })
  const [, m, d] = parts(day)
  return `${weekdayOf(day)} ${d} ${month(m)}`
}

/** 'Mon' and '7': a month cell's short date. */
export function shortWeekday(day: string): string {
  if (!english()) return intl(utcDate(day), { weekday: 'short' })
  return weekdayOf(day).slice(0, 3)
}

/** The month view's column headings, Monday first: 'Mon' … 'Sun'. */
export function weekdayHeadings(): string[] {
  // 2024-01-01 was a Monday.
  return daysOf({ from: '2024-01-01', to: '2024-01-07' }).map(shortWeekday)
}

export function dayOfMonth(day: string): number {
  return parts(day)[2]
}

/** 'December 2026'. */
export function monthLabel(day: string): string {
  if (!english()) return intl(utcDate(day), { month: 'long', year: 'numeric' })
  const [y, m] = parts(day)
  return `${month(m)} ${y}`
}

/** '7 – 13 December 2026' for the week starting on `monday`. */
export function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6)
  if (!english()) {
    return new Intl.DateTimeFormat(intlLocale(), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(utcDate(monday), utcDate(sunday))
  }
  const [y1, m1, d1] = parts(monday)
  const [y2, m2, d2] = parts(sunday)
  const from = y1 !== y2 ? `${d1} ${month(m1)} ${y1}` : m1 !== m2 ? `${d1} ${month(m1)}` : `${d1}`
  return `${from} – ${d2} ${month(m2)} ${y2}`
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`
}

/** The same day of the month `delta` months on, its first day when that is simpler. */
export function addMonths(day: string, delta: number): string {
  const [y, m] = parts(day)
  const date = new Date(Date.UTC(y, m - 1 + delta, 1))
  return date.toISOString().slice(0, 10)
}

/**
 * The days a view shows, Monday first: the week holding `anchor`, or whole weeks covering its
 * month (at most six, under the read's limit of 92 days).
 */
export function calendarRange(anchor: string, view: CalendarView): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(anchor)
    return { from, to: addDays(from, 6) }
  }
  const first = firstOfMonth(anchor)
  const last = addDays(addMonths(first, 1), -1)
  return { from: weekStart(first), to: addDays(weekStart(last), 6) }
}

export function daysOf({ from, to }: { from: string; to: string }): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
