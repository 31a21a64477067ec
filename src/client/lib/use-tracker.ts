import { useCallback, useEffect, useRef, useState } from 'react'
import {
  initialTracker,
  stepTracker,
  type TrackerConfig,
  type TrackerEffect,
  type TrackerEvent,
  type TrackerState,
} from '~/shared/rules/tracker'

/**
 * Runs the shared tracker machine against the real clock. While a countdown runs it ticks four
 * times a second (the display rounds up to whole seconds); the interval is cleared on leaving.
 */
export function useTracker(config: TrackerConfig, onEffects: (effects: TrackerEffect[]) => void) {
  const [state, setState] = useState<TrackerState>(() => initialTracker(config))
  const [now, setNow] = useState(() => Date.now())
  const stateRef = useRef(state)
  const effectsRef = useRef(onEffects)
  useEffect(() => {
    effectsRef.current = onEffects
  })

  const send = useCallback((type: TrackerEvent['type']) => {
    const t = Date.now()
    const out = stepTracker(stateRef.current, { type, now: t } as TrackerEvent)
    stateRef.current = out.state
    setState(out.state)
    setNow(t)
    if (out.effects.length) effectsRef.current(out.effects)
  }, [])

  const running = state.work.running || state.rest.running
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => send('tick'), 250)
    return () => clearInterval(id)
  }, [running, send])

  return { state, now, send }
}
