import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redactUrl } from '~/server/http/logging'
import { projectRoot } from '~/server/paths'
import { createTestDatabase } from '../support/test-db'
import { freePort, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let log = ''
beforeAll(async () => {
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server = await startTestServer({}, { logStream: stream })
})
afterAll(() => server.close())

const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)

describe('the request log', () => {
  it('never writes invitation tokens, OAuth codes, tRPC inputs, cookies or bearer tokens', async () => {
    const agent = server.agent()
    await agent.signIn({ demo: 'trainer' })
    const invite = await agent.request('/api/trainer/invitations', {
      method: 'POST',
      body: { email: 'logged.friend@example.test' },
    })
    expect(invite.status).toBe(200)
    const [outbox] = await server.database.client
      .execute('SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1')
      .then((r) => r.rows)
    const inviteToken = /\/invite\/([A-Za-z0-9_-]+)/.exec(String(outbox?.text))?.[1]
    expect(inviteToken).toBeTruthy()

    await agent.request(`/api/invitations/${inviteToken}`)
    await fetch(`${server.url}/invite/${inviteToken}`)
    await fetch(`${server.url}/api/auth/google/callback?code=SECRET-CODE-1&state=SECRET-STATE-1`, {
      redirect: 'manual',
    })
    await fetch(
      `${server.url}/trpc/invitations.get?input=${encodeURIComponent(JSON.stringify({ token: 'SECRET-TRPC-TOKEN' }))}`,
    )
    await fetch(`${server.url}/api/user`, {
      headers: { authorization: 'Bearer SECRET-BEARER-1', cookie: 'session=SECRET-COOKIE-1' },
    })
    await fetch(`${server.url}/api/kiosk/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'SECRETPAIR', delivery: 'token' }),
    })

    for (const secret of [
      inviteToken!,
      'SECRET-CODE-1',
      'SECRET-STATE-1',
      'SECRET-TRPC-TOKEN',
      'SECRET-BEARER-1',
      'SECRET-COOKIE-1',
      'SECRETPAIR',
      agent.sessionToken()!,
    ]) {
      expect(log, secret).not.toContain(secret)
    }
    const urls = lines()
      .map((l) => (l.req as { url?: string } | undefined)?.url)
      .filter(Boolean)
    expect(urls).toContain('/api/invitations/[redacted]')
    expect(urls).toContain('/invite/[redacted]')
    expect(urls).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]')
    // The invitation mail is logged by recipient only.
    expect(log).toContain('logged.friend@example.test')
    // Every answer above went out once, cleanly: no error logged behind the client's back.
    expect(lines().filter((l) => Number(l.level) >= 50)).toEqual([])
  })

  it('writes one line per request with method, path, status and time', async () => {
    const before = lines().length
    await fetch(`${server.url}/healthz`)
    const after = lines().slice(before)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({
      msg: expect.stringMatching(/^GET \/healthz 200 \d+ ms$/),
      status: 200,
      req: { method: 'GET', url: '/healthz' },
    })
  })

  it('honours and echoes a well-formed X-Request-Id, and replaces a malformed one', async () => {
    const given = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'edge-4f2a.77' },
    })
    expect(given.headers.get('x-request-id')).toBe('edge-4f2a.77')
    expect(lines().at(-1)).toMatchObject({ reqId: 'edge-4f2a.77' })

    const forged = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'bad id with "quotes"' },
    })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const long = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'a'.repeat(200) },
    })
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const own = await fetch(`${server.url}/healthz`)
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('redacts secret path segments and every query value', () => {
    expect(redactUrl('/invite/abc?x=1')).toBe('/invite/[redacted]?x=[redacted]')
    expect(redactUrl('/dev-oidc/interaction/uid123/login')).toBe(
      '/dev-oidc/interaction/[redacted]/login',
    )
    expect(redactUrl('/api/workouts/3')).toBe('/api/workouts/3')
  })
})

/** Starts the built server (`dist/server/main.js`) and collects its output until it is up. */
async function startBuilt(env: Record<string, string>): Promise<string> {
  const port = await freePort()
  const database = createTestDatabase()
  database.close()
  const child = spawn(process.execPath, [join(projectRoot(), 'dist', 'server', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${database.path}`,
      ...env,
    },
  })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve) => {
    const check = () => (/running at|Refusing/.test(out) ? resolve() : setTimeout(check, 50))
    check()
    void exited.then(resolve)
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  child.kill('SIGTERM')
  await exited
  return out
}

describe('the server start-up', () => {
  it('prints one summary line and a clear warning about development sign-in, in short pretty lines', async () => {
    const out = await startBuilt({ NODE_ENV: 'development' })
    const summary = out.split('\n').filter((l) => l.includes('Calisthenics is running at'))
    expect(summary).toHaveLength(1)
    expect(summary[0]).toMatch(
      /database file:.*migrations: \d+ applied now, \d+ in all · catalogue: \d+ exercises, \d+ workouts/,
    )
    expect(out).toContain(
      'Development sign-in is ON: anyone who can reach this server can sign in as anyone',
    )
    expect(() => JSON.parse(summary[0]!)).toThrow()
  })

  it('logs JSON in production, with no development sign-in warning', async () => {
    const out = await startBuilt({
      NODE_ENV: 'production',
      APP_URL: 'https://gym.example.test',
      GOOGLE_CLIENT_ID: 'id.apps.example',
      GOOGLE_CLIENT_SECRET: 'secret-value',
    })
    const records = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string })
    expect(
      records.some((r) => r.msg.startsWith('Calisthenics is running at https://gym.example.test')),
    ).toBe(true)
    expect(out).not.toContain('Development sign-in is ON')
    expect(out).not.toContain('secret-value')
  })

  it('refuses to offer development sign-in beyond loopback unless ALLOW_DEV_SIGNIN=1', async () => {
    const out = await startBuilt({ NODE_ENV: 'development', HOST: '0.0.0.0' })
    expect(out).toContain('Refusing to start: HOST=0.0.0.0 would offer the development sign-in')
  })
})
