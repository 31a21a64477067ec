import { useLingui } from '@lingui/react/macro'
import type { BlockClock } from '~/shared/rules/block-clock'
import {
  type BlockSet,
  intervalReps,
  type PlayerBlock,
  type TimedRun,
} from '~/shared/rules/block-player'
import { AmrapReps } from './amrap-reps'
import type { Config } from './block-sets'

/**
 * The interval whose reps the athlete counts, and the count: an EMOM's minute not yet done, a
 * Tabata's interval (through its rest, and the last one at the end), when its exercise is a rep
 * exercise (docs/product.md#blocks-in-the-player); null for a hold or no such interval.
 */
export function intervalCount({
  block,
  run,
  clock,
  pending,
  finished,
  configs,
}: {
  block: PlayerBlock
  run: TimedRun
  clock: BlockClock
  pending: BlockSet | null
  finished: boolean
  configs: readonly Config[]
}): { interval: number; reps: number } | null {
  const interval =
    block.kind === 'emom'
      ? finished
        ? null
        : (pending?.round ?? null)
      : block.kind === 'tabata' && clock.phase !== 'ready'
        ? (clock.interval ?? null)
        : null
  if (interval === null) return null
  const config = configs[block.start + ((interval - 1) % (block.end - block.start))]
  if (config?.mode !== 'reps') return null
  return { interval, reps: intervalReps(block, run, interval, config.targetReps) }
}

/** Fewer reps / More reps around an EMOM minute's or a Tabata interval's count. */
export function IntervalReps({
  block,
  run,
  counted,
  onRun,
}: {
  block: PlayerBlock
  run: TimedRun
  counted: { interval: number; reps: number }
  onRun: (run: TimedRun) => void
}) {
  const { t } = useLingui()
  return (
    <AmrapReps
      reps={counted.reps}
      onChange={(reps) =>
        onRun({ ...run, intervalReps: { ...run.intervalReps, [counted.interval]: reps } })
      }
      label={block.kind === 'emom' ? t`Reps this minute` : t`Reps this interval`}
      caption={t`reps`}
    />
  )
}
