// The workout player's texts and figures (docs/product.md#player): the target of a set, what was
// done last time, the summary's totals and records. Pure, so the player and its tests agree.
import { plural } from './labels'
import { loadFigure, loadInput, toKg, type Units } from './units'
import { perSideUnit, SWITCH_SIDES_SECONDS, type TimedKind, type TrackerConfig } from './tracker'
import { type RecordKind, SET_LIMITS, type SetSide } from './set-limits'

/** A set as the player keeps it: what was sent, and the records the server marked on it. */
export interface PlayerSet {
  exerciseId: number
  setNumber: number
  side?: SetSide | null
  reps?: number | null
  seconds?: number | null
  loadKg?: number | null
  records?: readonly RecordKind[]
  /** The set's day (YYYY-MM-DD) and training session, for grouping history into sessions. */
  day?: string
  sessionId?: number | null
  /** When it was done (ISO): a session's sets read in the order done. */
  performedAt?: string
}

/**
 * '10 per leg', '5 per side', '30 seconds per side' (or the older '40 seconds (switch sides at
 * 20)'): one set is done on each side in turn. The tracker's rule (`perSideUnit`), so the player
 * and the tracker never disagree.
 */
export function isPerSide(reps: string | number | null | undefined): boolean {
  return perSideUnit(reps) !== null
}

/**
 * The target of one set: '8 reps', '1 rep', '10 per side', 'Hold 30 s', 'Hold 30 s per side', or
 * for timed work that is not a hold (`timedKind`) 'Work 30 s'.
 */
export function targetLabel(
  config: Pick<TrackerConfig, 'mode' | 'targetReps' | 'workSeconds'>,
  perSide: boolean,
  kind: TimedKind = 'hold',
): string {
  if (config.mode === 'timed')
    return `${timedWords(kind).verb} ${config.workSeconds} s${perSide ? ' per side' : ''}`
  return perSide ? `${config.targetReps} per side` : plural(config.targetReps, 'rep')
}

/** The words for a timed set, the player's and the tracker's: a hold is held, timed work is worked. */
export function timedWords(kind: TimedKind) {
  return kind === 'hold'
    ? {
        verb: 'Hold',
        start: 'Start Hold',
        running: 'Holding',
        timer: 'Seconds held',
        hint: 'Start, hold, then stop: the seconds you held are logged',
        // The exercise tracker's circle (docs/product.md#tracker).
        tapHint: 'Tap the circle (or press Space) to start or pause the hold',
        tapStart: 'Start the hold timer',
        tapPause: 'Pause the hold timer',
      }
    : {
        verb: 'Work',
        start: 'Start',
        running: 'Working',
        timer: 'Seconds worked',
        hint: 'Start, work, then stop: the seconds you worked are logged',
        tapHint: 'Tap the circle (or press Space) to start or pause the work timer',
        tapStart: 'Start the work timer',
        tapPause: 'Pause the work timer',
      }
}

/** Seconds between the sides of a per-side timed set: the tracker's figure, the player's too. */
export { SWITCH_SIDES_SECONDS }

/**
 * What the 'Switch sides' screen says between the sides of a per-side timed set (the player's
 * and the tracker's), `side` as the screen names it ('Right side', 'Right leg').
 */
export const switchSidesWords = {
  /** Under the count: 'Right side starts in 5 s'. */
  startsIn: (side: string, seconds: number) => `${side} starts in ${seconds} s`,
  /** Said as the screen opens: 'Switch sides: right side in 5 seconds'. */
  announce: (side: string) =>
    `Switch sides: ${side.toLowerCase()} in ${SWITCH_SIDES_SECONDS} seconds`,
  /** Said as the other side starts: 'Go: right side'. */
  go: (side: string) => `Go: ${side.toLowerCase()}`,
}

/** What the athlete adds to a set under Details: load (kg) and effort (RPE); null when not given. */
export interface SetDetails {
  loadKg: number | null
  rpe: number | null
}

/**
 * The details a set starts with (docs/product.md#player). Its load: that of the latest set of the
 * same exercise in this session (the left side's for the right side, set 1's for set 2), else
 * `standardLoadKg` (a skill ladder step's standard load, for that step's exercise), else the load
 * of the exercise's last session (`lastTimeLoad`: `fromLastTime` says so, for the screen to tell
 * the athlete), else none; never another exercise's. Effort always starts empty: an RPE is the
 * athlete's rating of one set, never carried to a set they did not rate.
 */
export function prefilledDetails(
  sessionSets: readonly { exerciseId: number; loadKg?: number | null }[],
  exerciseId: number,
  standardLoadKg: number | null = null,
  lastTimeLoadKg: number | null = null,
): SetDetails & { fromLastTime: boolean } {
  const previous = sessionSets.findLast((s) => s.exerciseId === exerciseId)
  if (previous) return { loadKg: previous.loadKg ?? null, rpe: null, fromLastTime: false }
  if (standardLoadKg) return { loadKg: standardLoadKg, rpe: null, fromLastTime: false }
  if (lastTimeLoadKg) return { loadKg: lastTimeLoadKg, rpe: null, fromLastTime: true }
  return { loadKg: null, rpe: null, fromLastTime: false }
}

/**
 * The load a new session's first set of an exercise starts with: the last session's load of the
 * same set number (its left side's, for a per-side set), else that of its last set; null when that
 * set carried none. `lastSession` is one session's sets (`lastTimeSession`), in any order.
 */
export function lastTimeLoad(lastSession: readonly PlayerSet[], setNumber = 1): number | null {
  const sets = inOrderDone(lastSession)
  const same = sets.find((s) => s.setNumber === setNumber)
  const set = same ?? sets.at(-1)
  return set?.loadKg || null
}

/**
 * The Details form's text as a set's details: a load of 0, one beyond the set log's limits or
 * not a number is no load, so what the Log Set line shows is what is sent.
 */
export function parseDetails(form: { load: string; rpe: string }, units: Units = 'kg'): SetDetails {
  // Entered in the athlete's unit, kept in kilograms (docs/product.md#units).
  const load = form.load.trim() === '' ? NaN : toKg(Number(form.load), units)
  const rpe = form.rpe.trim() === '' ? NaN : Number(form.rpe)
  return {
    loadKg:
      Number.isFinite(load) && load !== 0 && Math.abs(load) <= SET_LIMITS.maxLoadKg ? load : null,
    rpe:
      Number.isFinite(rpe) &&
      rpe >= SET_LIMITS.minRpe &&
      rpe <= SET_LIMITS.maxRpe &&
      Number.isInteger(rpe * 2)
        ? rpe
        : null,
  }
}

/** The form's text for a set's details ('' when not given). */
export function detailsForm(
  details: SetDetails,
  units: Units = 'kg',
): { load: string; rpe: string } {
  return {
    load: loadInput(details.loadKg, units),
    rpe: details.rpe === null ? '' : String(details.rpe),
  }
}

/**
 * The Log Set line: what the set is logged with, '8 reps · +10 kg · RPE 8' ('+10 kg · RPE 8' for
 * a timed set, whose seconds are known only when it stops); null when it has no details.
 */
export function setLine(
  reps: number | null,
  details: SetDetails,
  units: Units = 'kg',
): string | null {
  const extras = [
    details.loadKg !== null ? loadLabel(details.loadKg, units) : null,
    details.rpe !== null ? `RPE ${details.rpe}` : null,
  ].filter((part): part is string => part !== null)
  if (extras.length === 0) return null
  return [...(reps !== null ? [plural(reps, 'rep')] : []), ...extras].join(' · ')
}

/** A rest changed by `seconds` (+15 s, −15 s): its end never before `now`, its length never below 0. */
export function adjustRest(
  rest: { endsAt: number; seconds: number },
  seconds: number,
  now: number,
): { endsAt: number; seconds: number } {
  return {
    endsAt: Math.max(now, rest.endsAt + seconds * 1000),
    seconds: Math.max(0, rest.seconds + seconds),
  }
}

/**
 * '+5 kg' (added weight), '−10 kg' (assistance, a band), '2.5 kg' trimmed of trailing zeros; in
 * pounds ('+45 lb') for an athlete who weighs in pounds (docs/product.md#units).
 */
export function loadLabel(loadKg: number, units: Units = 'kg'): string {
  const figure = `${loadFigure(Math.abs(loadKg), units)} ${units}`
  return loadKg > 0 ? `+${figure}` : loadKg < 0 ? `−${figure}` : figure
}

/** One figure of a set: '8' reps or '30 s' held (a per-side set shows one side's figure). */
function figure(set: PlayerSet): string {
  return set.seconds !== null && set.seconds !== undefined
    ? `${set.seconds} s`
    : String(set.reps ?? 0)
}

/** A session's sets in the order done: by time, then set number, the left side before the right. */
function inOrderDone<T extends PlayerSet>(sets: readonly T[]): T[] {
  const side = (s: PlayerSet) => (s.side === 'right' ? 1 : 0)
  return [...sets].sort(
    (a, b) =>
      (a.performedAt ?? '').localeCompare(b.performedAt ?? '') ||
      a.setNumber - b.setNumber ||
      side(a) - side(b),
  )
}

/**
 * A session's sets, one entry per set done: a per-side set's right side joins its left side (the
 * entry shows the left's figure and load), every other set is its own entry, so a set number done
 * twice in one session (a workout run twice on a day) is listed twice, never merged.
 */
function entries(sets: readonly PlayerSet[]): PlayerSet[] {
  const list: PlayerSet[] = []
  const openLeft = new Map<number, PlayerSet>()
  for (const set of inOrderDone(sets)) {
    if (set.side === 'right' && openLeft.has(set.setNumber)) {
      openLeft.delete(set.setNumber)
      continue
    }
    if (set.side === 'left') openLeft.set(set.setNumber, set)
    list.push(set)
  }
  return list
}

/** Sets of one load in a row in a session: their figures ('3 × 8', '8, 7, 6') and that load. */
export interface SessionRun {
  figures: string
  perSide: boolean
  /** Kilograms, or null for no load. */
  loadKg: number | null
}

/**
 * One session's sets as runs of one load each, in the order done: the whole session when every
 * set had the same load (or none), else each change of load starts a run. A run's equal figures
 * read '{n} × {figure}' ('3 × 8'; a lone set among runs just '9'), unequal ones are listed
 * ('8, 7, 6'). So every set keeps its own reps and its own load.
 */
export function sessionRuns(sets: readonly PlayerSet[]): SessionRun[] {
  const groups: { loadKg: number | null; sets: PlayerSet[] }[] = []
  for (const entry of entries(sets)) {
    const loadKg = entry.loadKg || null
    const last = groups.at(-1)
    if (last && last.loadKg === loadKg) last.sets.push(entry)
    else groups.push({ loadKg, sets: [entry] })
  }
  return groups.map(({ loadKg, sets: group }) => {
    const figures = group.map(figure)
    const same = figures.every((f) => f === figures[0])
    return {
      figures:
        same && (groups.length === 1 || group.length > 1)
          ? `${group.length} × ${figures[0]}`
          : figures.join(', '),
      perSide: group.some((s) => s.side),
      loadKg,
    }
  })
}

/**
 * One session's sets in a few characters: '3 × 8 @ +5 kg' when every set had that load, '8, 7, 6'
 * without a load, and when loads differ each run with its own, '9 @ +12.5 kg · 7, 6 @ +15 kg'
 * (`sessionRuns`); holds in seconds ('1 × 30 s'), ' per side' for per-side sets.
 */
export function sessionLabel(sets: readonly PlayerSet[], units: Units = 'kg'): string {
  return sessionRuns(sets)
    .map((run) => {
      const figures = run.perSide ? `${run.figures} per side` : run.figures
      return run.loadKg === null ? figures : `${figures} @ ${loadLabel(run.loadKg, units)}`
    })
    .join(' · ')
}

/**
 * Sets grouped by training session (its `sessionId` on its day; sets without one form one group
 * a day), the newest session first (by day, then by its latest set), each session's sets in the
 * order done. One day's sessions stay apart: a workout, a practice and another workout on one day
 * are three sessions.
 */
export function bySession<T extends PlayerSet>(sets: readonly T[]): T[][] {
  const sessions = new Map<string, T[]>()
  for (const set of sets) {
    const key = `${set.day ?? ''}|${set.sessionId ?? ''}`
    sessions.set(key, [...(sessions.get(key) ?? []), set])
  }
  const latest = (list: readonly T[]) =>
    list.reduce((a, s) => ((s.performedAt ?? '') > a ? (s.performedAt ?? '') : a), '')
  const dayOf = (list: readonly T[]) => list[0]?.day ?? ''
  return [...sessions.values()]
    .map((list) => inOrderDone(list))
    .sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || latest(b).localeCompare(latest(a)))
}

/** The sets of an exercise's last session (`bySession`'s newest); empty without a history. */
export function lastTimeSession<T extends PlayerSet>(history: readonly T[]): T[] {
  return bySession(history)[0] ?? []
}

/**
 * 'Last time: 3 × 8 @ +5 kg' from an exercise's history: its last training session's sets as
 * `sessionLabel` reads them (never a day's sessions merged). Null without a history.
 */
export function lastTimeLabel(history: readonly PlayerSet[], units: Units = 'kg'): string | null {
  const session = lastTimeSession(history)
  if (session.length === 0) return null
  return `Last time: ${sessionLabel(session, units)}`
}

export interface WorkoutSummary {
  /** Set numbers done, per exercise (both sides of a per-side set are one set). */
  sets: number
  totalReps: number
  /** Seconds of the timed sets that are holds (`timedKind`). */
  heldSeconds: number
  /** Seconds of the timed sets that are work against the clock (Jumping Jacks), never 'held'. */
  workedSeconds: number
  /** Kilograms lifted: reps × added load, over the sets logged with a positive load. */
  volumeKg: number
}

/**
 * What each exercise's timed sets are, by exercise id (`timedKind`); an exercise not in it is a
 * hold, as every timed exercise was before timed work had words of its own.
 */
export type TimedKinds = ReadonlyMap<number, TimedKind>

function kindOf(set: PlayerSet, kinds: TimedKinds | undefined): TimedKind {
  return kinds?.get(set.exerciseId) ?? 'hold'
}

/** The summary's totals (docs/product.md#player): held and worked seconds apart. */
export function summarize(sets: readonly PlayerSet[], kinds?: TimedKinds): WorkoutSummary {
  const keys = new Set(sets.map((s) => `${s.exerciseId}:${s.setNumber}`))
  let totalReps = 0
  let heldSeconds = 0
  let workedSeconds = 0
  let volumeKg = 0
  for (const s of sets) {
    totalReps += s.reps ?? 0
    if (kindOf(s, kinds) === 'work') workedSeconds += s.seconds ?? 0
    else heldSeconds += s.seconds ?? 0
    if (s.loadKg && s.loadKg > 0 && s.reps) volumeKg += s.reps * s.loadKg
  }
  return {
    sets: keys.size,
    totalReps,
    heldSeconds,
    workedSeconds,
    volumeKg: Number(volumeKg.toFixed(2)),
  }
}

/**
 * The summary's figures after Time and Sets: 'Total reps'; 'Held' for holds ('45 s'), 'Worked'
 * for timed work ('30 s'). A figure that is 0 is left out: a session of reps never reads
 * 'Held 0 s', a session of holds never 'Total reps 0'.
 */
export function summaryFigures(totals: WorkoutSummary): [string, string][] {
  const figures: [string, string][] = []
  if (totals.totalReps > 0) figures.push(['Total reps', String(totals.totalReps)])
  if (totals.heldSeconds > 0) figures.push(['Held', `${totals.heldSeconds} s`])
  if (totals.workedSeconds > 0) figures.push(['Worked', `${totals.workedSeconds} s`])
  return figures
}

/**
 * A session's duration in whole seconds as the server reads it (docs/product.md#training-sessions):
 * the span of its sets, from the first set's time to the last's. Sets without a time are left
 * out; none, or one, is 0 (the summary then shows no time).
 */
export function sessionSpanSeconds(sets: readonly { performedAt?: string | null }[]): number {
  const times = sets.flatMap((s) => {
    const at = s.performedAt ? Date.parse(s.performedAt) : NaN
    return Number.isFinite(at) ? [at] : []
  })
  if (times.length < 2) return 0
  return Math.max(0, Math.round((Math.max(...times) - Math.min(...times)) / 1000))
}

/**
 * The figure a record stands for: '12 reps', '45 s hold' ('30 s work' for timed work that is not
 * a hold), '+10 kg × 5'.
 */
export function recordFigure(
  set: PlayerSet,
  kind: RecordKind,
  units: Units = 'kg',
  timed: TimedKind = 'hold',
): string {
  if (kind === 'seconds') return `${set.seconds ?? 0} s ${timed === 'work' ? 'work' : 'hold'}`
  if (kind === 'load') return `${loadLabel(set.loadKg ?? 0, units)} × ${set.reps ?? 0}`
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
export function brokenRecords(
  sets: readonly PlayerSet[],
  units: Units = 'kg',
  kinds?: TimedKinds,
): BrokenRecord[] {
  const best = new Map<string, BrokenRecord>()
  for (const set of sets) {
    for (const kind of set.records ?? []) {
      const key = `${set.exerciseId}:${kind}:${kind === 'load' ? set.reps : ''}`
      best.set(key, {
        exerciseId: set.exerciseId,
        kind,
        figure: recordFigure(set, kind, units, kindOf(set, kinds)),
      })
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

/** One exercise of the player's plan: how many sets, whether each is done per side, and timed. */
export interface PlanItem {
  sets: number
  perSide: boolean
  timed?: boolean
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

/** Exercise `index` with all its sets logged: shown as done, with 'Next Exercise'. */
export function donePosition(plan: readonly PlanItem[], index: number): Position {
  return { exercise: index, setNumber: (plan[index]?.sets ?? 0) + 1, side: null }
}

/**
 * The set the player shows for the position the session keeps: that position when it is an open
 * set of the plan, with a side exactly when the exercise is per side; else the exercise's first
 * open set (left before right). A new session starts at set 1 without a side, and a session kept
 * on the device may predate a workout's edit: neither may log a per-side set without its side.
 */
export function playablePosition(
  plan: readonly PlanItem[],
  position: Position,
  done: ReadonlySet<string>,
): Position {
  const item = plan[position.exercise]
  if (!item || position.setNumber > item.sets) return position
  const sideFits = item.perSide ? position.side !== null : position.side === null
  if (sideFits && position.setNumber >= 1 && !done.has(positionKey(position))) return position
  return openPosition(plan, position.exercise, done) ?? donePosition(plan, position.exercise)
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
 * exercise's; `rest` unless only the side changes (left then right at once) or nothing is left;
 * `switchSides` when only the side of a timed set changes (the 'Switch sides' screen, then the
 * other side's hold).
 */
export function afterLogging(
  plan: readonly PlanItem[],
  logged: Position,
  done: ReadonlySet<string>,
): { next: Position | null; rest: boolean; switchSides: boolean } {
  const next =
    openPosition(plan, logged.exercise, done) ?? nextOpenPosition(plan, logged.exercise + 1, done)
  const sideOnly =
    next !== null &&
    next.exercise === logged.exercise &&
    next.setNumber === logged.setNumber &&
    next.side !== logged.side
  return {
    next,
    rest: next !== null && !sideOnly,
    switchSides: sideOnly && plan[logged.exercise]?.timed === true,
  }
}
