import { startTransition, useEffect, useState } from 'react'

/** Runs `run` when the main thread is idle (within 200 ms at the latest); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 200 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 16)
  return () => window.clearTimeout(handle)
}

const turns: (() => void)[] = []
let running = false

function nextTurn() {
  running = true
  whenIdle(() => {
    turns.shift()?.()
    if (turns.length > 0) nextTurn()
    else running = false
  })
}

/**
 * True once `ready` and this component's turn has come: one turn per idle moment across the whole
 * page. A list's drawn stills each solve their figure's poses; a dozen coming near the screen at
 * once were one long task a tap had to wait for (docs/architecture.md#first-visit).
 */
export function useIdleTurn(ready: boolean): boolean {
  const [turn, setTurn] = useState(false)
  useEffect(() => {
    if (!ready || turn) return
    let live = true
    turns.push(() => {
      if (live) startTransition(() => setTurn(true))
    })
    if (!running) nextTurn()
    return () => {
      live = false
    }
  }, [ready, turn])
  return turn
}
