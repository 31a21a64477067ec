// Weekly check-ins (docs/product.md#check-ins): the rules the athlete's form, the trainer's
// screen and the API share, so each shows the server's words.
import { monthName, weekdayName } from './labels'
import { BODY_WEIGHT_KG, bodyWeightLimits, fromKg, toKg, type Units } from './units'

/** The 1–5 answers, each with what its ends mean (the form's hint and the table's header). */
export const CHECK_IN_SCALES = [
  { key: 'sleep', label: 'Sleep', low: 'poor', high: 'great' },
  { key: 'energy', label: 'Energy', low: 'low', high: 'high' },
  { key: 'stress', label: 'Stress', low: 'low', high: 'high' },
] as const
export type CheckInScale = (typeof CHECK_IN_SCALES)[number]['key']
export const CHECK_IN_SCALE_VALUES = [1, 2, 3, 4, 5] as const

export const CHECK_IN_NOTE_MAX_LENGTH = 1000
/** The answers a trainer's or athlete's read returns at most, newest first (about four years). */
export const CHECK_IN_READ_LIMIT = 200

/** The check-in days a trainer may choose, Monday first as the week strip; 0 is Sunday. */
export const CHECK_IN_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const

/** The weekday (0 Sunday … 6 Saturday) of a calendar day 'YYYY-MM-DD'; no time zone moves it. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** Whether a check-in is asked for on the athlete's local `today`. */
export function isCheckInDay(weekday: number | null, today: string): boolean {
  return weekday !== null && weekdayOf(today) === weekday
}

/** 'Mondays', or 'No check-in' for null: how the trainer's choice reads. */
export function checkInDayLabel(weekday: number | null): string {
  return weekday === null ? 'No check-in' : `${weekdayName(weekday)}s`
}

/**
 * What is wrong with a bodyweight typed in `units`, or null: the account's body-weight limits
 * (30–300 kg, 67–661 lb), to a tenth.
 */
export function bodyweightIssue(value: number, units: Units): string | null {
  const { min, max } = bodyWeightLimits(units)
  const kg = toKg(value, units)
  if (!Number.isFinite(value) || kg < BODY_WEIGHT_KG.min - 0.05 || kg > BODY_WEIGHT_KG.max + 0.05)
    return `Bodyweight is between ${min} and ${max} ${units}`
  return null
}

/** A typed bodyweight as stored: to a tenth in the athlete's units, then kilograms. */
export function checkInBodyweightKg(value: number, units: Units): number {
  return toKg(Math.round(value * 10) / 10, units)
}

/** A stored bodyweight in `units` to a tenth, so it reads back as typed: 80.5 kg, 177.4 lb. */
export function checkInBodyweight(kg: number, units: Units): number {
  return Number(fromKg(kg, units).toFixed(1))
}

/** A check-in's day as the trainer's table and chart read it: 'Mon 5 January 2026'. */
export function checkInDayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${weekdayName(weekdayOf(day)).slice(0, 3)} ${d} ${monthName(m - 1)} ${y}`
}
