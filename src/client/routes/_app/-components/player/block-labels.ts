import { msg, plural } from '@lingui/core/macro'
import { blockKindLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import {
  type PlayerBlock,
  roundsOf,
  supersetPlace,
  type TimedRun,
} from '~/shared/rules/block-player'
import type { BlockClock } from '~/shared/rules/block-clock'
import { clockLabel, type PlanItem, type Position } from '~/shared/rules/player'

// The block player's words for what src/shared/rules/block-player.ts writes in English (a
// block's set line, a timed block's clock line, a score), in the active language; their English
// reads exactly as the shared text (tests/unit/player-labels.test.ts).

/** blockSetLabel: 'Superset A1 · Set 2 of 3', 'Round 2 of 5'; null for a straight block. */
export function blockSetText(
  block: PlayerBlock | undefined,
  plan: readonly PlanItem[],
  p: Position,
): string | null {
  if (!block) return null
  const setNumber = p.setNumber
  if (block.kind === 'superset') {
    const place = supersetPlace(block, p.exercise)
    const setCount = plan[p.exercise]?.sets ?? 1
    return i18n._(msg`Superset ${place} · Set ${setNumber} of ${setCount}`)
  }
  if (block.kind === 'circuit') {
    const rounds = roundsOf(block, plan)
    return i18n._(msg`Round ${setNumber} of ${rounds}`)
  }
  return null
}

/** timedBlockLabel: 'Minute 3 of 10', 'Round 3 · AMRAP 12 min', 'For Time · cap 15:00', 'Tabata · Work'. */
export function timedBlockText(block: PlayerBlock, run: TimedRun, clock: BlockClock): string {
  const minutes = block.minutes ?? 10
  switch (block.kind) {
    case 'emom': {
      const minute = clock.interval ?? 1
      return i18n._(msg`Minute ${minute} of ${minutes}`)
    }
    case 'amrap': {
      const round = run.rounds + 1
      return i18n._(msg`Round ${round} · AMRAP ${minutes} min`)
    }
    case 'for-time': {
      if (!block.capSeconds) return blockKindLabel('for-time')
      const cap = clockLabel(block.capSeconds)
      return i18n._(msg`For Time · cap ${cap}`)
    }
    case 'tabata':
      return clock.phase === 'work'
        ? i18n._(msg`Tabata · Work`)
        : clock.phase === 'rest'
          ? i18n._(msg`Tabata · Rest`)
          : i18n._(msg`Tabata · Work / Rest`)
    default:
      return blockKindLabel(block.kind)
  }
}

/** scoreLabel: 'AMRAP: 5 rounds + 7 reps', 'For Time: 8:42', 'For Time: Time cap reached'. */
export function scoreText(score: {
  kind: 'rounds+reps' | 'time'
  rounds?: number | null
  reps?: number | null
  seconds?: number | null
}): string {
  if (score.kind === 'time') {
    if (score.seconds === null || score.seconds === undefined)
      return i18n._(msg`For Time: Time cap reached`)
    const time = clockLabel(score.seconds)
    return i18n._(msg`For Time: ${time}`)
  }
  const rounds = score.rounds ?? 0
  const reps = score.reps ?? 0
  return i18n._(
    msg`AMRAP: ${plural(rounds, { one: '# round', other: '# rounds' })} + ${plural(reps, { one: '# rep', other: '# reps' })}`,
  )
}
