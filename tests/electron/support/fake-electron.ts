import { EventEmitter } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { BrowserWindowConstructorOptions, IpcMainInvokeEvent } from 'electron'
import { vi } from 'vitest'
import type { Log } from '../../../electron/shared/app-config'
import { startMain, type MainDeps } from '../../../electron/main-process'
import { ManualClock } from './manual-clock'

type Handler = (...args: never[]) => unknown

export interface NavigationAttempt {
  url: string
  prevented: boolean
}

export class FakeWebContents extends EventEmitter {
  url = ''
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  readonly permissionRequestHandlers: Handler[] = []
  readonly permissionCheckHandlers: Handler[] = []
  readonly session = {
    setPermissionRequestHandler: (handler: Handler) => this.permissionRequestHandlers.push(handler),
    setPermissionCheckHandler: (handler: Handler) => this.permissionCheckHandlers.push(handler),
  }
  readonly forcefullyCrashRenderer = vi.fn(() => this.crash('killed'))

  getURL() {
    return this.url
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler
  }

  /** What a page-initiated navigation (a link, `location = …`) goes through. */
  attempt(event: 'will-navigate' | 'will-redirect', url: string): NavigationAttempt {
    let prevented = false
    this.emit(event, {
      url,
      preventDefault: () => {
        prevented = true
      },
    })
    return { url, prevented }
  }

  crash(reason: string) {
    this.emit('render-process-gone', {}, { reason, exitCode: 1 })
  }
}

export class FakeWindow extends EventEmitter {
  readonly webContents = new FakeWebContents()
  readonly loaded: string[] = []
  destroyed = false
  visible = false
  minimized = false
  readonly focus = vi.fn()
  readonly restore = vi.fn(() => {
    this.minimized = false
  })

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super()
  }

  async loadURL(url: string) {
    this.loaded.push(url)
    this.webContents.url = url
    queueMicrotask(() => this.emit('ready-to-show'))
  }

  show() {
    this.visible = true
  }

  close() {
    this.destroyed = true
    this.emit('closed')
  }

  isDestroyed() {
    return this.destroyed
  }

  isMinimized() {
    return this.minimized
  }
}

/** A reversible stand-in for the OS keychain, marked so a test can tell ciphertext on disk. */
export function createFakeSafeStorage() {
  return {
    available: true,
    backend: 'gnome_libsecret' as 'gnome_libsecret' | 'basic_text',
    isEncryptionAvailable() {
      return this.available
    },
    getSelectedStorageBackend() {
      return this.backend
    },
    encryptString(plain: string) {
      return Buffer.concat([
        Buffer.from('FAKE-ENC:'),
        Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a),
      ])
    },
    decryptString(data: Buffer) {
      if (!data.subarray(0, 9).equals(Buffer.from('FAKE-ENC:'))) throw new Error('not ours')
      return Buffer.from(data.subarray(9).map((byte) => byte ^ 0x5a)).toString('utf8')
    },
  }
}

export function createRecordingLog(): Log & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `calisthenics-${prefix}-`))
}

/** Every byte under a folder, to prove a secret never reached the disk in the clear. */
export function allFileBytes(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'))
    .join('\n')
}

export interface FakeElectronOptions {
  argv?: string[]
  env?: Record<string, string>
  userData?: string
  bundleDir?: string
  fetch?: typeof fetch
  singleInstance?: boolean
  platform?: NodeJS.Platform
  safeStorage?: ReturnType<typeof createFakeSafeStorage>
  /** The system's language, as Electron's app.getLocale() answers ('en-US' unless given). */
  locale?: string
}

/** The main process started against fakes of every Electron module it uses. */
export function startFakeElectron(options: FakeElectronOptions = {}) {
  const app = Object.assign(new EventEmitter(), {
    quit: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => options.singleInstance ?? true),
    whenReady: () => Promise.resolve(),
    getLocale: () => options.locale ?? 'en-US',
    getPath: (name: string) => {
      if (name !== 'userData') throw new Error(`unexpected path ${name}`)
      return userData
    },
  })
  const windows: FakeWindow[] = []
  class BrowserWindow extends FakeWindow {
    constructor(windowOptions: BrowserWindowConstructorOptions) {
      super(windowOptions)
      windows.push(this)
      // Electron announces every new webContents before anyone can load a page in it.
      app.emit('web-contents-created', {}, this.webContents)
    }
  }
  let protocolHandler: ((request: Request) => Promise<Response>) | null = null
  const ipcHandlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>()
  const userData = options.userData ?? tempDir('user-data')
  const setupScript = join(tempDir('setup-script'), 'setup-page.cjs')
  writeFileSync(setupScript, 'wireSetupForm()\n')
  const clock = new ManualClock()
  const log = createRecordingLog()
  const safeStorage = options.safeStorage ?? createFakeSafeStorage()
  const fakes = {
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle: vi.fn((_scheme: string, handler: (request: Request) => Promise<Response>) => {
        protocolHandler = handler
      }),
    },
    shell: { openExternal: vi.fn(async (_url: string) => {}) },
    powerSaveBlocker: { start: vi.fn(() => 1) },
    powerMonitor: { idleSeconds: 0, getSystemIdleTime: () => fakes.powerMonitor.idleSeconds },
    Menu: { setApplicationMenu: vi.fn() },
    ipcMain: {
      handle: vi.fn((channel: string, handler: (event: IpcMainInvokeEvent) => unknown) => {
        ipcHandlers.set(channel, handler)
      }),
    },
  }
  const deps = {
    app,
    BrowserWindow,
    Menu: fakes.Menu,
    protocol: fakes.protocol,
    net: { fetch: options.fetch ?? globalThis.fetch },
    shell: fakes.shell,
    safeStorage,
    powerSaveBlocker: fakes.powerSaveBlocker,
    powerMonitor: fakes.powerMonitor,
    ipcMain: fakes.ipcMain,
    argv: ['electron', '.', ...(options.argv ?? [])],
    env: options.env ?? {},
    platform: options.platform ?? 'linux',
    paths: {
      bundleDir: options.bundleDir ?? join(userData, 'no-bundle'),
      preload: '/app/dist-electron/preload.cjs',
      setupPreload: '/app/dist-electron/setup-preload.cjs',
      setupScript,
    },
    timers: clock,
    log,
  } as unknown as MainDeps
  const started = startMain(deps)

  return {
    started,
    app,
    windows,
    fakes,
    clock,
    log,
    safeStorage,
    userData,
    /** The one window on screen (the newest that is not closed). */
    current(): FakeWindow {
      const open = windows.filter((win) => !win.destroyed)
      const last = open[open.length - 1]
      if (!last) throw new Error('no window is open')
      return last
    },
    /** A renderer request to the app:// protocol. */
    request(url: string, init?: RequestInit): Promise<Response> {
      if (!protocolHandler) throw new Error('the app:// protocol is not handled yet')
      return protocolHandler(new Request(url, init))
    },
    /** An ipcRenderer.invoke from a frame showing `frameUrl`. */
    invoke(channel: string, frameUrl: string, ...args: unknown[]): Promise<unknown> {
      const handler = ipcHandlers.get(channel)
      if (!handler) throw new Error(`no handler for ${channel}`)
      const event = { senderFrame: { url: frameUrl } } as unknown as IpcMainInvokeEvent
      return Promise.resolve(handler(event, ...args))
    },
    cleanup() {
      rmSync(userData, { recursive: true, force: true })
      rmSync(dirname(setupScript), { recursive: true, force: true })
    },
  }
}

export type FakeElectron = ReturnType<typeof startFakeElectron>

/** A user-data folder as a kiosk leaves it after pairing with `serverUrl`. */
export function pairedKioskUserData(
  serverUrl: string,
  token: string,
  safeStorage = createFakeSafeStorage(),
): string {
  const userData = tempDir('user-data')
  writeFileSync(join(userData, 'config.json'), JSON.stringify({ mode: 'kiosk', serverUrl }))
  writeFileSync(join(userData, 'kiosk-token.bin'), issuedToken(serverUrl, token, safeStorage))
  return userData
}

/** A token file as the app writes it: `{origin, token}`, encrypted. */
export function issuedToken(
  origin: string,
  token: string,
  safeStorage = createFakeSafeStorage(),
): Buffer {
  return safeStorage.encryptString(JSON.stringify({ origin, token }))
}

/** A user-data folder as the desktop app leaves it after signing in. */
export function signedInUserData(
  serverUrl: string,
  token: string,
  safeStorage = createFakeSafeStorage(),
): string {
  const userData = tempDir('user-data')
  writeFileSync(
    join(userData, 'config.json'),
    JSON.stringify({ mode: 'desktop', desktopServerUrl: serverUrl }),
  )
  writeFileSync(join(userData, 'session-token.bin'), issuedToken(serverUrl, token, safeStorage))
  return userData
}
