// Progression on every exercise (docs/product.md#progression): a workout exercise's rep range
// ('8-12'), what the player aims at, and what the athlete's last session of it suggests next.
// Pure, so the server (which answers the suggestion) and the client agree.
import type { BlockKind } from './blocks'
import { timedWords } from './player'
import { RECORD_RULES } from './set-limits'
import type { TimedKind, TrackerConfig } from './tracker'
import { loadFigure, toKg, type Units } from './units'

/**
 * The load a 'Level up' adds (or a 'Too hard?' takes off), in the athlete's unit
 * (docs/product.md#units): the smallest pair of plates of each, 2 × 1.25 kg or 2 × 2.5 lb. A
 * pound athlete is told 'add 5 lb', never 2.5 kg read as 5.5 lb.
 */
export const LOAD_STEPS: Readonly<Record<Units, number>> = { kg: 2.5, lb: 5 }

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

/**
 * The blocks whose sets are straight work, sets done one after the other with rest: what the
 * advice reads. A circuit's, EMOM's, AMRAP's, For Time's or Tabata's sets are rounds of a block
 * run against the clock or in rounds, never measured against an exercise's range.
 */
export const STRAIGHT_WORK_KINDS = ['straight', 'superset'] as const satisfies readonly BlockKind[]

/** Workouts whose sets are never working sets: warm-ups and cool-downs (as for records). */
export const NOT_WORKING_CATEGORIES = RECORD_RULES.noRecordCategories

/**
 * A working set of straight work (docs/product.md#progression): logged outside any block (the
 * library, a skill's practice, the tracker, sets from before blocks) or in a straight or superset
 * block, and not in a warm-up or cool-down. A set whose block was since deleted but that kept its
 * round cannot be told apart from a timed round, so it is left out.
 */
export function isWorkingSet(set: {
  blockKind: BlockKind | null
  round: number | null
  category: string | null
}): boolean {
  const straight =
    set.blockKind === null
      ? set.round === null
      : (STRAIGHT_WORK_KINDS as readonly string[]).includes(set.blockKind)
  return straight && !(NOT_WORKING_CATEGORIES as readonly string[]).includes(set.category ?? '')
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
  /**
   * The load to change by, in kg: the athlete's step (`LOAD_STEPS`) added ('add-load') or taken
   * off ('less-load'), +2.5 kg, or 5 lb as kg for a pound athlete; null otherwise.
   */
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
 * where there is none a step more in the athlete's unit ('Level up: add 2.5 kg', 'Level up: add
 * 5 lb'). Any set missed the bottom → the easier variation ('Too hard? Try {exercise}'), or where
 * there is none and a load was used, a step less. Otherwise, or without a range or a last
 * session: null.
 */
export function suggestProgression({
  reps,
  sets,
  lastSession,
  easier,
  harder,
  units = 'kg',
}: {
  /** The workout exercise's reps text: a range such as '8-12' makes a suggestion possible. */
  reps: string | number | null | undefined
  /** How many sets the workout prescribes: a level-up needs that many at the top. */
  sets: number
  /**
   * The working sets of straight work of the exercise's latest session that had any
   * (`isWorkingSet`): a timed block's rounds never count.
   */
  lastSession: readonly SessionSetFigure[]
  easier: LinkedExercise | null
  harder: LinkedExercise | null
  /** The athlete's unit of load: a load change is a step of it, and worded in it. */
  units?: Units
}): Suggestion | null {
  const range = repRange(reps)
  if (!range) return null
  const done = figuresBySet(lastSession, range.unit)
  if (done.length === 0) return null
  if (done.some((s) => s.figure < range.min)) {
    if (easier) return exerciseSuggestion('easier', easier)
    if (done.some((s) => s.load > 0)) return loadSuggestion('less-load', units)
    return null
  }
  if (done.length >= Math.max(1, sets) && done.every((s) => s.figure >= range.max)) {
    return harder ? exerciseSuggestion('harder', harder) : loadSuggestion('add-load', units)
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

function loadSuggestion(kind: 'add-load' | 'less-load', units: Units): Suggestion {
  const step = `${LOAD_STEPS[units]} ${units}`
  const stepKg = toKg(LOAD_STEPS[units], units)
  return kind === 'add-load'
    ? {
        kind,
        exerciseId: null,
        exerciseName: null,
        loadKg: stepKg,
        text: `Level up: add ${step}`,
      }
    : {
        kind,
        exerciseId: null,
        exerciseName: null,
        loadKg: -stepKg,
        text: `Too hard? Take off ${step}`,
      }
}

/** The button of a load suggestion, in the athlete's unit: 'Add 2.5 kg', 'Take off 5 lb'. */
export function loadChangeLabel(loadKg: number, units: Units = 'kg'): string {
  const step = `${loadFigure(Math.abs(loadKg), units)} ${units}`
  return loadKg > 0 ? `Add ${step}` : `Take off ${step}`
}

/**
 * The Details form's load once a load suggestion is taken: the last session's heaviest load
 * changed by the step, reckoned in the athlete's unit ('45' lb + 5 → '50', never 49.9 from a
 * round trip through kilograms), never below 0.
 */
export function steppedLoadInput(
  heaviestKg: number,
  changeKg: number,
  units: Units = 'kg',
): string {
  const figure = Number(loadFigure(heaviestKg, units)) + Number(loadFigure(changeKg, units))
  return loadFigure(toKg(Math.max(0, figure), units), units)
}
