// The trainer desktop app: the bundle signed in with a session token that the system browser's
// sign-in (RFC 8252 loopback) handed over; the main process adds it to every forwarded call.
import { readSavedConfig, writeSavedConfig } from '../shared/app-config'
import type { AppModeHandlers, ModeContext } from '../shared/mode-context'
import type { TokenStore } from '../shared/secret-store'
import { BUNDLE_ORIGIN } from '../shared/web-pages'
import type { SignInResult } from '../preload/bridge'
import { startLoopbackSignIn, type LoopbackSignIn } from './loopback-sign-in'

export const DESKTOP_HOME = `${BUNDLE_ORIGIN}/`

export function createDesktopMode(
  context: ModeContext,
  sessionToken: TokenStore,
): AppModeHandlers & { signIn(): Promise<SignInResult> } {
  const { deps, configFile } = context
  const { log, timers } = deps
  let pendingSignIn: LoopbackSignIn | null = null

  return {
    observe(outcome) {
      if (outcome.kind === 'answered' && outcome.logout && outcome.authorized) {
        sessionToken.clear()
        log.info('Signed out: the stored session token is removed')
      }
    },

    async signIn() {
      const server = context.serverUrl()
      if (!server) {
        return { ok: false, message: 'A kiosk is paired on its setup screen, not signed in' }
      }
      pendingSignIn?.cancel('A newer sign-in replaced this one')
      const attempt = startLoopbackSignIn({
        serverUrl: server,
        fetch: context.fetch,
        openExternal: (url) => deps.shell.openExternal(url),
        timers,
      })
      pendingSignIn = attempt
      const outcome = await attempt.outcome
      if (pendingSignIn === attempt) pendingSignIn = null
      if (!outcome.ok) {
        log.warn(`Sign-in did not finish: ${outcome.message}`)
        return { ok: false, message: outcome.message }
      }
      sessionToken.set(server, outcome.token)
      // The next start talks to this server again unless a flag or the environment says otherwise.
      writeSavedConfig(configFile, {
        ...readSavedConfig(configFile, log),
        desktopServerUrl: server,
      })
      log.info(`Signed in to ${server} through the system browser`)
      const current = context.currentWindow()
      if (current && !current.isDestroyed()) current.focus()
      return { ok: true }
    },

    start() {
      context.openWindow('bundle', DESKTOP_HOME)
    },
  }
}
