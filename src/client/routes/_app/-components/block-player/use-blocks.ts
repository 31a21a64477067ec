import { useMemo } from 'react'
import {
  afterLoggingInBlocks,
  afterSkipping,
  blockAt,
  blocksOfPlan,
  type BlockSource,
  isTimedBlock,
  PARTNER_REST_SECONDS,
  planInBlocks,
  type PlayerBlock,
  roundOfSet,
} from '~/shared/rules/block-player'
import { type PlanItem, type Position, positionKey } from '~/shared/rules/player'
import { blockSetText } from '../player/block-labels'

/**
 * The workout's blocks as the player runs them (docs/product.md#blocks-in-the-player): the plan
 * counted through them, what follows a set and its rest, the line above a set, and the block
 * and round a set is logged with. A workout of straight blocks gets the player's own rules.
 */
export function useBlocks(
  source: {
    exercises: readonly { id: number; restTime: number | null }[]
    blocks?: readonly BlockSource[]
    workoutId: number | null
  },
  itemPlan: readonly PlanItem[],
  configs: readonly { restSeconds: number }[],
) {
  return useMemo(() => {
    const blocks: PlayerBlock[] = blocksOfPlan(source.exercises, source.blocks).blocks
    const plan = planInBlocks(itemPlan, blocks)
    const blockOf = (index: number) => blockAt(blocks, index)
    // A superset's and a circuit's exercises rest their own time, 15 s unless they say.
    const setRest = (index: number) => {
      const kind = blockOf(index)?.kind
      return kind === 'superset' || kind === 'circuit'
        ? (source.exercises[index]?.restTime ?? PARTNER_REST_SECONDS)
        : (configs[index]?.restSeconds ?? 0)
    }
    return {
      blocks,
      plan,
      blockOf,
      timedBlockAt: (index: number) => {
        const block = blockOf(index)
        return block && isTimedBlock(block.kind) ? block : null
      },
      after: (logged: Position, done: ReadonlySet<string>, skipped: ReadonlySet<number>) =>
        afterLoggingInBlocks(plan, blocks, logged, done, setRest, skipped),
      /** Skip Exercise: a superset's or circuit's partners keep their sets left. */
      skip: (at: Position, done: ReadonlySet<string>, skipped: ReadonlySet<number>) =>
        afterSkipping(plan, blocks, at, done, skipped),
      setLabel: (p: Position) => blockSetText(blockOf(p.exercise), plan, p),
      /** The block and round a set of the workout is logged with (a practice has none). */
      logFields: (p: Position): { blockId?: number; round?: number } => {
        const block = blockOf(p.exercise)
        if (!block || block.id === null || source.workoutId === null) return {}
        const round = roundOfSet(block, p)
        return { blockId: block.id, ...(round !== null ? { round } : {}) }
      },
      /** Every set of the finished timed blocks, as done: the player moves on past them. */
      finishedKeys: (finished: readonly number[] | undefined) => {
        const keys: string[] = []
        for (const index of finished ?? []) {
          const block = blocks[index]
          if (!block) continue
          for (let exercise = block.start; exercise < block.end; exercise++) {
            const item = plan[exercise]
            for (let setNumber = 1; setNumber <= (item?.sets ?? 0); setNumber++)
              for (const side of item?.perSide ? (['left', 'right'] as const) : [null])
                keys.push(positionKey({ exercise, setNumber, side }))
          }
        }
        return keys
      },
    }
  }, [source.exercises, source.blocks, source.workoutId, itemPlan, configs])
}
