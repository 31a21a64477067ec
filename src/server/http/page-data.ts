// The first screen's data in the page (docs/architecture.md#client-data). The page already carries
// the session; for the screens a phone or a wall screen opens first it also carries the answers of
// the reads that screen's loader makes, so the screen draws as soon as its code has run instead of
// a round trip later. Each read is the procedure itself, called with the request's own context (its
// tier's checks included, a kiosk's device cookie as much as a user's session); one that fails is
// left out and the client asks for it as usual.
import type { createCaller } from '../api/root'
import { localDay } from '~/shared/rules/days'
import { parseRouteId } from '~/shared/rules/route-ids'

type Caller = ReturnType<typeof createCaller>

/** The signed-in user as the reads need them: whose, and the day it is where they live. */
export interface PageUser {
  id: number
  timeZone: string
}

/** One read as the client's query cache names it: tRPC path and input. */
interface PageRead {
  path: string
  input?: unknown
  read: (caller: Caller) => Promise<unknown>
  /** Reads that need this one's answer, made once it has come (none when it failed). */
  after?: (data: unknown) => PageRead[]
}

/** A read whose `after` sees its answer's type. */
function pageRead<T>(read: {
  path: string
  input?: unknown
  read: (caller: Caller) => Promise<T>
  after?: (data: T) => PageRead[]
}): PageRead {
  return read as PageRead
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
  /**
   * The reads of the screen `params` (the pattern's groups) opens for the signed-in `user` (null
   * for a kiosk); none for ids that name nothing.
   */
  reads: (params: string[], user: PageUser | null) => PageRead[]
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
    // The workout player: the workout, today's calendar (a trainer's prescription decides the
    // sets the player counts, so its loader reads it first when Daily's answer is not at hand),
    // then 'Last time' for its first exercise, where a new session starts (docs/product.md#player).
    // The player reads 'Last time' as of its session's start; the page's is as of now, and the
    // client takes this moment as that start for 'Last time' when it begins a session with this
    // answer (workout-player.tsx, `lastTimeBefore`). A session resumed from the device asks with
    // its own start, as before.
    pattern: /^\/workout\/([^/]+)\/train$/,
    for: 'user',
    reads: ([workout = ''], user) => {
      const workoutId = parseRouteId(workout)
      if (workoutId === null || user === null) return []
      const userId = user.id
      const input = { id: workoutId }
      const before = new Date().toISOString()
      const today = localDay(new Date(before), user.timeZone)
      const calendar = { userId, from: today, to: today }
      const todaysCalendar: PageRead = {
        path: 'calendar.mine',
        input: calendar,
        read: (caller) => caller.calendar.mine(calendar),
      }
      return [
        pageRead({
          path: 'workouts.exercises',
          input,
          read: (caller) => caller.workouts.exercises(input),
          after: (list) => {
            const first = list.exercises[0]
            if (!first) return [todaysCalendar]
            const lastTime = { userId, exerciseId: first.exerciseId, workoutId, before }
            return [
              {
                path: 'progression.lastSession',
                input: lastTime,
                read: (caller) => caller.progression.lastSession(lastTime),
              },
              todaysCalendar,
            ]
          },
        }),
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
 * nobody is signed in (`user` null).
 */
export async function pageReads(
  path: string,
  user: PageUser | null,
  caller: () => Promise<Caller>,
): Promise<PageAnswer[]> {
  const route = path.length > 1 ? path.replace(/\/$/, '') : path
  for (const page of PAGE_READS) {
    const match = page.pattern.exec(route)
    if (!match) continue
    if (page.for === 'user' && user === null) return []
    const reads = page.reads(match.slice(1), page.for === 'user' ? user : null)
    if (reads.length === 0) return []
    const call = await caller()
    // Each read with the reads that wait for it, in the order the screen makes them.
    const answer = async ({ path, input, read, after }: PageRead): Promise<PageAnswer[]> => {
      const data = await read(call).then(
        (data) => ({ data }),
        () => null,
      )
      if (data === null) return []
      const own: PageAnswer =
        input === undefined ? { path, data: data.data } : { path, input, data: data.data }
      const next = after ? await Promise.all(after(data.data).map(answer)) : []
      return [own, ...next.flat()]
    }
    return (await Promise.all(reads.map(answer))).flat()
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
