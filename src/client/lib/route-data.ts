// The loader side of the one client data pattern (docs/architecture.md#client-data): loaders
// prefetch with `ensureData`, components read with `useSuspenseQuery`, and a missing object is
// the route's `notFoundComponent`, never a branch inside the page.
import { notFound } from '@tanstack/react-router'
import { isNotFound } from './errors'
import { parseRouteId } from '~/shared/rules/route-ids'

/** The id in a route param, or the route's not-found screen. */
export function routeIdOrNotFound(value: string): number {
  const id = parseRouteId(value)
  if (id === null) throw notFound()
  return id
}

/** The server's 404 shows the route's not-found screen; any other failure stays an error. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isNotFound(error)) throw notFound()
    throw error
  }
}

/** Lists other people change (staff screens) are fetched anew on every visit, never from cache. */
export const ON_EVERY_VISIT = { staleTime: 0 } as const

/**
 * A prefetch that never fails the route: for a screen whose product rule shows its own failure
 * state in place (a failed client list reads as empty), read from the query's error instead.
 */
export async function prefetchQuietly(load: Promise<unknown>): Promise<void> {
  await load.catch(() => undefined)
}

/**
 * Whether the page brought the session (the server's pages do; the offline shell and the desktop
 * app's bundle do not): then no session check runs over the network before the first screen.
 */
export const sessionCameWithThePage =
  typeof document !== 'undefined' && document.getElementById('initial-session') !== null

/**
 * How long the app's spinner waits before it shows when the page brought the session: a
 * second, so it never flashes up while a slowed phone runs the first screen's code (a session
 * check over the network shows it after 150 ms).
 */
export const SESSION_SPINNER_MS = 1000

const fromThePage = new Set<string>()
const pageInputs = new Map<string, unknown[]>()

/** The reads whose answers came with the page (main.tsx), each taken once by its loader. */
export function answeredByThePage(reads: Iterable<{ path: string; input?: unknown }>): void {
  for (const { path, input } of reads) {
    fromThePage.add(path)
    pageInputs.set(path, [...(pageInputs.get(path) ?? []), input])
  }
}

/**
 * True once when the page brought this read's answer: the first visit's loader need not ask
 * again, even for a read made on every visit (the page's answer is that visit's).
 */
export function cameWithThePage(path: string): boolean {
  return fromThePage.delete(path)
}

/**
 * The inputs of the answers the page brought for `path`, until the screen forgets them
 * (`forgetPageInputs`): a screen whose input holds a moment of its own (the player's 'Last
 * time') takes the page's moment from here on its first visit.
 */
export function inputsFromThePage(path: string): readonly unknown[] {
  return pageInputs.get(path) ?? []
}

export function forgetPageInputs(path: string): void {
  pageInputs.delete(path)
}
