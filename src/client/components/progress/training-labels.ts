import { msg, plural } from '@lingui/core/macro'
import { setsLabel } from '~/client/lib/display-labels'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { checkInDayText } from '~/shared/rules/check-ins'
import { loadLabel } from '~/shared/rules/player'
import { type SetFigures, volumeLabel } from '~/shared/rules/session-labels'
import type { Units } from '~/shared/rules/units'

// The training screens' words for what src/shared/rules writes in English (session-labels.ts,
// labels.ts): shared code runs on the server too, without the macros, so the translated twins
// live here, next to the screens that show them. The English reads exactly as the shared text.

/** '1 rep', '8 reps'. */
export function repsText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# rep', other: '# reps' })}`)
}

/** '1 day', '3 days'. */
export function daysText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# day', other: '# days' })}`)
}

/** 'Left', 'Right'. */
export function sideText(side: 'left' | 'right'): string {
  return side === 'left' ? i18n._(msg`Left`) : i18n._(msg`Right`)
}

/** '3 exercises · 9 sets · 450 kg': sessionCounts of session-labels.ts, in the active language. */
export function sessionCountsText(
  session: { exerciseCount: number; setCount: number; volumeKg: number },
  units: Units,
): string {
  const exerciseCount = session.exerciseCount
  const parts = [
    i18n._(msg`${plural(exerciseCount, { one: '# exercise', other: '# exercises' })}`),
    setsLabel(session.setCount),
  ]
  if (session.volumeKg > 0) parts.push(volumeLabel(session.volumeKg, units))
  return parts.join(' · ')
}

/** 'Set 2 · Left · 8 reps · +10 kg · RPE 8': loggedSetLine of session-labels.ts, translated. */
export function loggedSetText(set: SetFigures, units: Units): string {
  const setNumber = set.setNumber
  const parts = [i18n._(msg`Set ${setNumber}`)]
  const round = set.round
  if (round) parts.push(i18n._(msg`Round ${round}`))
  if (set.side) parts.push(sideText(set.side))
  parts.push(
    set.seconds !== null && set.seconds !== undefined
      ? `${set.seconds} s`
      : repsText(set.reps ?? 0),
  )
  if (set.loadKg) parts.push(loadLabel(set.loadKg, units))
  if (set.rpe) parts.push(`RPE ${set.rpe}`)
  return parts.join(' · ')
}

/** A calendar day ('2026-11-26', read at noon UTC so no zone moves it) in the active language. */
export function calendarDay(day: string, options: Intl.DateTimeFormatOptions): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not a text
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(), {
    ...options,
    timeZone: 'UTC',
  })
}

/**
 * A check-in's day: 'Mon 5 January 2026' in English as checkInDayText (src/shared/rules/check-ins.ts)
 * writes it, the same parts in the active language's order otherwise.
 */
export function checkInDay(day: string): string {
  if (i18n.locale === 'en') return checkInDayText(day)
  return calendarDay(day, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
}
