import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '~/server/config'
import { createSessionToken, createUser } from '../support/factories'
import { startTestServer, type TestServer } from '../support/test-server'

/** A request with a Host header of our choosing (fetch will not send one). */
function get(url: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request(`${url}${path}`, { method, headers }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

// Outside tests, as `npm run dev` runs it: the allow-list of Host values is on.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'development' })
})
afterAll(() => server.close())

describe('the Host allow-list', () => {
  it('refuses a Host that is not the app’s, as a DNS-rebinding page sends, the dev sign-in included', async () => {
    for (const path of ['/api/user', '/dev-oidc/.well-known/openid-configuration', '/']) {
      const refused = await get(server.url, path, { host: `rebind.example:${server.config.port}` })
      expect(refused.status, path).toBe(421)
      expect(JSON.parse(refused.body)).toEqual({
        code: 'MISDIRECTED_REQUEST',
        message: `This server answers only as ${server.url} (set APP_URL or ALLOWED_HOSTS)`,
      })
    }
  })

  it('answers the APP_URL’s host and this machine’s loopback names, and probes by any', async () => {
    const port = server.config.port
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await get(server.url, '/api/openapi.json', { host })).status, host).toBe(200)
    }
    expect((await get(server.url, '/healthz', { host: '10.0.0.7:3000' })).status).toBe(200)
  })

  it('takes more names from ALLOWED_HOSTS and is off in tests', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      APP_URL: 'https://gym.example.test',
      ALLOWED_HOSTS: 'Gym.Local:3000, 192.168.1.20:3000',
    })
    expect([...(config.allowedHosts ?? [])]).toEqual(
      expect.arrayContaining(['gym.example.test', 'gym.local:3000', '192.168.1.20:3000']),
    )
    expect(loadConfig({ NODE_ENV: 'test' }).allowedHosts).toBeNull()
  })
})

describe('HEAD on /api', () => {
  it('answers as GET would, without the body: 404 for an unknown path, 401 signed out', async () => {
    const host = { host: `127.0.0.1:${server.config.port}` }
    expect((await get(server.url, '/api/no-such-thing', host, 'HEAD')).status).toBe(404)
    expect((await get(server.url, '/trpc/no.such', host, 'HEAD')).status).toBe(404)
    expect((await get(server.url, '/api/user', host, 'HEAD')).status).toBe(401)
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const signedIn = await get(
      server.url,
      '/api/user',
      { ...host, authorization: `Bearer ${token}` },
      'HEAD',
    )
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toBe('')
    expect(signedIn.headers['content-type']).toMatch(/application\/json/)
  })
})

describe('TRUST_PROXY', () => {
  it('is off unless set, so X-Forwarded-For cannot pick a caller’s address', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const config = loadConfig({
        NODE_ENV,
        APP_URL: 'https://gym.example.test',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      })
      expect(config.trustProxy).toBe(false)
    }
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1)
  })

  it('leaves the rate limits keyed on the real address however X-Forwarded-For rotates', async () => {
    const statuses: number[] = []
    const limited = await startTestServer({ NODE_ENV: 'development' }, { rateLimits: true })
    try {
      for (let i = 0; i < 22; i++) {
        const res = await get(limited.url, '/api/auth/google', {
          host: `127.0.0.1:${limited.config.port}`,
          'x-forwarded-for': `203.0.113.${i}`,
        })
        statuses.push(res.status)
      }
    } finally {
      await limited.close()
    }
    expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})
