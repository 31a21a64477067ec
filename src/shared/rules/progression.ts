// Progression on every exercise (docs/product.md#progression): a workout exercise's rep range
// ('8-12'), what the player aims at, and what the athlete's last session of it suggests next.
// Pure, so the server (which answers the suggestion) and the client agree.
import { timedWords } from './player'
import type { TimedKind, TrackerConfig } from './tracker'

/** The load a 'Level up' adds (or a 'Too hard?' takes off), in kilograms. */
export const LOAD_STEP_KG = 2.5

export interface RepRange {
  min: number
  max: number
  /** What the range counts: reps, or seconds of a hold ('20-30 seconds'). */
  unit: 'reps' | 'seconds'
}

const RANGE = /^\s*(\d+)\s*(?:-|–|—|to)\s*(\d+)/i

/** '8-12', '8–12 reps', '8-12 per side', '20-30 seconds': a range when its numbers rise; else null. */
export function repRange(reps: string | number | null | undefined): RepRange | null {
  const text = String(reps ?? '')
  const match = RANGE.exec(text)
  if (!match) return null
  const min = Number(match[1])
  const max = Number(match[2])
  if (!(min >= 1 && max > min)) return null
  return { min, max, unit: /second/i.test(text) ? 'seconds' : 'reps' }
}

/** A range written top first ('12-8') or flat ('10-10'): the catalogue refuses it. */
export function isBackwardRange(reps: string | number | null | undefined): boolean {
  const match = RANGE.exec(String(reps ?? ''))
  return match !== null && Number(match[2]) <= Number(match[1])
}

/**
 * The player aims at the top of a range (an athlete doing 8-12 works towards 12) and logs
 * whatever was done, so the count starts at the top and a hold cues at the top.
 */
export function aimAtTop<T extends Pick<TrackerConfig, 'mode' | 'targetReps' | 'workSeconds'>>(
  config: T,
  reps: string | number | null | undefined,
): T {
  const range = repRange(reps)
  if (!range) return config
  if (config.mode === 'timed')
    return range.unit === 'seconds' ? { ...config, workSeconds: range.max } : config
  return range.unit === 'reps' ? { ...config, targetReps: range.max } : config
}

/**
 * The player's target for a range: '8-12 reps', '8-12 per side', 'Hold 20-30 s' ('Work 20-30 s'
 * for timed work that is not a hold); null without one.
 */
export function rangeTargetLabel(
  reps: string | number | null | undefined,
  perSide: boolean,
  kind: TimedKind = 'hold',
): string | null {
  const range = repRange(reps)
  if (!range) return null
  const span = `${range.min}-${range.max}`
  if (range.unit === 'seconds')
    return `${timedWords(kind).verb} ${span} s${perSide ? ' per side' : ''}`
  return perSide ? `${span} per side` : `${span} reps`
}

/** One logged set of the last session, as the rule reads it. */
export interface SessionSetFigure {
  setNumber: number
  side?: 'left' | 'right' | null
  reps?: number | null
  seconds?: number | null
  loadKg?: number | null
}

export interface LinkedExercise {
  id: number
  name: string
}

export const SUGGESTION_KINDS = ['harder', 'add-load', 'easier', 'less-load', 'trainer'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

export interface Suggestion {
  kind: SuggestionKind
  /** The exercise to try instead ('harder', 'easier', 'trainer'); null for a load change. */
  exerciseId: number | null
  exerciseName: string | null
  /** The load to change by, in kg ('add-load' +2.5, 'less-load' −2.5); null otherwise. */
  loadKg: number | null
  text: string
}

/**
 * Each set number's figure in the range's unit: a per-side set counts its weaker side. Sets
 * without that figure (a hold logged for a rep range) are left out.
 */
function figuresBySet(sets: readonly SessionSetFigure[], unit: RepRange['unit']) {
  const bySet = new Map<number, { figure: number; load: number }>()
  for (const set of sets) {
    const value = unit === 'seconds' ? set.seconds : set.reps
    if (value === null || value === undefined) continue
    const load = set.loadKg ?? 0
    const seen = bySet.get(set.setNumber)
    bySet.set(
      set.setNumber,
      seen
        ? { figure: Math.min(seen.figure, value), load: Math.max(seen.load, load) }
        : { figure: value, load },
    )
  }
  return [...bySet.values()]
}

/**
 * docs/product.md#progression: from the last session of an exercise and the workout's range.
 * Every prescribed set reached the top → the harder variation ('Level up: try {exercise}'), or
 * where there is none 2.5 kg more ('Level up: add 2.5 kg'). Any set missed the bottom → the
 * easier variation ('Too hard? Try {exercise}'), or where there is none and a load was used,
 * 2.5 kg less. Otherwise, or without a range or a last session: null.
 */
export function suggestProgression({
  reps,
  sets,
  lastSession,
  easier,
  harder,
}: {
  /** The workout exercise's reps text: a range such as '8-12' makes a suggestion possible. */
  reps: string | number | null | undefined
  /** How many sets the workout prescribes: a level-up needs that many at the top. */
  sets: number
  lastSession: readonly SessionSetFigure[]
  easier: LinkedExercise | null
  harder: LinkedExercise | null
}): Suggestion | null {
  const range = repRange(reps)
  if (!range) return null
  const done = figuresBySet(lastSession, range.unit)
  if (done.length === 0) return null
  if (done.some((s) => s.figure < range.min)) {
    if (easier) return exerciseSuggestion('easier', easier)
    if (done.some((s) => s.load > 0)) return loadSuggestion('less-load')
    return null
  }
  if (done.length >= Math.max(1, sets) && done.every((s) => s.figure >= range.max)) {
    return harder ? exerciseSuggestion('harder', harder) : loadSuggestion('add-load')
  }
  return null
}

export function exerciseSuggestion(
  kind: 'harder' | 'easier' | 'trainer',
  exercise: LinkedExercise,
): Suggestion {
  const text =
    kind === 'harder'
      ? `Level up: try ${exercise.name}`
      : kind === 'easier'
        ? `Too hard? Try ${exercise.name}`
        : `Your trainer suggests: try ${exercise.name}`
  return { kind, exerciseId: exercise.id, exerciseName: exercise.name, loadKg: null, text }
}

function loadSuggestion(kind: 'add-load' | 'less-load'): Suggestion {
  return kind === 'add-load'
    ? {
        kind,
        exerciseId: null,
        exerciseName: null,
        loadKg: LOAD_STEP_KG,
        text: `Level up: add ${LOAD_STEP_KG} kg`,
      }
    : {
        kind,
        exerciseId: null,
        exerciseName: null,
        loadKg: -LOAD_STEP_KG,
        text: `Too hard? Take off ${LOAD_STEP_KG} kg`,
      }
}
