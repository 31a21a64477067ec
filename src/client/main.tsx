import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { NotFound } from './components/not-found'
import { AppError } from './components/offline-screen'
import { LocaleRoot } from './components/locale-root'
import { keepPageAnswer, rememberUser } from './lib/offline-cache'
import { answeredByThePage, SESSION_SPINNER_MS, sessionCameWithThePage } from './lib/route-data'
import { afterNextPaint, nextTask } from './lib/after-paint'
import { registerServiceWorker } from './lib/service-worker'
import { deviceHasTypeface, loadTypeface } from './lib/typeface'
import { activateLocale, keepLocaleChoice, preferredLocale } from './lib/i18n'
import { queryClient, trpc, trpcClient, trpcUtils } from './lib/trpc'
import { routeTree } from './route-tree.gen'
import type { User } from '~/shared/schemas/user'
import { knowLocalDay, type QuarterDay } from '~/shared/rules/days'
import './index.css'

// The app starts in three tasks, not one (docs/architecture.md#first-visit): the libraries' and
// screens' modules are evaluated, then what the page brought is read, then the router is built and
// the first screen rendered. As one task it held a slowed phone's main thread ~280 ms, which a tap
// had to wait for; a task boundary costs about a millisecond.
void start()

async function start() {
  await nextTask()
  const pageAnswersKept = readThePage()
  await showInTheUsersLanguage()
  await nextTask()
  const router = createAppRouter()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  const reactRoot = createRoot(root)
  const app = (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <LocaleRoot>
            <RouterProvider router={router} />
          </LocaleRoot>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  )
  if (sessionCameWithThePage) {
    // The page brought the session, so the first screen needs only its route's code: load it, then
    // render that screen once, as a transition, which React renders in 5 ms slices. Rendered at
    // once, the router drew an empty frame, loaded, and drew the screen in one unbroken task (on a
    // slowed phone ~250 ms a tap had to wait for; docs/architecture.md#first-visit). After the
    // spinner's second the app renders anyway and the router finishes as usual.
    void Promise.race([
      router.load().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SESSION_SPINNER_MS)),
    ]).then(() => startTransition(() => reactRoot.render(app)))
  } else {
    reactRoot.render(app)
  }

  // What the first screen does not need waits until it has its route's code and data and has
  // painted (or 5 s at most), so on a slow link none of it goes ahead of that screen: offline use
  // (docs/architecture.md#offline), the worker and the queue that sends writes made offline, and
  // on a device that does not hold it yet, the typeface (docs/architecture.md#typeface).
  const firstScreenPainted = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe()
      afterNextPaint(resolve)
    })
    setTimeout(resolve, 5_000)
  })
  void firstScreenPainted.then(() => {
    // The worker takes the page only once the first screen's answers are on the device, so the
    // app it opens offline finds them (docs/architecture.md#offline); 5 s at most, should the
    // device's storage never answer.
    void Promise.race([pageAnswersKept, new Promise((resolve) => setTimeout(resolve, 5_000))]).then(
      registerServiceWorker,
    )
    void import('./lib/sync-queue').then(({ startSync }) => startSync())
  })
  if (deviceHasTypeface()) loadTypeface()
  else void firstScreenPainted.then(() => loadTypeface(nextScreenOrHidden(router)))
}

/**
 * The first screen is drawn in the user's language (docs/development.md#translations): another
 * language's catalogue is loaded before it, so no screen shows English first.
 */
async function showInTheUsersLanguage(): Promise<void> {
  const user = trpcUtils.auth.session.getData()?.user
  if (user) keepLocaleChoice(user.locale)
  await activateLocale(preferredLocale(user?.locale)).catch(() => {
    // The catalogue could not be fetched (offline before it was ever kept): English it is.
  })
}

/** Reads what the page brought; settles once its answers are kept on the device. */
function readThePage(): Promise<unknown> {
  // The server puts the session in the page (docs/architecture.md#client-data): no separate call
  // before the first screen's data.
  const initialSession = document.getElementById('initial-session')?.textContent
  if (initialSession) {
    try {
      const session = JSON.parse(initialSession) as { user: User | null }
      trpcUtils.auth.session.setData(undefined, session)
      // Whose answers the device keeps for offline use, and who an offline cold start signs in
      // with (docs/architecture.md#offline).
      rememberUser(session.user ?? null)
    } catch {
      // Unreadable: the session is asked for as usual.
    }
  }

  // The user's day as the server knew it: a first screen that needs it formats no date for it.
  const initialDay = document.getElementById('initial-day')?.textContent
  if (initialDay) {
    try {
      knowLocalDay(JSON.parse(initialDay) as QuarterDay)
    } catch {
      // Unreadable: the day is worked out on the device.
    }
  }

  // The first screen's reads, when the page brought them (docs/architecture.md#client-data): the
  // screen draws without asking, and the device keeps them for offline use as if it had asked.
  const kept: Promise<void>[] = []
  const initialReads = document.getElementById('initial-reads')?.textContent
  if (initialReads) {
    try {
      const reads = JSON.parse(initialReads) as { path: string; input?: unknown; data: unknown }[]
      for (const { path, input, data } of reads) {
        const utils = path
          .split('.')
          .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], trpcUtils) as {
          setData: (input: unknown, data: unknown) => void
        }
        utils.setData(input, data)
        kept.push(keepPageAnswer(path, input, data))
      }
      answeredByThePage(reads)
    } catch {
      // Unreadable: the screen asks as usual.
    }
  }
  return Promise.all(kept)
}

function createAppRouter() {
  return createRouter({
    routeTree,
    context: { utils: trpcUtils, queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: AppError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

/** When the next screen loads, or the page is hidden: a moment the typeface moves no text read. */
function nextScreenOrHidden(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe('onLoad', () => {
      unsubscribe()
      resolve()
    })
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return
      document.removeEventListener('visibilitychange', onHidden)
      resolve()
    }
    document.addEventListener('visibilitychange', onHidden)
  })
}
