// The clock of one workout block as a pure function of the time it has run (pauses excluded):
// the player's timed blocks and the wall's class timer both read it, so a phone and a wall
// showing the same block agree to the second, and a reloaded screen that knows when the block
// started shows where it is (docs/product.md#blocks). No timers here: callers pass elapsed ms.
//
// Timed kinds start with a short Get ready; then
// - emom: `minutes` minutes; minute k's exercise is the (k-1)th, alternating when there are several;
// - amrap: a countdown of `minutes`;
// - for-time: a stopwatch up to the cap (`capSeconds`);
// - tabata: `rounds` × (`workSeconds` work, `restSeconds` rest), no rest after the last round,
//   its exercises alternating by round.
// Untimed kinds (straight, superset, circuit) have a plain stopwatch with no end.

import type { BlockKind } from './blocks'

export const BLOCK_LEAD_IN_MS = 3_000

export const TABATA_DEFAULTS = { workSeconds: 20, restSeconds: 10, rounds: 8 } as const

export interface BlockTiming {
  kind: BlockKind
  rounds?: number
  minutes?: number
  workSeconds?: number
  restSeconds?: number
  capSeconds?: number
  /** How many exercises the block has (EMOM and Tabata alternate them). */
  exerciseCount: number
}

export type BlockPhase = 'ready' | 'work' | 'rest' | 'done'

export interface BlockClock {
  phase: BlockPhase
  /** Ms of the block's own time so far (after the Get ready), capped at its end. */
  elapsedMs: number
  /** Ms left in the current phase; null for a stopwatch with no end. */
  remainingMs: number | null
  /** Ms the block lasts after the Get ready; null when it has no end. */
  totalMs: number | null
  /** EMOM: the minute (1-based); Tabata: the round; else null. */
  interval: number | null
  intervals: number | null
  /** The exercise (index in the block) this minute or round is for; null when the athlete moves through them. */
  exerciseIndex: number | null
  /** Whether the big number counts up (for-time and untimed blocks) or down. */
  countsUp: boolean
}

export function isTimedBlock(kind: BlockKind): boolean {
  return kind === 'emom' || kind === 'amrap' || kind === 'for-time' || kind === 'tabata'
}

function tabata(block: BlockTiming) {
  return {
    work: (block.workSeconds ?? TABATA_DEFAULTS.workSeconds) * 1000,
    rest: (block.restSeconds ?? TABATA_DEFAULTS.restSeconds) * 1000,
    rounds: block.rounds ?? TABATA_DEFAULTS.rounds,
  }
}

/** Ms the block lasts after its Get ready; null for a block with no end. */
export function blockTotalMs(block: BlockTiming): number | null {
  switch (block.kind) {
    case 'emom':
    case 'amrap':
      return (block.minutes ?? 10) * 60_000
    case 'for-time':
      return block.capSeconds ? block.capSeconds * 1000 : null
    case 'tabata': {
      const t = tabata(block)
      return t.rounds * (t.work + t.rest) - t.rest
    }
    default:
      return null
  }
}

/** Where `block` stands after `runMs` of running time (Get ready included for timed kinds). */
export function blockClock(block: BlockTiming, runMs: number): BlockClock {
  const timed = isTimedBlock(block.kind)
  const leadIn = timed ? BLOCK_LEAD_IN_MS : 0
  const totalMs = blockTotalMs(block)
  const countsUp = block.kind === 'for-time' || !timed
  const base = { totalMs, countsUp, interval: null, intervals: null, exerciseIndex: null }
  const run = Math.max(0, runMs)
  if (run < leadIn) {
    return { ...base, phase: 'ready', elapsedMs: 0, remainingMs: leadIn - run }
  }
  const t = run - leadIn
  if (totalMs !== null && t >= totalMs) {
    return {
      ...base,
      ...intervalsOf(block, totalMs - 1),
      phase: 'done',
      elapsedMs: totalMs,
      remainingMs: 0,
    }
  }
  switch (block.kind) {
    case 'emom': {
      return {
        ...base,
        ...intervalsOf(block, t),
        phase: 'work',
        elapsedMs: t,
        remainingMs: 60_000 - (t % 60_000),
      }
    }
    case 'tabata': {
      const { work, rest } = tabata(block)
      const inRound = t % (work + rest)
      const working = inRound < work
      return {
        ...base,
        ...intervalsOf(block, t),
        phase: working ? 'work' : 'rest',
        elapsedMs: t,
        remainingMs: working ? work - inRound : work + rest - inRound,
      }
    }
    default:
      return {
        ...base,
        phase: 'work',
        elapsedMs: t,
        remainingMs: totalMs === null ? null : totalMs - t,
      }
  }
}

function intervalsOf(
  block: BlockTiming,
  t: number,
): Pick<BlockClock, 'interval' | 'intervals' | 'exerciseIndex'> {
  const count = Math.max(1, block.exerciseCount)
  if (block.kind === 'emom') {
    const minute = Math.floor(t / 60_000) + 1
    return { interval: minute, intervals: block.minutes ?? 10, exerciseIndex: (minute - 1) % count }
  }
  if (block.kind === 'tabata') {
    const { work, rest, rounds } = tabata(block)
    const round = Math.floor(t / (work + rest)) + 1
    return { interval: round, intervals: rounds, exerciseIndex: (round - 1) % count }
  }
  return { interval: null, intervals: null, exerciseIndex: null }
}

export type BlockCueKind = 'tick' | 'work' | 'rest' | 'finish'

export interface BlockCue {
  /** Running time (Get ready included) at which the cue sounds. */
  atMs: number
  kind: BlockCueKind
}

/**
 * The sounds of a timed block in order: 3-2-1 ticks before work starts, a work cue at each
 * minute or work interval, a rest cue at each rest, ticks before each work after a rest, and a
 * finish at the end. Untimed blocks have none.
 */
export function blockCues(block: BlockTiming): BlockCue[] {
  if (!isTimedBlock(block.kind)) return []
  const lead = BLOCK_LEAD_IN_MS
  const cues: BlockCue[] = []
  const ticksBefore = (at: number) => {
    for (const s of [3, 2, 1])
      if (at - s * 1000 >= 0) cues.push({ atMs: at - s * 1000, kind: 'tick' })
  }
  ticksBefore(lead)
  cues.push({ atMs: lead, kind: 'work' })
  const total = blockTotalMs(block)
  if (block.kind === 'emom' && total !== null) {
    for (let m = 60_000; m < total; m += 60_000) {
      ticksBefore(lead + m)
      cues.push({ atMs: lead + m, kind: 'work' })
    }
  }
  if (block.kind === 'tabata') {
    const { work, rest, rounds } = tabata(block)
    for (let r = 0; r < rounds; r++) {
      const start = lead + r * (work + rest)
      if (r > 0) {
        ticksBefore(start)
        cues.push({ atMs: start, kind: 'work' })
      }
      if (r < rounds - 1 && rest > 0) cues.push({ atMs: start + work, kind: 'rest' })
    }
  }
  if (total !== null) cues.push({ atMs: lead + total, kind: 'finish' })
  return cues.sort((a, b) => a.atMs - b.atMs)
}

/** The cues between two readings of the running time: after `fromMs`, up to and at `toMs`. */
export function blockCuesBetween(cues: readonly BlockCue[], fromMs: number, toMs: number) {
  return cues.filter((c) => c.atMs > fromMs && c.atMs <= toMs)
}

/**
 * The running time of a clock kept as wall-clock instants: what ran before the last pause,
 * plus, while running, the time since it last started. The wall and the remote keep a class's
 * block clock so (a reload recomputes it).
 */
export function runningMs(
  state: { accumulatedMs: number; runningSince: number | null },
  now: number,
): number {
  return (
    state.accumulatedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince))
  )
}
