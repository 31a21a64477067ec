import type {
  App,
  BrowserWindow,
  BrowserWindowConstructorOptions,
  IpcMain,
  Menu,
  Net,
  PowerMonitor,
  PowerSaveBlocker,
  Protocol,
  Shell,
  WebContents,
} from 'electron'
import type { Log } from './app-config'
import type { Fetch, ForwardOutcome } from './forward'
import type { SafeStorage } from './secret-store'
import type { Timers } from './timers'

/** The slice of a BrowserWindow the main process touches; the real class satisfies it. */
export type AppWindow = Pick<
  BrowserWindow,
  'loadURL' | 'on' | 'once' | 'show' | 'focus' | 'close' | 'isDestroyed' | 'isMinimized' | 'restore'
> & {
  webContents: Pick<WebContents, 'getURL' | 'on' | 'forcefullyCrashRenderer'>
}

/** Every Electron module the main process uses, injected so tests can pass fakes. */
export interface MainDeps {
  app: Pick<
    App,
    'whenReady' | 'on' | 'quit' | 'requestSingleInstanceLock' | 'getPath' | 'getLocale'
  >
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

/** What the shared start-up (main-process.ts) lends to the mode it runs: desktop or kiosk. */
export interface ModeContext {
  deps: MainDeps
  /** The app's config.json, where a mode remembers its server. */
  configFile: string
  fetch: Fetch
  serverUrl(): string | null
  setServerUrl(url: string): void
  /** The mode's stored token, only when the server in use is the one that issued it. */
  tokenForServer(): string | null
  /** Opens a window that replaces the current one once it can be shown. */
  openWindow(page: 'bundle' | 'setup', url: string): void
  /** Loads `url` in the current window, if there is one. */
  showInCurrent(url: string): void
  currentWindow(): AppWindow | null
}

/** A mode's side of the shared start-up. */
export interface AppModeHandlers {
  /** Sees every forwarded call's outcome (sign-out, outages, revoked tokens). */
  observe(outcome: ForwardOutcome): void
  /** Opens the first window once Electron is ready. */
  start(): void
}
