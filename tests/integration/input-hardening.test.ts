import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '~/server/http/openapi'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  const user = await createUser(server.database, { role: 'admin' })
  admin = await createSessionToken(server.database, user.id)
})
afterAll(() => server.close())

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const

/** Every REST operation of the OpenAPI document, as [METHOD, path template]. */
function operations(): [string, string][] {
  const doc = buildOpenApiDocument(server.config)
  const out: [string, string][] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if ((item as Record<string, unknown>)[method]) out.push([method.toUpperCase(), path])
    }
  }
  return out
}

const exerciseInput = {
  name: 'Safe Squat',
  description: 'Stand tall.\nSit back.',
  category: 'strength',
  bodyPart: 'lower',
  difficulty: 'beginner',
  equipment: 'None',
  instructions: 'Step one.\nStep two.',
  icon: 'dumbbell',
}

describe('path ids', () => {
  it('accept only the canonical decimal form on every route with an id: 01, 0x10, 1e0, +1, 1.0 and the like are 400', async () => {
    const withIds = operations().filter(([, path]) => /\{(id|\w+Id)\}/.test(path))
    expect(withIds.length).toBeGreaterThanOrEqual(20)
    for (const [method, template] of withIds) {
      for (const bad of [
        '01',
        '0x10',
        '1e0',
        '+1',
        '1.0',
        '%201',
        '-1',
        '0',
        '99999999999999999999',
      ]) {
        const path = `/api${template.replace(/\{(id|\w+Id)\}/g, bad)}`
        const res = await rest(server.url, method, path, {
          token: admin,
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        })
        expect(res.status, `${method} ${path}: ${res.text}`).toBe(400)
        expectNoStackTrace(res)
      }
    }
  })

  it('no longer deletes workout 1 for DELETE /api/workouts/01', async () => {
    const before = await rest(server.url, 'GET', '/api/workouts/1', { token: admin })
    expect(before.status).toBe(200)
    const res = await rest(server.url, 'DELETE', '/api/workouts/01', { token: admin })
    expect(res.status).toBe(400)
    expect(res.text).toContain('Must be a positive whole number written in decimal digits')
    expect((await rest(server.url, 'GET', '/api/workouts/1', { token: admin })).status).toBe(200)
  })
})

describe('deeply nested JSON', () => {
  it('answers 400, not a stack overflow, on every endpoint with a body, signed out', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    const withBody = operations().filter(([method]) => method !== 'GET' && method !== 'DELETE')
    expect(withBody.length).toBeGreaterThanOrEqual(20)
    for (const [method, template] of withBody) {
      const path = `/api${template.replace(/\{(\w+)\}/g, '1')}`
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: deep,
      })
      const text = await res.text()
      expect(res.status, `${method} ${path}: ${text}`).toBe(400)
      expect(JSON.parse(text)).toEqual({
        message: 'JSON is nested too deeply (at most 32 levels)',
        code: 'BAD_REQUEST',
      })
    }
  })

  it('answers 400 for a tRPC call whose query input nests too deeply', async () => {
    const input = encodeURIComponent('{"a":'.repeat(200) + '1' + '}'.repeat(200))
    const res = await fetch(`${server.url}/trpc/workouts.list?input=${input}`)
    expect(res.status).toBe(400)
  })

  it('still takes ordinary JSON with brackets inside strings', async () => {
    const res = await rest(server.url, 'POST', '/api/exercises', {
      token: admin,
      body: { ...exerciseInput, name: 'Brackets [[[[ {{{{', description: '['.repeat(100) },
    })
    expect(res.status, res.text).toBe(200)
  })
})

describe('media addresses and text', () => {
  it('refuses image and video addresses that are not https:// or a path on this site', async () => {
    for (const url of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://insecure.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://user:pass@example.com/x.png',
    ]) {
      const res = await rest(server.url, 'POST', '/api/exercises', {
        token: admin,
        body: { ...exerciseInput, name: `Url ${url.length}`, imageUrl: url },
      })
      expect(res.status, url).toBe(400)
      expect(res.text, url).toContain('https://')
    }
    for (const url of ['https://cdn.example.com/squat.png', '/images/squat.png']) {
      const res = await rest(server.url, 'POST', '/api/exercises', {
        token: admin,
        body: { ...exerciseInput, name: `Ok ${url}`, imageUrl: url, videoUrl: url },
      })
      expect(res.status, `${url}: ${res.text}`).toBe(200)
    }
  })

  it('refuses control characters in catalogue and plan text, but keeps newlines in multi-line fields', async () => {
    for (const body of [
      { ...exerciseInput, name: 'Nul\u0000name' },
      { ...exerciseInput, name: 'Escape \u001b[31mred' },
      { ...exerciseInput, instructions: 'Bell\u0007 in the instructions' },
      { ...exerciseInput, correctFormTips: ['Fine', 'Back\bspace'] },
    ]) {
      const res = await rest(server.url, 'POST', '/api/exercises', { token: admin, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.text).toContain('Must not contain control characters')
    }
    const plan = await rest(server.url, 'POST', '/api/trainer/plans', {
      token: admin,
      body: { name: 'Plan\u0000', workoutIds: [1] },
    })
    expect(plan.status).toBe(400)
    const ok = await rest(server.url, 'POST', '/api/exercises', {
      token: admin,
      body: { ...exerciseInput, name: 'Multi-line ok', instructions: 'One\nTwo\r\nThree\tfour' },
    })
    expect(ok.status, ok.text).toBe(200)
  })
})

describe('rate limit answers', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({}, { rateLimits: true })
  })
  afterAll(() => limited.close())

  it('carry Retry-After and the RateLimit fields on every 429, REST and OAuth alike', async () => {
    let last: Response | undefined
    for (let i = 0; i < 11; i++) {
      last = await fetch(`${limited.url}/api/kiosk/pair`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'WXYZ-WXYZ', delivery: 'token' }),
      })
    }
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(last!.headers.get('ratelimit-policy')).toBe('10;w=300')
    expect(last!.headers.get('ratelimit')).toMatch(/^limit=10, remaining=0, reset=\d+$/)
    expect(await last!.json()).toMatchObject({
      message: 'Too many pairing attempts; wait a minute and try again',
      code: 'TOO_MANY_REQUESTS',
    })

    let signIn: Response | undefined
    for (let i = 0; i < 21; i++) {
      signIn = await fetch(`${limited.url}/api/auth/google`, { redirect: 'manual' })
    }
    expect(signIn!.status).toBe(429)
    expect(Number(signIn!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(signIn!.headers.get('ratelimit')).toMatch(/^limit=20, remaining=0, reset=\d+$/)
  })
})

describe('slow and idle clients', () => {
  let strict: TestServer
  beforeAll(async () => {
    strict = await startTestServer(
      {},
      {
        serverLimits: {
          headersTimeoutMs: 400,
          requestTimeoutMs: 600,
          idleSocketTimeoutMs: 800,
          keepAliveTimeoutMs: 300,
          maxConnections: 5,
        },
      },
    )
  })
  afterAll(() => strict.close())

  /** Opens a raw socket, writes `data`, and resolves with what the server sent before closing. */
  function rawSocket(data: string, port: number) {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('error', () => undefined)
    if (data) socket.write(data)
    return {
      socket,
      closed: new Promise<string>((resolve) => socket.on('close', () => resolve(received))),
    }
  }
  const port = () => Number(new URL(strict.url).port)

  it('closes a connection whose headers never finish', async () => {
    const { closed } = rawSocket('GET /healthz HTTP/1.1\r\nHost: x\r\n', port())
    expect(await closed).toMatch(/^HTTP\/1\.1 408|^$/)
  })

  it('closes a connection whose body trickles in too slowly', async () => {
    const { socket, closed } = rawSocket(
      'POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      port(),
    )
    const drip = setInterval(() => socket.write(' '), 100)
    const received = await closed
    clearInterval(drip)
    expect(received).toMatch(/^HTTP\/1\.1 408|^$/)
  })

  it('closes a keep-alive connection that stays idle after its request', async () => {
    const { closed } = rawSocket('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', port())
    const received = await closed
    // The answer came, then the server hung up on the idle connection.
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*keep-alive[\s\S]*"status":"ok"/i)
  })

  it('closes an idle socket that never sends anything', async () => {
    const { closed } = rawSocket('', port())
    expect(await closed).toMatch(/^(HTTP\/1\.1 408[\s\S]*)?$/)
  })

  it('refuses connections beyond the cap and keeps serving the others', async () => {
    const held = Array.from({ length: 5 }, () => rawSocket('', port()))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const extra = rawSocket('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', port())
    expect(await extra.closed).toBe('')
    for (const h of held) h.socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await fetch(`${strict.url}/healthz`)).status).toBe(200)
  })
})
