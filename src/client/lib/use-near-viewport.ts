import { useEffect, useRef, useState } from 'react'

// One observer per margin for the whole page: Explore's list has a still per row, and an observer
// each was ~100 observers for the browser to check on every frame while the list renders.
const watchers = new Map<
  string,
  { observer: IntersectionObserver; seen: Map<Element, () => void> }
>()

function watch(element: Element, margin: string, onNear: () => void): () => void {
  let watcher = watchers.get(margin)
  if (!watcher) {
    const seen = new Map<Element, () => void>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          seen.get(entry.target)?.()
          seen.delete(entry.target)
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: margin },
    )
    watcher = { observer, seen }
    watchers.set(margin, watcher)
  }
  const { observer, seen } = watcher
  seen.set(element, onNear)
  observer.observe(element)
  return () => {
    if (seen.delete(element)) observer.unobserve(element)
  }
}

/**
 * True once the element has come within `margin` of the viewport (and from then on). Long lists
 * (Explore's rows, each with a drawn still) draw only what the eye can reach: drawing every
 * figure on arrival blocked a phone's main thread for most of a second.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return watch(element, margin, () => setNear(true))
  }, [near, margin])
  return [ref, near] as const
}
