import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness({ METRICS_TOKEN: 'metrics-secret-token' })

const scrape = async () => {
  const res = await fetch(`${h.server.url}/metrics`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
  return res.text()
}
/**
 * A request's duration is recorded once its answer has gone out (onResponse), which can come
 * just after the client has read it: scrape until the last request's sample is in.
 */
const scrapeWith = async (last: string) => {
  for (let attempt = 0; ; attempt++) {
    const text = await scrape()
    if (text.includes(last) || attempt === 40) return text
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('/metrics', () => {
  it('reports request durations by route pattern, never by raw URL', async () => {
    await rest(h.server.url, 'GET', '/api/workouts/1', { token: h.token })
    await rest(h.server.url, 'GET', '/api/invitations/SECRET-TOKEN-IN-PATH')
    await fetch(`${h.server.url}/trpc/workouts.list`, {
      headers: { authorization: `Bearer ${h.token}` },
    })
    await fetch(`${h.server.url}/trpc/made.up.procedure.${Date.now()}`)
    const text = await scrapeWith('route="/trpc/(unknown)"')
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
    await rest(h.server.url, 'PATCH', '/api/user', {
      token: h.token,
      body: { age: 30, height: 180, weight: 80, timeZone: 'UTC' },
    })
    const text = await scrape()
    const count = /db_write_lock_wait_seconds_count (\d+)/.exec(text)?.[1]
    expect(Number(count)).toBeGreaterThan(0)
  })

  it('counts database errors by kind', async () => {
    const other = createClient({ url: `file:${h.server.database.path}` })
    const held = await other.transaction('write')
    try {
      const res = await rest(h.server.url, 'PATCH', '/api/user', {
        token: h.token,
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
    // A reverse proxy on this machine connects from loopback: what it forwards is not local.
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9;proto=https'],
      ['x-real-ip', '203.0.113.9'],
    ] as const) {
      const proxied = await fetch(`${h.server.url}/metrics`, { headers: { [name]: value } })
      expect(proxied.status, name).toBe(404)
    }
    // A caller on another machine, as the socket sees it.
    const fromAfar = (authorization?: string) =>
      h.server.app.inject({
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
