import { useEffect, useState } from 'react'

/**
 * Runs `run` once, after the browser has shown the next frame (two frames, then a task: the first
 * frame's callback runs before it is painted, and painting ends on the screen a little after the
 * main thread's part), or after a second at the latest (a background tab paints no frames). For work the first
 * screen does not need: it then never shares the link or the main thread with that screen. Before
 * the page's first contentful paint has reached the screen it also waits for that (the browser
 * reports it a little after the frame), so nothing deferred is asked for before it.
 */
export function afterNextPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  requestAnimationFrame(() =>
    requestAnimationFrame(() => setTimeout(() => afterFirstContentfulPaint(once), 0)),
  )
  setTimeout(once, 1_000)
}

/**
 * False until the page's first contentful paint (then true at once, for every later screen): for
 * what the first screen does not need, so its requests do not go ahead of that screen's paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(() => contentfulPaintSeen)
  useEffect(() => {
    if (!painted) afterNextPaint(() => setPainted(true))
  }, [painted])
  return painted
}

// Whether the page's first contentful paint has been reported, from an observer registered when
// this module loads (the entry is buffered, so one that came first is still delivered). Read
// through an observer, not `performance.getEntriesByName`: a page under a test's fake clock
// answers that with nothing, and every deferral would then wait its full second.
let contentfulPaintSeen = false
const waitingForPaint: (() => void)[] = []
if (
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return
    observer.disconnect()
    contentfulPaintSeen = true
    for (const run of waitingForPaint.splice(0)) run()
  })
  observer.observe({ type: 'paint', buffered: true })
} else {
  contentfulPaintSeen = true
}

function afterFirstContentfulPaint(run: () => void): void {
  if (contentfulPaintSeen) run()
  else waitingForPaint.push(run)
}

/**
 * Resolves in a new task, so the work after it does not lengthen the current one: the browser can
 * answer a tap or paint in between. `scheduler.yield` puts that task ahead of others where there
 * is one; a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
