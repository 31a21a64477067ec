import { msg, plural } from '@lingui/core/macro'
import * as shared from '~/shared/rules/labels'
import {
  type Role,
  roleLabel as sharedRoleLabel,
  roleMenuLabel as sharedRoleMenuLabel,
  type View,
} from '~/shared/roles'
import { weekTargetLabel as sharedWeekTargetLabel, type WeekTarget } from '~/shared/rules/programs'
import { loadFigure, type Units } from '~/shared/rules/units'
import { i18n, intlLocale } from './i18n'

// The shared rules' labels (src/shared cannot use Lingui's macros), in the active language.
// English keeps the shared tables: the first Intl date formatter of a page costs tens of
// milliseconds that an English first screen should not pay (shared/rules/labels.ts).

const english = () => i18n.locale === 'en'

let weekdays: { locale: string; long: Intl.DateTimeFormat; short: Intl.DateTimeFormat } | undefined
function weekdayFormats() {
  const locale = intlLocale()
  if (weekdays?.locale !== locale) {
    weekdays = {
      locale,
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    }
  }
  return weekdays
}

// 4 January 1970 was a Sunday: day 0 as `Date#getDay` numbers the days.
const sundayUtc = Date.UTC(1970, 0, 4)
const weekdayDate = (day: number) => sundayUtc + day * 86_400_000

/** 'Monday' for 1 ('Montag', 'lunes'). */
export function weekdayName(day: number): string {
  if (english()) return shared.weekdayName(day)
  return weekdayFormats().long.format(weekdayDate(day))
}

/** 'Mon' for 1 ('Mo.', 'lun'). */
export function weekdayShort(day: number): string {
  if (english()) return shared.weekdayName(day).slice(0, 3)
  return weekdayFormats().short.format(weekdayDate(day)).replace(/\.$/, '')
}

/** The weekday of `date` where the device is. */
export function dayOfWeek(date: Date): string {
  return weekdayName(date.getDay())
}

const calendarDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}

/** The week strip's short parts of a calendar day ('YYYY-MM-DD'): 'Mon' and '23'. */
export function weekDayParts(day: string): { weekday: string; date: string } {
  if (english()) return shared.weekDayParts(day)
  const date = calendarDay(day)
  return { weekday: weekdayShort(date.getUTCDay()), date: String(date.getUTCDate()) }
}

/** 'Mon 23 November, workout completed, today': what a screen reader hears for one day. */
export function weekDayLabel(day: { day: string; completed: boolean; isToday: boolean }): string {
  if (english()) return shared.weekDayLabel(day)
  const when = new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(calendarDay(day.day))
  return [
    when,
    day.completed ? i18n._(msg`workout completed`) : null,
    day.isToday ? i18n._(msg`today`) : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/** 'Streak: 3 days' (the header and Daily's hero). */
export function streakLabel(days: number): string {
  return i18n._(msg`Streak: ${plural(days, { one: '# day', other: '# days' })}`)
}

/** 'Week 2 · Day 3': a program day. */
export function programDayLabel(week: number, day: number): string {
  return i18n._(msg`Week ${week} · Day ${day}`)
}

const DIFFICULTIES: Record<string, ReturnType<typeof msg>> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  expert: msg`Expert`,
  master: msg`Master`,
  novice: msg`Novice`,
}

/** A workout's difficulty as shown: 'Beginner'; an unknown one as it is, capitalised. */
export function difficultyLabel(difficulty: string): string {
  const known = DIFFICULTIES[difficulty.toLowerCase()]
  return known ? i18n._(known) : shared.capitalize(difficulty)
}

// A skill's difficulty 1 to 5 by name (skillDifficultyLabel of shared/rules/labels.ts).
const SKILL_DIFFICULTIES = ['beginner', 'novice', 'advanced', 'expert', 'master']

/** A skill's difficulty, 1 to 5, as shown: 'Beginner' … 'Master' (skillDifficultyLabel). */
export function skillDifficultyLabel(difficulty: number): string {
  const name = SKILL_DIFFICULTIES[difficulty - 1]
  const known = name ? DIFFICULTIES[name] : undefined
  return known ? i18n._(known) : shared.skillDifficultyLabel(difficulty)
}

const SECTIONS: Record<string, ReturnType<typeof msg>> = {
  warmup: msg`Warm-up`,
  skills: msg`Skills`,
  workout: msg`Workout`,
  cooldown: msg`Cool-down`,
}

/** The Daily section a workout category stands for: 'Warm-up', 'Skills', 'Workout', 'Cool-down'. */
export function sectionLabel(category: string): string {
  const known = SECTIONS[category]
  return known ? i18n._(known) : shared.sectionLabel(category)
}

const SECTION_LISTS: Record<string, ReturnType<typeof msg>> = {
  warmup: msg`warm-up workouts`,
  skills: msg`skills workouts`,
  workout: msg`main workouts`,
  cooldown: msg`cool-down workouts`,
}

/** What a Daily section's 'See all' opens: 'warm-up workouts'. */
export function sectionListName(category: string): string {
  const known = SECTION_LISTS[category]
  return known ? i18n._(known) : shared.sectionListName(category)
}

/** '3 exercises' / '1 exercise'. */
export function exercisesLabel(count: number): string {
  return i18n._(msg`${plural(count, { one: '# exercise', other: '# exercises' })}`)
}

/** '3 sets' / '1 set'. */
export function setsLabel(count: number): string {
  return i18n._(msg`${plural(count, { one: '# set', other: '# sets' })}`)
}

const ROLES: Record<Role, ReturnType<typeof msg>> = {
  admin: msg`Admin`,
  trainer: msg`Trainer`,
  manager: msg`Manager`,
  user: msg`User`,
}

/** The header's and the avatar menu's role: 'Admin', 'Trainer', 'Manager', 'User'. */
export function roleLabel(role: Role): string {
  return english() ? sharedRoleLabel(role) : i18n._(ROLES[role])
}

/** The avatar menu's role line. */
export function roleMenuLabel(role: Role): string {
  return english() ? sharedRoleMenuLabel(role) : i18n._(ROLES[role])
}

const VIEWS: Record<View, ReturnType<typeof msg>> = {
  user: msg`Home`,
  trainer: msg`Trainer View`,
  manager: msg`Manager View`,
  admin: msg`Admin View`,
}

/** A dashboard view's name: 'Trainer View'. */
export function viewLabel(view: View): string {
  return i18n._(VIEWS[view])
}

/** A program week's target: '3 sets × 8-12 · +5 kg on the loaded lifts', 'Deload: …'. */
export function weekTargetLabel(target: WeekTarget, units: Units = 'kg'): string {
  if (english()) return sharedWeekTargetLabel(target, units)
  const sets = setsLabel(target.sets)
  const reps = target.reps
  const volume = reps ? i18n._(msg`${sets} × ${reps}`) : i18n._(msg`${sets} of each exercise`)
  const load = target.loadKg ? `+${loadFigure(target.loadKg, units)} ${units}` : null
  const withLoad = load ? i18n._(msg`${volume} · ${load} on the loaded lifts`) : volume
  return target.deload ? i18n._(msg`Deload: ${withLoad}`) : withLoad
}
