import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

// One query for the page: an animated figure reads it on each of its frames, and React reads a
// store more than once a render; a new MediaQueryList each time was work on every frame.
let media: MediaQueryList | null = null
const query = () => (media ??= window.matchMedia(QUERY))

function subscribe(onChange: () => void) {
  const list = query()
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Whether the system asks for less motion; follows changes while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  )
}
