// The gym's whiteboard (docs/product.md#whiteboard): how a workout-of-the-day score reads, how
// the wall names an athlete, and how the board sorts. One home for the server, the wall and the
// athlete's score form.
import type { ScoreType } from './blocks'
import { said } from '../i18n/said'

export const SCORE_TYPE_LABELS: Record<ScoreType, string> = {
  time: 'For time',
  'rounds+reps': 'Rounds + reps',
  reps: 'Reps',
  load: 'Load',
  pass: 'Pass / fail',
}

/** A score type's name inside a sentence ('A load score …'), translated as a word of its own. */
const SCORE_TYPE_NAMES: Record<ScoreType, string> = {
  time: said('for time'),
  'rounds+reps': said('rounds + reps'),
  reps: said('reps'),
  load: said('load'),
  pass: said('pass / fail'),
}

/** A score's figures; which are used depends on the score type. */
export interface WodScoreFigures {
  seconds: number | null
  rounds: number | null
  reps: number | null
  loadKg: number | null
  passed: boolean | null
}

/**
 * The name for the wall: first name and last initial ('Dana Kowalski' → 'Dana K.'). A username
 * made at sign-up is a slug of the name ('dana-kowalski', 'dana-kowalski-2'): its parts count as
 * words and a number is no name.
 */
export function whiteboardName(username: string, hideName: boolean): string {
  if (hideName) return 'Athlete'
  let words = username.trim().split(/\s+/)
  if (words.length === 1) words = (words[0] ?? '').split(/[-_.]+/)
  words = words.filter((w) => /\p{L}/u.test(w))
  const [first, ...rest] = words
  if (!first) return 'Athlete'
  const name = first.charAt(0).toUpperCase() + first.slice(1)
  const last = rest.at(-1)
  return last ? `${name} ${last.charAt(0).toUpperCase()}.` : name
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** Seconds as 'm:ss' ('12:05'), hours as 'h:mm:ss'. */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${twoDigits(m)}:${twoDigits(s)}` : `${m}:${twoDigits(s)}`
}

/** 'mm:ss' (or 'h:mm:ss', or plain seconds) as seconds; null when it is not a time. */
export function parseClockTime(text: string): number | null {
  const parts = text.trim().split(':')
  if (parts.length > 3 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null
  const [a = 0, b = 0, c = 0] = parts.map(Number)
  if (parts.length === 1) return a
  if (parts.length === 2) return b < 60 ? a * 60 + b : null
  return b < 60 && c < 60 ? a * 3600 + b * 60 + c : null
}

/** A load in kilograms, no trailing zero ('102.5 kg'): the wall is shared, so it reads kg. */
const kg = (value: number) => `${Number(value.toFixed(2))} kg`

/** A score as the wall and the athlete read it; '—' when its figures are missing. */
export function scoreText(type: ScoreType, score: WodScoreFigures): string {
  switch (type) {
    case 'time':
      return score.seconds === null ? 'Capped' : clockTime(score.seconds)
    case 'rounds+reps':
      return score.rounds === null ? '—' : `${score.rounds} + ${score.reps ?? 0}`
    case 'reps':
      return score.reps === null ? '—' : `${score.reps} reps`
    case 'load':
      return score.loadKg === null ? '—' : kg(score.loadKg)
    case 'pass':
      return score.passed === null ? '—' : score.passed ? 'Pass' : 'Not yet'
  }
}

/** A sort key, smaller first; null figures sort after every real score. */
function sortKey(type: ScoreType, s: WodScoreFigures): number {
  const last = Number.POSITIVE_INFINITY
  switch (type) {
    case 'time':
      return s.seconds ?? last
    case 'rounds+reps':
      // Reps never reach a million within a round: rounds weigh more than any reps.
      return s.rounds === null ? last : -(s.rounds * 1_000_000 + (s.reps ?? 0))
    case 'reps':
      return s.reps === null ? last : -s.reps
    case 'load':
      return s.loadKg === null ? last : -s.loadKg
    case 'pass':
      return s.passed === null ? last : s.passed ? 0 : 1
  }
}

/**
 * The whiteboard's order: Rx above Scaled, then by the score type (time ascending with no time
 * last; rounds + reps, reps and load descending; a pass before a fail), then who posted first.
 */
export function compareScores<T extends WodScoreFigures & { scaled: boolean }>(
  type: ScoreType,
): (a: T, b: T) => number {
  return (a, b) => {
    if (a.scaled !== b.scaled) return a.scaled ? 1 : -1
    const ka = sortKey(type, a)
    const kb = sortKey(type, b)
    return ka === kb ? 0 : ka < kb ? -1 : 1
  }
}

/** What each score type needs: the figure the athlete must give. */
const NEEDS: Record<ScoreType, { field: keyof WodScoreFigures; message: string } | null> = {
  // No time is a score too: capped before the finish.
  time: null,
  'rounds+reps': { field: 'rounds', message: said('Enter the rounds you finished') },
  reps: { field: 'reps', message: said('Enter your reps') },
  load: { field: 'loadKg', message: said('Enter the load you lifted') },
  pass: { field: 'passed', message: said('Say whether you passed') },
}

/** The figures each score type takes; any other figure is a mistake. */
const TAKES: Record<ScoreType, readonly (keyof WodScoreFigures)[]> = {
  time: ['seconds'],
  'rounds+reps': ['rounds', 'reps'],
  reps: ['reps'],
  load: ['loadKg'],
  pass: ['passed'],
}

/** What is wrong with a score for its type (nothing when it fits), field by field. */
export function scoreIssues(
  type: ScoreType,
  score: WodScoreFigures,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = []
  const need = NEEDS[type]
  if (need && score[need.field] === null) issues.push({ path: [need.field], message: need.message })
  for (const field of Object.keys(score) as (keyof WodScoreFigures)[]) {
    if (score[field] !== null && !TAKES[type].includes(field)) {
      issues.push({
        path: [field],
        message: said('A {type} score does not take {field}', {
          type: SCORE_TYPE_NAMES[type],
          field,
        }),
      })
    }
  }
  return issues
}
