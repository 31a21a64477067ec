import type { Log } from './app-config'
import type { Timers } from './timers'

const CRASH_WINDOW_MS = 10 * 60_000
const CRASH_MAX_DELAY_MS = 60_000
const UNRESPONSIVE_GRACE_MS = 10_000

export interface CrashRecovery {
  renderProcessGone(reason: string): void
  unresponsive(): void
  responsive(): void
  stop(): void
}

/**
 * Every window heals itself: a wall screen has no keyboard, and a desktop user should not have to
 * restart the app. The first crash reloads at once; crashes that
 * keep coming (within ten minutes of each other) wait 1 s, 2 s, 4 s … up to a minute, so a page
 * that crashes on load cannot spin the machine. A renderer that stays unresponsive is crashed on
 * purpose, which lands in the same path.
 */
export function createCrashRecovery(options: {
  timers: Timers
  reload(): void
  crashRenderer(): void
  log: Log
}): CrashRecovery {
  const { timers, log } = options
  let crashes: number[] = []
  let reloadTimer: unknown = null
  let hangTimer: unknown = null

  function clearHang() {
    if (hangTimer !== null) timers.clearTimeout(hangTimer)
    hangTimer = null
  }

  return {
    renderProcessGone(reason) {
      if (reason === 'clean-exit') return
      clearHang()
      const now = timers.now()
      crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now]
      const delay =
        crashes.length === 1 ? 0 : Math.min(1_000 * 2 ** (crashes.length - 2), CRASH_MAX_DELAY_MS)
      log.warn(`The page's process ended (${reason}); reloading in ${delay / 1000} s`)
      if (reloadTimer !== null) timers.clearTimeout(reloadTimer)
      reloadTimer = timers.setTimeout(() => {
        reloadTimer = null
        options.reload()
      }, delay)
    },
    unresponsive() {
      if (hangTimer !== null) return
      hangTimer = timers.setTimeout(() => {
        hangTimer = null
        log.warn('The page stayed unresponsive; restarting its process')
        options.crashRenderer()
      }, UNRESPONSIVE_GRACE_MS)
    },
    responsive: clearHang,
    stop() {
      clearHang()
      if (reloadTimer !== null) timers.clearTimeout(reloadTimer)
      reloadTimer = null
    },
  }
}
