import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

// The real limits (no test override): 120 mutations per caller in a burst, 20 sign-in starts per address.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: true })
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
