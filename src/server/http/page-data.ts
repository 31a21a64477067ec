// The first screen's data in the page (docs/architecture.md#client-data). The page already carries
// the session; for the screens a phone opens first it also carries the answers of the reads that
// screen's loader makes, so the screen draws as soon as its code has run instead of a round trip
// later. Each read is the procedure itself, called with the request's own context (its tier's
// checks included); one that fails is left out and the client asks for it as usual.
import type { createCaller } from '../api/root'

type Caller = ReturnType<typeof createCaller>

/** Path → the reads its screen's loader makes, by tRPC path (as the client's query keys name them). */
const PAGE_READS: Record<string, Record<string, (caller: Caller) => Promise<unknown>>> = {
  '/daily': {
    'workouts.daily': (caller) => caller.workouts.daily(),
    'trainerRequests.mine': (caller) => caller.trainerRequests.mine(),
  },
  '/explore': {
    'exercises.cards': (caller) => caller.exercises.cards(),
  },
}

/** The answers of `path`'s first reads, by tRPC path; empty for other paths or a signed-out visitor. */
export async function pageReads(path: string, caller: () => Promise<Caller>) {
  const reads = PAGE_READS[path.length > 1 ? path.replace(/\/$/, '') : path]
  if (!reads) return {}
  const call = await caller()
  const answers = await Promise.all(
    Object.entries(reads).map(([key, read]) =>
      read(call).then(
        (data) => [key, data] as const,
        () => null,
      ),
    ),
  )
  return Object.fromEntries(answers.filter((entry) => entry !== null))
}

/**
 * `value` as the text of a JSON data block (`<script type="application/json">`): no `<` can end
 * the element, and the line separators JavaScript once refused are escaped.
 */
export function jsonForPage(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
