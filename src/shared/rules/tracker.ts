// The exercise tracker of docs/product.md#tracker as a pure state machine (no React, no timers): the UI feeds it
// events with the current clock reading and acts on the effects it returns. Time is kept as
// deadlines, so a backgrounded tab or a slow phone never drifts (docs/product.md#tracker).

export const TRACKER_DEFAULTS = {
  restSeconds: 30,
  timedSeconds: 30,
  targetReps: 10,
  sets: 1,
} as const
export const EXPLORE_DEFAULTS = {
  sets: 3,
  reps: '8-12',
  restSeconds: 60,
  durationSeconds: 30,
} as const

export interface TrackerConfig {
  sets: number
  mode: 'reps' | 'timed'
  targetReps: number
  /** Seconds of one timed set. */
  workSeconds: number
  restSeconds: number
  /** '10 per leg', '3 per side', '30 seconds per side': each set is done on the left, then the right. */
  perSide?: PerSideUnit | null
}

export type PerSideUnit = 'leg' | 'side' | 'arm'
export type TrackerSide = 'left' | 'right'

/**
 * How workouts wrote a per-side hold before they said '20 seconds per side': '40 seconds (switch
 * sides at 20)'. The catalogue loader never rewrites a stored workout, so databases made before
 * keep that text; it reads as 20 s per side, as the new text does.
 */
const SWITCH_AT = /\bswitch\s+(leg|side|arm)s?\s+at\s+(\d+)/i

/**
 * docs/product.md#tracker: 'per leg', 'per side', 'per arm' (or 'each …') in the reps text, or
 * the older 'switch sides at 20' form. The one rule of what is done per side (the player's too).
 */
export function perSideUnit(reps: string | number | null | undefined): PerSideUnit | null {
  const text = String(reps ?? '')
  const match = /\b(?:per|each)\s+(leg|side|arm)\b/i.exec(text) ?? SWITCH_AT.exec(text)
  return match?.[1] ? (match[1].toLowerCase() as PerSideUnit) : null
}

/** 'Left leg', 'Right side'. */
export function sideLabel(unit: PerSideUnit, side: TrackerSide): string {
  return `${side === 'left' ? 'Left' : 'Right'} ${unit}`
}

export interface ExerciseParams {
  sets?: number | null
  reps?: string | number | null
  /** Seconds: makes the exercise timed. */
  duration?: number | null
  /** Seconds of rest between sets. */
  restTime?: number | null
}

function firstNumber(text: string): number | null {
  const match = /\d+/.exec(text)
  return match ? Number(match[0]) : null
}

/** docs/product.md#tracker: timed when a duration is given or the reps text mentions seconds. */
export function trackerConfig(
  params: ExerciseParams,
  opts: { explore?: boolean } = {},
): TrackerConfig {
  const explore = opts.explore === true
  const reps = params.reps ?? (explore ? EXPLORE_DEFAULTS.reps : null)
  const repsText = reps === null ? '' : String(reps)
  const secondsInText = /second/i.test(repsText)
  // '40 seconds (switch sides at 20)' is 20 s on each side.
  const switchAt = SWITCH_AT.exec(repsText)?.[2]
  const fromText = switchAt ? Number(switchAt) : secondsInText ? firstNumber(repsText) : null
  const timed =
    (params.duration !== null && params.duration !== undefined && params.duration > 0) ||
    secondsInText
  const sets =
    params.sets && params.sets > 0
      ? params.sets
      : explore
        ? EXPLORE_DEFAULTS.sets
        : TRACKER_DEFAULTS.sets
  return {
    sets,
    mode: timed ? 'timed' : 'reps',
    targetReps:
      typeof reps === 'number' && reps > 0
        ? reps
        : (firstNumber(repsText) ?? TRACKER_DEFAULTS.targetReps) || TRACKER_DEFAULTS.targetReps,
    workSeconds:
      fromText ??
      (params.duration && params.duration > 0
        ? params.duration
        : explore
          ? EXPLORE_DEFAULTS.durationSeconds
          : TRACKER_DEFAULTS.timedSeconds),
    restSeconds:
      params.restTime ?? (explore ? EXPLORE_DEFAULTS.restSeconds : TRACKER_DEFAULTS.restSeconds),
    perSide: perSideUnit(reps),
  }
}

/**
 * A workout exercise as the player runs it (docs/product.md#tracker): its sets, reps and rest,
 * timed only when the exercise itself is (its own duration: a hold) or the reps text gives
 * seconds. The row's `duration` is a time estimate for the workout's minutes
 * (docs/product.md#minutes), never a hold. The player's rule, and every plan's.
 */
export function workoutTrackerConfig(
  row: { sets: number; reps: string; restTime: number | null },
  exerciseDuration: number | null,
  defaultRest?: number,
): TrackerConfig {
  return trackerConfig({
    sets: row.sets,
    reps: row.reps,
    duration: exerciseDuration,
    restTime: row.restTime ?? defaultRest,
  })
}

/**
 * What a timed set is (docs/product.md#player): a static hold (a plank, a stretch, a lever), or
 * work against the clock (Jumping Jacks), which the player words 'Work 30 s' / 'Start', not
 * 'Hold'. The exercise API carries no such flag, so it is read from the exercise's data here,
 * once, for every screen.
 */
export const TIMED_KINDS = ['hold', 'work'] as const
export type TimedKind = (typeof TIMED_KINDS)[number]

/**
 * The built-in timed exercises that are movement, not a static hold, by built-in key (the API's
 * `demo`; keys never change, names may). Every cardio exercise is movement too, which covers an
 * admin's own; the cardio ones are listed anyway so that this is the whole built-in answer, kept
 * true by tests/unit/tracker.test.ts against the catalogue. Wrist Warm-up rocks and circles the
 * wrists: movement, though filed under flexibility.
 */
export const TIMED_MOVEMENT_KEYS: readonly string[] = [
  'jumping-jacks',
  'mountain-climbers',
  'high-knees',
  'skipping',
  'bear-crawl',
  'wrist-prep',
]

/** 'work' for cardio and the listed movement; every other timed exercise is a hold. */
export function timedKind(exercise: { category: string; demo?: string | null }): TimedKind {
  if (exercise.category === 'cardio') return 'work'
  return exercise.demo && TIMED_MOVEMENT_KEYS.includes(exercise.demo) ? 'work' : 'hold'
}

/**
 * Seconds between the sides of a per-side timed set: the 'Switch sides' screen, with a cue, then
 * the other side starts by itself (docs/product.md#tracker, #player). The tracker's and the
 * player's one figure.
 */
export const SWITCH_SIDES_SECONDS = 5

/** A countdown kept as a deadline while running and as a remainder while paused. */
export interface Countdown {
  running: boolean
  /** Epoch ms when it reaches 0; meaningful only while running. */
  endsAt: number
  /** Ms left when paused (or at start). */
  remainingMs: number
}

export type TrackerPhase =
  /** Doing reps or a timed set. */
  | 'working'
  /** Rep mode: target reached with sets remaining; waiting for 'Start Rest Timer'. */
  | 'setDone'
  | 'resting'
  /** Rest over (or skipped): the next set is ready. */
  | 'ready'
  /**
   * A per-side timed set between its sides: the 'Switch sides' count (`switching`), then the
   * other side's countdown starts by itself; a tap cancels it (the other side waits for a tap).
   */
  | 'switching'
  /** Every set done: 'Complete Exercise & Continue'. */
  | 'finished'

/**
 * A finished set (or one side of it), as the set log takes it (docs/product.md#set-log): its
 * client id travels with it, so logging it again (a retry, a reload) never counts it twice.
 */
export interface DoneSet {
  clientId: string
  setNumber: number
  side: TrackerSide | null
  reps?: number
  seconds?: number
  /** Epoch ms when it finished. */
  at: number
}

export interface TrackerState {
  config: TrackerConfig
  phase: TrackerPhase
  /** 1-based current set. */
  set: number
  /** The side in progress of a per-side exercise (left first); null otherwise. */
  side: TrackerSide | null
  reps: number
  work: Countdown
  rest: Countdown
  /** The 'Switch sides' count, while `phase` is 'switching' (absent otherwise). */
  switching?: Countdown
  /** Every set (or side) finished so far, oldest first. */
  done: DoneSet[]
}

/**
 * `id` is a fresh UUID the UI makes for each event; the machine keeps it as the client id of the
 * set the event finishes, if any (the machine itself stays free of randomness).
 */
export type TrackerEvent =
  | { type: 'tap'; now: number; id?: string }
  | { type: 'tick'; now: number; id?: string }
  | { type: 'startRest'; now: number }
  | { type: 'pauseRest'; now: number }
  | { type: 'resumeRest'; now: number }
  | { type: 'resetRest'; now: number }
  | { type: 'skipRest'; now: number }

export type TrackerEffect =
  | 'rep'
  /** The left side of a per-side set is done; the right side is next. */
  | 'sideCompleted'
  /** The 'Switch sides' count ran out: the other side's countdown has started by itself. */
  | 'sideStarted'
  | 'setCompleted'
  | 'restStarted'
  | 'restCompleted'
  | 'exerciseFinished'

function idle(seconds: number): Countdown {
  return { running: false, endsAt: 0, remainingMs: seconds * 1000 }
}

export function remainingMs(c: Countdown, now: number): number {
  return c.running ? Math.max(0, c.endsAt - now) : c.remainingMs
}

/** Whole seconds to show: rounds up so '1' shows until the very end. */
export function remainingSeconds(c: Countdown, now: number): number {
  return Math.ceil(remainingMs(c, now) / 1000)
}

export function initialTracker(config: TrackerConfig): TrackerState {
  return {
    config,
    phase: 'working',
    set: 1,
    side: config.perSide ? 'left' : null,
    reps: 0,
    work: idle(config.workSeconds),
    rest: idle(config.restSeconds),
    done: [],
  }
}

function isCountdown(c: unknown): c is Countdown {
  const v = c as Countdown | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.running === 'boolean' &&
    Number.isFinite(v.endsAt) &&
    Number.isFinite(v.remainingMs)
  )
}

const PHASES: readonly TrackerPhase[] = [
  'working',
  'setDone',
  'resting',
  'ready',
  'switching',
  'finished',
]

/**
 * A tracker kept on the device (a reload, a closed tab) when it was made for the same targets,
 * else a fresh one. Anything malformed counts as nothing kept.
 */
export function restoreTracker(config: TrackerConfig, saved: unknown): TrackerState {
  const fresh = initialTracker(config)
  const s = saved as Partial<TrackerState> | null
  if (typeof s !== 'object' || s === null) return fresh
  const sameConfig =
    JSON.stringify({ ...s.config, perSide: s.config?.perSide ?? null }) ===
    JSON.stringify({ ...config, perSide: config.perSide ?? null })
  const { set, reps } = s
  const valid =
    sameConfig &&
    PHASES.includes(s.phase as TrackerPhase) &&
    typeof set === 'number' &&
    Number.isInteger(set) &&
    set >= 1 &&
    set <= config.sets &&
    typeof reps === 'number' &&
    Number.isInteger(reps) &&
    reps >= 0 &&
    reps <= config.targetReps &&
    (config.perSide ? s.side === 'left' || s.side === 'right' : s.side === null) &&
    isCountdown(s.work) &&
    isCountdown(s.rest) &&
    (s.phase !== 'switching' || (s.side === 'right' && isCountdown(s.switching))) &&
    Array.isArray(s.done) &&
    s.done.every(
      (d) => typeof d?.clientId === 'string' && Number.isInteger(d.setNumber) && d.setNumber >= 1,
    )
  return valid ? { ...(s as TrackerState), config } : fresh
}

function start(c: Countdown, now: number): Countdown {
  return { running: true, endsAt: now + c.remainingMs, remainingMs: c.remainingMs }
}

function pause(c: Countdown, now: number): Countdown {
  return { running: false, endsAt: 0, remainingMs: remainingMs(c, now) }
}

/** The set in progress is done: finish, or move to the next set and rest (docs/product.md#tracker). */
function completeSet(
  s: TrackerState,
  now: number,
  autoRest: boolean,
): { state: TrackerState; effects: TrackerEffect[] } {
  const firstSide = s.config.perSide ? 'left' : null
  if (s.set >= s.config.sets) {
    return {
      state: { ...s, phase: 'finished', work: pause(s.work, now) },
      effects: ['setCompleted', 'exerciseFinished'],
    }
  }
  if (!autoRest) return { state: { ...s, phase: 'setDone' }, effects: ['setCompleted'] }
  return {
    state: {
      ...s,
      phase: 'resting',
      set: s.set + 1,
      side: firstSide,
      reps: 0,
      work: idle(s.config.workSeconds),
      rest: start(idle(s.config.restSeconds), now),
    },
    effects: ['setCompleted', 'restStarted'],
  }
}

/** Notes the set (or side) in progress as finished, with the event's id as its client id. */
function withDone(
  s: TrackerState,
  event: { now: number; id?: string },
  amount: { reps: number } | { seconds: number },
): TrackerState {
  const entry: DoneSet = {
    clientId: event.id ?? `set-${s.set}${s.side ? `-${s.side}` : ''}`,
    setNumber: s.set,
    side: s.side,
    ...amount,
    at: event.now,
  }
  return { ...s, done: [...s.done, entry] }
}

export function stepTracker(
  s: TrackerState,
  event: TrackerEvent,
): { state: TrackerState; effects: TrackerEffect[] } {
  const { now } = event
  const none = { state: s, effects: [] as TrackerEffect[] }
  switch (event.type) {
    case 'tap': {
      if (s.phase === 'ready') s = { ...s, phase: 'working' }
      // A tap during 'Switch sides' cancels it: the other side waits for its own tap.
      if (s.phase === 'switching') {
        const { switching: _cancelled, ...rest } = s
        return { state: { ...rest, phase: 'working' }, effects: [] }
      }
      if (s.phase !== 'working') return none
      if (s.config.mode === 'reps') {
        const reps = s.reps + 1
        const next = { ...s, reps }
        if (reps >= s.config.targetReps) {
          const logged = withDone(next, event, { reps })
          if (s.side === 'left')
            return {
              state: { ...logged, side: 'right', reps: 0 },
              effects: ['rep', 'sideCompleted'],
            }
          const done = completeSet(logged, now, false)
          return { state: done.state, effects: ['rep', ...done.effects] }
        }
        return { state: next, effects: ['rep'] }
      }
      // Timed mode: tapping starts or pauses the countdown.
      return {
        state: { ...s, work: s.work.running ? pause(s.work, now) : start(s.work, now) },
        effects: [],
      }
    }
    case 'tick': {
      if (
        s.phase === 'working' &&
        s.config.mode === 'timed' &&
        s.work.running &&
        remainingMs(s.work, now) === 0
      ) {
        const logged = withDone(s, event, { seconds: s.config.workSeconds })
        // The left side is done: 'Switch sides' from the moment it ended (a late tick does not
        // stretch it), then the right side starts by itself.
        if (s.side === 'left')
          return {
            state: {
              ...logged,
              phase: 'switching',
              side: 'right',
              work: idle(s.config.workSeconds),
              switching: start(idle(SWITCH_SIDES_SECONDS), s.work.endsAt),
            },
            effects: ['sideCompleted'],
          }
        return completeSet(
          { ...logged, work: { running: false, endsAt: 0, remainingMs: 0 } },
          now,
          true,
        )
      }
      if (s.phase === 'switching' && s.switching && remainingMs(s.switching, now) === 0) {
        // The other side's countdown runs from the moment the switch ended, not from this tick:
        // a late tick (a backgrounded tab) does not stretch the set.
        const from = s.switching.endsAt
        const { switching: _spent, ...rest } = s
        return {
          state: {
            ...rest,
            phase: 'working',
            work: {
              running: true,
              endsAt: from + s.work.remainingMs,
              remainingMs: s.work.remainingMs,
            },
          },
          effects: ['sideStarted'],
        }
      }
      if (s.phase === 'resting' && s.rest.running && remainingMs(s.rest, now) === 0) {
        return {
          state: { ...s, phase: 'ready', rest: { running: false, endsAt: 0, remainingMs: 0 } },
          effects: ['restCompleted'],
        }
      }
      return none
    }
    case 'startRest': {
      if (s.phase !== 'setDone') return none
      return {
        state: {
          ...s,
          phase: 'resting',
          set: s.set + 1,
          side: s.config.perSide ? 'left' : null,
          reps: 0,
          work: idle(s.config.workSeconds),
          rest: start(idle(s.config.restSeconds), now),
        },
        effects: ['restStarted'],
      }
    }
    case 'pauseRest':
      return s.phase === 'resting' && s.rest.running
        ? { state: { ...s, rest: pause(s.rest, now) }, effects: [] }
        : none
    case 'resumeRest':
      return s.phase === 'resting' && !s.rest.running
        ? { state: { ...s, rest: start(s.rest, now) }, effects: [] }
        : none
    case 'resetRest':
      return s.phase === 'resting'
        ? { state: { ...s, rest: idle(s.config.restSeconds) }, effects: [] }
        : none
    case 'skipRest':
      return s.phase === 'resting'
        ? { state: { ...s, phase: 'ready', rest: idle(s.config.restSeconds) }, effects: [] }
        : none
  }
}
