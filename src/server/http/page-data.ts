// The first screen's data in the page (docs/architecture.md#client-data). The page already carries
// the session; for the screens a phone or a wall screen opens first it also carries the answers of
// the reads that screen's loader makes, so the screen draws as soon as its code has run instead of
// a round trip later. Each read is the procedure itself, called with the request's own context (its
// tier's checks included, a kiosk's device cookie as much as a user's session); one that fails is
// left out and the client asks for it as usual.
import type { createCaller } from '../api/root'
import { parseRouteId } from '~/shared/rules/route-ids'

type Caller = ReturnType<typeof createCaller>

/** One read as the client's query cache names it: tRPC path and input. */
interface PageRead {
  path: string
  input?: unknown
  read: (caller: Caller) => Promise<unknown>
}

/** What the page of a path carries: a read answered, as the client puts it in its cache. */
export interface PageAnswer {
  path: string
  input?: unknown
  data: unknown
}

interface PageReads {
  pattern: RegExp
  /** `user`: only with a signed-in session; `kiosk`: the device cookie is the procedures' own check. */
  for: 'user' | 'kiosk'
  /** The reads of the screen `params` (the pattern's groups) opens; none for ids that name nothing. */
  reads: (params: string[]) => PageRead[]
}

/** Every screen whose page carries its loader's reads. The inputs match the loaders' exactly. */
const PAGE_READS: PageReads[] = [
  {
    pattern: /^\/daily$/,
    for: 'user',
    reads: () => [
      { path: 'workouts.daily', read: (caller) => caller.workouts.daily() },
      { path: 'trainerRequests.mine', read: (caller) => caller.trainerRequests.mine() },
    ],
  },
  {
    pattern: /^\/explore$/,
    for: 'user',
    reads: () => [{ path: 'exercises.cards', read: (caller) => caller.exercises.cards() }],
  },
  {
    // An exercise page: from Explore it reads the exercise, from a workout the workout's list.
    pattern: /^\/exercise\/([^/]+)\/([^/]+)$/,
    for: 'user',
    reads: ([workout = '', exercise = '']) => {
      const exerciseId = parseRouteId(exercise)
      if (exerciseId === null) return []
      if (workout === 'explore') {
        const input = { id: exerciseId }
        return [{ path: 'exercises.byId', input, read: (caller) => caller.exercises.byId(input) }]
      }
      const workoutId = parseRouteId(workout)
      if (workoutId === null) return []
      const input = { id: workoutId }
      return [
        { path: 'workouts.exercises', input, read: (caller) => caller.workouts.exercises(input) },
      ]
    },
  },
  {
    // The kiosk's board: its layout asks who the device is, the board what today holds.
    pattern: /^\/kiosk$/,
    for: 'kiosk',
    reads: () => [
      { path: 'kiosk.device', read: (caller) => caller.kiosk.device() },
      { path: 'kiosk.board', read: (caller) => caller.kiosk.board() },
    ],
  },
]

/**
 * The answers of `path`'s first reads; empty for other paths, and for a user's screen when
 * nobody is signed in (`signedIn`).
 */
export async function pageReads(
  path: string,
  signedIn: boolean,
  caller: () => Promise<Caller>,
): Promise<PageAnswer[]> {
  const route = path.length > 1 ? path.replace(/\/$/, '') : path
  for (const page of PAGE_READS) {
    const match = page.pattern.exec(route)
    if (!match) continue
    if (page.for === 'user' && !signedIn) return []
    const reads = page.reads(match.slice(1))
    if (reads.length === 0) return []
    const call = await caller()
    const answers = await Promise.all(
      reads.map(({ path, input, read }) =>
        read(call).then(
          (data): PageAnswer => (input === undefined ? { path, data } : { path, input, data }),
          () => null,
        ),
      ),
    )
    return answers.filter((answer) => answer !== null)
  }
  return []
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
