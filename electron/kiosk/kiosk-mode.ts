// The gym kiosk: paired once on its setup page, then the board in a fullscreen window with its
// device token on every forwarded call; it watches for outages (offline page), revocation (back
// to setup), crashes and idle visitors (kiosk-supervisor.ts).
import { parseServerUrl, readSavedConfig, writeSavedConfig } from '../shared/app-config'
import type { AppModeHandlers, ModeContext } from '../shared/mode-context'
import type { TokenStore } from '../shared/secret-store'
import { text } from '../shared/texts'
import { BOARD_URL, OFFLINE_URL, SETUP_URL } from '../shared/web-pages'
import type { PairResult } from '../preload/bridge'
import { pairKiosk } from './kiosk-pairing'
import { createIdleReset, createOfflineMonitor } from './kiosk-supervisor'

const HEALTH_TIMEOUT_MS = 5_000
const REVOKED_MESSAGE = () =>
  text('This kiosk was revoked or paired again on the admin page. Enter a new pairing code.')
const OTHER_SERVER_MESSAGE = (origin: string) =>
  text(
    'This kiosk is paired with {origin}, not with the server it was started with. Enter a pairing code for this server, or start it without --server or CALISTHENICS_SERVER_URL.',
    { origin },
  )

export interface KioskMode extends AppModeHandlers {
  pair(input: unknown): Promise<PairResult>
  /** The message the setup page shows (why pairing is asked again), if any. */
  setupMessage(): string | null
}

export function createKioskMode(
  context: ModeContext,
  kioskToken: TokenStore,
  idleResetSeconds: number,
): KioskMode {
  const { deps, configFile } = context
  const { log, timers } = deps
  let setupMessage: string | null = null

  /**
   * What the board needs: the device endpoint answering this kiosk's token ('up'), refusing it
   * ('revoked'), or anything else, a redirect, a timeout or no answer at all ('down'); 'unknown'
   * when there is no token for this server to ask with.
   */
  async function probeDevice(): Promise<'up' | 'revoked' | 'down' | 'unknown'> {
    const token = context.tokenForServer()
    const serverUrl = context.serverUrl()
    if (!token || !serverUrl) return 'unknown'
    try {
      const response = await deps.net.fetch(new URL('/api/kiosk/device', serverUrl).href, {
        headers: { authorization: `Kiosk ${token}` },
        redirect: 'manual',
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      })
      void response.body?.cancel().catch(() => {})
      return response.status === 200 ? 'up' : response.status === 401 ? 'revoked' : 'down'
    } catch {
      return 'down'
    }
  }

  function revoked() {
    log.warn('The kiosk device token was refused: back to setup')
    kioskToken.clear()
    showSetup(REVOKED_MESSAGE())
  }

  const offline = createOfflineMonitor({
    timers,
    log,
    async checkHealth() {
      const state = await probeDevice()
      if (state === 'revoked') revoked()
      return state === 'up'
    },
    showOffline: () => context.showInCurrent(OFFLINE_URL),
    showBoard: () => context.showInCurrent(BOARD_URL),
  })

  function showSetup(message: string | null) {
    offline.stop()
    setupMessage = message
    context.openWindow('setup', SETUP_URL)
  }

  let checkingRevocation = false
  // Every non-kiosk call answers 401 to a kiosk (decision 009), so a 401 alone proves nothing:
  // ask the device endpoint whether this token still opens anything.
  async function checkRevocation() {
    if (checkingRevocation) return
    checkingRevocation = true
    try {
      const state = await probeDevice()
      if (state === 'revoked') revoked()
      else if (state === 'down') log.warn('Could not confirm the kiosk token; keeping it')
    } finally {
      checkingRevocation = false
    }
  }

  return {
    setupMessage: () => setupMessage,

    observe(outcome) {
      const down = outcome.kind === 'unreachable' || [502, 503, 504].includes(outcome.status)
      if (down) offline.reportUnreachable()
      else if (outcome.status === 401 && outcome.authorized) void checkRevocation()
    },

    async pair(input) {
      const { serverUrl: rawUrl, code: rawCode } = (input ?? {}) as Record<string, unknown>
      if (typeof rawUrl !== 'string' || typeof rawCode !== 'string') {
        return { ok: false, message: text('Enter the server address and the pairing code') }
      }
      const checked = parseServerUrl(rawUrl)
      if (!checked.ok) return checked
      const code = rawCode.trim()
      if (!code || code.length > 32) {
        return {
          ok: false,
          message: text('Enter the pairing code shown on the Kiosks admin page'),
        }
      }
      const outcome = await pairKiosk(context.fetch, checked.url, code)
      if (!outcome.ok) return outcome
      context.setServerUrl(checked.url)
      writeSavedConfig(configFile, {
        ...readSavedConfig(configFile, log),
        mode: 'kiosk',
        serverUrl: checked.url,
      })
      kioskToken.set(checked.url, outcome.token)
      setupMessage = null
      log.info(`Paired as kiosk "${outcome.kiosk.name}" with ${checked.url}`)
      context.openWindow('bundle', BOARD_URL)
      return { ok: true }
    },

    start() {
      deps.Menu.setApplicationMenu(null)
      deps.powerSaveBlocker.start('prevent-display-sleep')
      createIdleReset({
        timers,
        idleSeconds: idleResetSeconds,
        systemIdleSeconds: () => deps.powerMonitor.getSystemIdleTime(),
        currentUrl: () => {
          const current = context.currentWindow()
          return current && !current.isDestroyed() ? current.webContents.getURL() : ''
        },
        goToBoard: () => context.showInCurrent(BOARD_URL),
      })
      const issued = kioskToken.get()
      if (context.serverUrl() && context.tokenForServer()) context.openWindow('bundle', BOARD_URL)
      else showSetup(issued ? OTHER_SERVER_MESSAGE(issued.origin) : null)
    },
  }
}
