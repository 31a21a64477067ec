// The kiosk's group interval timer as pure functions (no React, no timers): a Get ready lead-in,
// then `rounds` of work, each but the last followed by rest. Everything is derived from the
// start / pause / resume / reset instants and the current clock reading, so a backgrounded tab,
// a slow wall screen or a throttled interval never drifts (docs/product.md#kiosk-timer), and the sounds a screen
// should have made between two readings are known exactly.

export const LEAD_IN_SECONDS = 3

export const INTERVAL_LIMITS = {
  workSeconds: { min: 5, max: 3600, step: 5 },
  restSeconds: { min: 0, max: 3600, step: 5 },
  rounds: { min: 1, max: 99, step: 1 },
} as const

export const INTERVAL_DEFAULTS: IntervalConfig = { workSeconds: 40, restSeconds: 20, rounds: 8 }

export interface IntervalConfig {
  workSeconds: number
  restSeconds: number
  rounds: number
}

export type IntervalEvent =
  | { type: 'start'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'reset'; at: number }

export type IntervalPhase = 'idle' | 'ready' | 'work' | 'rest' | 'done'
export type IntervalStatus = 'idle' | 'running' | 'paused' | 'done'

export const PHASE_LABELS: Record<IntervalPhase, string> = {
  idle: 'Ready to start',
  ready: 'Get ready',
  work: 'Work',
  rest: 'Rest',
  done: 'Done',
}

export interface IntervalSnapshot {
  status: IntervalStatus
  phase: IntervalPhase
  /** 1-based round: the round being worked, or during rest the round just finished. */
  round: number
  rounds: number
  /** Ms left in the current phase (0 when idle or done). */
  remainingMs: number
  /** Ms the current phase lasts in all (for a progress bar). */
  phaseMs: number
  /** Running time so far, pauses excluded, capped at the total. */
  elapsedMs: number
  totalMs: number
}

export type IntervalCueKind =
  /** One of the short 3-2-1 ticks before a work phase (the lead-in, and the end of each rest). */
  'tick' | 'work' | 'rest' | 'finish'

export interface IntervalCue {
  kind: IntervalCueKind
  /** Running time (pauses excluded) at which it sounds. */
  atElapsedMs: number
  /** The round the cue belongs to (the round a tick or work cue leads into). */
  round: number
}

/** A config clamped to the limits and whole numbers, whatever a form or storage held. */
export function normalizeConfig(config: Partial<IntervalConfig>): IntervalConfig {
  const pick = (key: keyof IntervalConfig) => {
    const { min, max } = INTERVAL_LIMITS[key]
    const raw = Number(config[key])
    if (!Number.isFinite(raw)) return INTERVAL_DEFAULTS[key]
    return Math.min(max, Math.max(min, Math.round(raw)))
  }
  return {
    workSeconds: pick('workSeconds'),
    restSeconds: pick('restSeconds'),
    rounds: pick('rounds'),
  }
}

export function totalMs(config: IntervalConfig): number {
  return (
    (LEAD_IN_SECONDS +
      config.rounds * config.workSeconds +
      (config.rounds - 1) * config.restSeconds) *
    1000
  )
}

/** A stretch of running time: from `start` to `end` (null while still running). */
interface Run {
  start: number
  end: number | null
}

/**
 * The running stretches since the last reset. Events that make no sense in the state they arrive
 * in (pause while paused, start while running, anything once finished but reset) are ignored, and
 * so are events out of time order, so a double tap or a replayed event changes nothing.
 */
function runsOf(config: IntervalConfig, events: readonly IntervalEvent[]): Run[] {
  let runs: Run[] = []
  let last = Number.NEGATIVE_INFINITY
  const total = totalMs(config)
  for (const event of events) {
    if (event.at < last) continue
    last = event.at
    const current = runs.at(-1)
    const running = current !== undefined && current.end === null
    switch (event.type) {
      case 'reset':
        runs = []
        break
      case 'start':
        if (runs.length === 0) runs = [{ start: event.at, end: null }]
        break
      case 'pause':
        if (running && elapsedOf(runs, event.at) < total) current.end = event.at
        break
      case 'resume':
        if (current && !running) runs = [...runs, { start: event.at, end: null }]
        break
    }
  }
  return runs
}

function elapsedOf(runs: readonly Run[], now: number): number {
  let sum = 0
  for (const run of runs) sum += Math.max(0, Math.min(run.end ?? now, now) - run.start)
  return sum
}

/** Running time at `now`, pauses excluded, not capped. */
export function elapsedMs(
  config: IntervalConfig,
  events: readonly IntervalEvent[],
  now: number,
): number {
  return elapsedOf(runsOf(config, events), now)
}

/** Where the timer is at a given running time (pauses excluded). */
export function phaseAt(
  config: IntervalConfig,
  elapsed: number,
): Pick<IntervalSnapshot, 'phase' | 'round' | 'remainingMs' | 'phaseMs'> {
  const lead = LEAD_IN_SECONDS * 1000
  const work = config.workSeconds * 1000
  const rest = config.restSeconds * 1000
  if (elapsed < lead)
    return { phase: 'ready', round: 1, remainingMs: lead - elapsed, phaseMs: lead }
  if (elapsed >= totalMs(config)) {
    return { phase: 'done', round: config.rounds, remainingMs: 0, phaseMs: 0 }
  }
  const cycle = work + rest
  const k = elapsed - lead
  const index = Math.floor(k / cycle)
  const within = k - index * cycle
  if (within < work) {
    return { phase: 'work', round: index + 1, remainingMs: work - within, phaseMs: work }
  }
  return { phase: 'rest', round: index + 1, remainingMs: cycle - within, phaseMs: rest }
}

/** Everything a screen shows at `now`. */
export function intervalSnapshot(
  config: IntervalConfig,
  events: readonly IntervalEvent[],
  now: number,
): IntervalSnapshot {
  const runs = runsOf(config, events)
  const total = totalMs(config)
  const base = { rounds: config.rounds, totalMs: total }
  if (runs.length === 0) {
    return {
      ...base,
      status: 'idle',
      phase: 'idle',
      round: 1,
      remainingMs: 0,
      phaseMs: 0,
      elapsedMs: 0,
    }
  }
  const elapsed = Math.min(total, elapsedOf(runs, now))
  const at = phaseAt(config, elapsed)
  const status: IntervalStatus =
    at.phase === 'done' ? 'done' : runs.at(-1)?.end === null ? 'running' : 'paused'
  return { ...base, ...at, status, elapsedMs: elapsed }
}

/** Every cue of a whole run, in order of running time. */
export function cueSchedule(config: IntervalConfig): IntervalCue[] {
  const lead = LEAD_IN_SECONDS * 1000
  const work = config.workSeconds * 1000
  const rest = config.restSeconds * 1000
  const cues: IntervalCue[] = []
  // 3-2-1 into round 1: a tick as each second of the lead-in begins.
  for (let s = LEAD_IN_SECONDS; s >= 1; s--) {
    cues.push({ kind: 'tick', atElapsedMs: lead - s * 1000, round: 1 })
  }
  for (let round = 1; round <= config.rounds; round++) {
    const workStart = lead + (round - 1) * (work + rest)
    cues.push({ kind: 'work', atElapsedMs: workStart, round })
    if (round === config.rounds) {
      cues.push({ kind: 'finish', atElapsedMs: workStart + work, round })
      break
    }
    const restStart = workStart + work
    if (rest > 0) cues.push({ kind: 'rest', atElapsedMs: restStart, round })
    // 3-2-1 into the next round, inside the rest only (never on top of the rest cue).
    const nextWork = restStart + rest
    for (let s = 3; s >= 1; s--) {
      const at = nextWork - s * 1000
      if (at > restStart) cues.push({ kind: 'tick', atElapsedMs: at, round: round + 1 })
    }
  }
  return cues
}

/**
 * The clock instant at which the running time first reaches `elapsed`, or null when it has not
 * by the end of the known runs (the last run, if still going, is extended forever).
 */
function instantOf(runs: readonly Run[], elapsed: number): number | null {
  let base = 0
  for (const run of runs) {
    const length = run.end === null ? Number.POSITIVE_INFINITY : run.end - run.start
    if (elapsed <= base + length) return run.start + (elapsed - base)
    base += length
  }
  return null
}

/**
 * The cues that sounded after clock reading `from` and up to and including `to`: what a screen
 * that last looked at `from` should play now. A cue sounds at the first instant the running time
 * reaches its mark, so a pause never repeats or skips one. The cue at the start instant itself
 * (the first tick) is heard by a screen that looks from just before the start (`start.at - 1`).
 */
export function cuesBetween(
  config: IntervalConfig,
  events: readonly IntervalEvent[],
  from: number,
  to: number,
): IntervalCue[] {
  if (to <= from) return []
  const runs = runsOf(config, events)
  if (runs.length === 0) return []
  return cueSchedule(config).filter((cue) => {
    const at = instantOf(runs, cue.atElapsedMs)
    return at !== null && at > from && at <= to
  })
}

/** Whole seconds to show: rounds up, so '1' shows until the very end of a phase. */
export function displaySeconds(remainingMs: number): number {
  return Math.ceil(remainingMs / 1000)
}

/** '0:40', '12:05'; the lead-in shows a bare '3', '2', '1'. */
export function formatTimer(remainingMs: number, phase: IntervalPhase): string {
  const seconds = displaySeconds(remainingMs)
  if (phase === 'ready') return String(seconds)
  const m = Math.floor(seconds / 60)
  return `${m}:${String(seconds % 60).padStart(2, '0')}`
}
