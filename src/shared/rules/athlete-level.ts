// The athlete's training level (docs/product.md#level-check, #level-offers): set by the
// two-minute check at onboarding, then moved by logged sessions through offers the athlete
// accepts. Pure, so the server (which offers) and onboarding (which checks) agree.
import { TRAINING_LEVELS, type TrainingLevel } from './athlete-profile'
import { repRange, type SessionSetFigure } from './progression'

/** The two-minute check: max push-ups, max pull-ups, max squats, and a plank hold in seconds. */
export interface LevelCheck {
  pushUps: number
  pullUps: number
  squats: number
  plankSeconds: number
}

/** What each number must reach for intermediate and for advanced. */
export const CHECK_THRESHOLDS: Record<
  keyof LevelCheck,
  { intermediate: number; advanced: number }
> = {
  pushUps: { intermediate: 10, advanced: 30 },
  pullUps: { intermediate: 3, advanced: 12 },
  squats: { intermediate: 25, advanced: 50 },
  plankSeconds: { intermediate: 45, advanced: 120 },
}

/** How many of the four numbers must reach a level for the check to give it. */
export const CHECK_NEEDS = 3

/**
 * The level the check gives: the highest level three of the four numbers reach (so one missing
 * figure, such as pull-ups without a bar, does not hold an athlete back), else beginner.
 */
export function levelFromCheck(check: LevelCheck): TrainingLevel {
  const reach = (level: 'intermediate' | 'advanced') =>
    (Object.keys(CHECK_THRESHOLDS) as (keyof LevelCheck)[]).filter(
      (key) => check[key] >= CHECK_THRESHOLDS[key][level],
    ).length
  if (reach('advanced') >= CHECK_NEEDS) return 'advanced'
  if (reach('intermediate') >= CHECK_NEEDS) return 'intermediate'
  return 'beginner'
}

/** How many sessions at the level, in a row and newest, a level offer needs. */
export const OFFER_SESSIONS = 3

/** One workout exercise of a completed session and the sets logged for it that day. */
export interface SessionExercise {
  /** The workout's target: '8-12', '10', '10 per leg', '30 seconds', '20-30 seconds'. */
  reps: string
  sets: number
  logged: readonly SessionSetFigure[]
}

/**
 * A target's bottom and top in its unit: a range's ends ('8-12'), or a plain figure as both
 * ('10 per leg', '30 seconds'); null when the text holds no figure.
 */
export function targetSpan(
  reps: string,
): { min: number; max: number; unit: 'reps' | 'seconds' } | null {
  const range = repRange(reps)
  if (range) return range
  const match = /^\s*(\d+)/.exec(reps)
  if (!match) return null
  const figure = Number(match[1])
  if (!(figure >= 1)) return null
  return { min: figure, max: figure, unit: /second/i.test(reps) ? 'seconds' : 'reps' }
}

export type SessionOutcome = 'top' | 'missed' | 'between'

/**
 * How a completed session went against its targets: 'top' when every exercise with a target had
 * its prescribed number of sets logged and every set reached the top; 'missed' when any logged
 * set fell short of the bottom; else 'between' (a session completed without logged sets too).
 * A per-side set counts its weaker side.
 */
export function sessionOutcome(exercises: readonly SessionExercise[]): SessionOutcome {
  let allTop = true
  let any = false
  for (const exercise of exercises) {
    const span = targetSpan(exercise.reps)
    if (!span) continue
    any = true
    const bySet = new Map<number, number>()
    for (const set of exercise.logged) {
      const figure = span.unit === 'seconds' ? set.seconds : set.reps
      if (figure === null || figure === undefined) continue
      const seen = bySet.get(set.setNumber)
      bySet.set(set.setNumber, seen === undefined ? figure : Math.min(seen, figure))
    }
    const figures = [...bySet.values()]
    if (figures.some((f) => f < span.min)) return 'missed'
    if (figures.length < Math.max(1, exercise.sets) || figures.some((f) => f < span.max))
      allTop = false
  }
  return any && allTop ? 'top' : 'between'
}

export interface LevelOffer {
  direction: 'up' | 'down'
  level: TrainingLevel
  /** 'Ready for Intermediate?' or 'Step back to Beginner?' */
  title: string
  text: string
}

const NAME: Record<TrainingLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
}

export function levelName(level: TrainingLevel): string {
  return NAME[level]
}

/**
 * docs/product.md#level-offers: the athlete's last three completed sessions at their level (newest
 * first, only those after the day they last answered 'Not now') all reached the top → the next
 * level; all missed the bottom → the level below. Otherwise, at the ends of the scale, or with
 * fewer than three such sessions: null.
 */
export function levelOffer(
  level: TrainingLevel,
  outcomes: readonly SessionOutcome[],
): LevelOffer | null {
  const last = outcomes.slice(0, OFFER_SESSIONS)
  if (last.length < OFFER_SESSIONS) return null
  const at = TRAINING_LEVELS.indexOf(level)
  const next = TRAINING_LEVELS[at + 1]
  const below = TRAINING_LEVELS[at - 1]
  if (last.every((o) => o === 'top') && next) {
    return {
      direction: 'up',
      level: next,
      title: `Ready for ${NAME[next]}?`,
      text: `Your last ${OFFER_SESSIONS} ${NAME[level]} sessions reached the top of every target. Daily can give you ${NAME[next]} workouts.`,
    }
  }
  if (last.every((o) => o === 'missed') && below) {
    return {
      direction: 'down',
      level: below,
      title: `Step back to ${NAME[below]}?`,
      text: `Your last ${OFFER_SESSIONS} ${NAME[level]} sessions fell short of their targets. ${NAME[below]} workouts build the base first.`,
    }
  }
  return null
}
