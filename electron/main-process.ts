import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {
  App,
  BrowserWindow,
  BrowserWindowConstructorOptions,
  IpcMain,
  IpcMainInvokeEvent,
  Menu,
  Net,
  PowerMonitor,
  PowerSaveBlocker,
  Protocol,
  Shell,
  WebContents,
} from 'electron'
import {
  type Log,
  parseServerUrl,
  readSavedConfig,
  resolveStartup,
  writeSavedConfig,
} from './app-config'
import type { AppMode, IpcChannels, PairResult, SignInResult } from './bridge'
import { htmlResponse, isForwardedPath, serveBundleFile, textResponse } from './bundle-protocol'
import { forwardRequest, type ForwardOutcome } from './forward'
import { hardenWebContents, secureWebPreferences } from './hardening'
import { createCrashRecovery, createIdleReset, createOfflineMonitor } from './kiosk-supervisor'
import { pairKiosk } from './kiosk-pairing'
import { startLoopbackSignIn, type LoopbackSignIn } from './loopback-sign-in'
import { createSecretStore, createTokenStore, type SafeStorage } from './secret-store'
import type { Timers } from './timers'
import {
  APP_SCHEME,
  BOARD_URL,
  BUNDLE_ORIGIN,
  isOnHost,
  OFFLINE_URL,
  renderOfflinePage,
  renderSetupPage,
  SETUP_URL,
} from './web-pages'

/** The slice of a BrowserWindow the main process touches; the real class satisfies it. */
export type AppWindow = Pick<
  BrowserWindow,
  'loadURL' | 'on' | 'once' | 'show' | 'focus' | 'close' | 'isDestroyed' | 'isMinimized' | 'restore'
> & {
  webContents: Pick<WebContents, 'getURL' | 'on' | 'forcefullyCrashRenderer'>
}

/** Every Electron module the main process uses, injected so tests can pass fakes. */
export interface MainDeps {
  app: Pick<App, 'whenReady' | 'on' | 'quit' | 'requestSingleInstanceLock' | 'getPath'>
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => AppWindow
  Menu: Pick<typeof Menu, 'setApplicationMenu'>
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>
  net: Pick<Net, 'fetch'>
  shell: Pick<Shell, 'openExternal'>
  safeStorage: SafeStorage
  powerSaveBlocker: Pick<PowerSaveBlocker, 'start'>
  powerMonitor: Pick<PowerMonitor, 'getSystemIdleTime'>
  ipcMain: Pick<IpcMain, 'handle'>
  argv: readonly string[]
  env: Readonly<Record<string, string | undefined>>
  platform: NodeJS.Platform
  paths: {
    /** The built web client (dist/client). */
    bundleDir: string
    preload: string
    setupPreload: string
    /** The setup page's compiled script. */
    setupScript: string
  }
  timers: Timers
  log: Log
}

const SIGN_IN: IpcChannels['signIn'] = 'calisthenics:sign-in'
const PAIR: IpcChannels['pair'] = 'calisthenics:pair'
const DESKTOP_HOME = `${BUNDLE_ORIGIN}/`
const HEALTH_TIMEOUT_MS = 5_000
const REVOKED_MESSAGE =
  'This kiosk was revoked or paired again on the admin page. Enter a new pairing code.'
const OTHER_SERVER_MESSAGE = (origin: string) =>
  `This kiosk is paired with ${origin}, not with the server it was started with. Enter a pairing code for this server, or start it without --server or CALISTHENICS_SERVER_URL.`

function senderUrl(event: IpcMainInvokeEvent): string {
  return event.senderFrame?.url ?? ''
}

function isSetupPage(url: string): boolean {
  return isOnHost(url, 'local') && new URL(url).pathname === '/setup'
}

export function startMain(deps: MainDeps): { mode: AppMode; ready: Promise<void> } | null {
  const { app, log, timers, paths } = deps

  // Privileges must be declared before 'ready'. Standard + secure gives the bundle a real origin
  // with https-like powers (fetch, storage, service-worker-free), unlike file://.
  deps.protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])

  if (!app.requestSingleInstanceLock()) {
    log.info('The app is already running; focusing it instead')
    app.quit()
    return null
  }

  const userData = app.getPath('userData')
  const configFile = join(userData, 'config.json')
  const saved = readSavedConfig(configFile, log)
  const startup = resolveStartup(deps.argv, deps.env, saved, log)
  const { mode } = startup
  let serverUrl = startup.serverUrl
  const tokenStore = (file: string, label: string, legacyOrigin: string | null) =>
    createTokenStore(
      createSecretStore({
        file: join(userData, file),
        label,
        safeStorage: deps.safeStorage,
        platform: deps.platform,
        log,
      }),
      { label, legacyOrigin, log },
    )
  // Before tokens carried their origin only a kiosk saved its server (when it paired).
  const sessionToken = tokenStore('session-token.bin', 'session token', null)
  const kioskToken = tokenStore('kiosk-token.bin', 'kiosk device token', saved.serverUrl ?? null)
  const activeToken = mode === 'kiosk' ? kioskToken : sessionToken

  /** The stored token, only when the server in use is the one that issued it. */
  function tokenForServer(): string | null {
    const issued = activeToken.get()
    return issued && serverUrl && issued.origin === serverUrl ? issued.token : null
  }

  {
    const issued = activeToken.get()
    if (issued && issued.origin !== serverUrl) {
      log.warn(
        mode === 'kiosk'
          ? `The kiosk is paired with ${issued.origin}, not ${serverUrl ?? 'no server'}: its device token is not sent; showing setup`
          : `The stored session is for ${issued.origin}, not ${serverUrl ?? 'no server'}: it is not sent; signed out here`,
      )
    }
  }

  let current: AppWindow | null = null
  let setupMessage: string | null = null

  function load(win: AppWindow, url: string) {
    win.loadURL(url).catch((error: unknown) => log.warn(`Loading ${url} failed: ${String(error)}`))
  }

  function showInCurrent(url: string) {
    if (current && !current.isDestroyed()) load(current, url)
  }

  function openExternal(url: string) {
    deps.shell
      .openExternal(url)
      .catch((error: unknown) => log.warn(`Opening ${url} in the browser failed: ${String(error)}`))
  }

  /** One window at a time: the next replaces the previous once it can be shown, with no gap. */
  function openWindow(page: 'bundle' | 'setup', url: string): AppWindow {
    const kiosk = mode === 'kiosk'
    const win = new deps.BrowserWindow({
      width: 1280,
      height: 800,
      show: false,
      title: 'Calisthenics',
      backgroundColor: '#111827',
      ...(kiosk ? { kiosk: true, fullscreen: true, autoHideMenuBar: true } : {}),
      webPreferences: secureWebPreferences(
        page === 'setup' ? paths.setupPreload : paths.preload,
        mode,
      ),
    })
    const home = page === 'setup' ? SETUP_URL : kiosk ? BOARD_URL : DESKTOP_HOME
    const recovery = createCrashRecovery({
      timers,
      log,
      reload: () => load(win, home),
      crashRenderer: () => win.webContents.forcefullyCrashRenderer(),
    })
    win.webContents.on('render-process-gone', (_event, details) =>
      recovery.renderProcessGone(details.reason),
    )
    win.on('unresponsive', recovery.unresponsive)
    win.on('responsive', recovery.responsive)
    win.on('closed', () => {
      recovery.stop()
      if (current === win) current = null
    })
    const previous = current
    current = win
    win.once('ready-to-show', () => {
      win.show()
      if (previous && !previous.isDestroyed()) previous.close()
    })
    load(win, url)
    return win
  }

  /**
   * What the board needs: the device endpoint answering this kiosk's token ('up'), refusing it
   * ('revoked'), or anything else, a redirect, a timeout or no answer at all ('down'); 'unknown'
   * when there is no token for this server to ask with.
   */
  async function probeDevice(): Promise<'up' | 'revoked' | 'down' | 'unknown'> {
    const token = tokenForServer()
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
    showSetup(REVOKED_MESSAGE)
  }

  const offline = createOfflineMonitor({
    timers,
    log,
    async checkHealth() {
      const state = await probeDevice()
      if (state === 'revoked') revoked()
      return state === 'up'
    },
    showOffline: () => showInCurrent(OFFLINE_URL),
    showBoard: () => showInCurrent(BOARD_URL),
  })

  function showSetup(message: string | null) {
    offline.stop()
    setupMessage = message
    openWindow('setup', SETUP_URL)
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

  function observe(outcome: ForwardOutcome) {
    const down = outcome.kind === 'unreachable' || [502, 503, 504].includes(outcome.status)
    if (mode === 'kiosk') {
      if (down) offline.reportUnreachable()
      else if (outcome.status === 401 && outcome.authorized) void checkRevocation()
    } else if (outcome.kind === 'answered' && outcome.logout && outcome.authorized) {
      sessionToken.clear()
      log.info('Signed out: the stored session token is removed')
    }
  }

  const forwarding = {
    fetch: (input: string, init?: RequestInit) => deps.net.fetch(input, init),
    serverUrl: () => serverUrl,
    authorization() {
      const token = tokenForServer()
      if (!token) return null
      return mode === 'kiosk' ? `Kiosk ${token}` : `Bearer ${token}`
    },
    observe,
  }

  async function serveLocalPage(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'GET') return textResponse(405, 'Method not allowed')
    switch (url.pathname) {
      case '/setup':
        return htmlResponse(renderSetupPage({ serverUrl, message: setupMessage }))
      case '/setup.js':
        return new Response(await readFile(paths.setupScript), {
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
        })
      case '/offline':
        return htmlResponse(renderOfflinePage({ serverUrl: serverUrl ?? 'the server' }))
      default:
        return textResponse(404, 'Not found')
    }
  }

  async function handleAppRequest(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.host === 'bundle') {
      return isForwardedPath(url.pathname)
        ? forwardRequest(forwarding, request)
        : serveBundleFile(paths.bundleDir, request)
    }
    if (url.host === 'local') return serveLocalPage(request, url)
    return textResponse(404, 'Not found')
  }

  let pendingSignIn: LoopbackSignIn | null = null
  async function signIn(): Promise<SignInResult> {
    const server = serverUrl
    if (mode !== 'desktop' || !server) {
      return { ok: false, message: 'A kiosk is paired on its setup screen, not signed in' }
    }
    pendingSignIn?.cancel('A newer sign-in replaced this one')
    const attempt = startLoopbackSignIn({
      serverUrl: server,
      fetch: forwarding.fetch,
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
    writeSavedConfig(configFile, { ...readSavedConfig(configFile, log), desktopServerUrl: server })
    log.info(`Signed in to ${server} through the system browser`)
    if (current && !current.isDestroyed()) current.focus()
    return { ok: true }
  }

  async function pair(input: unknown): Promise<PairResult> {
    const { serverUrl: rawUrl, code: rawCode } = (input ?? {}) as Record<string, unknown>
    if (typeof rawUrl !== 'string' || typeof rawCode !== 'string') {
      return { ok: false, message: 'Enter the server address and the pairing code' }
    }
    const checked = parseServerUrl(rawUrl)
    if (!checked.ok) return checked
    const code = rawCode.trim()
    if (!code || code.length > 32) {
      return { ok: false, message: 'Enter the pairing code shown on the Kiosks admin page' }
    }
    const outcome = await pairKiosk(forwarding.fetch, checked.url, code)
    if (!outcome.ok) return outcome
    serverUrl = checked.url
    writeSavedConfig(configFile, { ...readSavedConfig(configFile, log), mode, serverUrl })
    kioskToken.set(serverUrl, outcome.token)
    setupMessage = null
    log.info(`Paired as kiosk "${outcome.kiosk.name}" with ${serverUrl}`)
    openWindow('bundle', BOARD_URL)
    return { ok: true }
  }

  app.on('second-instance', () => {
    if (!current || current.isDestroyed()) return
    if (current.isMinimized()) current.restore()
    current.focus()
  })
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, { openExternal: mode === 'desktop' ? openExternal : null }),
  )
  app.on('window-all-closed', () => app.quit())

  const ready = app.whenReady().then(() => {
    deps.protocol.handle(APP_SCHEME, handleAppRequest)
    deps.ipcMain.handle(SIGN_IN, (event) =>
      isOnHost(senderUrl(event), 'bundle')
        ? signIn()
        : { ok: false, message: 'Sign-in is only offered to the app' },
    )
    deps.ipcMain.handle(PAIR, (event, input: unknown) =>
      mode === 'kiosk' && isSetupPage(senderUrl(event))
        ? pair(input)
        : { ok: false, message: 'Pairing is only offered on the setup page' },
    )
    if (mode === 'desktop') {
      openWindow('bundle', DESKTOP_HOME)
      return
    }
    deps.Menu.setApplicationMenu(null)
    deps.powerSaveBlocker.start('prevent-display-sleep')
    createIdleReset({
      timers,
      idleSeconds: startup.idleResetSeconds,
      systemIdleSeconds: () => deps.powerMonitor.getSystemIdleTime(),
      currentUrl: () => (current && !current.isDestroyed() ? current.webContents.getURL() : ''),
      goToBoard: () => showInCurrent(BOARD_URL),
    })
    const issued = kioskToken.get()
    if (serverUrl && tokenForServer()) openWindow('bundle', BOARD_URL)
    else showSetup(issued ? OTHER_SERVER_MESSAGE(issued.origin) : null)
  })

  return { mode, ready }
}
