import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase64urlNoPadding } from '@oslojs/encoding'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeDesktopCode, issueDesktopCode } from '~/server/services/auth/desktop-sign-in'
import { createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

function pkce() {
  const verifier = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)))
  const challenge = encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier)))
  return { verifier, challenge }
}

/** A browser signed in through the real OpenID flow asks for a code for the desktop app. */
async function codeFromBrowser(email: string, challenge: string, port = 53_123) {
  const browser = server.agent()
  await browser.signIn({ email, name: 'Desk Coach' })
  const state = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16)))
  const res = await browser.request('/api/auth/desktop/code', {
    method: 'POST',
    body: { port, state, challenge },
  })
  expect(res.status, res.text).toBe(200)
  const redirect = new URL(res.json<{ redirectUrl: string }>().redirectUrl)
  return { redirect, state, browser }
}

describe('the desktop app’s loopback sign-in', () => {
  it('hands a signed-in browser’s account to the app, which then calls the API with Bearer', async () => {
    const { verifier, challenge } = pkce()
    const { redirect, state } = await codeFromBrowser('desk.coach@example.test', challenge)
    expect(redirect.origin).toBe('http://127.0.0.1:53123')
    expect(redirect.pathname).toBe('/callback')
    expect(redirect.searchParams.get('state')).toBe(state)
    const code = redirect.searchParams.get('code')!
    const res = await rest(server.url, 'POST', '/api/auth/desktop/token', {
      body: { code, verifier },
    })
    expect(res.status, res.text).toBe(200)
    const { token } = res.body as { token: string; expiresAt: string }
    const me = await rest(server.url, 'GET', '/api/user', { token })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: 'desk.coach@example.test' })
    // The app's logout ends that session and only that one.
    expect((await rest(server.url, 'POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await rest(server.url, 'GET', '/api/user', { token })).status).toBe(401)
  })

  it('lets a code work once', async () => {
    const { verifier, challenge } = pkce()
    const { redirect } = await codeFromBrowser('once@example.test', challenge)
    const code = redirect.searchParams.get('code')!
    const body = { code, verifier }
    expect((await rest(server.url, 'POST', '/api/auth/desktop/token', { body })).status).toBe(200)
    const again = await rest(server.url, 'POST', '/api/auth/desktop/token', { body })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ message: expect.stringContaining('Sign in again') })
  })

  it('burns the code when the verifier does not match, so it cannot be retried', async () => {
    const { verifier, challenge } = pkce()
    const { redirect } = await codeFromBrowser('wrong.verifier@example.test', challenge)
    const code = redirect.searchParams.get('code')!
    const wrong = await rest(server.url, 'POST', '/api/auth/desktop/token', {
      body: { code, verifier: pkce().verifier },
    })
    expect(wrong.status).toBe(400)
    const right = await rest(server.url, 'POST', '/api/auth/desktop/token', {
      body: { code, verifier },
    })
    expect(right.status).toBe(400)
  })

  it('refuses a code older than two minutes', async () => {
    const user = await createUser(server.database)
    const { verifier, challenge } = pkce()
    const issuedAt = new Date('2026-11-23T09:00:00Z')
    const { redirectUrl } = await issueDesktopCode({
      database: server.database,
      userId: user.id,
      params: { port: 50_000, state: 'state-0123456789abcdef', challenge },
      now: issuedAt,
    })
    const code = new URL(redirectUrl).searchParams.get('code')!
    await expect(
      exchangeDesktopCode({
        database: server.database,
        code,
        verifier,
        now: new Date(issuedAt.getTime() + 121_000),
      }),
    ).rejects.toThrow('not valid')
  })

  it('asks for a signed-in account and only ever redirects to the loopback address', async () => {
    const { challenge } = pkce()
    const signedOut = await rest(server.url, 'POST', '/api/auth/desktop/code', {
      body: { port: 50_000, state: 'state-0123456789abcdef', challenge },
    })
    expect(signedOut.status).toBe(401)
    const browser = server.agent()
    await browser.signIn({ email: 'ports@example.test', name: 'Ports' })
    for (const bad of [
      { port: 80, state: 'state-0123456789abcdef', challenge },
      { port: 50_000, state: 'short', challenge },
      { port: 50_000, state: 'state-0123456789abcdef', challenge: 'abc' },
      { port: 50_000, state: 'state-0123456789abcdef', challenge, host: 'evil.example' },
    ]) {
      const res = await browser.request('/api/auth/desktop/code', { method: 'POST', body: bad })
      if (res.status === 200) {
        expect(new URL(res.json<{ redirectUrl: string }>().redirectUrl).hostname).toBe('127.0.0.1')
      } else {
        expect(res.status).toBe(400)
      }
    }
  })

  it('refuses a cross-site page that tries to mint a code with the browser’s cookie', async () => {
    const { challenge } = pkce()
    const browser = server.agent()
    await browser.signIn({ email: 'csrf.desk@example.test', name: 'Csrf' })
    const res = await browser.request('/api/auth/desktop/code', {
      method: 'POST',
      body: { port: 50_000, state: 'state-0123456789abcdef', challenge },
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
  })
})
