import { addDays, weekStart } from '~/shared/rules/days'

export type CalendarView = 'week' | 'month'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

// Written out by hand rather than with Intl: the labels name the day inside accessible names
// ('Remove Push Day from Monday 7 December'), which must read the same in every browser.
const parts = (day: string) => day.split('-').map(Number) as [number, number, number]

function weekdayIndex(day: string): number {
  const [y, m, d] = parts(day)
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7
}

/** 'Monday 7 December'. */
export function dayLabel(day: string): string {
  const [, m, d] = parts(day)
  return `${WEEKDAYS[weekdayIndex(day)]} ${d} ${MONTHS[m - 1]}`
}

/** 'Mon' and '7': a month cell's short date. */
export function shortWeekday(day: string): string {
  return (WEEKDAYS[weekdayIndex(day)] ?? '').slice(0, 3)
}

export function dayOfMonth(day: string): number {
  return parts(day)[2]
}

/** 'December 2026'. */
export function monthLabel(day: string): string {
  const [y, m] = parts(day)
  return `${MONTHS[m - 1]} ${y}`
}

/** '7 – 13 December 2026' for the week starting on `monday`. */
export function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6)
  const [y1, m1, d1] = parts(monday)
  const [y2, m2, d2] = parts(sunday)
  const from =
    y1 !== y2 ? `${d1} ${MONTHS[m1 - 1]} ${y1}` : m1 !== m2 ? `${d1} ${MONTHS[m1 - 1]}` : `${d1}`
  return `${from} – ${d2} ${MONTHS[m2 - 1]} ${y2}`
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
