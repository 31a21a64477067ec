// Electron's entry: hands the real modules to the main process (main-process.ts), which is
// written against injected ones so tests can run it without the Electron binary.
import { join } from 'node:path'
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  net,
  powerMonitor,
  powerSaveBlocker,
  protocol,
  safeStorage,
  shell,
} from 'electron'
import { startMain } from './main-process'
import { realTimers } from './shared/timers'

startMain({
  app,
  BrowserWindow,
  Menu,
  protocol,
  net,
  shell,
  safeStorage,
  powerSaveBlocker,
  powerMonitor,
  ipcMain,
  argv: process.argv,
  env: process.env,
  platform: process.platform,
  // Built next to each other in dist-electron/, with the web client in dist/client beside it
  // (also inside the packaged app.asar).
  paths: {
    bundleDir: join(__dirname, '..', 'dist', 'client'),
    preload: join(__dirname, 'preload.cjs'),
    setupPreload: join(__dirname, 'setup-preload.cjs'),
    setupScript: join(__dirname, 'setup-page.cjs'),
  },
  timers: realTimers,
  log: console,
})
