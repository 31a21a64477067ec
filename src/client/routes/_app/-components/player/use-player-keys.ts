import { useEffect, useRef } from 'react'

/** How far a finger travels sideways before a swipe counts. */
const SWIPE_PX = 60

/**
 * Space logs (or starts and stops a hold); arrows move between exercises. A focused control keeps
 * its own keys. A sideways swipe on a phone moves between exercises, as the arrows do: the
 * returned handlers go on the set's screen.
 */
export function usePlayerKeys(
  primary: () => void,
  goToExercise: (index: number) => void,
  index: number,
) {
  const keys = useRef({ primary, goToExercise, index })
  useEffect(() => {
    keys.current = { primary, goToExercise, index }
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey) return
      const target = e.target as HTMLElement | null
      if (
        target &&
        target !== document.body &&
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
        target.closest('button, a, input, select, textarea, [role="dialog"], [role="alertdialog"]')
      )
        return
      if (e.code === 'Space') {
        e.preventDefault()
        keys.current.primary()
      } else if (e.key === 'ArrowRight') {
        e.preventDefault()
        keys.current.goToExercise(keys.current.index + 1)
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault()
        keys.current.goToExercise(keys.current.index - 1)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const swipe = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart: (e: React.TouchEvent) => {
      const t = e.touches[0]
      swipe.current = t ? { x: t.clientX, y: t.clientY } : null
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const start = swipe.current
      const t = e.changedTouches[0]
      swipe.current = null
      if (!start || !t) return
      const dx = t.clientX - start.x
      if (Math.abs(dx) < SWIPE_PX || Math.abs(t.clientY - start.y) > Math.abs(dx) / 2) return
      goToExercise(index + (dx < 0 ? 1 : -1))
    },
  }
}
