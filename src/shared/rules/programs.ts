// Programs (docs/product.md#programs): where an athlete stands in a built-in program, and which
// of a program and a trainer's plan leads Daily. Pure: the server feeds it completions, the
// client words its answer.
import { DAYS_PER_WEEK, type DailyLead } from './athlete-profile'
import { addDays } from './days'
import { plural } from './labels'
import { loadFigure, type Units } from './units'

/**
 * Where the training days fall in a week of `n` of them, as days after the week's first: spread
 * so that no more than two come back to back (3 a week is every other day with the weekend
 * off). A program's days follow each other at these gaps.
 */
export const WEEK_LAYOUTS: Readonly<Record<number, readonly number[]>> = {
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
}

/** The athlete's days a week as a program schedules them: 2–6 (3 for anything unreadable). */
export function trainingDaysPerWeek(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 3
  return Math.min(DAYS_PER_WEEK.max, Math.max(DAYS_PER_WEEK.min, Math.round(value)))
}

/** Days from the program's day `index` (0-based) to the next one, for `daysPerWeek`. */
export function gapAfter(index: number, daysPerWeek: number): number {
  const layout = WEEK_LAYOUTS[trainingDaysPerWeek(daysPerWeek)] ?? []
  const n = layout.length
  const at = index % n
  const next = at + 1 < n ? (layout[at + 1] ?? 0) : 7
  return next - (layout[at] ?? 0)
}

/** Week and day (both from 1) of the program's day `index` (0-based). */
export function weekAndDay(index: number, daysPerWeek: number): { week: number; day: number } {
  const n = trainingDaysPerWeek(daysPerWeek)
  return { week: Math.floor(index / n) + 1, day: (index % n) + 1 }
}

/** The workout of the program's day `index`: the program's sessions in turn, week after week. */
export function sessionOf<T>(sessions: readonly T[], index: number): T {
  const session = sessions[index % sessions.length]
  if (session === undefined) throw new Error('A program needs at least one session')
  return session
}

export interface ProgramCompletion {
  workoutId: number
  /** The local day it was completed on, YYYY-MM-DD. */
  day: string
}

export type ProgramPosition =
  | {
      /** due: the next day's day has come; upcoming: not yet (a rest day, or a later start). */
      state: 'due' | 'upcoming' | 'paused'
      /** The next program day, 0-based, and its week and day (from 1). */
      index: number
      week: number
      day: number
      workoutId: number
      /** The day it is scheduled for (null while paused: nothing comes due). */
      dueDay: string | null
      done: number
      total: number
    }
  | { state: 'finished'; done: number; total: number; finishedOn: string }

/**
 * Where an athlete stands in a program (docs/product.md#programs). Its days come in order, week
 * after week: Day 1 is scheduled on the start day, and each later day that many days after the
 * day the one before it was done (the gaps of the week's layout). A day counts as done when its
 * workout was completed on or after its scheduled day, so a completion from before the program,
 * or a day early, does not count, and the schedule follows what was actually done: a late day
 * moves the rest along instead of piling them up. Paused, nothing comes due, and on resuming the
 * next day is due at once (or on its own day if that is still ahead): the schedule moves by the
 * paused days. After the last day of the last week the program is finished.
 */
export function programPosition({
  weeks,
  sessions,
  daysPerWeek,
  startDay,
  pausedOn,
  today,
  completions,
}: {
  weeks: number
  /** Workout ids of the program's sessions, in turn. */
  sessions: readonly number[]
  daysPerWeek: number
  startDay: string
  pausedOn: string | null
  today: string
  completions: readonly ProgramCompletion[]
}): ProgramPosition {
  const n = trainingDaysPerWeek(daysPerWeek)
  const total = weeks * n
  // Each workout's completion days, oldest first; a (workout, day) completes once.
  const daysOf = new Map<number, string[]>()
  for (const c of completions) {
    const list = daysOf.get(c.workoutId) ?? []
    list.push(c.day)
    daysOf.set(c.workoutId, list)
  }
  for (const list of daysOf.values()) list.sort()
  let scheduled = startDay
  let lastDone = startDay
  for (let index = 0; index < total; index += 1) {
    const workoutId = sessionOf(sessions, index)
    const doneOn = (daysOf.get(workoutId) ?? []).find((d) => d >= scheduled)
    if (doneOn === undefined) {
      const { week, day } = weekAndDay(index, n)
      const position = { index, week, day, workoutId, done: index, total }
      if (pausedOn !== null) return { ...position, state: 'paused', dueDay: null }
      return { ...position, state: scheduled <= today ? 'due' : 'upcoming', dueDay: scheduled }
    }
    lastDone = doneOn
    scheduled = addDays(doneOn, gapAfter(index, n))
  }
  return { state: 'finished', done: total, total, finishedOn: lastDone }
}

/**
 * The workout of a trainer's plan that leads Daily: the one after the plan's workout completed
 * last (plans have no calendar: their workouts are done in turn), the first when none was. Ties
 * on a day go to the later workout in the plan.
 */
export function nextPlanWorkout(
  workoutIds: readonly number[],
  lastDone: ReadonlyMap<number, string>,
): { index: number; workoutId: number } | null {
  if (workoutIds.length === 0) return null
  let latest = -1
  let latestDay = ''
  workoutIds.forEach((id, index) => {
    const day = lastDone.get(id)
    if (day !== undefined && day >= latestDay) {
      latest = index
      latestDay = day
    }
  })
  const index = (latest + 1) % workoutIds.length
  return { index, workoutId: workoutIds[index] as number }
}

/**
 * What leads Daily: the only one there is, or, with both a program and a trainer's plan, the
 * athlete's choice (their program until they choose: they started it themselves).
 */
export function dailyLead({
  hasProgram,
  hasPlan,
  choice,
}: {
  hasProgram: boolean
  hasPlan: boolean
  choice: string | null
}): DailyLead | null {
  if (hasProgram && hasPlan) return choice === 'plan' ? 'plan' : 'program'
  if (hasProgram) return 'program'
  if (hasPlan) return 'plan'
  return null
}

/** The window a program may start in, around the athlete's today. */
export const START_WINDOW = { daysBefore: 7, daysAhead: 28 } as const

export function startDayInWindow(startDay: string, today: string): boolean {
  return (
    startDay >= addDays(today, -START_WINDOW.daysBefore) &&
    startDay <= addDays(today, START_WINDOW.daysAhead)
  )
}

export interface WeekTarget {
  /** Sets of each exercise this week. */
  sets: number
  /** Reps of each set when the week sets them (else the workout's own). */
  reps?: string | null
  /** Load added to the loaded lifts, in kg (a vest, belt or dumbbells). */
  loadKg?: number | null
  /** A lighter week to recover before the next block. */
  deload?: boolean
}

/**
 * A week's target in words, loads in the athlete's unit: '3 sets of each exercise',
 * '5 sets × 5 · +2.5 kg on the loaded lifts', 'Deload: 2 sets of each exercise'.
 */
export function weekTargetLabel(target: WeekTarget, units: Units = 'kg'): string {
  const sets = target.reps
    ? `${plural(target.sets, 'set')} × ${target.reps}`
    : `${plural(target.sets, 'set')} of each exercise`
  const load = target.loadKg
    ? ` · +${loadFigure(target.loadKg, units)} ${units} on the loaded lifts`
    : ''
  return `${target.deload ? 'Deload: ' : ''}${sets}${load}`
}

/** 'Week 2 · Day 3': a program day as Daily and the Programs screen name it. */
export function programDayLabel(week: number, day: number): string {
  return `Week ${week} · Day ${day}`
}
