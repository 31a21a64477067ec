// A class on the gym's wall (docs/product.md#class-mode): the coach's remote sends commands, the
// server keeps the class's block clock as wall-clock instants (kiosk_classes), and the wall and
// the remote both read the block clock (block-clock.ts) from those instants. The commands'
// effect on the clock is here, pure, so the server applies it and the tests check it alike.

import { BLOCK_KIND_LABELS } from './blocks'
import {
  BLOCK_LEAD_IN_MS,
  type BlockClock,
  type BlockTiming,
  blockClock,
  isTimedBlock,
  runningMs,
  TABATA_DEFAULTS,
} from './block-clock'
import { said } from '../i18n/said'

export const CLASS_COMMANDS = ['load', 'start', 'pause', 'next', 'reset', 'end'] as const
export type ClassCommand = (typeof CLASS_COMMANDS)[number]

/** How long a scanned QR keeps a coach's phone the wall's remote. */
export const REMOTE_PAIRING_MS = 4 * 60 * 60 * 1000
/** How long the code in the wall's QR works; the wall shows a new one before it runs out. */
export const REMOTE_CODE_TTL_MS = 10 * 60 * 1000

export interface ClassClockState {
  blockIndex: number
  accumulatedMs: number
  /** Ms since the epoch (server clock) when the clock last started; null while stopped. */
  runningSince: number | null
}

export const CLASS_OVER_MESSAGE = said('The class is over: reset it to run it again')

/**
 * The clock after `command` at `now`, for a workout of `blockCount` blocks; a string says why
 * the command cannot apply. `blockIndex === blockCount` is the class being over.
 * - start: runs the current block's clock (from where a pause left it);
 * - pause: stops it, keeping the time run;
 * - next: the next block from its start, still running if it was (so a class flows on);
 *   after the last block the class is over;
 * - reset: the current block back to its start, stopped; once the class is over, the first block.
 */
export function applyClassCommand(
  state: ClassClockState,
  command: 'start' | 'pause' | 'next' | 'reset',
  now: number,
  blockCount: number,
): ClassClockState | string {
  const over = state.blockIndex >= blockCount
  const running = state.runningSince !== null
  switch (command) {
    case 'start':
      if (over) return CLASS_OVER_MESSAGE
      return running ? state : { ...state, runningSince: now }
    case 'pause':
      return running
        ? { ...state, accumulatedMs: runningMs(state, now), runningSince: null }
        : state
    case 'next': {
      if (over) return CLASS_OVER_MESSAGE
      const blockIndex = state.blockIndex + 1
      const keepsRunning = running && blockIndex < blockCount
      return { blockIndex, accumulatedMs: 0, runningSince: keepsRunning ? now : null }
    }
    case 'reset':
      return { blockIndex: over ? 0 : state.blockIndex, accumulatedMs: 0, runningSince: null }
  }
}

/** '3:07', '12:00', or '1:02:03' past an hour; seconds rounded the way the clock counts. */
export function clockDigits(ms: number, countsUp: boolean): string {
  // A countdown shows 0:10 for all of its tenth second left; a stopwatch 0:00 for its first.
  const total = Math.max(0, countsUp ? Math.floor(ms / 1000) : Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

export interface ClassFace {
  /** 'For Time', 'EMOM'… */
  kindLabel: string
  /** 'Minute 3 of 10', 'Round 2 of 8', '5 rounds · cap 12:00'; empty when nothing to add. */
  detail: string
  /** 'Get ready', 'Work', 'Rest', 'Time', or 'Paused' / 'Ready to start' when stopped. */
  phaseLabel: string
  /** The big number: the countdown of the phase, or the time run for a stopwatch. */
  digits: string
  clock: BlockClock
  running: boolean
}

/** What the wall and the remote show of a class's current block at `now` (server clock). */
export function classFace(
  block: BlockTiming,
  state: Pick<ClassClockState, 'accumulatedMs' | 'runningSince'>,
  now: number,
): ClassFace {
  const run = runningMs(state, now)
  const clock = blockClock(block, run)
  const running = state.runningSince !== null
  // Before a block first starts, the number it will start from (12:00 of an AMRAP, 0:00 of a
  // stopwatch), not the Get ready's seconds.
  const shown =
    !running && run === 0
      ? blockClock(block, isTimedBlock(block.kind) ? BLOCK_LEAD_IN_MS : 0)
      : clock
  const digits =
    shown.phase === 'ready' || !shown.countsUp
      ? clockDigits(shown.remainingMs ?? 0, false)
      : clockDigits(shown.elapsedMs, true)
  let phaseLabel: string
  if (clock.phase === 'done') phaseLabel = 'Time'
  else if (!running) phaseLabel = run === 0 ? 'Ready to start' : 'Paused'
  else if (clock.phase === 'ready') phaseLabel = 'Get ready'
  else phaseLabel = clock.phase === 'rest' ? 'Rest' : 'Work'
  return {
    kindLabel: BLOCK_KIND_LABELS[block.kind],
    detail: blockDetail(block, clock),
    phaseLabel,
    digits,
    clock,
    running,
  }
}

function blockDetail(block: BlockTiming, clock: BlockClock): string {
  // Before work starts (Get ready) the clock names no interval yet: the first is next.
  if (block.kind === 'emom')
    return `Minute ${clock.interval ?? 1} of ${clock.intervals ?? block.minutes ?? 10}`
  if (block.kind === 'tabata')
    return `Round ${clock.interval ?? 1} of ${clock.intervals ?? block.rounds ?? TABATA_DEFAULTS.rounds}`
  const parts: string[] = []
  if (block.rounds && block.rounds > 1) parts.push(`${block.rounds} rounds`)
  if (block.kind === 'amrap') parts.push(`${block.minutes ?? 10} min`)
  if (block.kind === 'for-time' && block.capSeconds)
    parts.push(`cap ${clockDigits(block.capSeconds * 1000, true)}`)
  if (!isTimedBlock(block.kind) && parts.length === 0) parts.push('Stopwatch')
  return parts.join(' · ')
}
