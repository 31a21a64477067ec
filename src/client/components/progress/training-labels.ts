import { msg, plural } from '@lingui/core/macro'
import { blockKindLabel, minutesText, setsLabel } from '~/client/lib/display-labels'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { checkInDayText } from '~/shared/rules/check-ins'
import { loadLabel, type PlayerSet, sessionRuns } from '~/shared/rules/player'
import { type SetFigures, volumeLabel } from '~/shared/rules/session-labels'
import type { Units } from '~/shared/rules/units'
import { type PlanUnit, planUnit } from '~/shared/rules/prescription'
import type { PlannedExercise } from '~/shared/schemas/sessions'
import { passLabel, standardLabel } from '~/shared/rules/skill-display'
import type { BadgeRule } from '~/shared/schemas/badge-rule'
import type { StepPass, StepPassHow, StepStandard } from '~/shared/schemas/skills'

// The training screens' words for what src/shared/rules writes in English (session-labels.ts,
// labels.ts): shared code runs on the server too, without the macros, so the translated twins
// live here, next to the screens that show them. The English reads exactly as the shared text.

/** '1 rep', '8 reps'. */
export function repsText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# rep', other: '# reps' })}`)
}

/** repsLabel of labels.ts: numeric reps read '8 reps' ('1 rep'); a text ('8-12') as it is. */
export function repsValueText(reps: string | number): string {
  const text = String(reps).trim()
  return /^\d+$/.test(text) ? repsText(Number(text)) : text
}

/** '1 second', '60 seconds'. */
export function secondsText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# second', other: '# seconds' })}`)
}

/** '1 minute', '20 minutes'. */
export function minutesLongText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# minute', other: '# minutes' })}`)
}

/** instructionsText of form-tips.ts: the instructions, else the description, else a fixed sentence. */
export function instructionsShown(
  instructions: string | null | undefined,
  description: string | null | undefined,
): string {
  return (
    instructions?.trim() ||
    description?.trim() ||
    i18n._(msg`Perform the exercise with proper form and control.`)
  )
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

/**
 * '3 × 8 @ +5 kg', '9 @ +12.5 kg · 7, 6 @ +15 kg': sessionLabel of player.ts (one session's sets,
 * each run of one load with its load), its one word (' per side') in the active language.
 */
export function sessionText(sets: readonly PlayerSet[], units: Units): string {
  return sessionRuns(sets)
    .map((run) => {
      const figures = run.figures
      const shown = run.perSide ? i18n._(msg`${figures} per side`) : figures
      return run.loadKg === null ? shown : `${shown} @ ${loadLabel(run.loadKg, units)}`
    })
    .join(' · ')
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

/** 'Requires Crow Pose', 'Requires L-sit and Crow Pose': requiresLabel of skill-display.ts. */
export function requiresText(names: readonly string[]): string {
  if (names.length <= 1) {
    const name = names[0] ?? ''
    return i18n._(msg`Requires ${name}`).trim()
  }
  const first = names.slice(0, -1).join(', ')
  const last = names[names.length - 1] ?? ''
  return i18n._(msg`Requires ${first} and ${last}`)
}

/** After a pass: 'Next: step 3, Handstand Kick-ups (3 × 5)'. */
export function nextStepText(next: {
  order: number
  exerciseName: string
  standard: StepStandard
}): string {
  const order = next.order
  const exerciseName = next.exerciseName
  const standard = standardLabel(next.standard)
  return i18n._(msg`Next: step ${order}, ${exerciseName} (${standard})`)
}

const PASS_HOW: Record<StepPassHow, ReturnType<typeof msg>> = {
  logged: msg`logged`,
  self: msg`self`,
  trainer: msg`set by your trainer`,
}

/** 'Passed 3 Nov · logged': passLabel of skill-display.ts, the day in the active language. */
export function passText(pass: StepPass, timeZone = 'UTC', now = new Date()): string {
  if (i18n.locale === 'en') return passLabel(pass, timeZone, now)
  const at = new Date(pass.passedAt)
  const locale = intlLocale()
  const year = (d: Date) => new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric' }).format(d)
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(year(at) === year(now) ? {} : { year: 'numeric' }),
  }).format(at)
  const how = i18n._(PASS_HOW[pass.how])
  return i18n._(msg`Passed ${day} · ${how}`)
}

/** What earns a badge not yet earned: badgeGoal of badges.ts, in the active language. */
export function badgeGoalText(rule: BadgeRule): string {
  switch (rule.kind) {
    case 'workouts': {
      const count = rule.count
      return count === 1
        ? i18n._(msg`Complete your first workout`)
        : i18n._(msg`Complete ${plural(count, { one: '# workout', other: '# workouts' })}`)
    }
    case 'streak': {
      const days = rule.days
      return i18n._(msg`Reach a ${days}-day streak`)
    }
    case 'skills': {
      const count = rule.count
      return count === 1
        ? i18n._(msg`Unlock your first skill`)
        : i18n._(msg`Unlock ${plural(count, { one: '# skill', other: '# skills' })}`)
    }
    case 'exercises': {
      const count = rule.count
      return count === 1
        ? i18n._(msg`Complete your first exercise`)
        : i18n._(msg`Complete ${plural(count, { one: '# exercise', other: '# exercises' })}`)
    }
    case 'fullDay':
      return i18n._(msg`Complete every workout of a day's session on that day`)
    case 'category':
      return categoryGoalText(rule.category, rule.count)
  }
}

function categoryGoalText(category: 'warmup' | 'skills' | 'workout' | 'cooldown', count: number) {
  const first = count === 1
  switch (category) {
    case 'warmup':
      return first
        ? i18n._(msg`Complete your first warm-up`)
        : i18n._(msg`Complete ${plural(count, { one: '# warm-up', other: '# warm-ups' })}`)
    case 'skills':
      return first
        ? i18n._(msg`Complete your first skills session`)
        : i18n._(
            msg`Complete ${plural(count, { one: '# skills session', other: '# skills sessions' })}`,
          )
    case 'workout':
      return first
        ? i18n._(msg`Complete your first main workout`)
        : i18n._(
            msg`Complete ${plural(count, { one: '# main workout', other: '# main workouts' })}`,
          )
    case 'cooldown':
      return first
        ? i18n._(msg`Complete your first cool-down`)
        : i18n._(msg`Complete ${plural(count, { one: '# cool-down', other: '# cool-downs' })}`)
  }
}

/** '3 sets', '3 rounds', '6 minutes', '4 intervals': what a plan's sets count (`planUnit`). */
export function planCountText(count: number, unit: PlanUnit): string {
  switch (unit) {
    case 'round':
      return i18n._(msg`${plural(count, { one: '# round', other: '# rounds' })}`)
    case 'minute':
      return minutesLongText(count)
    case 'interval':
      return i18n._(msg`${plural(count, { one: '# interval', other: '# intervals' })}`)
    default:
      return setsLabel(count)
  }
}

function figureText(p: PlannedExercise): string | null {
  const { seconds, reps } = p
  if (seconds !== null) {
    if (p.side === 'leg') return i18n._(msg`${seconds} s per leg`)
    if (p.side === 'arm') return i18n._(msg`${seconds} s per arm`)
    if (p.side === 'side') return i18n._(msg`${seconds} s per side`)
    return `${seconds} s`
  }
  if (reps === null) return null
  if (p.side === 'leg') return i18n._(msg`${reps} reps per leg`)
  if (p.side === 'arm') return i18n._(msg`${reps} reps per arm`)
  if (p.side === 'side') return i18n._(msg`${reps} reps per side`)
  return i18n._(msg`${reps} reps`)
}

function planHeadText(p: PlannedExercise): string | null {
  const block = p.block
  if (block === null) return null
  const kind = blockKindLabel(block.kind)
  switch (block.kind) {
    case 'superset': {
      const place = p.label ?? ''
      return place ? i18n._(msg`Superset ${place}`) : kind
    }
    case 'emom':
    case 'amrap': {
      const minutes = minutesText(block.minutes ?? 10)
      return `${kind} ${minutes}`
    }
    case 'for-time': {
      const capSeconds = block.capSeconds
      if (!capSeconds) return kind
      const cap =
        capSeconds % 60 === 0
          ? minutesText(capSeconds / 60)
          : `${Math.floor(capSeconds / 60)}:${String(capSeconds % 60).padStart(2, '0')}`
      return i18n._(msg`For Time · cap ${cap}`)
    }
    default:
      return kind
  }
}

/** plannedLabel of prescription.ts: 'Superset A1 · 4 sets · 5-8 reps · +10 kg', 'AMRAP 20 min · 5 reps'. */
export function plannedText(p: PlannedExercise, units: Units): string {
  return [
    planHeadText(p),
    p.sets !== null ? planCountText(p.sets, planUnit(p)) : null,
    figureText(p),
    p.loadKg !== null ? loadLabel(p.loadKg, units) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ')
}
