import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let adminToken: string
let userToken: string
let targetId: number
beforeAll(async () => {
  server = await startTestServer()
  const admin = await createUser(server.database, { role: 'admin' })
  adminToken = await createSessionToken(server.database, admin.id)
  const user = await createUser(server.database)
  userToken = await createSessionToken(server.database, user.id)
  targetId = (await createUser(server.database)).id
})
afterAll(() => server.close())

describe('REST errors', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await rest(server.url, 'GET', '/api/user')
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in to continue' })
    expectNoStackTrace(res)
  })

  it('answers 401 to a forged Bearer token', async () => {
    const res = await rest(server.url, 'GET', '/api/user', { token: 'a'.repeat(32) })
    expect(res.status).toBe(401)
  })

  it('answers 403 to a signed-in user without the role', async () => {
    const res = await rest(server.url, 'POST', `/api/admin/user/${targetId}/role`, {
      token: userToken,
      body: { role: 'admin' },
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('permission'),
    })
    expectNoStackTrace(res)
  })

  it('answers 400 naming the failing field for an unknown role', async () => {
    const res = await rest(server.url, 'POST', `/api/admin/user/${targetId}/role`, {
      token: adminToken,
      body: { role: 'superuser' },
    })
    expect(res.status).toBe(400)
    const body = res.body as {
      code: string
      message: string
      issues: { path: (string | number)[]; message: string }[]
    }
    expect(body.code).toBe('BAD_REQUEST')
    // Exactly the documented error body: nothing of tRPC's own error shape.
    expect(Object.keys(body).sort()).toEqual(['code', 'issues', 'message'])
    expect(body.message).toBe('Input validation failed')
    expect(body.issues).toEqual([
      expect.objectContaining({ path: ['role'], message: expect.stringContaining('user') }),
    ])
    expectNoStackTrace(res)
  })

  it('answers 400 for a missing role and for a user id that is not a positive integer', async () => {
    const missing = await rest(server.url, 'POST', `/api/admin/user/${targetId}/role`, {
      token: adminToken,
      body: {},
    })
    expect(missing.status).toBe(400)
    expect((missing.body as { issues: { path: string[] }[] }).issues.map((i) => i.path)).toEqual([
      ['role'],
    ])
    const badId = await rest(server.url, 'POST', '/api/admin/user/abc/role', {
      token: adminToken,
      body: { role: 'user' },
    })
    expect(badId.status).toBe(400)
    expect((badId.body as { issues: { path: string[] }[] }).issues.map((i) => i.path)).toEqual([
      ['userId'],
    ])
    const negative = await rest(server.url, 'POST', '/api/admin/user/-3/role', {
      token: adminToken,
      body: { role: 'user' },
    })
    expect(negative.status).toBe(400)
  })

  it('answers 400 for a query-string limit out of range', async () => {
    const res = await rest(server.url, 'GET', '/api/admin/users?limit=1000', { token: adminToken })
    expect(res.status).toBe(400)
    expect((res.body as { issues: { path: string[] }[] }).issues.map((i) => i.path)).toEqual([
      ['limit'],
    ])
  })

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await fetch(`${server.url}/api/admin/user/${targetId}/role`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: '{"role": ',
    })
    expect(res.status).toBe(400)
    expectNoStackTrace({
      status: res.status,
      headers: res.headers,
      text: await res.text(),
      body: null,
    })
  })

  it('answers 404 with a message for a user that does not exist', async () => {
    const res = await rest(server.url, 'POST', '/api/admin/user/99999999/role', {
      token: adminToken,
      body: { role: 'user' },
    })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' })
  })

  it('answers 404 JSON for an unknown /api path, for GET and POST alike', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await rest(server.url, method, '/api/no-such-thing', {
        body: method === 'POST' ? {} : undefined,
      })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(res.body).toMatchObject({ message: expect.any(String) })
      expectNoStackTrace(res)
    }
  })
})

describe('REST requests without a payload', () => {
  it('accepts a POST with no body and no content type, as SPEC clients send logout', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const res = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect((await rest(server.url, 'GET', '/api/user', { token })).status).toBe(401)
  })

  it('still refuses a POST whose body is not JSON', async () => {
    const res = await fetch(`${server.url}/api/admin/user/${targetId}/role`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/plain' },
      body: 'role=admin',
    })
    expect(res.status).toBe(415)
  })
})

describe('health and documentation', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await rest(server.url, 'GET', '/healthz')
    expect(health.status).toBe(200)
    expect(health.body).toEqual({ status: 'ok' })
    const ready = await rest(server.url, 'GET', '/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ status: 'ready' })
  })

  it('lists every REST path in /api/openapi.json', async () => {
    const res = await rest(server.url, 'GET', '/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths['/admin/users'] ?? {})).toContain('get')
    expect(Object.keys(doc.paths['/admin/user/{userId}/role'] ?? {})).toContain('post')
    expect(Object.keys(doc.paths['/user'] ?? {})).toContain('get')
    expect(Object.keys(doc.paths['/auth/logout'] ?? {})).toContain('post')
    expect(Object.keys(doc.paths['/auth/session'] ?? {})).toContain('get')
  })

  it('serves the reference UI at /api/docs from the app itself, with no inline or foreign script', async () => {
    const res = await fetch(`${server.url}/api/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>/i)
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(body?.trim()).toBe('')
      expect(attributes).toMatch(/src="\/api\/docs\//)
    }
    for (const asset of [
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/init.js',
      '/api/docs/assets/swagger-ui.css',
    ]) {
      const file = await fetch(`${server.url}${asset}`)
      expect(file.status, asset).toBe(200)
      expect((await file.text()).length, asset).toBeGreaterThan(100)
    }
    expect((await fetch(`${server.url}/api/docs/assets/package.json`)).status).toBe(404)
  })
})
