import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

function batchUrl(n: number) {
  const paths = Array.from({ length: n }, () => 'auth.session').join(',')
  const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))
  return `${server.url}/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`
}

describe('tRPC over HTTP', () => {
  it('answers a batch of 20 calls in one request (long batched paths do not hit 414)', async () => {
    const res = await fetch(batchUrl(20))
    expect(res.status).toBe(200)
    const body = (await res.json()) as unknown[]
    expect(body).toHaveLength(20)
    expect(body[0]).toEqual({ result: { data: { user: null } } })
  })

  it('refuses a batch above the cap', async () => {
    const res = await fetch(batchUrl(21))
    expect(res.status).toBe(400)
  })

  it('answers 401 with a clear message and no stack trace to a signed-out protected call', async () => {
    const res = await fetch(`${server.url}/trpc/user.me`)
    expect(res.status).toBe(401)
    const text = await res.text()
    expect(text).toContain('Sign in to continue')
    expect(text).not.toMatch(/stack|at .*\.ts:\d+/)
  })

  it('tells a signed-in session check who is signed in', async () => {
    const agent = server.agent()
    await agent.signIn({ demo: 'manager' })
    const res = await agent.request('/trpc/auth.session')
    expect(res.json()).toMatchObject({
      result: { data: { user: { email: 'manager@demo.local', role: 'manager' } } },
    })
  })
})
