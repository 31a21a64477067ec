import { useCallback, useEffect, useRef, useState } from 'react'
import { newClientId } from './client-id'
import {
  restoreTracker,
  stepTracker,
  type DoneSet,
  type TrackerConfig,
  type TrackerEffect,
  type TrackerEvent,
  type TrackerState,
} from '~/shared/rules/tracker'

const KEY_PREFIX = 'tracker:v1:'

/**
 * Where a tracker is kept on the device: one per user, workout (or library), exercise and local
 * day, in localStorage so a reload or a closed tab finds it again (docs/product.md#tracker).
 */
export function trackerStorageKey(parts: {
  userId: number
  workoutId: number | null
  exerciseId: number
  day: string
}): string {
  return `${KEY_PREFIX}${parts.userId}:${parts.workoutId ?? 'explore'}:${parts.exerciseId}:${parts.day}`
}

interface Kept {
  state: unknown
  /** Client ids of the finished sets the server has acknowledged. */
  logged: string[]
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage blocked (a private window's settings): the tracker just isn't kept
  }
}

function readKept(key: string | null): Kept | null {
  const store = storage()
  if (!key || !store) return null
  // Trackers of earlier days are of no use any more: drop them as this one is read.
  const day = key.slice(key.lastIndexOf(':'))
  for (let i = store.length - 1; i >= 0; i--) {
    const k = store.key(i)
    if (k?.startsWith(KEY_PREFIX) && !k.endsWith(day)) store.removeItem(k)
  }
  try {
    const kept = JSON.parse(store.getItem(key) ?? 'null') as Kept | null
    return kept && Array.isArray(kept.logged) ? kept : null
  } catch {
    return null
  }
}

function writeKept(key: string | null, kept: Kept | null) {
  const store = storage()
  if (!key || !store) return
  try {
    if (kept) store.setItem(key, JSON.stringify(kept))
    else store.removeItem(key)
  } catch {
    // A full storage loses the copy on the device, not the sets: those are on the server.
  }
}

/**
 * Runs the shared tracker machine against the real clock. While a countdown runs it ticks four
 * times a second (the display rounds up to whole seconds); the interval is cleared on leaving.
 *
 * With a storage key the tracker is kept on the device as it changes and restored on load. With
 * `log`, every finished set (or side) is sent as it finishes, with its own client id; a set the
 * server has not acknowledged (offline, an error, a reload mid-request) is sent again with the
 * same id, so it is never counted twice.
 */
export function useTracker(
  config: TrackerConfig,
  onEffects: (effects: TrackerEffect[]) => void,
  opts: { storageKey?: string | null; log?: ((sets: DoneSet[]) => Promise<unknown>) | null } = {},
) {
  const storageKey = opts.storageKey ?? null
  const [kept] = useState(() => readKept(storageKey))
  const [state, setState] = useState<TrackerState>(() => restoreTracker(config, kept?.state))
  const [now, setNow] = useState(() => Date.now())
  const stateRef = useRef(state)
  const effectsRef = useRef(onEffects)
  const logRef = useRef(opts.log)
  const logged = useRef(new Set(kept?.logged ?? []))
  const inFlight = useRef(new Set<string>())
  const cleared = useRef(false)
  useEffect(() => {
    effectsRef.current = onEffects
    logRef.current = opts.log
  })

  const keep = useCallback(() => {
    if (cleared.current) return
    writeKept(storageKey, { state: stateRef.current, logged: [...logged.current] })
  }, [storageKey])

  /** Every request under way, so the finish can wait for the last set's answer. */
  const requests = useRef<Promise<unknown>>(Promise.resolve())

  /**
   * Sends the finished sets not yet acknowledged (and waits for those under way); resolves true
   * when the server has every one of them.
   */
  const flush = useCallback(async (): Promise<boolean> => {
    const log = logRef.current
    if (!log) return true
    const due = stateRef.current.done.filter(
      (d) => !logged.current.has(d.clientId) && !inFlight.current.has(d.clientId),
    )
    if (due.length) {
      for (const d of due) inFlight.current.add(d.clientId)
      const request = log(due)
        .then(() => {
          for (const d of due) logged.current.add(d.clientId)
          keep()
        })
        .catch(() => {
          // Left unacknowledged: sent again with the next set, on reload, or at the finish.
        })
        .finally(() => {
          for (const d of due) inFlight.current.delete(d.clientId)
        })
      requests.current = Promise.all([requests.current, request])
    }
    await requests.current
    return stateRef.current.done.every((d) => logged.current.has(d.clientId))
  }, [keep])

  const send = useCallback((type: TrackerEvent['type']) => {
    const t = Date.now()
    const out = stepTracker(stateRef.current, { type, now: t, id: newClientId() } as TrackerEvent)
    stateRef.current = out.state
    setState(out.state)
    setNow(t)
    if (out.effects.length) effectsRef.current(out.effects)
  }, [])

  // A tick that changes nothing keeps the same state object, so this runs only on real changes.
  // Keep every change on the device, and send what finished (also what a reload left unsent).
  useEffect(() => {
    keep()
    void flush()
  }, [state, keep, flush])

  /** Forgets the kept tracker (the exercise is recorded): coming back starts afresh. */
  const clear = useCallback(() => {
    cleared.current = true
    writeKept(storageKey, null)
  }, [storageKey])

  // 'Switch sides' counts down too: the other side starts by itself at its end.
  const running = state.work.running || state.rest.running || state.phase === 'switching'
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => send('tick'), 250)
    return () => clearInterval(id)
  }, [running, send])

  return { state, now, send, flush, clear }
}
