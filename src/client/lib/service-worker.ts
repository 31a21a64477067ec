// Installs the service worker (docs/architecture.md#offline) once the page has loaded, so the
// first visit's own files come first; workbox-window loads only then. A new version waits until
// the athlete presses Reload on 'A new version is available': never a swap mid-workout.
import { desktopBridge } from './desktop-bridge'
import { setOfflineStatus } from './offline-status'

let applyUpdate: (() => void) | null = null

export function registerServiceWorker(): void {
  if (
    import.meta.env.DEV ||
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !/^https?:$/.test(location.protocol) ||
    // The desktop and kiosk app load the bundle from app://, and the kiosk keeps its own board.
    desktopBridge() !== null ||
    location.pathname.startsWith('/kiosk')
  ) {
    return
  }
  const start = () =>
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js')
      wb.addEventListener('waiting', () => {
        applyUpdate = () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        }
        setOfflineStatus({ updateReady: true })
      })
      void wb.register().catch(() => undefined)
    })
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** Reload: the waiting version takes over, then the page reloads under it. */
export function reloadToUpdate(): void {
  if (applyUpdate) applyUpdate()
  else window.location.reload()
}
