import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  allFileBytes,
  createFakeSafeStorage,
  pairedKioskUserData,
  signedInUserData,
  startFakeElectron,
  type FakeElectron,
} from './support/fake-electron'
import { startFakeServer, type FakeServer } from './support/fake-server'

let electron: FakeElectron | null = null
let server: FakeServer | null = null
const extraElectrons: FakeElectron[] = []
const extraServers: FakeServer[] = []

afterEach(async () => {
  electron?.cleanup()
  electron = null
  await server?.close()
  server = null
  for (const e of extraElectrons.splice(0)) e.cleanup()
  for (const s of extraServers.splice(0)) await s.close()
})

async function restart(options: Parameters<typeof startFakeElectron>[0]) {
  const e = startFakeElectron(options)
  extraElectrons.push(e)
  await e.started?.ready
  return e
}

async function otherServer() {
  const s = await startFakeServer((request) => ({ body: { url: request.url } }))
  extraServers.push(s)
  return s
}

/**
 * The server's side of decision 009: the sign-in page mints a one-time code bound to the PKCE
 * challenge; the token endpoint answers only the verifier whose S256 is that challenge.
 */
async function startAuthServer() {
  const codes = new Map<string, string>()
  const s = await startFakeServer((request) => {
    if (request.method === 'POST' && request.url === '/api/auth/desktop/token') {
      const { code, verifier } = JSON.parse(request.body) as { code: string; verifier: string }
      const challenge = codes.get(code)
      codes.delete(code)
      const s256 = createHash('sha256').update(verifier).digest('base64url')
      if (!challenge || challenge !== s256) {
        return { status: 400, body: { message: 'This sign-in code is invalid or expired' } }
      }
      return { body: { token: 'session-new', expiresAt: '2026-12-31T00:00:00.000Z' } }
    }
    return { body: { url: request.url } }
  })
  server = s
  return { ...s, codes }
}

async function startDesktop(serverUrl: string, safeStorage = createFakeSafeStorage()) {
  electron = startFakeElectron({ argv: [`--server=${serverUrl}`], safeStorage })
  await electron.started?.ready
  return electron
}

/** Starts sign-in from the bundle and waits for the URL the system browser is sent to. */
async function beginSignIn(e: FakeElectron) {
  const before = e.fakes.shell.openExternal.mock.calls.length
  const result = e.invoke('calisthenics:sign-in', 'app://bundle/auth')
  await vi.waitFor(() =>
    expect(e.fakes.shell.openExternal.mock.calls.length).toBeGreaterThan(before),
  )
  const opened = new URL(e.fakes.shell.openExternal.mock.calls.at(-1)![0])
  const port = opened.searchParams.get('port')!
  const state = opened.searchParams.get('state')!
  const challenge = opened.searchParams.get('challenge')!
  const callback = (query: string) => fetch(`http://127.0.0.1:${port}/callback?${query}`)
  return { result, opened, port, state, challenge, callback }
}

describe('desktop sign-in through the system browser', () => {
  it('The browser is sent to the server with a loopback port, a state and an S256 challenge', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { opened, port, state, challenge, callback } = await beginSignIn(e)
    expect(opened.origin).toBe(s.url)
    expect(opened.pathname).toBe('/desktop-sign-in')
    expect(Number(port)).toBeGreaterThan(0)
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(challenge).not.toBe(state)
    expect(allFileBytes(e.userData)).toBe('')
    // Leave nothing listening.
    await callback(`code=none&state=${state}`)
  })

  it('The callback trades the code and verifier for a session token that is stored encrypted', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { result, state, challenge, callback } = await beginSignIn(e)
    s.codes.set('one-time-code', challenge)

    const tab = await callback(`code=one-time-code&state=${state}`)
    expect(tab.status).toBe(200)
    expect(tab.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(await tab.text()).toContain('return to the Calisthenics app')
    expect(await result).toEqual({ ok: true })
    expect(e.current().focus).toHaveBeenCalled()

    expect(existsSync(join(e.userData, 'session-token.bin'))).toBe(true)
    expect(allFileBytes(e.userData)).not.toContain('session-new')
    await e.request('app://bundle/trpc/auth.me')
    expect(s.seen.at(-1)!.headers.authorization).toBe('Bearer session-new')
  })

  it('A callback with another state is refused and the app keeps waiting for the real one', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { result, state, challenge, callback } = await beginSignIn(e)
    s.codes.set('one-time-code', challenge)

    const forged = await callback('code=one-time-code&state=guessed')
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('does not belong to the sign-in the app started')
    expect(s.seen.filter((request) => request.url === '/api/auth/desktop/token')).toHaveLength(0)

    expect((await callback(`code=one-time-code&state=${state}`)).status).toBe(200)
    expect(await result).toEqual({ ok: true })
  })

  it('Only GET /callback is answered on the loopback port', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { port, state, callback } = await beginSignIn(e)
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${port}/callback`, { method: 'POST' })).status).toBe(404)
    expect((await callback(`state=${state}`)).status).toBe(400)
    await callback(`code=x&state=${state}`)
  })

  it("A code the server refuses ends sign-in with the server's message", async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { result, state, callback } = await beginSignIn(e)
    const tab = await callback(`code=never-issued&state=${state}`)
    expect(tab.status).toBe(400)
    expect(await tab.text()).toContain('This sign-in code is invalid or expired')
    expect(await result).toEqual({
      ok: false,
      message: 'This sign-in code is invalid or expired',
    })
    expect(existsSync(join(e.userData, 'session-token.bin'))).toBe(false)
    expect(e.log.lines).toContain(
      'warn: Sign-in did not finish: This sign-in code is invalid or expired',
    )
  })

  it('Sign-in gives up after five minutes and stops listening', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { result, state, callback } = await beginSignIn(e)
    await e.clock.advance(5 * 60_000 - 1)
    await e.clock.advance(1)
    expect(await result).toEqual({
      ok: false,
      message: 'Sign-in timed out after 5 minutes. Try again.',
    })
    await expect(callback(`code=late&state=${state}`)).rejects.toThrow()
  })

  it('The loopback port closes once sign-in finished', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const { result, state, challenge, callback } = await beginSignIn(e)
    s.codes.set('code-1', challenge)
    await callback(`code=code-1&state=${state}`)
    await result
    await expect(callback(`code=code-1&state=${state}`)).rejects.toThrow()
  })

  it('Starting sign-in again replaces the attempt that is still waiting', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    const first = await beginSignIn(e)
    const second = await beginSignIn(e)
    expect(await first.result).toEqual({ ok: false, message: 'A newer sign-in replaced this one' })
    expect(second.state).not.toBe(first.state)
    s.codes.set('code-2', second.challenge)
    await second.callback(`code=code-2&state=${second.state}`)
    expect(await second.result).toEqual({ ok: true })
  })

  it('A browser that cannot be opened ends sign-in with a message', async () => {
    const s = await startAuthServer()
    const e = await startDesktop(s.url)
    e.fakes.shell.openExternal.mockRejectedValueOnce(new Error('no browser'))
    expect(await e.invoke('calisthenics:sign-in', 'app://bundle/auth')).toEqual({
      ok: false,
      message: 'The system browser could not be opened',
    })
  })

  it('A kiosk does not sign in', async () => {
    electron = startFakeElectron({ userData: pairedKioskUserData('https://gym.example.com', 't') })
    await electron.started?.ready
    expect(await electron.invoke('calisthenics:sign-in', 'app://bundle/kiosk')).toEqual({
      ok: false,
      message: 'A kiosk is paired on its setup screen, not signed in',
    })
    expect(electron.fakes.shell.openExternal).not.toHaveBeenCalled()
  })
})

describe('a session belongs to the server that issued it', () => {
  it('After signing in with --server the next start without flags uses that server and its session', async () => {
    const s = await startAuthServer()
    const safeStorage = createFakeSafeStorage()
    const e = await startDesktop(s.url, safeStorage)
    const { result, state, challenge, callback } = await beginSignIn(e)
    s.codes.set('one-time-code', challenge)
    await callback(`code=one-time-code&state=${state}`)
    expect(await result).toEqual({ ok: true })
    expect(JSON.parse(readFileSync(join(e.userData, 'config.json'), 'utf8'))).toEqual({
      desktopServerUrl: s.url,
    })

    const again = await restart({ userData: e.userData, safeStorage })
    const before = s.seen.length
    await again.request('app://bundle/trpc/auth.me')
    expect(s.seen.slice(before).map((request) => request.headers.authorization)).toEqual([
      'Bearer session-new',
    ])
  })

  it('Started for another server (flag or environment), the app is signed out there and never sends the session', async () => {
    const issuer = await startAuthServer()
    const other = await otherServer()
    const safeStorage = createFakeSafeStorage()
    const userData = signedInUserData(issuer.url, 'session-A', safeStorage)
    for (const options of [
      { argv: [`--server=${other.url}`] },
      { env: { CALISTHENICS_SERVER_URL: other.url } },
    ]) {
      const e = await restart({ userData, safeStorage, ...options })
      await e.request('app://bundle/trpc/auth.me')
      // A logout there is not a logout from the issuer: the stored session stays.
      await e.request('app://bundle/api/auth/logout', { method: 'POST' })
      expect(e.log.lines).toContain(
        `warn: The stored session is for ${issuer.url}, not ${other.url}: it is not sent; signed out here`,
      )
    }
    expect(other.seen.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(issuer.seen).toEqual([])
    expect(existsSync(join(userData, 'session-token.bin'))).toBe(true)

    const home = await restart({ userData, safeStorage })
    await home.request('app://bundle/trpc/auth.me')
    expect(issuer.seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer session-A',
    ])
  })

  it('The default server gets no session that another server issued', async () => {
    const issuer = await startAuthServer()
    const safeStorage = createFakeSafeStorage()
    const userData = signedInUserData(issuer.url, 'session-A', safeStorage)
    // A configuration that forgot which server the desktop signed in to: localhost is the default.
    writeFileSync(join(userData, 'config.json'), JSON.stringify({ mode: 'desktop' }))
    const fetched: { url: string; authorization: string | null }[] = []
    const e = await restart({
      userData,
      safeStorage,
      fetch: (async (input: string, init?: RequestInit) => {
        fetched.push({ url: input, authorization: new Headers(init?.headers).get('authorization') })
        return new Response('{}', { headers: { 'content-type': 'application/json' } })
      }) as typeof fetch,
    })
    await e.request('app://bundle/trpc/auth.me')
    expect(fetched).toEqual([{ url: 'http://localhost:3000/trpc/auth.me', authorization: null }])
  })

  it('A session token saved before tokens carried their origin is discarded: nobody knows who issued it', async () => {
    const s = await startAuthServer()
    const safeStorage = createFakeSafeStorage()
    const userData = signedInUserData(s.url, 'unused', safeStorage)
    writeFileSync(join(userData, 'session-token.bin'), safeStorage.encryptString('legacy-session'))
    const e = await restart({ userData, safeStorage })
    await e.request('app://bundle/trpc/auth.me')
    expect(s.seen[0]!.headers.authorization).toBeUndefined()
    expect(existsSync(join(userData, 'session-token.bin'))).toBe(false)
    expect(e.log.lines).toContain(
      'warn: The stored session token does not say which server issued it; it is discarded',
    )
  })
})
