/**
 * Runs `run` once, after the browser has shown the next frame (two frames, then a task: the first
 * frame's callback runs before it is painted, and painting ends on the screen a little after the
 * main thread's part), or after a second at the latest (a background tab paints no frames). For work the first
 * screen does not need: it then never shares the link or the main thread with that screen.
 */
export function afterNextPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)))
  setTimeout(once, 1_000)
}
