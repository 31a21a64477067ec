import { msg } from '@lingui/core/macro'
import { type Dispatch, type SetStateAction, useCallback } from 'react'
import { newClientId } from '~/client/lib/client-id'
import { i18n } from '~/client/lib/i18n'
import type { PlayerSession, SessionScore, SessionSet } from '~/client/lib/player-session'
import type { useBlocks } from '../block-player/use-blocks'
import {
  donePosition,
  nextOpenPosition,
  openPosition,
  type Position,
  positionKey,
  type SetDetails,
} from '~/shared/rules/player'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import { type Item, setText } from './player-source'
import type { usePlayerTimers } from './use-player-timers'
import type { useSwaps } from './use-swaps'

/**
 * What moves the session on (docs/product.md#player): a set logged and what follows it (the next
 * set, a rest, the other side), a move to another exercise, a timed block finished, the end.
 */
export function usePlayerMoves({
  session,
  setSession,
  keepSets,
  timers,
  swaps,
  blocks,
  done,
  position,
  items,
  configs,
  workoutId,
  practice,
  details,
  reps,
  announce,
}: {
  session: PlayerSession
  setSession: Dispatch<SetStateAction<PlayerSession>>
  keepSets: (sets: SessionSet[], score?: SessionScore) => void
  timers: ReturnType<typeof usePlayerTimers>
  swaps: ReturnType<typeof useSwaps>
  blocks: ReturnType<typeof useBlocks>
  done: ReadonlySet<string>
  position: Position
  items: readonly Item[]
  configs: readonly { sets: number; mode: 'reps' | 'timed' }[]
  workoutId: number | null
  practice: boolean
  details: SetDetails
  reps: number
  announce: (text: string) => void
}) {
  const { plan } = blocks
  const item = items[position.exercise]
  const config = configs[position.exercise]
  const { setNow } = timers
  const moveTo = useCallback(
    (next: Position | null, rest: { endsAt: number; seconds: number } | null) => {
      const t = Date.now()
      setNow(t)
      if (next === null) {
        setSession((s) => ({ ...s, rest: null, endedAt: t }))
        announce(practice ? i18n._(msg`Practice complete`) : i18n._(msg`Workout complete`))
        return
      }
      setSession((s) => ({ ...s, position: next, rest }))
      const upNext = setText(items, configs, next)
      const seconds = rest?.seconds ?? 0
      announce(rest ? i18n._(msg`Rest ${seconds} seconds. Up next: ${upNext}`) : upNext)
    },
    [announce, items, configs, practice, setNow, setSession],
  )

  const logSet = (figure: { reps: number } | { seconds: number }) => {
    if (!item || !config) return
    const swapped = swaps.swapOf(position.exercise)
    const set: SessionSet = {
      clientId: newClientId(),
      ...(!swapped && workoutId !== null ? { workoutId, ...blocks.logFields(position) } : {}),
      exerciseId: swapped?.exerciseId ?? item.exerciseId,
      exerciseIndex: position.exercise,
      setNumber: position.setNumber,
      ...(position.side ? { side: position.side } : {}),
      ...figure,
      ...(details.loadKg !== null ? { loadKg: details.loadKg } : {}),
      ...(details.rpe !== null ? { rpe: details.rpe } : {}),
      performedAt: new Date().toISOString(),
      saved: false,
      records: [],
    }
    const nextDone = new Set(done).add(positionKey(position))
    // A set of a skipped exercise takes it back into its block's rounds.
    const skipped = new Set(session.skipped ?? [])
    if (skipped.delete(position.exercise))
      setSession((s) => ({
        ...s,
        skipped: (s.skipped ?? []).filter((i) => i !== position.exercise),
      }))
    const { next, rest, restSeconds, switchSides } = blocks.after(position, nextDone, skipped)
    keepSets([set])
    moveTo(
      next,
      rest && restSeconds > 0
        ? { endsAt: Date.now() + restSeconds * 1000, seconds: restSeconds }
        : null,
    )
    if (switchSides && next) timers.switchSides(next)
    if (swapped && openPosition(plan, position.exercise, nextDone) === null) {
      const mine = [...session.sets, set].filter((s) => s.exerciseIndex === position.exercise)
      swaps.recordSwapped(item.exerciseId, config, mine)
    }
  }

  const stopHold = () => {
    const seconds = timers.stopHold()
    if (seconds !== null) logSet({ seconds: Math.min(SET_LIMITS.maxSeconds, seconds) })
  }
  const goToExercise = (index: number) => {
    if (!items[index]) return
    moveTo(openPosition(plan, index, done) ?? donePosition(plan, index), null)
  }
  const resting = session.rest !== null
  const setIsOpen = config !== undefined && position.setNumber <= config.sets
  return {
    moveTo,
    logSet,
    stopHold,
    goToExercise,
    /** In a superset or circuit only this exercise is skipped: its partners go on. */
    skipExercise: () => {
      const skipped = new Set(session.skipped ?? [])
      const next = blocks.skip(position, done, skipped)
      const block = blocks.blockOf(position.exercise)
      if (block?.kind === 'superset' || block?.kind === 'circuit')
        setSession((s) => ({
          ...s,
          skipped: [...(s.skipped ?? []).filter((i) => i !== position.exercise), position.exercise],
        }))
      moveTo(next, null)
    },
    endWorkout: () => moveTo(null, null),
    /** On to the first set left, or the summary, when the set on screen is gone. */
    skipLostExercises: () => {
      const next = nextOpenPosition(plan, 0, done)
      setSession((s) =>
        next ? { ...s, position: next, rest: null } : { ...s, rest: null, endedAt: Date.now() },
      )
    },
    /** Space and the big button: log the set, or start and stop a hold. */
    primary: () => {
      if (!config || resting || !setIsOpen || blocks.timedBlockAt(position.exercise)) return
      if (config.mode === 'timed') {
        if (timers.hold) stopHold()
        else timers.startHold(positionKey(position))
      } else logSet({ reps })
    },
    /** A timed block ended or skipped: the player moves past it. */
    finishBlock: (index: number, end: number) => {
      const finished = [...(session.finishedBlocks ?? []), index]
      const nextDone = new Set([...done, ...blocks.finishedKeys([index])])
      setSession((s) => ({ ...s, timed: null, finishedBlocks: finished }))
      moveTo(nextOpenPosition(plan, end, nextDone) ?? nextOpenPosition(plan, 0, nextDone), null)
    },
  }
}
