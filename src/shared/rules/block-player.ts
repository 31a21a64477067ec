// How the workout player runs a workout's blocks (docs/product.md#blocks-in-the-player): the
// order of its sets, the rest after each, the labels, and what a timed block logs. Pure: the
// player passes the plan, what is done and the block clock's reading, so its tests need no timers.
//
// The player keeps one flat list of exercises (`PlanItem`s, player.ts) with each block's
// exercises side by side; a block is a range of that list. Straight blocks run exactly as the
// player always did (`afterLogging`); supersets and circuits go round their exercises; timed
// blocks (EMOM, AMRAP, For Time, Tabata) are run by their clock (block-clock.ts) and log their
// sets by round.
import { type BlockKind, BLOCK_KIND_LABELS, supersetLabel } from './blocks'
import { type BlockClock, blockClock, type BlockTiming, isTimedBlock } from './block-clock'
import {
  afterLogging,
  clockLabel,
  nextOpenPosition,
  type PlanItem,
  type Position,
  positionKey,
} from './player'

/** The short rest between the exercises of a superset when the exercise names none. */
export const PARTNER_REST_SECONDS = 15
/** The rest after a round of a superset or a circuit when the block names none. */
export const ROUND_REST_SECONDS = 90

/** A block as the player runs it: its numbers, and the range of the plan its exercises take. */
export interface PlayerBlock {
  /** The workout block's id; null for exercises outside any block (a skill's practice). */
  id: number | null
  kind: BlockKind
  rounds?: number
  minutes?: number
  workSeconds?: number
  restSeconds?: number
  capSeconds?: number
  /** The block's place among the player's blocks (0-based). */
  index: number
  /**
   * The block's place among the workout's blocks (0-based), as the editor numbers them ('Block
   * 2'): superset B. Missing: `index`.
   */
  place?: number
  /** Its exercises: plan indexes start … end - 1. */
  start: number
  end: number
}

/** The blocks as the workout answers them, with their exercises' workout-exercise ids. */
export interface BlockSource {
  id: number
  kind: BlockKind
  rounds?: number
  minutes?: number
  workSeconds?: number
  restSeconds?: number
  capSeconds?: number
  exercises: readonly { id: number }[]
}

/**
 * The player's exercises in block order (each block's side by side) and the blocks over them.
 * Exercises no block lists (a practice, a workout from before blocks) make one straight block,
 * so such a workout plays as it always did.
 */
export function blocksOfPlan<E extends { id: number }>(
  exercises: readonly E[],
  blocks: readonly BlockSource[] | undefined,
): { exercises: E[]; blocks: PlayerBlock[] } {
  const byId = new Map(exercises.map((e) => [e.id, e]))
  const ordered: E[] = []
  const out: PlayerBlock[] = []
  for (const [place, block] of (blocks ?? []).entries()) {
    const mine = block.exercises.map((e) => byId.get(e.id)).filter((e) => e !== undefined)
    if (mine.length === 0) continue
    const { exercises: _exercises, ...numbers } = block
    out.push({
      ...numbers,
      index: out.length,
      place,
      start: ordered.length,
      end: ordered.length + mine.length,
    })
    for (const e of mine) {
      ordered.push(e)
      byId.delete(e.id)
    }
  }
  const rest = exercises.filter((e) => byId.has(e.id))
  if (rest.length > 0) {
    out.push({
      id: null,
      kind: 'straight',
      index: out.length,
      start: ordered.length,
      end: ordered.length + rest.length,
    })
    ordered.push(...rest)
  }
  return { exercises: ordered, blocks: out }
}

/** The block exercise `index` of the plan is run in. */
export function blockAt(blocks: readonly PlayerBlock[], index: number): PlayerBlock | undefined {
  return blocks.find((b) => index >= b.start && index < b.end)
}

/** Only straight blocks: the player is exactly the player from before blocks. */
export function allStraight(blocks: readonly PlayerBlock[]): boolean {
  return blocks.every((b) => b.kind === 'straight')
}

/** A circuit's rounds: the block's, else the most sets any of its exercises has. */
export function roundsOf(block: PlayerBlock, plan: readonly PlanItem[]): number {
  if (block.rounds) return block.rounds
  let most = 1
  for (let i = block.start; i < block.end; i++) most = Math.max(most, plan[i]?.sets ?? 1)
  return most
}

/**
 * The plan as the player counts sets: a circuit's exercises each have one set per round (its
 * rounds), every other block's keep their own sets.
 */
export function planInBlocks(
  plan: readonly PlanItem[],
  blocks: readonly PlayerBlock[],
): PlanItem[] {
  return plan.map((item, i) => {
    const block = blockAt(blocks, i)
    return block?.kind === 'circuit' ? { ...item, sets: roundsOf(block, plan) } : item
  })
}

/**
 * A superset's or circuit's sets in the order they are done: round 1 through every exercise
 * (left then right of a per-side set), then round 2, …; an exercise out of sets is skipped, and
 * so is an exercise the athlete skipped (`skipped`, plan indexes): its partners go on without it.
 */
export function roundOrder(
  plan: readonly PlanItem[],
  block: PlayerBlock,
  skipped: ReadonlySet<number> = new Set(),
): Position[] {
  const out: Position[] = []
  let rounds = 0
  for (let i = block.start; i < block.end; i++) rounds = Math.max(rounds, plan[i]?.sets ?? 0)
  for (let setNumber = 1; setNumber <= rounds; setNumber++) {
    for (let exercise = block.start; exercise < block.end; exercise++) {
      const item = plan[exercise]
      if (!item || setNumber > item.sets || skipped.has(exercise)) continue
      for (const side of item.perSide ? (['left', 'right'] as const) : [null])
        out.push({ exercise, setNumber, side })
    }
  }
  return out
}

/** What follows a logged set: the next set, and the rest before it (seconds; 0 for none). */
export interface NextStep {
  next: Position | null
  /** 'partner': the short rest between a superset's (or circuit's) exercises; 'round': after a round. */
  rest: 'set' | 'partner' | 'round' | null
  restSeconds: number
  switchSides: boolean
}

/**
 * Where the player goes once `logged` is done (`done` includes it). A straight block follows
 * `afterLogging` with the exercise's own rest (`setRest`). A superset or a circuit goes on in
 * round order: the next exercise of the round after the exercise's rest (a superset's partner
 * rest defaults to 15 s), a new round after the block's rest (90 s unless it says). A set
 * passed by earlier in the block comes after the block's last; an exercise the athlete skipped
 * (`skipped`) does not come back; then the next block.
 */
export function afterLoggingInBlocks(
  plan: readonly PlanItem[],
  blocks: readonly PlayerBlock[],
  logged: Position,
  done: ReadonlySet<string>,
  setRest: (exercise: number) => number,
  skipped: ReadonlySet<number> = new Set(),
): NextStep {
  const block = blockAt(blocks, logged.exercise)
  if (!block || (block.kind !== 'superset' && block.kind !== 'circuit')) {
    const { next, rest, switchSides } = afterLogging(plan, logged, done)
    return {
      next,
      rest: rest ? 'set' : null,
      restSeconds: rest ? setRest(logged.exercise) : 0,
      switchSides,
    }
  }
  const others = new Set([...skipped].filter((i) => i !== logged.exercise))
  const order = roundOrder(plan, block, others)
  const at = order.findIndex((p) => positionKey(p) === positionKey(logged))
  const open = (p: Position) => !done.has(positionKey(p))
  const next =
    order.slice(at + 1).find(open) ?? order.find(open) ?? nextOpenPosition(plan, block.end, done)
  if (next === null) return { next, rest: null, restSeconds: 0, switchSides: false }
  const sideOnly = next.exercise === logged.exercise && next.setNumber === logged.setNumber
  if (sideOnly)
    return { next, rest: null, restSeconds: 0, switchSides: plan[logged.exercise]?.timed === true }
  const sameRound =
    next.exercise > logged.exercise &&
    next.exercise < block.end &&
    next.setNumber === logged.setNumber
  if (sameRound) {
    const own = setRest(logged.exercise)
    return { next, rest: 'partner', restSeconds: own, switchSides: false }
  }
  return {
    next,
    rest: 'round',
    restSeconds: block.restSeconds ?? ROUND_REST_SECONDS,
    switchSides: false,
  }
}

/**
 * Where Skip Exercise goes (docs/product.md#blocks-in-the-player). In a superset or a circuit
 * only the exercise on screen is skipped: its partners' sets left go on in round order (their
 * next after this one's place), and the skipped exercise stays out of the block's order
 * (`skipped`, with it added). Anywhere else, the next exercise with a set left, as the player
 * always did.
 */
export function afterSkipping(
  plan: readonly PlanItem[],
  blocks: readonly PlayerBlock[],
  at: Position,
  done: ReadonlySet<string>,
  skipped: ReadonlySet<number>,
): Position | null {
  const block = blockAt(blocks, at.exercise)
  if (!block || (block.kind !== 'superset' && block.kind !== 'circuit'))
    return nextOpenPosition(plan, at.exercise + 1, done)
  const order = roundOrder(plan, block, new Set([...skipped, at.exercise]))
  const open = (p: Position) => !done.has(positionKey(p))
  const after = (p: Position) =>
    p.setNumber > at.setNumber || (p.setNumber === at.setNumber && p.exercise > at.exercise)
  return (
    order.find((p) => open(p) && after(p)) ??
    order.find(open) ??
    nextOpenPosition(plan, block.end, done)
  )
}

/** A superset exercise's place, 'A1' (`supersetLabel`): the editor's and the wall's too. */
export function supersetPlace(block: PlayerBlock, exercise: number): string {
  return supersetLabel(block.place ?? block.index, exercise - block.start)
}

/**
 * The line above a set of an untimed block: 'Superset A1 · Set 2 of 3', 'Round 2 of 5' (a
 * circuit); null for a straight block (the player's own 'Set 2 of 3').
 */
export function blockSetLabel(
  block: PlayerBlock | undefined,
  plan: readonly PlanItem[],
  p: Position,
): string | null {
  if (!block) return null
  if (block.kind === 'superset')
    return `Superset ${supersetPlace(block, p.exercise)} · Set ${p.setNumber} of ${plan[p.exercise]?.sets ?? 1}`
  if (block.kind === 'circuit') return `Round ${p.setNumber} of ${roundsOf(block, plan)}`
  return null
}

/** The round a set of an untimed block is logged with: its set number (null for straight). */
export function roundOfSet(block: PlayerBlock | undefined, p: Position): number | null {
  return block && (block.kind === 'superset' || block.kind === 'circuit') ? p.setNumber : null
}

/** The clock of a block as block-clock.ts reads it. */
export function timingOf(block: PlayerBlock): BlockTiming {
  return {
    kind: block.kind,
    ...(block.rounds !== undefined ? { rounds: block.rounds } : {}),
    ...(block.minutes !== undefined ? { minutes: block.minutes } : {}),
    ...(block.workSeconds !== undefined ? { workSeconds: block.workSeconds } : {}),
    ...(block.restSeconds !== undefined ? { restSeconds: block.restSeconds } : {}),
    ...(block.capSeconds !== undefined ? { capSeconds: block.capSeconds } : {}),
    exerciseCount: block.end - block.start,
  }
}

export { isTimedBlock }

/** A timed block under way: when it started (epoch ms) and what the athlete counted in it. */
export interface TimedRun {
  blockId: number | null
  startedAt: number
  /** Pauses are not kept: a timed block runs on the wall clock, as a class's does. */
  /** EMOM: the minutes marked done; Tabata: the work intervals logged. */
  intervalsDone: number[]
  /** AMRAP and For Time: whole rounds done. */
  rounds: number
  /** AMRAP: reps of the part round at the end. */
  reps: number
  /** For Time: the seconds at Done. */
  finishedAtMs: number | null
  /** EMOM and Tabata: the reps set on the stepper for an interval of a rep exercise. */
  intervalReps?: Record<number, number>
}

export function newTimedRun(block: PlayerBlock, now: number): TimedRun {
  return {
    blockId: block.id,
    startedAt: now,
    intervalsDone: [],
    rounds: 0,
    reps: 0,
    finishedAtMs: null,
  }
}

/** The block's clock at `now` (a For Time stopped at Done stays where it stopped). */
export function runClock(block: PlayerBlock, run: TimedRun, now: number): BlockClock {
  const ran = run.finishedAtMs ?? now - run.startedAt
  return blockClock(timingOf(block), ran)
}

/**
 * The line of a timed block: 'Minute 3 of 10', 'Round 3 · AMRAP 12 min', 'For Time · cap
 * 15:00' ('For Time' without a cap), 'Tabata · Work' / 'Tabata · Rest' ('Tabata · Work / Rest'
 * during Get ready).
 */
export function timedBlockLabel(block: PlayerBlock, run: TimedRun, clock: BlockClock): string {
  switch (block.kind) {
    case 'emom':
      return `Minute ${clock.interval ?? 1} of ${block.minutes ?? 10}`
    case 'amrap':
      return `Round ${run.rounds + 1} · AMRAP ${block.minutes ?? 10} min`
    case 'for-time':
      return block.capSeconds ? `For Time · cap ${clockLabel(block.capSeconds)}` : 'For Time'
    case 'tabata':
      return `Tabata · ${clock.phase === 'work' ? 'Work' : clock.phase === 'rest' ? 'Rest' : 'Work / Rest'}`
    default:
      return BLOCK_KIND_LABELS[block.kind]
  }
}

/** The exercise on screen in a timed block (a plan index): the minute's or round's, else the first. */
export function timedExercise(block: PlayerBlock, clock: BlockClock): number {
  return block.start + (clock.exerciseIndex ?? 0)
}

/** One set a timed block logs: which exercise, its set number and round. */
export interface BlockSet {
  exercise: number
  setNumber: number
  round: number
}

/**
 * EMOM: 'Done' in minute k logs the minute's exercise, round k, its set number counting the
 * sets of that exercise logged so far in the block (a missed minute leaves no gap); a minute
 * already done logs nothing. Tabata's work interval likewise (every interval that ran is logged).
 */
export function intervalSet(block: PlayerBlock, run: TimedRun, clock: BlockClock): BlockSet | null {
  if ((block.kind !== 'emom' && block.kind !== 'tabata') || clock.phase === 'ready') return null
  const interval = clock.interval ?? 1
  if (run.intervalsDone.includes(interval)) return null
  const count = block.end - block.start
  const exercise = block.start + (clock.exerciseIndex ?? 0)
  const before = run.intervalsDone.filter(
    (k) => k < interval && block.start + ((k - 1) % count) === exercise,
  ).length
  return { exercise, setNumber: before + 1, round: interval }
}

/**
 * The reps an EMOM minute or a Tabata work interval of a rep exercise is logged with: what the
 * athlete set on the stepper, else the target (`target`: the exercise's); a Tabata's interval
 * starts from the same exercise's last interval, as a 20-second count rarely jumps.
 */
export function intervalReps(
  block: PlayerBlock,
  run: TimedRun,
  interval: number,
  target: number,
): number {
  const set = run.intervalReps?.[interval]
  if (set !== undefined || block.kind !== 'tabata') return set ?? target
  const count = Math.max(1, block.end - block.start)
  for (let k = interval - count; k >= 1; k -= count) {
    const earlier = run.intervalReps?.[k]
    if (earlier !== undefined) return earlier
  }
  return target
}

/**
 * Whether a set of a block's exercise is logged in reps: a rep exercise logs reps, a hold (or
 * timed work) seconds. The workout's row decides (the tracker's rule, `trackerConfig`), except
 * in a block that goes by rounds or the clock (a circuit, EMOM, AMRAP, For Time, Tabata), whose
 * rows may give a rep exercise a time ('20 seconds' of Jump Squats in a Tabata): there the
 * exercise's own numbers decide, so a rep exercise is counted in reps.
 */
export function logsReps(
  kind: BlockKind | undefined,
  row: 'reps' | 'timed',
  exercise: 'reps' | 'timed',
): boolean {
  if (row === 'reps') return true
  if (kind === undefined || kind === 'straight' || kind === 'superset') return false
  return exercise === 'reps'
}

/** AMRAP and For Time: a whole round logs each exercise once, with round and set number `round`. */
export function roundSets(block: PlayerBlock, round: number): BlockSet[] {
  const out: BlockSet[] = []
  for (let exercise = block.start; exercise < block.end; exercise++)
    out.push({ exercise, setNumber: round, round })
  return out
}

/** For Time's rounds: the block's, else one. */
export function forTimeRounds(block: PlayerBlock): number {
  return block.rounds ?? 1
}

export type BlockScoreValue =
  { kind: 'rounds+reps'; rounds: number; reps: number } | { kind: 'time'; seconds: number | null }

/**
 * The score a finished AMRAP or For Time logs: rounds and the part round's reps; or the seconds
 * at Done, none when the cap ran out first. Other kinds score nothing.
 */
export function blockScore(
  block: PlayerBlock,
  run: TimedRun,
  clock: BlockClock,
): BlockScoreValue | null {
  if (block.kind === 'amrap') return { kind: 'rounds+reps', rounds: run.rounds, reps: run.reps }
  if (block.kind === 'for-time') {
    const capped = run.finishedAtMs === null && clock.phase === 'done'
    return { kind: 'time', seconds: capped ? null : Math.floor(clock.elapsedMs / 1000) }
  }
  return null
}

/** 'AMRAP: 5 rounds + 7 reps', 'For Time: 8:42', 'For Time: Time cap reached'. */
export function scoreLabel(score: {
  kind: 'rounds+reps' | 'time'
  rounds?: number | null
  reps?: number | null
  seconds?: number | null
}): string {
  if (score.kind === 'time')
    return `For Time: ${
      score.seconds === null || score.seconds === undefined
        ? 'Time cap reached'
        : clockLabel(score.seconds)
    }`
  const rounds = score.rounds ?? 0
  const reps = score.reps ?? 0
  return `AMRAP: ${rounds} ${rounds === 1 ? 'round' : 'rounds'} + ${reps} ${reps === 1 ? 'rep' : 'reps'}`
}
