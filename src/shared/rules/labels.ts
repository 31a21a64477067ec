/** docs/product.md#skills: skill difficulty labels. */
export function skillDifficultyLabel(difficulty: number): string {
  return ['Beginner', 'Novice', 'Advanced', 'Expert', 'Master'][difficulty - 1] ?? 'Unknown'
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}

/** '1 day', '2 days', '0 days': every count shown to a user goes through here. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`
}

/** 'All 3 sets done', but '1 set done': never 'All 1 sets'. */
export function allDoneLabel(count: number, singular: string): string {
  return `${count === 1 ? '' : 'All '}${plural(count, singular)} done`
}

/** docs/product.md#exercise-list: '3 sets' / '1 set'. */
export function setsLabel(sets: number): string {
  return plural(sets, 'set')
}

/** docs/product.md#exercise-list: numeric reps read 'N reps' ('1 rep'); text reps are shown as they are. */
export function repsLabel(reps: string | number): string {
  const text = String(reps).trim()
  return /^\d+$/.test(text) ? plural(Number(text), 'rep') : text
}

/** docs/product.md#constants difficulty colours: beginner green, intermediate yellow, advanced red. */
export function difficultyTone(
  difficulty: string | null | undefined,
): 'green' | 'yellow' | 'red' | 'gray' {
  const d = (difficulty ?? '').toLowerCase()
  if (d === 'beginner') return 'green'
  if (d === 'intermediate') return 'yellow'
  if (d === 'advanced' || d === 'expert' || d === 'master') return 'red'
  return 'gray'
}

/** docs/product.md#daily: section gradients: warm-up gray, skills indigo, workout blue, cool-down green. */
export function sectionBackground(
  category: string,
): 'workout-bg-1' | 'workout-bg-2' | 'workout-bg-3' | 'workout-bg-4' {
  if (category === 'skills') return 'workout-bg-2'
  if (category === 'workout') return 'workout-bg-3'
  if (category === 'cooldown') return 'workout-bg-4'
  return 'workout-bg-1'
}

const SECTION_LABELS: Record<string, string> = {
  warmup: 'Warm-up',
  skills: 'Skills',
  workout: 'Workout',
  cooldown: 'Cool-down',
}

/** The Daily section a workout category stands for: 'Warm-up', 'Skills', 'Workout', 'Cool-down'. */
export function sectionLabel(category: string): string {
  return SECTION_LABELS[category] ?? capitalize(category)
}

const SECTION_LISTS: Record<string, string> = {
  warmup: 'warm-up workouts',
  skills: 'skills workouts',
  workout: 'main workouts',
  cooldown: 'cool-down workouts',
}

/** What a Daily section's 'See all' opens, for its accessible name: 'See all warm-up workouts'. */
export function sectionListName(category: string): string {
  return SECTION_LISTS[category] ?? `${category} workouts`
}

/** docs/product.md#daily: 'Streak: 1 day', 'Streak: 3 days' (the hero; the header keeps the spec's 'days'). */
export function streakHeadline(days: number): string {
  return `Streak: ${plural(days, 'day')}`
}

// The app speaks English only, so day and month names are tables rather than Intl: the first
// Intl date formatter a page builds loads the browser's ICU data, ~35 ms on a desktop core and
// ~140 ms on Lighthouse's slowed phone, all of it before the first screen shows (Daily's week
// strip and the header are on every first screen). docs/architecture.md#first-visit.
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const
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
] as const

/** 'January' for 0, as `Date#getMonth` numbers the months. */
export function monthName(month: number): string {
  return MONTHS[month] ?? ''
}

/** 'Monday' for 1, as `Date#getDay` numbers the days. */
export function weekdayName(day: number): string {
  return WEEKDAYS[day] ?? ''
}

/** A calendar date ('YYYY-MM-DD') as its parts; no time zone moves it. */
function calendarDate(day: string): { weekday: number; date: number; month: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return { weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), date: d, month: m - 1 }
}

/** The week strip's short parts of a day: weekday 'Mon' and day of the month '23'. */
export function weekDayParts(day: string): { weekday: string; date: string } {
  const { weekday, date } = calendarDate(day)
  return { weekday: weekdayName(weekday).slice(0, 3), date: String(date) }
}

/**
 * docs/product.md#daily week strip, what a screen reader hears for one day:
 * 'Mon 23 November, workout completed', 'Tue 24 November, today', 'Wed 25 November, scheduled
 * workout missed'.
 */
export function weekDayLabel({
  day,
  completed,
  isToday,
  missed = false,
}: {
  day: string
  completed: boolean
  isToday: boolean
  missed?: boolean
}): string {
  const { weekday, date, month } = calendarDate(day)
  return [
    `${weekdayName(weekday).slice(0, 3)} ${date} ${monthName(month)}`,
    completed ? 'workout completed' : null,
    missed ? 'scheduled workout missed' : null,
    isToday ? 'today' : null,
  ]
    .filter(Boolean)
    .join(', ')
}
