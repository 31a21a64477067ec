// The workout player's texts and figures (docs/product.md#player): the target of a set, what was
// done last time, the summary's totals and records. Pure, so the player and its tests agree.
import { plural } from './labels'
import type { TrackerConfig } from './tracker'
import type { RecordKind, SetSide } from '../schemas/sets'

/** A set as the player keeps it: what was sent, and the records the server marked on it. */
export interface PlayerSet {
  exerciseId: number
  setNumber: number
  side?: SetSide | null
  reps?: number | null
  seconds?: number | null
  loadKg?: number | null
  records?: readonly RecordKind[]
  /** The set's day (YYYY-MM-DD), for grouping history into sessions. */
  day?: string
}

/** '10 per leg', '5 per side', '30 seconds per side': one set is done on each side in turn. */
export function isPerSide(reps: string | number | null | undefined): boolean {
  return /\bper\s+(side|leg|arm)\b/i.test(String(reps ?? ''))
}

/** The target of one set: '8 reps', '1 rep', 'Hold 30 s', '10 per side', 'Hold 30 s per side'. */
export function targetLabel(
  config: Pick<TrackerConfig, 'mode' | 'targetReps' | 'workSeconds'>,
  perSide: boolean,
): string {
  if (config.mode === 'timed') return `Hold ${config.workSeconds} s${perSide ? ' per side' : ''}`
  return perSide ? `${config.targetReps} per side` : plural(config.targetReps, 'rep')
}

/** '+5 kg' (added weight), '−10 kg' (assistance, a band), '2.5 kg' trimmed of trailing zeros. */
export function loadLabel(loadKg: number): string {
  const figure = `${Number(Math.abs(loadKg).toFixed(2))} kg`
  return loadKg > 0 ? `+${figure}` : loadKg < 0 ? `−${figure}` : figure
}

/** One figure of a set: '8' reps or '30 s' held (a per-side set shows one side's figure). */
function figure(set: PlayerSet): string {
  return set.seconds !== null && set.seconds !== undefined
    ? `${set.seconds} s`
    : String(set.reps ?? 0)
}

/** Sets of one session collapsed to one entry per set number (a per-side set counts once). */
function bySetNumber(sets: readonly PlayerSet[]): PlayerSet[] {
  const seen = new Map<number, PlayerSet>()
  for (const set of [...sets].sort((a, b) => a.setNumber - b.setNumber)) {
    if (!seen.has(set.setNumber)) seen.set(set.setNumber, set)
  }
  return [...seen.values()]
}

/**
 * One session's sets in a few characters: '3 × 8 @ +5 kg', one entry per set number. Equal
 * figures read '3 × 8', unequal ones '8, 7, 6'; '@ load' when every set had the same load, else
 * the heaviest; ' per side' for per-side sets.
 */
export function sessionLabel(sets: readonly PlayerSet[]): string {
  const session = bySetNumber(sets)
  const figures = session.map(figure)
  const same = figures.every((f) => f === figures[0])
  const body = same ? `${session.length} × ${figures[0]}` : figures.join(', ')
  const loads = session
    .map((s) => s.loadKg)
    .filter((l): l is number => l !== null && l !== undefined && l !== 0)
  // Equal loads read as that load; unequal ones as the heaviest (the least assistance).
  const load = loads.length === 0 ? '' : ` @ ${loadLabel(Math.max(...loads))}`
  const perSide = session.some((s) => s.side) ? ' per side' : ''
  return `${body}${perSide}${load}`
}

/**
 * 'Last time: 3 × 8 @ +5 kg' from an exercise's history: the latest day's sets as
 * `sessionLabel` reads them. Null without a history.
 */
export function lastTimeLabel(history: readonly PlayerSet[]): string | null {
  const days = history.map((s) => s.day ?? '').sort()
  const latest = days[days.length - 1]
  if (latest === undefined) return null
  return `Last time: ${sessionLabel(history.filter((s) => (s.day ?? '') === latest))}`
}

export interface WorkoutSummary {
  /** Set numbers done, per exercise (both sides of a per-side set are one set). */
  sets: number
  totalReps: number
  heldSeconds: number
  /** Kilograms lifted: reps × added load, over the sets logged with a positive load. */
  volumeKg: number
}

/** The summary's totals (docs/product.md#player). */
export function summarize(sets: readonly PlayerSet[]): WorkoutSummary {
  const keys = new Set(sets.map((s) => `${s.exerciseId}:${s.setNumber}`))
  let totalReps = 0
  let heldSeconds = 0
  let volumeKg = 0
  for (const s of sets) {
    totalReps += s.reps ?? 0
    heldSeconds += s.seconds ?? 0
    if (s.loadKg && s.loadKg > 0 && s.reps) volumeKg += s.reps * s.loadKg
  }
  return { sets: keys.size, totalReps, heldSeconds, volumeKg: Number(volumeKg.toFixed(2)) }
}

/** The figure a record stands for: '12 reps', '45 s hold', '+10 kg × 5'. */
export function recordFigure(set: PlayerSet, kind: RecordKind): string {
  if (kind === 'seconds') return `${set.seconds ?? 0} s hold`
  if (kind === 'load') return `${loadLabel(set.loadKg ?? 0)} × ${set.reps ?? 0}`
  return plural(set.reps ?? 0, 'rep')
}

export interface BrokenRecord {
  exerciseId: number
  kind: RecordKind
  figure: string
}

/**
 * The records a session broke, the best of each kind per exercise (the last set marked: each
 * record mark beats every earlier set, so the latest one is the best).
 */
export function brokenRecords(sets: readonly PlayerSet[]): BrokenRecord[] {
  const best = new Map<string, BrokenRecord>()
  for (const set of sets) {
    for (const kind of set.records ?? []) {
      const key = `${set.exerciseId}:${kind}:${kind === 'load' ? set.reps : ''}`
      best.set(key, { exerciseId: set.exerciseId, kind, figure: recordFigure(set, kind) })
    }
  }
  return [...best.values()]
}

/** A stopwatch reading: '0:45', '12:05', '1:02:03'. */
export function clockLabel(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}

/** One exercise of the player's plan: how many sets, and whether each is done per side. */
export interface PlanItem {
  sets: number
  perSide: boolean
}

/** Where the player stands: an exercise (its index in the workout), a set, a side. */
export interface Position {
  exercise: number
  setNumber: number
  side: SetSide | null
}

/** The key of one logged set of the plan, as `done` holds them. */
export function positionKey(p: Position): string {
  return `${p.exercise}:${p.setNumber}:${p.side ?? ''}`
}

/** The first set (and side, left before right) of exercise `index` not yet logged, or null. */
export function openPosition(
  plan: readonly PlanItem[],
  index: number,
  done: ReadonlySet<string>,
): Position | null {
  const item = plan[index]
  if (!item) return null
  for (let setNumber = 1; setNumber <= item.sets; setNumber++) {
    for (const side of item.perSide ? (['left', 'right'] as const) : [null]) {
      const p = { exercise: index, setNumber, side }
      if (!done.has(positionKey(p))) return p
    }
  }
  return null
}

/** The first open set from exercise `from` on, or null when the rest of the workout is done. */
export function nextOpenPosition(
  plan: readonly PlanItem[],
  from: number,
  done: ReadonlySet<string>,
): Position | null {
  for (let i = Math.max(0, from); i < plan.length; i++) {
    const p = openPosition(plan, i, done)
    if (p) return p
  }
  return null
}

/**
 * Where the player goes once `logged` is done: the exercise's next open set, else the next
 * exercise's; `rest` unless only the side changes (left then right at once) or nothing is left.
 */
export function afterLogging(
  plan: readonly PlanItem[],
  logged: Position,
  done: ReadonlySet<string>,
): { next: Position | null; rest: boolean } {
  const next =
    openPosition(plan, logged.exercise, done) ?? nextOpenPosition(plan, logged.exercise + 1, done)
  const sideOnly =
    next !== null &&
    next.exercise === logged.exercise &&
    next.setNumber === logged.setNumber &&
    next.side !== logged.side
  return { next, rest: next !== null && !sideOnly }
}
