import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from './idle'

/**
 * How many rows of a long list to render: `first` at once (what a phone shows before scrolling,
 * and a little more), then `step` more each time the main thread is idle, until `total`.
 *
 * Rendering the Explore library's 116 rows in one go was one commit of ~1,700 elements: on
 * Lighthouse's slowed phone a 300 ms task right after the first screen, which a tap had to wait
 * for. A React transition does not help there, as it slices rendering but not the commit.
 * Each slice here is a short task of its own (docs/architecture.md#first-visit).
 */
export function useRowsInSlices(total: number, first = 12, step = 12): number {
  const [shown, setShown] = useState(first)
  const done = shown >= total
  useEffect(() => {
    if (done) return
    // A transition: React renders the slice in 5 ms pieces, yielding to taps between them.
    return whenIdle(() => startTransition(() => setShown((n) => n + step)))
  }, [shown, done, step])
  return shown
}
