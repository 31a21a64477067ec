import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createBridge } from '../../electron/preload/preload-bridge'
import {
  FakeWebContents,
  pairedKioskUserData,
  startFakeElectron,
  tempDir,
  type FakeElectron,
} from './support/fake-electron'

const SERVER = 'https://gym.example.com'
let electron: FakeElectron | null = null

function start(options: Parameters<typeof startFakeElectron>[0] = {}) {
  electron = startFakeElectron(options)
  return electron
}

afterEach(() => {
  electron?.cleanup()
  electron = null
})

async function startDesktop() {
  const e = start({ argv: [`--server=${SERVER}`] })
  await e.started?.ready
  return e
}

async function startPairedKiosk() {
  const e = start({ userData: pairedKioskUserData(SERVER, 'device-token') })
  await e.started?.ready
  return e
}

describe('window options', () => {
  it('The desktop window is a normal window that follows the security checklist', async () => {
    const e = await startDesktop()
    expect(e.windows).toHaveLength(1)
    const win = e.current()
    expect(win.options.kiosk).toBeUndefined()
    expect(win.options.fullscreen).toBeUndefined()
    expect(win.options.show).toBe(false)
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: true,
      additionalArguments: ['--calisthenics-mode=desktop'],
    })
    expect(win.loaded).toEqual(['app://bundle/'])
    expect(e.fakes.Menu.setApplicationMenu).not.toHaveBeenCalled()
    expect(e.fakes.powerSaveBlocker.start).not.toHaveBeenCalled()
  })

  it('The window is shown once its page is ready to show', async () => {
    const e = await startDesktop()
    await Promise.resolve()
    expect(e.current().visible).toBe(true)
  })

  it('The kiosk window is fullscreen kiosk without menu or devtools and keeps the display awake', async () => {
    const e = await startPairedKiosk()
    const win = e.current()
    expect(win.options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true })
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      devTools: false,
      additionalArguments: ['--calisthenics-mode=kiosk'],
    })
    expect(win.loaded).toEqual(['app://bundle/kiosk'])
    expect(e.fakes.Menu.setApplicationMenu).toHaveBeenCalledWith(null)
    expect(e.fakes.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep')
  })

  it('The --kiosk flag starts kiosk mode even without a saved configuration', async () => {
    const e = start({ argv: ['--kiosk'] })
    await e.started?.ready
    expect(e.started?.mode).toBe('kiosk')
    expect(e.current().options.kiosk).toBe(true)
  })

  it('The kiosk setup window uses its own preload and the same hardening', async () => {
    const e = start({ argv: ['--kiosk'] })
    await e.started?.ready
    const win = e.current()
    expect(win.loaded).toEqual(['app://local/setup'])
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/dist-electron/setup-preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      devTools: false,
    })
  })
})

describe('navigation and new windows', () => {
  it('Navigation stays on the app origin and anything else is prevented', async () => {
    const e = await startDesktop()
    const contents = e.current().webContents
    expect(contents.attempt('will-navigate', 'app://bundle/daily').prevented).toBe(false)
    expect(contents.attempt('will-navigate', 'app://local/setup').prevented).toBe(true)
    expect(contents.attempt('will-navigate', 'https://evil.example/').prevented).toBe(true)
    expect(contents.attempt('will-navigate', 'file:///etc/passwd').prevented).toBe(true)
    expect(contents.attempt('will-redirect', 'https://accounts.example/').prevented).toBe(true)
    expect(contents.attempt('will-redirect', 'app://bundle/auth').prevented).toBe(false)
  })

  it('On the desktop an http(s) link leaves for the system browser and the window stays put', async () => {
    const e = await startDesktop()
    const contents = e.current().webContents
    expect(contents.attempt('will-navigate', `${SERVER}/workout/12`).prevented).toBe(true)
    expect(e.fakes.shell.openExternal).toHaveBeenCalledWith(`${SERVER}/workout/12`)
  })

  it('Every window.open is denied and only http(s) addresses reach the system browser', async () => {
    const e = await startDesktop()
    const open = e.current().webContents.windowOpenHandler!
    expect(open({ url: 'https://example.com/help' })).toEqual({ action: 'deny' })
    expect(open({ url: 'http://example.com/' })).toEqual({ action: 'deny' })
    expect(open({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' })
    expect(open({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' })
    expect(open({ url: 'app://bundle/daily' })).toEqual({ action: 'deny' })
    expect(e.fakes.shell.openExternal.mock.calls).toEqual([
      ['https://example.com/help'],
      ['http://example.com/'],
    ])
  })

  it('A kiosk opens nothing outside, neither by link nor by window.open', async () => {
    const e = await startPairedKiosk()
    const contents = e.current().webContents
    expect(contents.attempt('will-navigate', `${SERVER}/workout/12`).prevented).toBe(true)
    expect(contents.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    })
    expect(e.fakes.shell.openExternal).not.toHaveBeenCalled()
  })

  it('Webviews are never attached', async () => {
    const e = await startDesktop()
    let prevented = false
    e.current().webContents.emit('will-attach-webview', {
      preventDefault: () => (prevented = true),
    })
    expect(prevented).toBe(true)
  })

  it('The hardening applies to every webContents that is created, not only the app windows', async () => {
    const e = await startDesktop()
    const stray = new FakeWebContents()
    e.app.emit('web-contents-created', {}, stray)
    expect(stray.attempt('will-navigate', 'https://evil.example/').prevented).toBe(true)
    expect(stray.windowOpenHandler!({ url: 'app://bundle/' })).toEqual({ action: 'deny' })
    expect(stray.permissionRequestHandlers).toHaveLength(1)
    expect(stray.permissionCheckHandlers).toHaveLength(1)
  })
})

describe('permissions', () => {
  type RequestHandler = (
    wc: unknown,
    permission: string,
    callback: (granted: boolean) => void,
    details: { isMainFrame: boolean; requestingUrl: string },
  ) => void
  type CheckHandler = (
    wc: unknown,
    permission: string,
    requestingOrigin: string,
    details: { isMainFrame: boolean; requestingUrl?: string },
  ) => boolean

  async function handlers() {
    const e = await startDesktop()
    const contents = e.current().webContents
    const request = contents.permissionRequestHandlers[0] as unknown as RequestHandler
    const check = contents.permissionCheckHandlers[0] as unknown as CheckHandler
    return {
      contents,
      request(permission: string, requestingUrl: string, isMainFrame = true): boolean[] {
        const answers: boolean[] = []
        request(contents, permission, (granted) => answers.push(granted), {
          isMainFrame,
          requestingUrl,
        })
        return answers
      },
      check(permission: string, origin: string, isMainFrame = true, requestingUrl?: string) {
        return check(contents, permission, origin, { isMainFrame, requestingUrl })
      },
    }
  }

  it('Every other permission request is refused and every other permission check answers no', async () => {
    const h = await handlers()
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'fullscreen',
    ]) {
      expect(h.request(permission, 'app://bundle/workout/1'), permission).toEqual([false])
      expect(h.check(permission, 'app://bundle', true, 'app://bundle/workout/1')).toBe(false)
      expect(h.check(permission, 'app://bundle')).toBe(false)
    }
  })

  it('The bundle\'s main frame may write to the clipboard ("Copy code"), and nobody else', async () => {
    const h = await handlers()
    const write = 'clipboard-sanitized-write'
    expect(h.request(write, 'app://bundle/admin/kiosks')).toEqual([true])
    expect(h.check(write, 'app://bundle')).toBe(true)
    expect(h.check(write, 'app://bundle', true, 'app://bundle/admin/kiosks')).toBe(true)

    // A subframe, the setup page's origin, or any web origin is refused.
    expect(h.request(write, 'app://bundle/admin/kiosks', false)).toEqual([false])
    expect(h.check(write, 'app://bundle', false)).toBe(false)
    for (const other of ['app://local/setup', 'https://gym.example.com/', 'file:///etc/passwd']) {
      expect(h.request(write, other), other).toEqual([false])
      expect(h.check(write, new URL(other).origin), other).toBe(false)
      expect(h.check(write, 'app://bundle', true, other), other).toBe(false)
    }
    expect(h.request(write, '')).toEqual([false])
  })
})

describe('preload bridge', () => {
  it('The bridge tells the page it runs in the app, in which mode and on which platform', () => {
    const invokeSignIn = async () => ({ ok: true })
    const desktop = createBridge({ argv: ['electron'], platform: 'linux', invokeSignIn })
    expect(desktop).toMatchObject({ isDesktopApp: true, mode: 'desktop', platform: 'linux' })
    const kiosk = createBridge({
      argv: ['electron', '--calisthenics-mode=kiosk'],
      platform: 'win32',
      invokeSignIn,
    })
    expect(kiosk.mode).toBe('kiosk')
    expect(Object.isFrozen(kiosk)).toBe(true)
    expect(Object.keys(kiosk).sort()).toEqual(['isDesktopApp', 'mode', 'platform', 'signIn'])
  })

  it('signIn passes on only ok and message, whatever else the main process answers', async () => {
    const bridge = createBridge({
      argv: [],
      platform: 'darwin',
      invokeSignIn: async () =>
        ({ ok: false, message: 'Timed out', token: 'leak' }) as { ok: boolean; message: string },
    })
    expect(await bridge.signIn()).toEqual({ ok: false, message: 'Timed out' })
  })

  it('The sign-in channel answers only the app origin', async () => {
    const e = await startDesktop()
    expect(await e.invoke('calisthenics:sign-in', 'https://evil.example/')).toEqual({
      ok: false,
      message: 'Sign-in is only offered to the app',
    })
    expect(await e.invoke('calisthenics:sign-in', 'app://local/setup')).toMatchObject({
      ok: false,
    })
    expect(e.fakes.shell.openExternal).not.toHaveBeenCalled()
  })

  it('The pairing channel answers only the setup page', async () => {
    const e = start({ argv: ['--kiosk'] })
    await e.started?.ready
    expect(
      await e.invoke('calisthenics:pair', 'app://bundle/kiosk', { serverUrl: SERVER, code: 'X' }),
    ).toEqual({ ok: false, message: 'Pairing is only offered on the setup page' })
  })

  it('The build makes each preload and the setup script a single file that loads only electron', () => {
    const outDir = tempDir('electron-build')
    try {
      execFileSync(
        process.execPath,
        [
          join('node_modules', 'vite', 'bin', 'vite.js'),
          'build',
          '--mode',
          'electron',
          '--outDir',
          outDir,
          '--logLevel',
          'error',
        ],
        { cwd: join(import.meta.dirname, '..', '..'), stdio: 'pipe' },
      )
      for (const file of ['preload.cjs', 'setup-preload.cjs']) {
        const code = readFileSync(join(outDir, file), 'utf8')
        expect([...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])).toEqual([
          'electron',
        ])
        expect(code).toContain('exposeInMainWorld')
      }
      const setupPage = readFileSync(join(outDir, 'setup-page.cjs'), 'utf8')
      expect(setupPage).not.toMatch(/require\(|exports/)
      expect(readFileSync(join(outDir, 'main.cjs'), 'utf8')).not.toMatch(/require\(["']\.\//)
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
