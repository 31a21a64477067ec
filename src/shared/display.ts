import { plural, weekdayName } from './rules/labels'

/** docs/product.md#chrome: at most two letters of the name, uppercased, or 'US'. */
export function avatarInitials(name: string | null | undefined): string {
  const letters = (name ?? '').trim().slice(0, 2).toUpperCase()
  return letters || 'US'
}

export const PLACEHOLDER_AVATAR = '/placeholder-avatar.png'

/** docs/product.md#chrome: 'Streak: N days' ('Streak: 1 day'). */
export function streakLabel(days: number): string {
  return `Streak: ${plural(days, 'day')}`
}

/** ISO-8601 week number, shown in the header on small screens. */
export function isoWeekNumber(date: Date): number {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()))
  const day = d.getUTCDay() || 7
  d.setUTCDate(d.getUTCDate() + 4 - day)
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1))
  return Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7)
}

/** The weekday of `date` where the device is, 'Monday' (a table, not Intl: see rules/labels.ts). */
export function dayOfWeek(date: Date): string {
  return weekdayName(date.getDay())
}

/** docs/product.md#chrome back button: /admin/* and /trainer/* go to /daily, everything else goes back. */
export function backTarget(pathname: string): '/daily' | 'history' {
  return pathname.startsWith('/admin/') || pathname.startsWith('/trainer/') ? '/daily' : 'history'
}

/** docs/product.md#errors: any non-OK response throws 'status: body or status text'. */
export function httpErrorText(
  status: number,
  body: string | null | undefined,
  statusText: string,
): string {
  return `${status}: ${body && body.length > 0 ? body : statusText}`
}

/** Where a sign-in goes when it was not on the way to another page. */
export const DEFAULT_RETURN_PATH = '/daily'

/** Only same-origin absolute paths may be used as a post-sign-in destination. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_RETURN_PATH
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return DEFAULT_RETURN_PATH
  if (value.startsWith('/auth') || value.startsWith('/api/')) return DEFAULT_RETURN_PATH
  if (/\p{Cc}/u.test(value)) return DEFAULT_RETURN_PATH
  return value
}
