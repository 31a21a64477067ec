import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useCallback, useDeferredValue, useMemo } from 'react'
import {
  type CorrectedSet,
  type ListedSet,
  LoggedSets,
} from '~/client/components/progress/logged-sets'
import type { PlayerSession, SessionSet } from '~/client/lib/player-session'
import type { TimedKinds } from '~/shared/rules/player'
import { timedKind } from '~/shared/rules/tracker'
import type { Units } from '~/shared/rules/units'
import type { LoggedSet } from '~/shared/schemas/sets'
import type { PlayerSource } from './player/player-source'

/** The names of the exercises a session's sets may be of: the workout's and those swapped in. */
export function exerciseNamesOf(
  source: PlayerSource,
  session: Pick<PlayerSession, 'swaps'>,
): Map<number, string> {
  return new Map([
    ...source.exercises.map((e) => [e.exerciseId, e.exercise.name] as const),
    // Exercises swapped in for this session (docs/product.md#progression) are named too.
    ...Object.values(session.swaps ?? {}).flatMap((c) =>
      c === 'ignored' ? [] : [[c.exerciseId, c.name] as const],
    ),
  ])
}

/**
 * What the timed sets of a session's exercises are (`timedKind`: a hold, or timed work such as
 * Jumping Jacks), by exercise id, so the summary words them right. An exercise swapped in for
 * this session is a variation of the one it stands in for, and is taken as the same kind.
 */
export function exerciseKindsOf(source: PlayerSource, session: PlayerSession): TimedKinds {
  const kinds = new Map(source.exercises.map((e) => [e.exerciseId, timedKind(e.exercise)] as const))
  for (const [index, choice] of Object.entries(session.swaps ?? {})) {
    const kind = kinds.get(source.exercises[Number(index)]?.exerciseId ?? 0)
    if (choice !== 'ignored' && kind && !kinds.has(choice.exerciseId))
      kinds.set(choice.exerciseId, kind)
  }
  return kinds
}

/**
 * 'This session' under the current set (docs/product.md#player): every set of this session,
 * newest first, each with **Edit** and **Undo** (a set not sent yet is corrected in the queue). It renders again only
 * when its sets change, and then only the rows whose set changed (a Log Set adds one row).
 */
export const PlayerSessionSets = memo(function PlayerSessionSets({
  userId,
  sets,
  names,
  onRemoved,
  onUpdated,
  onRestored,
  units,
}: {
  userId: number
  sets: readonly SessionSet[]
  names: ReadonlyMap<number, string>
  units: Units
  onRemoved: (clientId: string) => void
  onUpdated: (set: CorrectedSet) => void
  onRestored: (clientId: string, stored: LoggedSet | null) => void
}) {
  const { t } = useLingui()
  const exerciseName = useCallback((id: number) => names.get(id) ?? t`Exercise`, [names, t])
  // Below the set on screen: a new set's row comes after the tap's own update, not in it.
  const shown = useDeferredValue(sets)
  const listedSets = useMemo(() => [...shown].reverse().map(listed), [shown])
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="this-session" className="mt-2">
      <h2 id="this-session" className="text-base font-bold">
        <Trans>This session</Trans>
      </h2>
      <LoggedSets
        userId={userId}
        editable
        sets={listedSets}
        exerciseName={exerciseName}
        onRemoved={onRemoved}
        onUpdated={onUpdated}
        onRestored={onRestored}
        units={units}
      />
    </section>
  )
})

/** Each session set as the list shows it, made once per set (an unchanged set keeps its row). */
const listedOnce = new WeakMap<SessionSet, ListedSet>()
function listed(s: SessionSet): ListedSet {
  let set = listedOnce.get(s)
  if (!set) {
    set = {
      id: s.id ?? null,
      clientId: s.clientId,
      exerciseId: s.exerciseId,
      setNumber: s.storedSetNumber ?? s.setNumber,
      side: s.side ?? null,
      reps: s.reps ?? null,
      seconds: s.seconds ?? null,
      loadKg: s.loadKg ?? null,
      rpe: s.rpe ?? null,
      records: s.records,
      // What Undo's logging it again needs; the round is not in the line (as it always was).
      again: {
        workoutId: s.workoutId ?? null,
        blockId: s.blockId ?? null,
        round: s.round ?? null,
        performedAt: s.performedAt ?? null,
      },
    }
    listedOnce.set(s, set)
  }
  return set
}
