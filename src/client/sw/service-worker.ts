/// <reference lib="webworker" />
// The service worker (docs/architecture.md#offline): Workbox precaches the built client (the
// page, every script, style sheet, font, icon) so the app opens from cold without a network,
// and keeps the exercise images it has shown. Data is not its business: the page keeps the
// answers of the signed-in user itself (client/lib/offline-cache.ts), keyed by user, so one
// worker serves every account on a device without mixing them up.
// Built by scripts/build-service-worker.mjs, which fills in the precache list.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[]
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes the open pages at once (so a first visit is ready for the basement);
// a later version waits for the athlete's Reload (the page's update prompt sends SKIP_WAITING),
// so nothing swaps under a running workout.
clientsClaim()
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Pages come from the server while it answers (it puts the session in the page); offline, or
// when it has not answered in 4 s, the precached page starts the app from the device. The kiosk
// keeps its own offline board, the API and the sign-in flow are never pages.
const NOT_APP_PAGES = [/^\/(api|trpc|kiosk|dev-oidc|healthz|readyz|metrics)(\/|$)/]
registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: 4 }), { denylist: NOT_APP_PAGES }),
)
setCatchHandler(async ({ request }) => {
  if (
    request.mode === 'navigate' &&
    !NOT_APP_PAGES.some((p) => p.test(new URL(request.url).pathname))
  ) {
    return (await matchPrecache('/index.html')) ?? Response.error()
  }
  return Response.error()
})

// Exercise images, shown from the device while a fresh copy is fetched. Images of other sites
// come back opaque, which browsers count as several MB each against the storage quota: fewer kept.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
)
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.protocol === 'https:',
  new StaleWhileRevalidate({
    cacheName: 'images-elsewhere',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 40,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)
