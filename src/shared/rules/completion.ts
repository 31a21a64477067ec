// When a workout counts as completed (docs/product.md#completion). One rule for the set log, the
// progress call, a correction and the player's summary, so a screen never celebrates a workout
// the record does not count.
import { TABATA_DEFAULTS } from './block-clock'
import type { BlockKind } from './blocks'

/** How far one workout got on one day: its exercises done, and the ones left, in workout order. */
export interface WorkoutProgress {
  done: number
  total: number
  completed: boolean
  /** The workout's exercises not done yet, in its order. */
  left: number[]
}

/** A workout as the rule reads it: its blocks and its rows (exercise, block, planned sets). */
export interface CompletionPlan {
  blocks: readonly {
    id: number
    kind: BlockKind
    rounds?: number | null
    minutes?: number | null
  }[]
  /** In the workout's order; a row of no block is straight work. */
  items: readonly { exerciseId: number; blockId: number | null; sets: number }[]
}

/** What one day holds of that workout. */
export interface CompletionLog {
  /** The workout's sets that day (a per-side set's sides may both be here). */
  sets: readonly {
    exerciseId: number
    blockId: number | null
    setNumber: number
    round: number | null
  }[]
  /** The AMRAP and For Time blocks with a score saved that day. */
  scoredBlockIds: Iterable<number>
  /** Exercises the athlete marked done (the tracker's finish), whatever their sets. */
  markedExerciseIds?: Iterable<number>
  /**
   * What the athlete's trainer prescribed for that workout that day (docs/product.md#calendar):
   * a prescribed number of sets replaces the row's, as the player counts it.
   */
  prescribed?: readonly { exerciseId: number; sets?: number }[] | null
}

/** An EMOM's minutes and a Tabata's rounds when the block names none (as the clock runs them). */
const EMOM_MINUTES = 10

/**
 * Each block asks for its own: straight and superset rows every planned set (their set numbers
 * 1 … sets); a circuit's rows every round (the block's rounds, else its rows' most sets); AMRAP
 * and For Time their score; EMOM and Tabata their clock run out, which the server knows by a set
 * logged in the last minute or interval (its round). An exercise is done when every row of it
 * got what its block asks, or the athlete marked it done; the workout is completed when every
 * exercise is done. A workout with no rows is never completed by sets.
 */
export function workoutProgress(plan: CompletionPlan, log: CompletionLog): WorkoutProgress {
  const blocks = new Map(plan.blocks.map((b) => [b.id, b]))
  const scored = new Set(log.scoredBlockIds)
  const marked = new Set(log.markedExerciseIds ?? [])
  const prescribedSets = new Map(
    (log.prescribed ?? []).flatMap((p) => (p.sets === undefined ? [] : [[p.exerciseId, p.sets]])),
  )
  const setsOf = (item: CompletionPlan['items'][number]) =>
    prescribedSets.get(item.exerciseId) ?? item.sets
  const circuitRounds = new Map<number, number>()
  for (const item of plan.items) {
    const block = item.blockId === null ? undefined : blocks.get(item.blockId)
    if (block?.kind !== 'circuit' || block.rounds) continue
    circuitRounds.set(block.id, Math.max(circuitRounds.get(block.id) ?? 1, setsOf(item)))
  }
  const rowDone = (item: CompletionPlan['items'][number]): boolean => {
    const block = item.blockId === null ? undefined : blocks.get(item.blockId)
    const sets = log.sets.filter(
      (s) =>
        s.exerciseId === item.exerciseId &&
        (s.blockId === null || item.blockId === null || s.blockId === item.blockId),
    )
    switch (block?.kind ?? 'straight') {
      case 'amrap':
      case 'for-time':
        return block !== undefined && scored.has(block.id)
      case 'emom':
      case 'tabata': {
        const last =
          block?.kind === 'emom'
            ? (block.minutes ?? EMOM_MINUTES)
            : (block?.rounds ?? TABATA_DEFAULTS.rounds)
        // The block's last interval, by any of its exercises.
        return log.sets.some((s) => s.blockId === block?.id && (s.round ?? 0) >= last)
      }
      case 'circuit': {
        const rounds = block?.rounds || (circuitRounds.get(block?.id ?? 0) ?? setsOf(item))
        return new Set(sets.map((s) => s.round ?? s.setNumber)).size >= rounds
      }
      default:
        return new Set(sets.map((s) => s.setNumber)).size >= setsOf(item)
    }
  }
  const order: number[] = []
  const done = new Map<number, boolean>()
  for (const item of plan.items) {
    if (!done.has(item.exerciseId)) order.push(item.exerciseId)
    const ok = marked.has(item.exerciseId) || rowDone(item)
    done.set(item.exerciseId, (done.get(item.exerciseId) ?? true) && ok)
  }
  const left = order.filter((id) => !done.get(id))
  return {
    done: order.length - left.length,
    total: order.length,
    completed: order.length > 0 && left.length === 0,
    left,
  }
}
