// Long pure work (reading and planning a 200,000-row file takes seconds) written as a generator
// that yields at points where it may pause: run at once by a test or a script, or in slices by
// the server, so other users' requests are answered between two slices
// (docs/architecture.md#background-imports).

/** Work that yields where it may pause and returns its result. */
export type Steps<T> = Generator<void, T, void>

/** How many rows a step reads before offering to pause (cheap to check, fine enough to slice). */
export const ROWS_PER_STEP = 500

/** Runs `steps` to the end at once. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Runs `steps` in slices of about `sliceMs`, giving the event loop a turn after each. */
export async function runSliced<T>(steps: Steps<T>, sliceMs = 8): Promise<T> {
  let since = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - since >= sliceMs) {
      await nextTurn()
      since = performance.now()
    }
  }
}
