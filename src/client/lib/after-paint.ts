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
 * False until the screen has been painted (`afterNextPaint`), then true: for what the first
 * screen does not need, so its requests do not go ahead of that screen's paint. `already` true
 * skips the wait (what it guards has run before), as does any screen after the page's first
 * contentful paint.
 */
export function usePainted(already = false): boolean {
  // A screen opened after the page's first paint waits for nothing.
  const [painted, setPainted] = useState(
    () => already || performance.getEntriesByName('first-contentful-paint').length > 0,
  )
  useEffect(() => {
    if (!painted) afterNextPaint(() => setPainted(true))
  }, [painted])
  return painted
}

function afterFirstContentfulPaint(run: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return run()
  const observer = new PerformanceObserver(() => {
    if (!painted()) return
    observer.disconnect()
    run()
  })
  observer.observe({ type: 'paint' })
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
