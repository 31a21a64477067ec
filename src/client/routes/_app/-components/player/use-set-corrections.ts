import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from 'react'
import type { PlayerSession, SessionSet } from '~/client/lib/player-session'
import { onSetsSent } from '~/client/lib/sync-queue'
import type { LoggedSet } from '~/shared/schemas/sets'
import type { CorrectedSet } from '~/client/components/progress/logged-sets'

/**
 * What happens to the session's sets after they are logged (docs/product.md#player, #offline):
 * This session's Undo takes one out and puts it back, Edit corrects it, and the queue's later
 * sends (here or in another tab) mark them as the server's.
 */
export function useSetCorrections(
  setSession: Dispatch<SetStateAction<PlayerSession>>,
  userId: number,
) {
  // The sets removed in this session, kept so the toast's Undo can put one back in its place.
  const removed = useRef(new Map<string, SessionSet>())
  /** Takes a removed set out; `stepBack` says whether the player goes back to it. */
  const removeSet = useCallback(
    (clientId: string, stepBack: (set: SessionSet) => boolean = () => true) =>
      setSession((s) => {
        const gone = s.sets.find((x) => x.clientId === clientId)
        if (!gone) return s
        removed.current.set(clientId, gone)
        const sets = s.sets.filter((x) => x.clientId !== clientId)
        if (gone.exerciseIndex !== s.position.exercise || !stepBack(gone)) return { ...s, sets }
        // The set of the exercise on screen is open again, and the player is back on it: the
        // counter steps back. An earlier exercise's set waits there (the player does not jump).
        const position = {
          exercise: gone.exerciseIndex,
          setNumber: gone.setNumber,
          side: gone.side ?? null,
        }
        return { ...s, sets, position, rest: null }
      }),
    [setSession],
  )
  const restoreSet = useCallback(
    (clientId: string, stored: LoggedSet | null) => {
      const set = removed.current.get(clientId)
      if (!set) return
      removed.current.delete(clientId)
      // Back as it was; the player moves past it to the next open set (usePlayerPlan).
      setSession((s) =>
        s.sets.some((x) => x.clientId === clientId)
          ? s
          : {
              ...s,
              sets: [...s.sets, stored ? savedAs(set, stored) : { ...set, saved: false }].sort(
                (a, b) => (a.performedAt ?? '').localeCompare(b.performedAt ?? ''),
              ),
            },
      )
    },
    [setSession],
  )
  const updateSet = useCallback(
    (stored: CorrectedSet) =>
      setSession((s) => ({
        ...s,
        sets: s.sets.map((x) =>
          x.clientId === stored.clientId
            ? {
                ...x,
                side: stored.side ?? undefined,
                reps: stored.reps ?? undefined,
                seconds: stored.seconds ?? undefined,
                loadKg: stored.loadKg ?? undefined,
                rpe: stored.rpe ?? undefined,
                records: stored.records,
              }
            : x,
        ),
      })),
    [setSession],
  )
  // Sets the queue sent later (the network came back), here or in another tab of this browser,
  // are the server's now: 'Not sent yet' goes, Edit and Undo work on the stored set.
  useEffect(
    () =>
      onSetsSent((sentBy, answers) => {
        if (sentBy !== userId) return
        const byClientId = new Map(answers.map((a) => [a.clientId, a]))
        setSession((s) =>
          s.sets.some((x) => !x.saved && byClientId.has(x.clientId))
            ? {
                ...s,
                sets: s.sets.map((x) => {
                  const answer = byClientId.get(x.clientId)
                  return answer && !x.saved ? savedAs(x, answer) : x
                }),
              }
            : s,
        )
      }),
    [setSession, userId],
  )
  return { removeSet, updateSet, restoreSet }
}

/** A session set as the server stored it: saved, with its id, session and records. */
export function savedAs(
  set: SessionSet,
  answer: Pick<LoggedSet, 'id' | 'sessionId' | 'records' | 'firstTime'>,
): SessionSet {
  return {
    ...set,
    saved: true,
    records: answer.records,
    firstTime: answer.firstTime,
    ...(answer.id > 0 ? { id: answer.id } : {}),
    ...(answer.sessionId ? { sessionId: answer.sessionId } : {}),
  }
}
