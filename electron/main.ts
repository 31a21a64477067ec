// Electron main process entry. The kiosk / desktop issue builds the custom protocol, request
// forwarding, pairing and loopback sign-in on top of this; for now it opens the configured server
// in a window that follows Electron's security checklist (DESIGN §7).
import { app, BrowserWindow, shell } from 'electron'
import { join } from 'node:path'

const SERVER_URL = process.env.APP_URL ?? 'http://localhost:3000'

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    webPreferences: {
      preload: join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  })
  const origin = new URL(SERVER_URL).origin
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  win.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== origin) event.preventDefault()
  })
  win.webContents.session.setPermissionRequestHandler((_wc, _permission, callback) =>
    callback(false),
  )
  win.once('ready-to-show', () => win.show())
  void win.loadURL(SERVER_URL)
  return win
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  void app.whenReady().then(() => {
    createWindow()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow()
    })
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
