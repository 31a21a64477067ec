import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db/client'
import { databaseRateLimiter } from '~/server/rate-limit/bucket'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

// The real limits (no test override): 120 mutations per caller in a burst, 20 sign-in starts per address.
let server: TestServer
beforeAll(async () => {
  // A stopped clock: on a busy machine 160 requests can take long enough to refill the bucket.
  const now = Date.now()
  server = await startTestServer({}, { rateLimits: true, rateLimitClock: () => now })
})
afterAll(() => server.close())

describe('rate limits', () => {
  it('answers 429 once a caller exceeds the mutation burst, and only for that caller', async () => {
    const admin = await createUser(server.database, { role: 'admin' })
    const token = await createSessionToken(server.database, admin.id)
    const target = await createUser(server.database, { role: 'trainer' })
    const results = await Promise.all(
      Array.from({ length: 160 }, () =>
        rest(server.url, 'POST', `/api/admin/user/${target.id}/role`, {
          token,
          body: { role: 'trainer' },
        }),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(120)
    const limited = results.find((r) => r.status === 429)
    expect(limited, 'no request was rate limited').toBeDefined()
    expect(limited!.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('Too many requests'),
    })
    expectNoStackTrace(limited!)

    // Reads are not limited, and another caller still gets through.
    expect((await rest(server.url, 'GET', '/api/user', { token })).status).toBe(200)
    const other = await createUser(server.database)
    const otherToken = await createSessionToken(server.database, other.id)
    expect(
      (await rest(server.url, 'POST', '/api/auth/logout', { token: otherToken, body: {} })).status,
    ).toBe(200)
  })

  it('counts a refused set once, though the set log answers it on a second path', async () => {
    // A refused set (here: a future time) fails on the set log's fast path and is answered by
    // the REST adapter, which calls the set log again: still one request of the burst.
    const athlete = await createUser(server.database)
    const token = await createSessionToken(server.database, athlete.id)
    const refused = () =>
      rest(server.url, 'POST', `/api/user/${athlete.id}/sets`, {
        token,
        body: {
          clientId: randomUUID(),
          exerciseId: 1,
          setNumber: 1,
          reps: 5,
          performedAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      })
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await refused()).status)
    expect(statuses.slice(0, 120).every((status) => status === 400)).toBe(true)
    expect(statuses[120]).toBe(429)
  })

  it('answers 429 to a burst of sign-in attempts from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' })
      await res.arrayBuffer()
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('token buckets in the database', () => {
  it('allows the burst, refuses the next with the wait, and refills with time', async () => {
    let t = 1_000_000
    const limiter = databaseRateLimiter(
      server.database,
      `test-${randomUUID()}`,
      { capacity: 3, refillPerSecond: 1 },
      () => t,
    )
    const taken = []
    for (let i = 0; i < 4; i++) taken.push(await limiter.take('a'))
    expect(taken).toEqual([0, 0, 0, 1])
    expect(await limiter.take('b')).toBe(0)
    t += 1000
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBe(1)
  })

  it('is one bucket for limiters on separate connections, as separate processes have', async () => {
    const name = `test-${randomUUID()}`
    const other = openDatabase(`file:${server.database.path}`)
    try {
      const here = databaseRateLimiter(server.database, name, {
        capacity: 4,
        refillPerSecond: 0.001,
      })
      const there = databaseRateLimiter(other, name, { capacity: 4, refillPerSecond: 0.001 })
      const taken = await Promise.all([
        here.take('k'),
        there.take('k'),
        here.take('k'),
        there.take('k'),
        here.take('k'),
        there.take('k'),
      ])
      expect(taken.filter((wait) => wait === 0)).toHaveLength(4)
      expect(taken.filter((wait) => wait > 0)).toHaveLength(2)
    } finally {
      other.close()
    }
  })

  it('sweeps buckets that have filled up again', async () => {
    let t = 5_000_000
    const name = `test-${randomUUID()}`
    const limiter = databaseRateLimiter(
      server.database,
      name,
      { capacity: 2, refillPerSecond: 1 },
      () => t,
    )
    await limiter.take('old')
    t += 61_000
    await limiter.take('new')
    const rows = await server.database.client.execute({
      sql: 'SELECT key FROM rate_limits WHERE name = ?',
      args: [name],
    })
    expect(rows.rows.map((r) => r.key)).toEqual(['new'])
  })
})
