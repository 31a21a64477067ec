import { useEffect, useRef } from 'react'

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/**
 * Calls `onIdle` once after `ms` without a touch, click, key, wheel or scroll; any input starts
 * the wait again. For a shared screen that should drift back to its home page.
 */
export function useIdle(ms: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle)
  useEffect(() => {
    onIdleRef.current = onIdle
  })
  useEffect(() => {
    let id = setTimeout(() => onIdleRef.current(), ms)
    const restart = () => {
      clearTimeout(id)
      id = setTimeout(() => onIdleRef.current(), ms)
    }
    for (const type of INPUT_EVENTS) {
      window.addEventListener(type, restart, { capture: true, passive: true })
    }
    return () => {
      clearTimeout(id)
      for (const type of INPUT_EVENTS) window.removeEventListener(type, restart, { capture: true })
    }
  }, [ms])
}
