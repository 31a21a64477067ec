import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  allFileBytes,
  createFakeSafeStorage,
  pairedKioskUserData,
  startFakeElectron,
  type FakeElectron,
} from './support/fake-electron'
import { deadServerUrl, startFakeServer, type FakeServer, type Reply } from './support/fake-server'

const SERVER = 'https://gym.example.com'
const BOARD = 'app://bundle/kiosk'
const electrons: FakeElectron[] = []
const servers: FakeServer[] = []

afterEach(async () => {
  for (const e of electrons.splice(0)) e.cleanup()
  for (const s of servers.splice(0)) await s.close()
})

async function start(options: Parameters<typeof startFakeElectron>[0]) {
  const e = startFakeElectron(options)
  electrons.push(e)
  await e.started?.ready
  await Promise.resolve()
  return e
}

async function server(route: Parameters<typeof startFakeServer>[0], port?: number) {
  const s = await startFakeServer(route, port)
  servers.push(s)
  return s
}

const startPaired = (serverUrl = SERVER, argv: string[] = []) =>
  start({ userData: pairedKioskUserData(serverUrl, 'device-token'), argv })

describe('single instance', () => {
  it('A second copy of the app quits at once and opens nothing', async () => {
    const e = await start({ argv: ['--kiosk'], singleInstance: false })
    expect(e.started).toBeNull()
    expect(e.app.quit).toHaveBeenCalled()
    expect(e.windows).toHaveLength(0)
    expect(e.fakes.protocol.handle).not.toHaveBeenCalled()
  })

  it('Starting a second copy brings the first one to the front', async () => {
    const e = await startPaired()
    const win = e.current()
    win.minimized = true
    e.app.emit('second-instance')
    expect(win.restore).toHaveBeenCalled()
    expect(win.focus).toHaveBeenCalled()
  })
})

describe('idle reset', () => {
  it('After the idle time on another screen the kiosk goes back to the board', async () => {
    const e = await startPaired()
    const win = e.current()
    await win.loadURL('app://bundle/kiosk/library?bodyPart=core')
    e.fakes.powerMonitor.idleSeconds = 119
    await e.clock.advance(5_000)
    expect(win.loaded.at(-1)).toBe('app://bundle/kiosk/library?bodyPart=core')
    e.fakes.powerMonitor.idleSeconds = 120
    await e.clock.advance(5_000)
    expect(win.loaded.at(-1)).toBe(BOARD)
    const loads = win.loaded.length
    e.fakes.powerMonitor.idleSeconds = 300
    await e.clock.advance(30_000)
    expect(win.loaded).toHaveLength(loads)
  })

  it('A running group timer is never reset', async () => {
    const e = await startPaired()
    const win = e.current()
    await win.loadURL('app://bundle/kiosk/timer')
    e.fakes.powerMonitor.idleSeconds = 3_600
    await e.clock.advance(60_000)
    expect(win.loaded.at(-1)).toBe('app://bundle/kiosk/timer')
  })

  it('The offline screen is not reset to the board while the server is down', async () => {
    const e = await startPaired()
    const win = e.current()
    await win.loadURL('app://local/offline')
    e.fakes.powerMonitor.idleSeconds = 3_600
    await e.clock.advance(10_000)
    expect(win.loaded.at(-1)).toBe('app://local/offline')
  })

  it('--idle-reset sets the idle time in seconds', async () => {
    const e = await startPaired(SERVER, ['--idle-reset=30'])
    const win = e.current()
    await win.loadURL('app://bundle/kiosk/library')
    e.fakes.powerMonitor.idleSeconds = 30
    await e.clock.advance(5_000)
    expect(win.loaded.at(-1)).toBe(BOARD)
  })
})

describe('crash recovery', () => {
  it('A crashed page reloads the board at once the first time', async () => {
    const e = await startPaired()
    const win = e.current()
    await win.loadURL('app://bundle/kiosk/library')
    win.webContents.crash('crashed')
    await e.clock.advance(0)
    expect(win.loaded.at(-1)).toBe(BOARD)
    expect(e.log.lines).toContain("warn: The page's process ended (crashed); reloading in 0 s")
  })

  it('Crashes that keep coming back off from 1 s up to a minute', async () => {
    const e = await startPaired()
    const win = e.current()
    const delays: number[] = []
    for (let i = 0; i < 9; i++) {
      win.webContents.crash('oom')
      delays.push(e.clock.pendingTimeouts()[0]!)
      await e.clock.advance(delays.at(-1)!)
    }
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000])
    expect(win.loaded.filter((url) => url === BOARD)).toHaveLength(10)
  })

  it('After ten quiet minutes a crash reloads at once again', async () => {
    const e = await startPaired()
    const win = e.current()
    win.webContents.crash('crashed')
    await e.clock.advance(0)
    win.webContents.crash('crashed')
    expect(e.clock.pendingTimeouts()).toEqual([1_000])
    await e.clock.advance(10 * 60_000 + 1_000)
    win.webContents.crash('crashed')
    expect(e.clock.pendingTimeouts()).toEqual([0])
  })

  it('A clean exit of the page is not a crash', async () => {
    const e = await startPaired()
    e.current().webContents.crash('clean-exit')
    expect(e.clock.pendingTimeouts()).toEqual([])
  })

  it('A page that stays unresponsive is restarted and reloaded; one that recovers is left alone', async () => {
    const e = await startPaired()
    const win = e.current()
    win.emit('unresponsive')
    await e.clock.advance(5_000)
    win.emit('responsive')
    await e.clock.advance(10_000)
    expect(win.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled()

    win.emit('unresponsive')
    await e.clock.advance(10_000)
    expect(win.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1)
    await e.clock.advance(0)
    expect(win.loaded.at(-1)).toBe(BOARD)
  })
})

describe('offline screen', () => {
  const DEVICE = '/api/kiosk/device'
  const deviceOk = { body: { id: 7, name: 'Front wall', timeZone: 'Europe/Berlin' } }

  /** Goes through one outage: the board fails, the probe waits, then the board comes back. */
  async function outage(e: FakeElectron): Promise<number> {
    await e.request('app://bundle/api/kiosk/board')
    expect(e.current().loaded.at(-1)).toBe('app://local/offline')
    const [delay] = e.clock.pendingTimeouts()
    await e.clock.advance(delay!)
    await vi.waitFor(() => expect(e.current().loaded.at(-1)).toBe(BOARD))
    return delay!
  }

  it('While the server is down the kiosk shows the offline page and retries with back-off', async () => {
    const deadUrl = await deadServerUrl()
    const e = await startPaired(deadUrl)
    const win = e.current()
    const response = await e.request('app://bundle/api/kiosk/board')
    expect(response.status).toBe(503)
    expect(win.loaded.at(-1)).toBe('app://local/offline')

    const delays: number[] = []
    for (let i = 0; i < 8; i++) {
      const [delay] = e.clock.pendingTimeouts()
      delays.push(delay!)
      await e.clock.advance(delay!)
      await vi.waitFor(() => expect(e.clock.pendingTimeouts()).toHaveLength(1))
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000])
    // Failing forwards while offline do not restart the sequence.
    await e.request('app://bundle/api/kiosk/board')
    expect(e.clock.pendingTimeouts()).toEqual([60_000])

    const back = await server(
      (request) => (request.url === DEVICE ? deviceOk : { status: 404 }),
      Number(new URL(deadUrl).port),
    )
    await e.clock.advance(60_000)
    await vi.waitFor(() => expect(win.loaded.at(-1)).toBe(BOARD))
    // The probe asks what the board needs, as this kiosk, and nothing else.
    expect(back.seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      [DEVICE, 'Kiosk device-token'],
    ])
    // Only the timer that forgets the back-off once the board has stayed up a minute.
    expect(e.clock.pendingTimeouts()).toEqual([60_000])
  })

  it('A proxy answering 502 counts as offline, and a live /healthz alone does not bring the board back', async () => {
    let healthy = false
    const s = await server((request) => {
      if (request.url === '/healthz') return { body: { status: 'ok' } }
      return request.url === DEVICE && healthy ? deviceOk : { status: 502 }
    })
    const e = await startPaired(s.url)
    const response = await e.request('app://bundle/api/kiosk/board')
    expect(response.status).toBe(502)
    expect(e.current().loaded.at(-1)).toBe('app://local/offline')
    await e.clock.advance(1_000)
    await vi.waitFor(() => expect(e.clock.pendingTimeouts()).toEqual([2_000]))
    expect(e.current().loaded.at(-1)).toBe('app://local/offline')
    healthy = true
    await e.clock.advance(2_000)
    await vi.waitFor(() => expect(e.current().loaded.at(-1)).toBe(BOARD))
    expect(s.seen.map((request) => request.url)).toEqual(['/api/kiosk/board', DEVICE, DEVICE])
  })

  it('A board that fails again right after the probe passes keeps doubling the wait across outages', async () => {
    const s = await server((request) => (request.url === DEVICE ? deviceOk : { status: 503 }))
    const e = await startPaired(s.url)
    const delays: number[] = []
    for (let i = 0; i < 9; i++) delays.push(await outage(e))
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000])
  })

  it('The back-off starts at 1 s again only after the board has stayed up for a minute', async () => {
    const s = await server((request) => (request.url === DEVICE ? deviceOk : { status: 503 }))
    const e = await startPaired(s.url)
    expect([await outage(e), await outage(e), await outage(e)]).toEqual([1_000, 2_000, 4_000])
    // 59 s of board is not enough to call it healthy.
    await e.clock.advance(59_000)
    expect(await outage(e)).toBe(8_000)
    await e.clock.advance(60_000)
    expect(e.clock.pendingTimeouts()).toEqual([])
    expect(await outage(e)).toBe(1_000)
    expect(await outage(e)).toBe(2_000)
  })

  it('A probe that is refused (401) sends the kiosk back to setup; a redirect counts as down and is not followed', async () => {
    let reply: Reply = { status: 302, headers: { location: '/elsewhere' } }
    const s = await server((request) => (request.url === DEVICE ? reply : { status: 504 }))
    const e = await startPaired(s.url)
    await e.request('app://bundle/api/kiosk/board')
    await e.clock.advance(1_000)
    await vi.waitFor(() => expect(e.clock.pendingTimeouts()).toEqual([2_000]))
    expect(s.seen.map((request) => request.url)).toEqual(['/api/kiosk/board', DEVICE])

    reply = { status: 401, body: { message: 'Sign in' } }
    await e.clock.advance(2_000)
    await vi.waitFor(() => expect(e.current().loaded).toEqual(['app://local/setup']))
    expect(existsSync(join(e.userData, 'kiosk-token.bin'))).toBe(false)
    expect(e.clock.pendingTimeouts()).toEqual([])
  })
})

describe('a pairing belongs to the server that issued it', () => {
  it('Started with --server or CALISTHENICS_SERVER_URL for another server, the kiosk shows setup and never sends its token there', async () => {
    const paired = await server(() => ({ body: {} }))
    const other = await server(() => ({ body: {} }))
    const userData = pairedKioskUserData(paired.url, 'device-token')
    const safeStorage = createFakeSafeStorage()
    for (const options of [
      { argv: [`--server=${other.url}`] },
      { env: { CALISTHENICS_SERVER_URL: other.url } },
    ]) {
      const e = startFakeElectron({ userData, safeStorage, ...options })
      electrons.push(e)
      await e.started?.ready
      expect(e.current().loaded).toEqual(['app://local/setup'])
      const page = await (await e.request('app://local/setup')).text()
      expect(page).toContain(`This kiosk is paired with ${paired.url}`)
      expect(e.log.lines).toContain(
        `warn: The kiosk is paired with ${paired.url}, not ${other.url}: its device token is not sent; showing setup`,
      )
      await e.request('app://bundle/api/kiosk/board')
      await e.clock.advance(60_000)
    }
    expect(other.seen.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
    ])
    expect(paired.seen).toEqual([])

    // Without the override it is still paired with its own server.
    const e = await start({ userData, safeStorage })
    expect(e.current().loaded).toEqual([BOARD])
    await e.request('app://bundle/api/kiosk/board')
    expect(paired.seen.map((request) => request.headers.authorization)).toEqual([
      'Kiosk device-token',
    ])
  })

  it('Pairing with another server replaces the pairing and its origin', async () => {
    const first = await server(() => ({ body: {} }))
    const second = await server((request) =>
      request.url === '/api/kiosk/pair'
        ? { body: { kiosk: { id: 8, name: 'Back wall', timeZone: 'UTC' }, token: 'device-2' } }
        : { body: {} },
    )
    const e = await start({
      userData: pairedKioskUserData(first.url, 'device-1'),
      argv: [`--server=${second.url}`],
    })
    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl: second.url,
        code: 'ABCD-EFGH',
      }),
    ).toEqual({ ok: true })
    await e.request('app://bundle/api/kiosk/board')
    expect(second.seen.at(-1)!.headers.authorization).toBe('Kiosk device-2')
    expect(first.seen).toEqual([])
  })

  it('A kiosk token saved before tokens carried their origin stays with the saved server', async () => {
    const s = await server(() => ({ body: {} }))
    const safeStorage = createFakeSafeStorage()
    const userData = pairedKioskUserData(s.url, 'unused', safeStorage)
    writeFileSync(join(userData, 'kiosk-token.bin'), safeStorage.encryptString('legacy-token'))
    const e = await start({ userData, safeStorage })
    expect(e.current().loaded).toEqual([BOARD])
    await e.request('app://bundle/api/kiosk/board')
    expect(s.seen[0]!.headers.authorization).toBe('Kiosk legacy-token')
    expect(
      JSON.parse(safeStorage.decryptString(readFileSync(join(userData, 'kiosk-token.bin')))),
    ).toEqual({ origin: s.url, token: 'legacy-token' })
  })
})

describe('first-run setup and pairing', () => {
  async function pairingServer() {
    return server((request) => {
      if (request.method !== 'POST' || request.url !== '/api/kiosk/pair') {
        return { status: 200, body: { echo: request.url } }
      }
      const { code, delivery } = JSON.parse(request.body) as { code: string; delivery: string }
      if (delivery !== 'token') return { status: 400, body: { message: 'delivery' } }
      if (code === 'ABCD-EFGH') {
        return {
          body: {
            kiosk: { id: 7, name: 'Front wall', timeZone: 'Europe/Berlin' },
            token: 'device-xyz',
          },
        }
      }
      if (code === 'SLOW-DOWN') return { status: 429, body: { message: 'Too many attempts' } }
      return { status: 404, body: { message: 'This pairing code is unknown or has expired' } }
    })
  }

  it('A kiosk with nothing saved opens the setup page', async () => {
    const e = await start({ argv: ['--kiosk'] })
    expect(e.windows).toHaveLength(1)
    expect(e.current().loaded).toEqual(['app://local/setup'])
  })

  it('Pairing stores the device token encrypted, remembers the server and shows the board', async () => {
    const s = await pairingServer()
    const safeStorage = createFakeSafeStorage()
    const e = await start({ argv: ['--kiosk'], safeStorage })
    const setupWindow = e.current()
    const result = await e.invoke('calisthenics:pair', 'app://local/setup', {
      serverUrl: ` ${s.url}/ `,
      code: 'ABCD-EFGH',
    })
    expect(result).toEqual({ ok: true })
    expect(JSON.parse(s.seen[0]!.body)).toEqual({ code: 'ABCD-EFGH', delivery: 'token' })

    await Promise.resolve()
    expect(setupWindow.destroyed).toBe(true)
    expect(e.current().loaded).toEqual([BOARD])
    expect(e.current().options.kiosk).toBe(true)

    expect(existsSync(join(e.userData, 'kiosk-token.bin'))).toBe(true)
    expect(allFileBytes(e.userData)).not.toContain('device-xyz')
    expect(JSON.parse(readFileSync(join(e.userData, 'config.json'), 'utf8'))).toEqual({
      mode: 'kiosk',
      serverUrl: s.url,
    })

    await e.request('app://bundle/api/kiosk/board')
    expect(s.seen[1]!.headers.authorization).toBe('Kiosk device-xyz')

    // The next start goes straight to the board, without flags.
    const again = await start({ userData: e.userData, safeStorage })
    expect(again.started?.mode).toBe('kiosk')
    expect(again.current().loaded).toEqual([BOARD])
  })

  it("A wrong code shows the server's message and keeps the setup page", async () => {
    const s = await pairingServer()
    const e = await start({ argv: ['--kiosk'] })
    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl: s.url,
        code: 'ZZZZ-ZZZZ',
      }),
    ).toEqual({ ok: false, message: 'This pairing code is unknown or has expired' })
    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl: s.url,
        code: 'SLOW-DOWN',
      }),
    ).toEqual({ ok: false, message: 'Too many attempts' })
    expect(e.windows).toHaveLength(1)
    expect(existsSync(join(e.userData, 'kiosk-token.bin'))).toBe(false)
  })

  it('Only http and https server addresses are accepted, before anything is sent', async () => {
    const e = await start({ argv: ['--kiosk'] })
    for (const serverUrl of [
      'ftp://gym.example.com',
      'gym.example.com',
      'https://u:p@gym.example.com',
    ]) {
      const result = (await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl,
        code: 'ABCD-EFGH',
      })) as { ok: boolean; message: string }
      expect(result.ok, serverUrl).toBe(false)
      expect(result.message).toMatch(/server address/i)
    }
    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', { serverUrl: SERVER, code: '  ' }),
    ).toEqual({ ok: false, message: 'Enter the pairing code shown on the Kiosks admin page' })
    expect(await e.invoke('calisthenics:pair', 'app://local/setup', 'nonsense')).toEqual({
      ok: false,
      message: 'Enter the server address and the pairing code',
    })
  })

  it('An unreachable server is reported on the setup page', async () => {
    const deadUrl = await deadServerUrl()
    const e = await start({ argv: ['--kiosk'] })
    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl: deadUrl,
        code: 'ABCD-EFGH',
      }),
    ).toEqual({
      ok: false,
      message: `Cannot reach ${deadUrl}. Check the address and the network.`,
    })
  })
})

describe('revocation', () => {
  it('A revoked kiosk forgets its token and shows setup again', async () => {
    const s = await server(() => ({
      status: 401,
      body: { message: 'Sign in', code: 'UNAUTHORIZED' },
    }))
    const e = await startPaired(s.url)
    const board = e.current()
    const response = await e.request('app://bundle/api/kiosk/board')
    expect(response.status).toBe(401)
    await vi.waitFor(() => expect(e.current().loaded).toEqual(['app://local/setup']))
    expect(s.seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/api/kiosk/board', 'Kiosk device-token'],
      ['/api/kiosk/device', 'Kiosk device-token'],
    ])
    await Promise.resolve()
    expect(board.destroyed).toBe(true)
    expect(existsSync(join(e.userData, 'kiosk-token.bin'))).toBe(false)
    const page = await (await e.request('app://local/setup')).text()
    expect(page).toContain('This kiosk was revoked or paired again')
    expect(page).toContain(`value="${s.url}"`)
  })

  it('A 401 from a call a kiosk may not make leaves a valid device paired', async () => {
    const s = await server((request) =>
      request.url === '/api/kiosk/device'
        ? { body: { id: 7, name: 'Front wall', timeZone: 'Europe/Berlin' } }
        : { status: 401, body: { message: 'Sign in' } },
    )
    const e = await startPaired(s.url)
    await e.request('app://bundle/trpc/auth.me')
    await vi.waitFor(() => expect(s.seen).toHaveLength(2))
    await e.clock.advance(0)
    expect(e.windows).toHaveLength(1)
    expect(existsSync(join(e.userData, 'kiosk-token.bin'))).toBe(true)
  })
})
