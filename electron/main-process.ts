// The shared start-up of the desktop and kiosk app: configuration, stored tokens, the one window,
// the app:// protocol (bundle files, forwarded API calls, local pages) and the IPC entry points.
// What differs by mode lives in desktop/desktop-mode.ts and kiosk/kiosk-mode.ts.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { IpcMainInvokeEvent } from 'electron'
import { createDesktopMode, DESKTOP_HOME } from './desktop/desktop-mode'
import { createKioskMode } from './kiosk/kiosk-mode'
import type { AppMode, IpcChannels } from './preload/bridge'
import { readSavedConfig, resolveStartup } from './shared/app-config'
import {
  htmlResponse,
  isForwardedPath,
  serveBundleFile,
  textResponse,
} from './shared/bundle-protocol'
import { createCrashRecovery } from './shared/crash-recovery'
import { forwardRequest } from './shared/forward'
import { hardenWebContents, secureWebPreferences } from './shared/hardening'
import type { AppWindow, MainDeps, ModeContext } from './shared/mode-context'
import { createSecretStore, createTokenStore } from './shared/secret-store'
import {
  APP_SCHEME,
  BOARD_URL,
  isOnHost,
  renderOfflinePage,
  renderSetupPage,
  SETUP_URL,
} from './shared/web-pages'
import { setAppLocale } from './shared/texts'

export type { AppWindow, MainDeps } from './shared/mode-context'

const SIGN_IN: IpcChannels['signIn'] = 'calisthenics:sign-in'
const PAIR: IpcChannels['pair'] = 'calisthenics:pair'

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

  function load(win: AppWindow, url: string) {
    win.loadURL(url).catch((error: unknown) => log.warn(`Loading ${url} failed: ${String(error)}`))
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

  const fetch = (input: string, init?: RequestInit) => deps.net.fetch(input, init)
  const context: ModeContext = {
    deps,
    configFile,
    fetch,
    serverUrl: () => serverUrl,
    setServerUrl: (url) => {
      serverUrl = url
    },
    tokenForServer,
    openWindow,
    showInCurrent: (url) => {
      if (current && !current.isDestroyed()) load(current, url)
    },
    currentWindow: () => current,
  }
  const desktop = mode === 'desktop' ? createDesktopMode(context, sessionToken) : null
  const kiosk =
    mode === 'kiosk' ? createKioskMode(context, kioskToken, startup.idleResetSeconds) : null
  const handlers = desktop ?? kiosk
  if (!handlers) throw new Error(`Unknown app mode: ${String(mode)}`)

  const forwarding = {
    fetch,
    serverUrl: () => serverUrl,
    authorization() {
      const token = tokenForServer()
      if (!token) return null
      return mode === 'kiosk' ? `Kiosk ${token}` : `Bearer ${token}`
    },
    observe: handlers.observe,
  }

  async function serveLocalPage(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'GET') return textResponse(405, 'Method not allowed')
    switch (url.pathname) {
      case '/setup':
        return htmlResponse(renderSetupPage({ serverUrl, message: kiosk?.setupMessage() ?? null }))
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
    // The app's own pages and messages in the system's language (electron/shared/texts.ts).
    setAppLocale(app.getLocale())
    deps.protocol.handle(APP_SCHEME, handleAppRequest)
    deps.ipcMain.handle(SIGN_IN, (event) => {
      if (!isOnHost(senderUrl(event), 'bundle'))
        return { ok: false, message: 'Sign-in is only offered to the app' }
      return desktop
        ? desktop.signIn()
        : { ok: false, message: 'A kiosk is paired on its setup screen, not signed in' }
    })
    deps.ipcMain.handle(PAIR, (event, input: unknown) =>
      kiosk && isSetupPage(senderUrl(event))
        ? kiosk.pair(input)
        : { ok: false, message: 'Pairing is only offered on the setup page' },
    )
    handlers.start()
  })

  return { mode, ready }
}
