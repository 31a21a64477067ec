import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: 'metrics-secret-token' })
  const user = await createUser(server.database)
  token = await createSessionToken(server.database, user.id)
})
afterAll(() => server.close())

const scrape = async () => {
  const res = await fetch(`${server.url}/metrics`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
  return res.text()
}

describe('/metrics', () => {
  it('reports request durations by route pattern, never by raw URL', async () => {
    await rest(server.url, 'GET', '/api/workouts/1', { token })
    await rest(server.url, 'GET', '/api/invitations/SECRET-TOKEN-IN-PATH')
    await fetch(`${server.url}/trpc/workouts.list`, {
      headers: { authorization: `Bearer ${token}` },
    })
    await fetch(`${server.url}/trpc/made.up.procedure.${Date.now()}`)
    const text = await scrape()
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/workouts\/\{id\}",status="200"\} 1/,
    )
    expect(text).toContain('route="/api/invitations/{token}"')
    expect(text).toContain('route="/trpc/workouts.list"')
    expect(text).toContain('route="/trpc/(unknown)"')
    expect(text).not.toContain('SECRET-TOKEN-IN-PATH')
    expect(text).not.toContain('made.up.procedure')
    expect(text).toContain('process_resident_memory_bytes')
  })

  it('reports how long writes waited for the write lock', async () => {
    await rest(server.url, 'PATCH', '/api/user', {
      token,
      body: { age: 30, height: 180, weight: 80, timeZone: 'UTC' },
    })
    const text = await scrape()
    const count = /db_write_lock_wait_seconds_count (\d+)/.exec(text)?.[1]
    expect(Number(count)).toBeGreaterThan(0)
  })

  it('counts database errors by kind', async () => {
    const other = createClient({ url: `file:${server.database.path}` })
    const held = await other.transaction('write')
    try {
      const res = await rest(server.url, 'PATCH', '/api/user', {
        token,
        body: { age: 31, height: 180, weight: 80, timeZone: 'UTC' },
      })
      expect(res.status).toBe(503)
    } finally {
      await held.rollback()
      other.close()
    }
    expect(await scrape()).toMatch(/db_errors_total\{kind="busy"\} 1/)
  }, 20_000)

  it('is hidden from remote callers and from proxied ones, unless they bring the token', async () => {
    const proxied = await fetch(`${server.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.status).toBe(404)
    // A caller on another machine, as the socket sees it.
    const fromAfar = (authorization?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: authorization ? { authorization } : {},
      })
    expect((await fromAfar()).statusCode).toBe(404)
    expect((await fromAfar('Bearer not-the-token')).statusCode).toBe(404)
    const withToken = await fromAfar('Bearer metrics-secret-token')
    expect(withToken.statusCode).toBe(200)
    expect(withToken.body).toContain('http_request_duration_seconds')
  })
})
