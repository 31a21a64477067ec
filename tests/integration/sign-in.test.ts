import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '~/server/db/schema'
import { hashToken } from '~/server/auth/tokens'
import { devSubject } from '~/server/auth/dev-provider'
import type { Agent } from '../support/agent'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'Boss@Example.test' })
})
afterAll(() => server.close())

describe('sign-in through the development OpenID provider', () => {
  it('signs in a typed email, creates the user keyed by the provider subject and sets a session cookie', async () => {
    const agent = server.agent()
    const hops = await agent.signIn({ email: 'new.athlete@example.test', name: 'New Athlete' })
    // Back to Daily; the app asks a new athlete about their training on the way there.
    const callback = hops.find((h) => h.location?.includes('/auth?signedIn=1'))
    expect(callback?.location).toContain('next=%2Fdaily')
    const me = await agent.request('/api/user')
    expect(me.status).toBe(200)
    expect(me.json()).toMatchObject({
      email: 'new.athlete@example.test',
      username: 'new-athlete',
      role: 'user',
      streak: 0,
      level: 1,
    })
    const row = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.athlete@example.test'))
      .get()
    expect(row?.googleId).toBe(devSubject('new.athlete@example.test'))
  })

  it('returns to the page asked for, with the account still to be asked about training until it answers or skips', async () => {
    const nextOf = (hops: { location?: string | null }[]) =>
      new URL(
        hops.find((h) => h.location?.includes('/auth?signedIn=1'))?.location ?? '',
        server.url,
      ).searchParams.get('next')
    // What the app's layout reads to ask first (docs/product.md#onboarding).
    const onboardingOf = async (agent: Agent) =>
      (await agent.request('/api/auth/session')).json<{ user: { onboarding: string } }>().user
        .onboarding
    const email = 'later.athlete@example.test'
    const first = server.agent()
    expect(nextOf(await first.signIn({ email, name: 'Later' }))).toBe('/daily')
    expect(await onboardingOf(first)).toBe('pending')
    const again = server.agent()
    expect(nextOf(await again.signIn({ email, name: 'Later' }, '/skills'))).toBe('/skills')
    expect(await onboardingOf(again)).toBe('pending')
    const skipped = await again.request('/api/user', {
      method: 'PATCH',
      body: { onboarding: 'skipped' },
    })
    expect(skipped.status).toBe(200)
    const later = server.agent()
    expect(nextOf(await later.signIn({ email, name: 'Later' }))).toBe('/daily')
    expect(await onboardingOf(later)).toBe('skipped')
  })

  it('returns to the page first asked for, but never to another origin', async () => {
    const agent = server.agent()
    const hops = await agent.signIn({ demo: 'athlete' }, '/skills?tab=1')
    expect(
      hops.some((h) => h.location?.endsWith('/auth?signedIn=1&next=%2Fskills%3Ftab%3D1')),
    ).toBe(true)
    const evil = server.agent()
    const evilHops = await evil.signIn({ demo: 'athlete' }, '//evil.example/steal')
    expect(evilHops.some((h) => h.location?.endsWith('next=%2Fdaily'))).toBe(true)
  })

  it('signs in a demo account as its seeded role', async () => {
    const agent = server.agent()
    await agent.signIn({ demo: 'trainer' })
    const me = await agent.request('/api/user')
    expect(me.json()).toMatchObject({ email: 'trainer@demo.local', role: 'trainer' })
  })

  it('makes ADMIN_EMAILS addresses admins at sign-in, case-insensitively', async () => {
    const agent = server.agent()
    await agent.signIn({ email: 'boss@example.test', name: 'Boss' })
    expect((await agent.request('/api/user')).json()).toMatchObject({ role: 'admin' })
  })

  it('creates a new session at every sign-in', async () => {
    const a = server.agent()
    const b = server.agent()
    await a.signIn({ email: 'twice@example.test' })
    await b.signIn({ email: 'twice@example.test' })
    expect(a.sessionToken()).toBeTruthy()
    expect(a.sessionToken()).not.toBe(b.sessionToken())
    const user = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'twice@example.test'))
      .get()
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user!.id))
      .all()
    expect(rows).toHaveLength(2)
    // Only the hash is stored.
    expect(rows.map((r) => r.id)).toContain(hashToken(a.sessionToken()!))
    expect(rows.map((r) => r.id)).not.toContain(a.sessionToken())
  })

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ with a 30-day expiry', async () => {
    const agent = server.agent()
    await agent.signIn({ demo: 'athlete' })
    const cookie = agent.jar.get('session')
    expect(cookie).toBeDefined()
    const attrs = cookie!.attributes.map((a) => a.toLowerCase())
    expect(attrs).toContain('httponly')
    expect(attrs).toContain('samesite=lax')
    expect(cookie!.path).toBe('/')
    const expires = new Date(
      cookie!.attributes.find((a) => a.toLowerCase().startsWith('expires='))!.slice(8),
    )
    expect(expires.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(cookie!.value.length).toBeGreaterThanOrEqual(26) // >= 128 bits in base32
  })

  it('logs out: the session is deleted and the old cookie no longer works', async () => {
    const agent = server.agent()
    await agent.signIn({ demo: 'athlete' })
    const token = agent.sessionToken()!
    const out = await agent.request('/api/auth/logout', { method: 'POST', body: {} })
    expect(out.status).toBe(200)
    expect(agent.sessionToken()).toBeUndefined()
    const replay = await fetch(`${server.url}/api/user`, {
      headers: { cookie: `session=${token}` },
    })
    expect(replay.status).toBe(401)
  })
})

describe('the sign-in callback', () => {
  it('rejects a state that does not match the cookie and creates no session', async () => {
    const agent = server.agent()
    await agent.request('/api/auth/google')
    const res = await agent.request('/api/auth/google/callback?code=abc&state=forged')
    expect(res.status).toBe(302)
    expect(res.location).toContain('/auth?error=state')
    expect(agent.sessionToken()).toBeUndefined()
  })

  it('rejects a callback whose PKCE verifier cookie is missing', async () => {
    const agent = server.agent()
    const start = await agent.request('/api/auth/google')
    const state = new URL(start.location!).searchParams.get('state')!
    for (const key of [...agent.jar.cookies.keys()])
      if (key.startsWith('oauth_verifier')) agent.jar.cookies.delete(key)
    const res = await agent.request(`/api/auth/google/callback?code=abc&state=${state}`)
    expect(res.location).toContain('/auth?error=state')
    expect(agent.sessionToken()).toBeUndefined()
  })

  it('rejects a reused authorization code', async () => {
    const agent = server.agent()
    const hops = await agent.signIn({ demo: 'athlete' })
    const callbackUrl = hops
      .map((h) => h.location)
      .find((l) => l?.includes('/api/auth/google/callback?'))
    expect(callbackUrl).toBeTruthy()
    // An attacker replays the callback with the same code and the flow cookies it captured.
    const replay = server.agent()
    const url = new URL(callbackUrl!)
    const state = url.searchParams.get('state')!
    const verifier = 'x'.repeat(43)
    replay.jar.store([
      `oauth_state=${state}; Path=/api/auth`,
      `oauth_verifier=${verifier}; Path=/api/auth`,
    ])
    const res = await replay.request(url.pathname + url.search)
    expect(res.location).toContain('/auth?error=exchange')
    expect(replay.sessionToken()).toBeUndefined()
  })

  it('rejects a sign-in the provider reports as denied', async () => {
    const agent = server.agent()
    await agent.request('/api/auth/google')
    const res = await agent.request('/api/auth/google/callback?error=access_denied')
    expect(res.location).toContain('/auth?error=denied')
  })
})
