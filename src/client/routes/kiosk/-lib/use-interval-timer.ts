import { useCallback, useEffect, useRef, useState } from 'react'
import {
  cuesBetween,
  type IntervalConfig,
  type IntervalCue,
  type IntervalEvent,
  intervalSnapshot,
} from '~/shared/rules/interval-timer'

const POLL_MS = 100

// A monotonic clock: a wall screen's time sync stepping Date.now() must not make a running
// timer jump, finish early or freeze.
const clock = () => performance.timeOrigin + performance.now()

/**
 * Runs the shared interval-timer functions against the real clock. The state is only the
 * start / pause / resume instants; while running, the screen looks at the clock ten times a
 * second and hands `onCues` the cues due since its last look. After a long gap (a tab in the
 * background, a sleeping screen) only the latest cue is played, not a burst of stale ones.
 */
export function useIntervalTimer(config: IntervalConfig, onCue: (cue: IntervalCue) => void) {
  const [events, setEvents] = useState<IntervalEvent[]>([])
  const [now, setNow] = useState(clock)
  const eventsRef = useRef(events)
  const configRef = useRef(config)
  const lastLookRef = useRef(now)
  const onCueRef = useRef(onCue)
  useEffect(() => {
    configRef.current = config
    onCueRef.current = onCue
  })

  const look = useCallback((t: number) => {
    const cues = cuesBetween(configRef.current, eventsRef.current, lastLookRef.current, t)
    lastLookRef.current = t
    const latest = cues.at(-1)
    if (latest) onCueRef.current(latest)
    setNow(t)
  }, [])

  const send = useCallback(
    (type: IntervalEvent['type']) => {
      const t = clock()
      const next = type === 'reset' ? [] : [...eventsRef.current, { type, at: t }]
      eventsRef.current = next
      setEvents(next)
      // The first tick sounds at the start instant itself.
      if (type === 'start') lastLookRef.current = t - 1
      look(t)
    },
    [look],
  )

  const snapshot = intervalSnapshot(config, events, now)
  const running = snapshot.status === 'running'
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => look(clock()), POLL_MS)
    // A tab coming back to the front catches up at once instead of at its next throttled tick.
    const onVisible = () => document.visibilityState === 'visible' && look(clock())
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(id)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [running, look])

  return { snapshot, send }
}
