import { msg } from '@lingui/core/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '~/client/lib/after-paint'
import { i18n } from '~/client/lib/i18n'
import { SAVED_ON_DEVICE } from '~/client/lib/offline-status'
import { useLogSets } from '~/client/lib/mutations/use-progress-mutations'
import {
  clearPlayerSession,
  newPlayerSession,
  type PlayerSession,
  readPlayerSession,
  savePlayerSession,
  type SessionScore,
  type SessionSet,
} from '~/client/lib/player-session'
import { forgetPageInputs, inputsFromThePage } from '~/client/lib/route-data'
import { KeptOnDevice } from '~/client/lib/sync-queue'
import { toast } from '~/client/lib/use-toast'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import { sentSetNumber } from '~/shared/rules/set-numbers'
import type { LastSessionInput } from '~/shared/schemas/progression'
import type { SetInput } from '~/shared/schemas/sets'
import type { PlayerSource } from './player-source'
import { savedAs, useSetCorrections } from './use-set-corrections'

/**
 * The session on this device and its way to the server (docs/product.md#player, #offline): kept
 * in localStorage on every change, each set sent under its client id until the server holds it.
 */
export function usePlayerSync(
  source: PlayerSource,
  userId: number,
  announce: (text: string) => void,
) {
  const { of, exercises: items } = source
  const [session, setSession] = useState<PlayerSession>(() => {
    const now = Date.now()
    const kept = readPlayerSession(userId, of)
    if (kept) return kept
    const fresh = newPlayerSession(userId, of, now, lastTimeFromThePage(userId, source, now))
    // A second run of the workout today numbers its sets on (docs/product.md#set-log).
    return source.setNumberBase ? { ...fresh, setNumberBase: source.setNumberBase } : fresh
  })
  const bases = useRef(session.setNumberBase)
  // The page's moment serves the session this screen opened with, no later one.
  useEffect(() => forgetPageInputs('progression.lastSession'), [])
  const allSaved =
    session.sets.every((s) => s.saved) && (session.scores ?? []).every((s) => s.saved)
  useEffect(() => {
    // A finished session with every set on the server is over; until then it is kept.
    if (session.endedAt !== null && allSaved) clearPlayerSession(userId, of)
    else savePlayerSession(session)
  }, [session, allSaved, userId, of])

  // Sends every unsaved set; the server answers a client id it already holds with the stored
  // set, so a retry (after a failure, or after a reload) never counts twice.
  const log = useLogSets()
  const failedOnce = useRef(false)
  const flush = useCallback(
    (sets: readonly SessionSet[], scores: readonly SessionScore[] = []) => {
      const pending = sets.filter((s) => !s.saved)
      // A block's score goes with its sets, or alone (docs/product.md#blocks-in-the-player).
      const pendingScores = scores.filter((s) => !s.saved).map(({ saved: _saved, ...s }) => s)
      if (pending.length === 0 && pendingScores.length === 0) return
      const sent = new Set(pendingScores.map((s) => s.clientId))
      log.mutate(
        {
          userId,
          ...(pending.length > 0
            ? {
                sets: pending
                  .slice(0, SET_LIMITS.maxSetsPerRequest)
                  .map((set) => toInput(set, bases.current)),
              }
            : {}),
          ...(pendingScores.length > 0 ? { scores: pendingScores } : {}),
        },
        {
          onSuccess: (result) => {
            failedOnce.current = false
            const stored = new Map(result.sets.map((s) => [s.clientId, s]))
            setSession((s) => ({
              ...s,
              ...(s.scores
                ? {
                    scores: s.scores.map((x) => (sent.has(x.clientId) ? { ...x, saved: true } : x)),
                  }
                : {}),
              sets: s.sets.map((set) => {
                const answer = stored.get(set.clientId)
                return answer ? savedAs(set, answer) : set
              }),
              badges: withNewBadges(s.badges, result.newBadges),
              passedSteps: [
                ...s.passedSteps,
                ...result.passedSteps.filter(
                  (p) => !s.passedSteps.some((have) => have.stepId === p.stepId),
                ),
              ],
            }))
            for (const step of result.passedSteps) {
              const { exerciseName, skillName } = step
              announce(
                step.unlocked
                  ? i18n._(msg`Step passed: ${exerciseName}. ${skillName} unlocked!`)
                  : i18n._(msg`Step passed: ${exerciseName}`),
              )
            }
            for (const set of result.sets) {
              if (set.records.length > 0) {
                const name = items.find((i) => i.exerciseId === set.exerciseId)?.exercise.name
                announce(name ? i18n._(msg`New PR on ${name}!`) : i18n._(msg`New PR!`))
              }
            }
          },
          onError: (error) => {
            if (failedOnce.current) return
            failedOnce.current = true
            // Queued on the device (offline, docs/product.md#offline) is not a failure: the set
            // is safe and goes when the network returns, so no alarm mid-workout.
            toast(
              (error as unknown) instanceof KeptOnDevice
                ? SAVED_ON_DEVICE
                : {
                    title: i18n._(msg`Set not sent yet`),
                    description: i18n._(
                      msg`It is kept on this device and sent again with your next set.`,
                    ),
                    variant: 'destructive',
                  },
            )
          },
        },
      )
    },
    [log, userId, items, announce],
  )
  // Sets a closed tab or a lost connection left unsent go now.
  useEffect(() => {
    flush(session.sets, session.scores)
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Sent once what follows is on screen: the tap's frame draws it, and the queue's storage and
  // the request come after (the session already holds the sets on this device).
  const keepSets = (logged: SessionSet[], score?: SessionScore) => {
    const sets = logged.map((set) => {
      const stored = sentSetNumber(set, bases.current, SET_LIMITS.maxSetNumber)
      return stored === set.setNumber ? set : { ...set, storedSetNumber: stored }
    })
    const all = [...session.sets, ...sets]
    const scores = [...(session.scores ?? []), ...(score ? [score] : [])]
    setSession((s) => ({
      ...s,
      sets: [...s.sets, ...sets],
      ...(score ? { scores: [...(s.scores ?? []), score] } : {}),
    }))
    afterNextPaint(() => flush(all, scores))
  }
  const corrections = useSetCorrections(setSession, userId)
  return { session, setSession, allSaved, keepSets, ...corrections }
}

/** The badges a session has, with those an answer newly awarded (each once). */
export function withNewBadges(
  have: PlayerSession['badges'],
  awarded: readonly PlayerSession['badges'][number][],
): PlayerSession['badges'] {
  return [...have, ...awarded.filter((b) => !have.some((h) => h.id === b.id))]
}

/**
 * The moment the page's 'Last time' was read as of (docs/architecture.md#client-data), when the
 * page brought it for this workout's first exercise, where a new session starts, and that moment
 * has passed on this device's clock. A set of this session is done after it, so it never counts
 * as its own last time; a server clock ahead of the device's asks again, with the session's start.
 */
function lastTimeFromThePage(
  userId: number,
  source: PlayerSource,
  now: number,
): number | undefined {
  const first = source.exercises[0]
  if (!first || source.workoutId === null) return undefined
  for (const input of inputsFromThePage('progression.lastSession') as LastSessionInput[]) {
    const at = input.before === undefined ? NaN : new Date(input.before).getTime()
    if (
      input.userId === userId &&
      input.exerciseId === first.exerciseId &&
      input.workoutId === source.workoutId &&
      at <= now
    )
      return at
  }
  return undefined
}

/** The set as sent: its set number after the day's earlier runs of the workout. */
function toInput(set: SessionSet, bases: PlayerSession['setNumberBase']): SetInput {
  const {
    exerciseIndex: _index,
    saved: _saved,
    records: _records,
    id: _id,
    sessionId: _session,
    firstTime: _first,
    storedSetNumber: _stored,
    ...input
  } = set
  return { ...input, setNumber: sentSetNumber(set, bases, SET_LIMITS.maxSetNumber) }
}
