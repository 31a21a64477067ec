import { msg, plural } from '@lingui/core/macro'
import * as shared from '~/shared/rules/labels'
import {
  type Role,
  roleLabel as sharedRoleLabel,
  roleMenuLabel as sharedRoleMenuLabel,
  type View,
} from '~/shared/roles'
import type { BlockKind, ScoreType } from '~/shared/rules/blocks'
import type { CheckInScale } from '~/shared/rules/check-ins'
import type { BlockNumbers } from '~/shared/schemas/blocks'
import { weekTargetLabel as sharedWeekTargetLabel, type WeekTarget } from '~/shared/rules/programs'
import { loadFigure, type Units } from '~/shared/rules/units'
import { EQUIPMENT_LABELS, type EquipmentKey } from '~/shared/rules/equipment'
import { MOVEMENT_LABELS, type Movement } from '~/shared/rules/movement'
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
export function weekDayLabel(day: {
  day: string
  completed: boolean
  isToday: boolean
  missed?: boolean
}): string {
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
    day.missed ? i18n._(msg`scheduled workout missed`) : null,
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

/** 'Step 2 of 5': a skill ladder's step (stepOfLabel of shared/rules/skill-display.ts). */
export function stepOfLabel(order: number, total: number): string {
  return i18n._(msg`Step ${order} of ${total}`)
}

const CHECK_IN_SCALE_NAMES: Record<CheckInScale, ReturnType<typeof msg>> = {
  sleep: msg`Sleep`,
  energy: msg`Energy`,
  stress: msg`Stress`,
}

/** A check-in answer's name: 'Sleep', 'Energy', 'Stress' (CHECK_IN_SCALES' labels). */
export function checkInScaleLabel(scale: CheckInScale): string {
  return i18n._(CHECK_IN_SCALE_NAMES[scale])
}

// Sunday first, as Date#getDay numbers the days.
const CHECK_IN_DAYS = [
  msg`Sundays`,
  msg`Mondays`,
  msg`Tuesdays`,
  msg`Wednesdays`,
  msg`Thursdays`,
  msg`Fridays`,
  msg`Saturdays`,
]

/** 'Mondays', or 'No check-in' for null: a trainer's check-in day (checkInDayLabel, shared). */
export function checkInDayLabel(weekday: number | null): string {
  const day = weekday === null ? undefined : CHECK_IN_DAYS[weekday]
  return day ? i18n._(day) : i18n._(msg`No check-in`)
}

/** '3 workouts' / '1 workout'. */
export function workoutsLabel(count: number): string {
  return i18n._(msg`${plural(count, { one: '# workout', other: '# workouts' })}`)
}

const BLOCK_KINDS: Record<BlockKind, ReturnType<typeof msg>> = {
  straight: msg`Straight sets`,
  superset: msg`Superset`,
  circuit: msg`Circuit`,
  emom: msg`EMOM`,
  amrap: msg`AMRAP`,
  'for-time': msg`For Time`,
  tabata: msg`Tabata`,
}

/** A block's kind: 'Straight sets', 'Superset', 'EMOM' (BLOCK_KIND_LABELS, shared). */
export function blockKindLabel(kind: BlockKind): string {
  return i18n._(BLOCK_KINDS[kind])
}

/**
 * 'EMOM · 12 min', 'Superset · rest 90 s': blockSummary of shared/schemas/blocks.ts, word for word
 * in English (that module brings zod, which this one must not).
 */
export function blockSummaryLabel(block: { kind: BlockKind } & BlockNumbers): string {
  const { rounds, restSeconds: rest, minutes, capSeconds } = block
  const parts: string[] = [blockKindLabel(block.kind)]
  const restPart = () => rest !== undefined && parts.push(i18n._(msg`rest ${rest} s`))
  const roundsPart = () => rounds !== undefined && parts.push(i18n._(msg`${rounds} rounds`))
  if (block.kind === 'superset') restPart()
  if (block.kind === 'circuit') {
    roundsPart()
    restPart()
  }
  if ((block.kind === 'emom' || block.kind === 'amrap') && minutes !== undefined)
    parts.push(minutesText(minutes))
  if (block.kind === 'for-time') {
    roundsPart()
    if (capSeconds !== undefined) {
      const cap = capSeconds % 60 === 0 ? minutesText(capSeconds / 60) : capText(capSeconds)
      parts.push(i18n._(msg`cap ${cap}`))
    }
  }
  if (block.kind === 'tabata')
    // eslint-disable-next-line lingui/no-unlocalized-strings -- figures and the seconds' symbol
    parts.push(`${rounds ?? 8} × ${block.workSeconds ?? 20} s / ${rest ?? 10} s`)
  return parts.join(' · ')
}

/** '12 min'. */
export function minutesText(minutes: number): string {
  return i18n._(msg`${minutes} min`)
}

const capText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

// The catalogue's fixed values (workout categories, exercise categories and body parts, the
// workout backgrounds), each as the editor shows it: English reads as capitalize(value).
const CATALOGUE_VALUES: Record<string, ReturnType<typeof msg>> = {
  warmup: msg`Warmup`,
  skills: msg`Skills`,
  workout: msg`Workout`,
  cooldown: msg`Cooldown`,
  push: msg`Push`,
  pull: msg`Pull`,
  legs: msg`Legs`,
  core: msg`Core`,
  cardio: msg`Cardio`,
  flexibility: msg`Flexibility`,
  balance: msg`Balance`,
  upper: msg`Upper`,
  lower: msg`Lower`,
  full: msg`Full`,
  other: msg`Other`,
  gray: msg`Gray`,
  indigo: msg`Indigo`,
  blue: msg`Blue`,
  green: msg`Green`,
}

/** A catalogue value as the editors show it: 'Warmup', 'Push', 'Upper'; unknown ones capitalised. */
export function catalogueValueLabel(value: string): string {
  const known = CATALOGUE_VALUES[value]
  return known ? i18n._(known) : shared.capitalize(value)
}

// A workout category's list, each named in its own words: the English reads as the generic
// '{category} Workouts' does for it; 'Workout Workouts' needs better words in other languages.
const WORKOUT_LIST_TITLES: Record<string, ReturnType<typeof msg>> = {
  warmup: msg`Warmup Workouts`,
  skills: msg`Skills Workouts`,
  workout: msg`Workout Workouts`,
  cooldown: msg`Cooldown Workouts`,
}

/**
 * A workout list's heading and tab title, `raw` the category as the address writes it: 'Warmup
 * Workouts' (English capitalises the address's word as it is).
 */
export function workoutListTitle(raw: string): string {
  const known = WORKOUT_LIST_TITLES[raw.toLowerCase()]
  if (known && !english()) return i18n._(known)
  const category = shared.capitalize(raw)
  return i18n._(msg`${category} Workouts`)
}

const SCORE_TYPES: Record<ScoreType, ReturnType<typeof msg>> = {
  time: msg`For time`,
  'rounds+reps': msg`Rounds + reps`,
  reps: msg`Reps`,
  load: msg`Load`,
  pass: msg`Pass / fail`,
}

/** How a workout of the day is scored: 'For time', 'Rounds + reps' (SCORE_TYPE_LABELS, shared). */
export function scoreTypeLabel(type: ScoreType): string {
  return i18n._(SCORE_TYPES[type])
}

const MOVEMENTS: Record<Movement, ReturnType<typeof msg>> = {
  push: msg`Push`,
  pull: msg`Pull`,
  legs: msg`Legs`,
  core: msg`Core`,
  skill: msg`Skill`,
  mobility: msg`Mobility`,
}

/** A movement's name (shared/rules/movement.ts): 'Push'. */
export function movementLabel(movement: Movement): string {
  return english() ? MOVEMENT_LABELS[movement] : i18n._(MOVEMENTS[movement])
}

const EQUIPMENT: Record<EquipmentKey, ReturnType<typeof msg>> = {
  bar: msg`Pull-up bar`,
  rings: msg`Rings`,
  parallettes: msg`Parallettes`,
  'dip-bars': msg`Dip bars`,
  wall: msg`Wall`,
  box: msg`Box or bench`,
  band: msg`Resistance band`,
  weights: msg`Weights`,
}

/** A piece of equipment's name (shared/rules/equipment.ts): 'Pull-up bar'. */
export function equipmentLabel(key: EquipmentKey): string {
  return english() ? EQUIPMENT_LABELS[key] : i18n._(EQUIPMENT[key])
}

const UNIT_NAMES: Record<Units, ReturnType<typeof msg>> = {
  kg: msg`Kilograms (kg)`,
  lb: msg`Pounds (lb)`,
}

/** A unit of load's name as Settings and onboarding offer it: 'Kilograms (kg)'. */
export function unitName(units: Units): string {
  return i18n._(UNIT_NAMES[units])
}
