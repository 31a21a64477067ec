import { useEffect, useState } from 'react'

/**
 * How many rows of a long list to render: `first` at once (what a phone shows before scrolling,
 * and a little more), then `step` more each time the main thread is idle, until `total`.
 *
 * Rendering the Explore library's ~90 rows in one go was one commit of ~1,700 elements: on
 * Lighthouse's slowed phone a 300 ms task right after the first screen, which a tap had to wait
 * for. A React transition does not help there, as it slices rendering but not the commit.
 * Each slice here is a short task of its own (docs/architecture.md#first-visit).
 */
export function useRowsInSlices(total: number, first = 12, step = 12): number {
  const [shown, setShown] = useState(first)
  const done = shown >= total
  useEffect(() => {
    if (done) return
    const idle =
      window.requestIdleCallback ??
      ((run: () => void, _options?: IdleRequestOptions) => window.setTimeout(run, 16))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => setShown((n) => n + step), { timeout: 200 })
    return () => cancel(handle)
  }, [shown, done, step])
  return shown
}
