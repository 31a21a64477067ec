import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateSessionToken } from '~/server/auth/session'
import type { Agent } from '../support/agent'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function signedInAgent(): Promise<Agent> {
  const agent = server.agent()
  await agent.signIn({ demo: 'athlete' })
  expect(agent.sessionToken()).toBeTruthy()
  return agent
}

async function stillSignedIn(agent: Agent): Promise<boolean> {
  return (await validateSessionToken(server.database, agent.sessionToken()!)) !== null
}

describe('cross-site request forgery protection', () => {
  it('refuses a cookie POST from a foreign Origin with 403 and changes nothing', async () => {
    const agent = await signedInAgent()
    const res = await agent.request('/api/auth/logout', {
      method: 'POST',
      body: {},
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(res.json()).toMatchObject({ message: 'Cross-site request refused' })
    expect(await stillSignedIn(agent)).toBe(true)
    expect((await agent.request('/api/user')).status).toBe(200)
  })

  it('refuses a cookie POST from a foreign Origin on the tRPC endpoint too', async () => {
    const agent = await signedInAgent()
    const res = await agent.request('/trpc/auth.logout', {
      method: 'POST',
      body: {},
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(await stillSignedIn(agent)).toBe(true)
  })

  it('refuses a cookie POST that looks like the app on another port', async () => {
    const agent = await signedInAgent()
    const foreignPort = new URL(server.url)
    foreignPort.port = String(Number(foreignPort.port) + 1)
    const res = await agent.request('/api/auth/logout', {
      method: 'POST',
      body: {},
      origin: foreignPort.origin,
    })
    expect(res.status).toBe(403)
    expect(await stillSignedIn(agent)).toBe(true)
  })

  it('refuses a cookie POST with neither Origin nor Sec-Fetch-Site', async () => {
    const agent = await signedInAgent()
    const res = await agent.request('/api/auth/logout', { method: 'POST', body: {}, origin: null })
    expect(res.status).toBe(403)
    expect(await stillSignedIn(agent)).toBe(true)
  })

  it('refuses a cookie POST whose Sec-Fetch-Site says cross-site', async () => {
    const agent = await signedInAgent()
    const res = await agent.request('/api/auth/logout', {
      method: 'POST',
      body: {},
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status).toBe(403)
    expect(await stillSignedIn(agent)).toBe(true)
  })

  it("accepts a cookie POST from the app's own Origin", async () => {
    const agent = await signedInAgent()
    const token = agent.sessionToken()!
    const res = await agent.request('/api/auth/logout', { method: 'POST', body: {} })
    expect(res.status).toBe(200)
    expect(await validateSessionToken(server.database, token)).toBeNull()
  })

  it('accepts a cookie POST without Origin when Sec-Fetch-Site is same-origin', async () => {
    const agent = await signedInAgent()
    const token = agent.sessionToken()!
    const res = await agent.request('/api/auth/logout', {
      method: 'POST',
      body: {},
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(res.status).toBe(200)
    expect(await validateSessionToken(server.database, token)).toBeNull()
  })

  it('accepts a Bearer-token POST without Origin (desktop clients)', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const res = await rest(server.url, 'POST', '/api/auth/logout', { token, body: {} })
    expect(res.status).toBe(200)
    expect(await validateSessionToken(server.database, token)).toBeNull()
  })

  it('never asks a GET for an Origin, even a foreign one', async () => {
    const agent = await signedInAgent()
    const res = await agent.request('/api/user', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status).toBe(200)
    expect(res.json()).toMatchObject({ email: 'athlete@demo.local' })
  })
})
