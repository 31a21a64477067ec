import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'
import { startFakeElectron, type FakeElectron } from './support/fake-electron'

// The main process against the app's real server: pairing, the board through the forwarder,
// revocation, and the desktop loopback sign-in with a browser that really signs in.
let server: TestServer
let adminToken: string
let electron: FakeElectron | null = null

beforeAll(async () => {
  server = await startTestServer()
  const admin = await createUser(server.database, { role: 'admin' })
  adminToken = await createSessionToken(server.database, admin.id)
})
afterAll(() => server.close())
afterEach(() => {
  electron?.cleanup()
  electron = null
})

async function registerKiosk(name: string) {
  const res = await rest(server.url, 'POST', '/api/admin/kiosks', {
    token: adminToken,
    body: { name, timeZone: 'Europe/Berlin' },
  })
  expect(res.status, res.text).toBe(200)
  return res.body as { kiosk: { id: number }; pairingCode: string }
}

describe('against the real server', () => {
  it('A kiosk pairs, reads its board through the forwarder, and returns to setup when revoked', async () => {
    const issued = await registerKiosk('Front wall')
    electron = startFakeElectron({ argv: ['--kiosk'] })
    const e = electron
    await e.started?.ready

    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl: server.url,
        code: 'ZZZZ-ZZZZ',
      }),
    ).toMatchObject({ ok: false, message: expect.any(String) })
    expect(
      await e.invoke('calisthenics:pair', 'app://local/setup', {
        serverUrl: server.url,
        code: issued.pairingCode.toLowerCase(),
      }),
    ).toEqual({ ok: true })
    expect(e.current().loaded).toEqual(['app://bundle/kiosk'])

    const board = await e.request('app://bundle/api/kiosk/board')
    expect(board.status).toBe(200)
    expect(await board.json()).toMatchObject({
      kiosk: { id: issued.kiosk.id, name: 'Front wall', timeZone: 'Europe/Berlin' },
      appUrl: server.url,
    })
    // A kiosk reaches nothing personal.
    expect((await e.request('app://bundle/api/user')).status).toBe(401)
    expect(e.windows.filter((win) => !win.destroyed)).toHaveLength(1)

    const revoked = await rest(server.url, 'POST', `/api/admin/kiosks/${issued.kiosk.id}/revoke`, {
      token: adminToken,
      body: {},
    })
    expect(revoked.status, revoked.text).toBe(200)
    expect((await e.request('app://bundle/api/kiosk/board')).status).toBe(401)
    await vi.waitFor(() => expect(e.current().loaded).toEqual(['app://local/setup']))
    expect(existsSync(join(e.userData, 'kiosk-token.bin'))).toBe(false)
  })

  it('The desktop app signs in through a real browser session, calls the API as that user and signs out', async () => {
    electron = startFakeElectron({ argv: [`--server=${server.url}`] })
    const e = electron
    await e.started?.ready
    const signIn = e.invoke('calisthenics:sign-in', 'app://bundle/auth')
    await vi.waitFor(() => expect(e.fakes.shell.openExternal).toHaveBeenCalled())
    const opened = new URL(e.fakes.shell.openExternal.mock.calls[0]![0])

    // The system browser: signs in, presses "Open the desktop app", follows the loopback link.
    const browser = server.agent()
    await browser.signIn({ email: 'desk.app@example.test', name: 'Desk App' })
    const code = await browser.request('/api/auth/desktop/code', {
      method: 'POST',
      body: {
        port: Number(opened.searchParams.get('port')),
        state: opened.searchParams.get('state'),
        challenge: opened.searchParams.get('challenge'),
      },
    })
    expect(code.status, code.text).toBe(200)
    const tab = await fetch(code.json<{ redirectUrl: string }>().redirectUrl)
    expect(tab.status).toBe(200)
    expect(await signIn).toEqual({ ok: true })

    const me = await e.request('app://bundle/api/user')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'desk.app@example.test' })

    expect((await e.request('app://bundle/api/auth/logout', { method: 'POST' })).status).toBe(200)
    expect(existsSync(join(e.userData, 'session-token.bin'))).toBe(false)
    expect((await e.request('app://bundle/api/user')).status).toBe(401)
  })
})
