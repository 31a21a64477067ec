import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has come within `margin` of the viewport (and from then on). Long lists
 * (Explore's 88 rows, each with a drawn still) draw only what the eye can reach: drawing every
 * figure on arrival blocked a phone's main thread for most of a second.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near] as const
}
