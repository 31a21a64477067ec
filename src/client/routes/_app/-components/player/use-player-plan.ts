import { useMemo } from 'react'
import type { PlayerSession } from '~/client/lib/player-session'
import { exploreTrackerConfig, trackerConfigFor } from '~/client/lib/tracker-config'
import { useSettings } from '~/client/lib/use-settings'
import { blockAt, blocksOfPlan, logsReps, roundsOf } from '~/shared/rules/block-player'
import { isPerSide, type PlanItem, playablePosition, positionKey } from '~/shared/rules/player'
import { aimAtTop } from '~/shared/rules/progression'
import { useBlocks } from '../block-player/use-blocks'
import type { PlayerSource } from './player-source'

/**
 * The workout as the player counts it: each exercise's sets, rest and target, its blocks, the
 * sets done, and the set on screen.
 */
export function usePlayerPlan(
  source: PlayerSource,
  session: Pick<PlayerSession, 'sets' | 'finishedBlocks' | 'position'>,
) {
  const settings = useSettings()
  const items = source.exercises
  const configs = useMemo(() => {
    // A rep range aims at its top (docs/product.md#progression).
    const own = items.map((item) =>
      aimAtTop(trackerConfigFor(item, settings.defaultRest), item.reps),
    )
    // In blocks (docs/product.md#blocks-in-the-player): a circuit's exercises have a set per
    // round, and a rep exercise a row gives a time in a block that goes by rounds or the clock
    // is counted in reps (its own target).
    const { blocks } = blocksOfPlan(items, source.blocks)
    const counted = own.map((c) => ({ sets: c.sets, perSide: false, timed: c.mode === 'timed' }))
    return own.map((config, i) => {
      const block = blockAt(blocks, i)
      const item = items[i]
      const sets = block?.kind === 'circuit' ? roundsOf(block, counted) : config.sets
      if (!item || config.mode === 'reps') return { ...config, sets }
      const exercise = exploreTrackerConfig(item.exercise)
      return logsReps(block?.kind, config.mode, exercise.mode)
        ? { ...config, sets, mode: 'reps' as const, targetReps: exercise.targetReps }
        : { ...config, sets }
    })
  }, [items, source.blocks, settings.defaultRest])
  const itemPlan: PlanItem[] = useMemo(
    () =>
      items.map((item, i) => ({
        sets: configs[i]?.sets ?? 1,
        perSide: isPerSide(item.reps),
        timed: configs[i]?.mode === 'timed',
      })),
    [items, configs],
  )
  const blocks = useBlocks(source, itemPlan, configs)
  const done = useMemo(
    () =>
      new Set([
        ...session.sets.map((s) =>
          positionKey({ exercise: s.exerciseIndex, setNumber: s.setNumber, side: s.side ?? null }),
        ),
        ...blocks.finishedKeys(session.finishedBlocks),
      ]),
    [session.sets, session.finishedBlocks, blocks],
  )
  // A new session (set 1, no side) or one kept from before lands on a real set: a per-side
  // exercise is never logged without its side (docs/product.md#player).
  const position = playablePosition(blocks.plan, session.position, done)
  return { configs, blocks, done, position }
}
