// Reading offline (docs/architecture.md#offline): a tRPC link that keeps the last answer of
// every athlete read per user on the device and answers from it when the network fails or has
// not answered in time. The freshness rule: network first; the kept answer only when the request
// fails without reaching the server (or the server is down, 5xx) or takes longer than
// NETWORK_TIMEOUT_MS, and then the banner says Offline and since when the data dates.
// A 401, 403 or 404 is the server's word and is never hidden by a kept answer.
import type { TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import type { AppRouter } from '~/server/api/root'
import { errorStatus } from './errors'
import { offlineDb } from './offline-store'
import { offlineStatus, setOfflineStatus } from './offline-status'

/** How long a read waits for the network before the kept answer is shown. */
const NETWORK_TIMEOUT_MS = 5_000
/**
 * The signed-in user on this device, for an offline cold start (the page has no session then):
 * the session's last answer and when it came, as JSON (an older version kept the id alone).
 * In localStorage, not with the other answers: it is written in the same task as the answer
 * arrives, so a reload straight after the first screen still finds it, where an IndexedDB write
 * still under way is lost with the page (docs/architecture.md#offline).
 */
const USER_KEY = 'offline:user'

/**
 * Staff screens (admin, trainer, kiosks, invitations) show other people's current data; they
 * say they need the network instead of showing old copies (docs/product.md#offline).
 */
const NOT_KEPT = /^(admin|trainer|trainerRequests|invitations|kiosk|user)\./

/** The part of a session answer this module needs; the rest is kept as it came. */
interface SessionUser {
  id: number
}

interface Remembered {
  id: number
  /** The session's last answer; null when only the id is known (kept by an older version). */
  session: { user: SessionUser; at: number } | null
}

let remembered: Remembered | null = readRemembered()

function readRemembered(): Remembered | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    if (raw === null) return null
    const value = JSON.parse(raw) as unknown
    if (typeof value === 'number') return isUserId(value) ? { id: value, session: null } : null
    const session = value as { user?: { id?: unknown }; at?: unknown } | null
    const id = session?.user?.id
    return isUserId(id) && typeof session?.at === 'number'
      ? { id, session: { user: session.user as SessionUser, at: session.at } }
      : null
  } catch {
    return null
  }
}

function isUserId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0
}

/** The signed-in user whose answers are kept and read (null: nobody, nothing kept). */
export function offlineUser(): number | null {
  return remembered?.id ?? null
}

/**
 * Called with every session answer (the page's and the network's): whose data is kept from now
 * on, and the user an offline cold start signs in with. Null: signed out, nothing kept.
 */
export function rememberUser(user: SessionUser | null): void {
  const previous = offlineUser()
  remembered = user === null ? null : { id: user.id, session: { user, at: Date.now() } }
  try {
    if (remembered === null) localStorage.removeItem(USER_KEY)
    else localStorage.setItem(USER_KEY, JSON.stringify(remembered.session))
  } catch {
    // Storage refused: an offline cold start will not know the user; online is unaffected.
  }
  if (offlineUser() === previous) return
  for (const listener of userListeners) listener(offlineUser())
}

/** The remembered session as a kept answer, for the session check offline. */
function rememberedSession(): { data: unknown; at: number } | null {
  const session = remembered?.session
  return session ? { data: { user: session.user }, at: session.at } : null
}

const userListeners = new Set<(userId: number | null) => void>()
/** Runs `fn` whenever the signed-in user changes (sign-in, sign-out, an expired session). */
export function onUserChange(fn: (userId: number | null) => void): () => void {
  userListeners.add(fn)
  return () => userListeners.delete(fn)
}

/** No network, or a server that did not answer: a kept answer may stand in. */
export function isNetworkFailure(error: unknown): boolean {
  const status = errorStatus(error)
  return status === undefined || status >= 500
}

export function markOnline(): void {
  setOfflineStatus({ offline: false, lastUpdated: null })
}

function markOffline(keptAt: number | null): void {
  const { offline, lastUpdated } = offlineStatus()
  const oldest =
    keptAt === null
      ? offline
        ? lastUpdated
        : null
      : Math.min(keptAt, offline ? (lastUpdated ?? keptAt) : keptAt)
  setOfflineStatus({ offline: true, lastUpdated: oldest })
}

/**
 * Reads the device does not keep as themselves: Daily's workouts for the device come as one
 * answer that is filed under the reads it answers (keepDailyWorkouts), not kept twice.
 */
const KEPT_APART = new Set(['workouts.offline'])

/**
 * A read's key on the device. 'Last time' is asked with the moment its session began (`before`,
 * so the session under way is never its own last time), which a session started offline cannot
 * know in advance: it is kept without that moment, and its last answer stands for any session.
 */
const keyOf = (userId: number, path: string, input: unknown) =>
  `${userId}|${path}|${JSON.stringify((path === LAST_TIME ? withoutMoment(input) : input) ?? null)}`

const LAST_TIME = 'progression.lastSession'

function withoutMoment(input: unknown): unknown {
  const { userId, exerciseId, workoutId } = (input ?? {}) as Record<string, unknown>
  return workoutId === undefined ? { userId, exerciseId } : { userId, exerciseId, workoutId }
}

async function keep(userId: number, key: string, data: unknown) {
  const db = await offlineDb()
  await db?.put('answers', { key, userId, data, at: Date.now() })
}

async function kept(key: string) {
  const db = await offlineDb()
  return (await db?.get('answers', key)) ?? null
}

/**
 * Keeps an answer the page brought (http/page-data.ts) as if the read had been made: the first
 * visit then leaves the same answers on the device for offline use as before. Settles (never
 * fails) once the answer is on the device or could not be kept.
 */
export async function keepPageAnswer(path: string, input: unknown, data: unknown): Promise<void> {
  const userId = offlineUser()
  if (userId === null || NOT_KEPT.test(path)) return
  await keep(userId, keyOf(userId, path, input), data).catch(() => undefined)
}

/**
 * Keeps answers of reads the screens will make, as if they had been made now (the week's
 * workouts, keepDailyWorkouts), in one write; for the signed-in user only, and only while they
 * still are. Settles (never fails) once they are on the device or could not be kept.
 */
export async function keepAnswers(
  userId: number,
  answers: readonly { path: string; input: unknown; data: unknown }[],
): Promise<void> {
  try {
    const db = await offlineDb()
    // Signed out meanwhile: their answers are gone, and stay gone.
    if (!db || offlineUser() !== userId) return
    const at = Date.now()
    const tx = db.transaction('answers', 'readwrite')
    await Promise.all([
      ...answers
        .filter(({ path }) => !NOT_KEPT.test(path))
        .map(({ path, input, data }) =>
          tx.store.put({ key: keyOf(userId, path, input), userId, data, at }),
        ),
      tx.done,
    ])
  } catch {
    // Storage refused: these screens are not kept offline; online is unaffected.
  }
}

/** The procedures whose answers the device keeps for the signed-in user (for the offline screen). */
export async function keptProcedures(): Promise<Set<string>> {
  const userId = offlineUser()
  const db = userId === null ? null : await offlineDb().catch(() => null)
  if (!db || userId === null) return new Set()
  const keys = await db.getAllKeysFromIndex('answers', 'userId', userId).catch(() => [])
  return new Set(keys.map((key) => key.split('|')[1] ?? ''))
}

/**
 * Changes the signed-in user's kept answer of a read, keeping when it was fetched: a write made
 * offline (a step passed) shows on its screens, which read the kept answer until the network
 * returns and the server's own answer replaces it.
 */
export async function changeKept<T>(path: string, input: unknown, change: (data: T) => T) {
  const userId = offlineUser()
  if (userId === null) return
  const key = keyOf(userId, path, input)
  const answer = await kept(key).catch(() => null)
  if (!answer) return
  const db = await offlineDb()
  await db?.put('answers', { ...answer, data: change(answer.data as T) })
}

export const offlineLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      if (op.type !== 'query' || NOT_KEPT.test(op.path) || KEPT_APART.has(op.path)) {
        return next(op).subscribe(observer)
      }
      const userId = offlineUser()
      const key = userId === null ? null : keyOf(userId, op.path, op.input)
      // The session is answered from the remembered user (rememberUser), not from IndexedDB.
      const isSession = op.path === 'auth.session'
      let settled = false
      let fromDevice = false

      const answerFromDevice = async (failure?: unknown) => {
        const answer = isSession
          ? rememberedSession()
          : key
            ? await kept(key).catch(() => null)
            : null
        if (settled) return
        if (answer) {
          settled = true
          fromDevice = true
          markOffline(answer.at)
          observer.next({ result: { type: 'data', data: answer.data as never } })
          observer.complete()
        } else if (failure !== undefined) {
          settled = true
          markOffline(null)
          // Offline with nobody remembered: signed out, as far as this device knows. Someone
          // remembered without their details (an older version kept the id alone) is not sent
          // to sign-in: the failure stands, and the app says it is offline.
          if (isSession && userId === null) {
            observer.next({ result: { type: 'data', data: { user: null } as never } })
            observer.complete()
          } else observer.error(failure as never)
        }
      }

      const timer = key ? setTimeout(() => void answerFromDevice(), NETWORK_TIMEOUT_MS) : undefined
      const subscription = next(op).subscribe({
        next(value) {
          clearTimeout(timer)
          const data = value.result.type === 'data' ? value.result.data : undefined
          if (isSession) {
            const user = (data as { user?: { id?: unknown } | null } | undefined)?.user
            rememberUser(user && isUserId(user.id) ? (user as SessionUser) : null)
          } else if (userId !== null && data !== undefined) {
            void keep(userId, keyOf(userId, op.path, op.input), data).catch(() => undefined)
          }
          if (settled) return
          settled = true
          if (offlineStatus().offline) markOnline()
          observer.next(value)
        },
        error(error) {
          clearTimeout(timer)
          if (settled) return
          if ((key || isSession) && isNetworkFailure(error)) void answerFromDevice(error)
          else {
            settled = true
            observer.error(error)
          }
        },
        complete() {
          if (!fromDevice) observer.complete()
        },
      })
      return () => {
        clearTimeout(timer)
        // A fresh answer still under way after the kept one was shown is let through, so it
        // is kept for next time.
        if (!fromDevice) subscription.unsubscribe()
      }
    })
