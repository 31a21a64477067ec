import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  allFileBytes,
  pairedKioskUserData,
  signedInUserData,
  startFakeElectron,
  type FakeElectron,
} from './support/fake-electron'
import { deadServerUrl, startFakeServer, type FakeServer } from './support/fake-server'

let electron: FakeElectron | null = null
let server: FakeServer | null = null

afterEach(async () => {
  electron?.cleanup()
  electron = null
  await server?.close()
  server = null
})

async function echoServer() {
  server = await startFakeServer((request) => ({
    status: request.url.startsWith('/api/missing') ? 404 : 200,
    headers: { 'set-cookie': 'session=stolen; HttpOnly', 'x-request-id': 'r-1' },
    body: { method: request.method, url: request.url, body: request.body },
  }))
  return server
}

async function startDesktop(serverUrl: string, token?: string) {
  electron = startFakeElectron(
    token ? { userData: signedInUserData(serverUrl, token) } : { argv: [`--server=${serverUrl}`] },
  )
  await electron.started?.ready
  return electron
}

async function startKiosk(serverUrl: string, token: string) {
  electron = startFakeElectron({ userData: pairedKioskUserData(serverUrl, token) })
  await electron.started?.ready
  return electron
}

describe('forwarding /api and /trpc', () => {
  it('A request keeps its method, path, query and body on the way to the server', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url)
    const response = await e.request('app://bundle/trpc/workouts.save?batch=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { title: 'Push day' } }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/trpc/workouts.save?batch=1',
      body: '{"0":{"title":"Push day"}}',
    })
    expect(s.seen[0]!.headers['content-type']).toBe('application/json')

    const get = await e.request('app://bundle/api/exercises?bodyPart=core&page=2')
    expect(await get.json()).toMatchObject({
      method: 'GET',
      url: '/api/exercises?bodyPart=core&page=2',
    })
    const put = await e.request('app://bundle/api/profile', { method: 'PATCH', body: 'x=1' })
    expect(await put.json()).toMatchObject({ method: 'PATCH', body: 'x=1' })
  })

  it("The renderer's cookie, origin, referer and authorization never reach the server", async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url)
    await e.request('app://bundle/api/auth/me', {
      headers: {
        cookie: 'session=from-renderer',
        origin: 'app://bundle',
        referer: 'app://bundle/daily',
        authorization: 'Bearer forged-by-page',
        accept: 'application/json',
      },
    })
    const headers = s.seen[0]!.headers
    expect(headers.cookie).toBeUndefined()
    expect(headers.origin).toBeUndefined()
    expect(headers.referer).toBeUndefined()
    expect(headers.authorization).toBeUndefined()
    expect(headers.host).toBe(new URL(s.url).host)
    expect(headers.accept).toBe('application/json')
  })

  it('A signed-in desktop adds its session token as Bearer in place of anything the page sent', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url, 'session-123')
    await e.request('app://bundle/trpc/auth.me', {
      headers: { authorization: 'Bearer forged-by-page' },
    })
    expect(s.seen[0]!.headers.authorization).toBe('Bearer session-123')
  })

  it('A kiosk sends its device token with the Kiosk scheme', async () => {
    const s = await echoServer()
    const e = await startKiosk(s.url, 'device-abc')
    await e.request('app://bundle/api/kiosk/board')
    expect(s.seen[0]!.headers.authorization).toBe('Kiosk device-abc')
  })

  it('Set-Cookie never reaches the renderer; other headers and the status do', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url)
    const response = await e.request('app://bundle/api/missing')
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('x-request-id')).toBe('r-1')
    expect(response.headers.get('content-type')).toBe('application/json')
  })

  it('An unreachable server answers 503 JSON', async () => {
    const e = await startDesktop(await deadServerUrl())
    const response = await e.request('app://bundle/trpc/auth.me')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'The server cannot be reached',
      code: 'SERVICE_UNAVAILABLE',
    })
  })

  it('Only /api and /trpc are forwarded; look-alike paths are app routes', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url)
    // No bundle is built for this test, so an app route says so instead of serving index.html.
    for (const path of ['/apis', '/trpcx/a']) {
      const response = await e.request(`app://bundle${path}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toMatch(/web client is not built/)
    }
    expect(s.seen).toHaveLength(0)
  })
})

describe('logout', () => {
  it('A successful REST logout removes the stored session token', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url, 'session-123')
    const tokenFile = join(e.userData, 'session-token.bin')
    expect(existsSync(tokenFile)).toBe(true)
    await e.request('app://bundle/api/auth/logout', { method: 'POST' })
    expect(s.seen[0]!.headers.authorization).toBe('Bearer session-123')
    expect(existsSync(tokenFile)).toBe(false)
    await e.request('app://bundle/api/auth/me')
    expect(s.seen[1]!.headers.authorization).toBeUndefined()
  })

  it('A successful batched tRPC logout removes the stored session token', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url, 'session-123')
    await e.request('app://bundle/trpc/settings.get,auth.logout?batch=1', {
      method: 'POST',
      body: '{}',
    })
    expect(existsSync(join(e.userData, 'session-token.bin'))).toBe(false)
  })

  it('A failed logout keeps the session token', async () => {
    server = await startFakeServer(() => ({ status: 500, body: { message: 'boom' } }))
    const e = await startDesktop(server.url, 'session-123')
    await e.request('app://bundle/api/auth/logout', { method: 'POST' })
    expect(existsSync(join(e.userData, 'session-token.bin'))).toBe(true)
  })

  it('Reading something named logout does not sign out', async () => {
    const s = await echoServer()
    const e = await startDesktop(s.url, 'session-123')
    await e.request('app://bundle/trpc/auth.logout')
    await e.request('app://bundle/trpc/auth.logoutEverywhere', { method: 'POST' })
    expect(existsSync(join(e.userData, 'session-token.bin'))).toBe(true)
    expect(allFileBytes(e.userData)).not.toContain('session-123')
  })
})
