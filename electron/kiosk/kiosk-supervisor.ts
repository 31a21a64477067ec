import type { Log } from '../shared/app-config'
import type { Timers } from '../shared/timers'
import { isOnHost } from '../shared/web-pages'

const OFFLINE_FIRST_RETRY_MS = 1_000
const OFFLINE_MAX_RETRY_MS = 60_000
/** How long the board must stay up before the next outage starts the back-off at 1 s again. */
const OFFLINE_RESET_AFTER_MS = 60_000

export interface OfflineMonitor {
  reportUnreachable(): void
  stop(): void
}

/**
 * While the server is down the kiosk shows the offline page and probes what the board needs
 * (`checkHealth`), waiting 1 s, then twice as long after each failure up to a minute, so a room of
 * kiosks does not hammer a server that is coming back up. The first healthy answer brings the
 * board back. The wait carries over from one outage to the next (a probe can pass while the board
 * still fails, which would otherwise loop offline → 1 s → board → offline) and starts at 1 s again
 * only once the board has stayed up for a minute.
 */
export function createOfflineMonitor(options: {
  timers: Timers
  checkHealth(): Promise<boolean>
  showOffline(): void
  showBoard(): void
  log: Log
}): OfflineMonitor {
  const { timers, log } = options
  let offline = false
  let timer: unknown = null
  let nextDelay = OFFLINE_FIRST_RETRY_MS
  let settledTimer: unknown = null

  function clearSettled() {
    if (settledTimer !== null) timers.clearTimeout(settledTimer)
    settledTimer = null
  }

  function schedule() {
    const delay = nextDelay
    nextDelay = Math.min(delay * 2, OFFLINE_MAX_RETRY_MS)
    timer = timers.setTimeout(() => void retry(), delay)
  }

  async function retry() {
    timer = null
    if (!offline) return
    const healthy = await options.checkHealth()
    if (!offline) return
    if (healthy) {
      offline = false
      log.info('The server answers again: back to the board')
      options.showBoard()
      settledTimer = timers.setTimeout(() => {
        settledTimer = null
        nextDelay = OFFLINE_FIRST_RETRY_MS
      }, OFFLINE_RESET_AFTER_MS)
      return
    }
    schedule()
  }

  return {
    reportUnreachable() {
      if (offline) return
      offline = true
      clearSettled()
      log.warn(
        `The server cannot be reached: showing the offline screen, next check in ${nextDelay / 1000} s`,
      )
      options.showOffline()
      schedule()
    },
    stop() {
      offline = false
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
      clearSettled()
      nextDelay = OFFLINE_FIRST_RETRY_MS
    },
  }
}

const IDLE_POLL_MS = 5_000
/** The board itself, and the group timer: a running timer must not be yanked away mid-set. */
const HANDS_OFF_PATHS = new Set(['/kiosk', '/kiosk/timer'])

export function createIdleReset(options: {
  timers: Timers
  idleSeconds: number
  systemIdleSeconds(): number
  currentUrl(): string
  goToBoard(): void
}): void {
  options.timers.setInterval(() => {
    if (options.systemIdleSeconds() < options.idleSeconds) return
    const url = options.currentUrl()
    // The offline and setup pages run their own course; only the bundle's screens are reset.
    if (!isOnHost(url, 'bundle')) return
    const path = new URL(url).pathname.replace(/\/+$/, '')
    if (!HANDS_OFF_PATHS.has(path)) options.goToBoard()
  }, IDLE_POLL_MS)
}
