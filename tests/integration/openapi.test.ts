import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRouter } from '~/server/api/root'
import { buildOpenApiDocument } from '~/server/http/openapi'
import { createSessionToken, createUser, pairedKioskToken } from '../support/factories'
import { rest } from '../support/rest'
import { TMP_DIR } from '../support/test-db'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let doc: ReturnType<typeof buildOpenApiDocument>
beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: true })
  doc = buildOpenApiDocument(server.config)
})
afterAll(() => server.close())

type Op = {
  security?: Record<string, string[]>[]
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>
}
const op = (path: string, method: string) =>
  (doc.paths?.[path] as Record<string, Op> | undefined)?.[method] as Op

describe('the OpenAPI document', () => {
  it('passes redocly lint with no errors and no warnings', () => {
    const file = join(TMP_DIR, `openapi-${process.pid}.json`)
    writeFileSync(file, JSON.stringify(doc))
    const result = spawnSync(
      join(process.cwd(), 'node_modules', '.bin', 'redocly'),
      ['lint', file, '--format=json'],
      { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' } },
    )
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number }
      problems: { ruleId: string; message: string }[]
    }
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  })

  it('declares each operation’s real security: none for public calls, cookie or Bearer for users, Kiosk for screens', () => {
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual([
      'bearer',
      'cookie',
      'kiosk',
      'kioskCookie',
    ])
    expect(op('/invitations/{token}', 'get').security).toEqual([])
    expect(op('/kiosk/pair', 'post').security).toEqual([])
    expect(op('/auth/session', 'get').security).toEqual([])
    expect(op('/pages/{slug}', 'get').security).toEqual([])
    expect(op('/workouts', 'get').security).toEqual([{ cookie: [] }, { bearer: [] }])
    expect(op('/admin/users', 'get').security).toEqual([{ cookie: [] }, { bearer: [] }])
    expect(op('/kiosk/board', 'get').security).toEqual([{ kiosk: [] }, { kioskCookie: [] }])
  })

  it('documents 400, 401, 403, 404, 409, 429 and 503 with the one error schema', () => {
    const mutation = op('/admin/user/{userId}/role', 'post')
    for (const status of ['400', '401', '403', '404', '409', '429', '503']) {
      const ref = mutation.responses[status]?.content?.['application/json']?.schema.$ref
      expect(ref, status).toMatch(/^#\/components\/schemas\/error\./)
      const schema = (doc.components?.schemas as Record<string, { required: string[] }>)[
        ref!.slice('#/components/schemas/'.length)
      ]
      expect(schema?.required, status).toEqual(['message', 'code'])
    }
    // A public call cannot be refused for want of a session.
    expect(op('/kiosk/pair', 'post').responses['401']).toBeUndefined()
  })
})

type RestProcedure = { _def: { meta?: { openapi?: { method: string; path: string } } } }

describe('the routes of the app', () => {
  it('are every procedure of the app router, each at its method and path', () => {
    const missing = Object.entries(appRouter._def.procedures).flatMap(([name, procedure]) => {
      const route = (procedure as unknown as RestProcedure)._def.meta?.openapi
      if (!route) return [`${name}: no REST route`]
      return op(route.path, route.method.toLowerCase())
        ? []
        : [`${name}: ${route.method} ${route.path}`]
    })
    expect(missing).toEqual([])
  })

  it('include the coaching loop’s, as its issue names them', () => {
    const named = [
      'GET /trainer/clients/{userId}/calendar',
      'PUT /trainer/clients/{userId}/calendar/{day}',
      'GET /user/{userId}/calendar',
      'GET /trainer/users',
      'GET /sessions/{sessionId}/comments',
      'POST /sessions/{sessionId}/comments',
      'GET /trainer/clients/{userId}/messages',
      'POST /trainer/clients/{userId}/messages',
      'GET /user/messages',
      'POST /user/messages',
      'POST /trainer/invitations/{id}/revoke',
      'GET /trainer/plans/{id}/progression',
      'PUT /trainer/plans/{id}/progression/{workoutExerciseId}',
    ]
    for (const route of named) {
      const [method, path] = route.split(' ') as [string, string]
      expect(op(path, method.toLowerCase()), route).toBeDefined()
    }
    // The client list's answer names what compliance adds to each client.
    const clients = JSON.stringify(op('/trainer/users', 'get').responses['200'])
    for (const field of ['compliance', 'd7', 'd30', 'd90', 'lastTrainedDay', 'needsAttention'])
      expect(clients, field).toContain(`"${field}"`)
  })
})

describe('error bodies', () => {
  it('are exactly {message, code, issues?} for every status a client meets', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    const kiosk = await pairedKioskToken(server.database)
    const inWorkout = await rest(server.url, 'GET', '/api/workouts/1/exercises', { token })
    const usedExercise = (inWorkout.body as { exercises: { exerciseId: number }[] }).exercises[0]!
      .exerciseId
    const answers = [
      await rest(server.url, 'PATCH', '/api/user', { token, body: { age: 'old' } }),
      await rest(server.url, 'GET', '/api/workouts'),
      await rest(server.url, 'GET', '/api/admin/users', { token }),
      await rest(server.url, 'GET', '/api/workouts/999999', { token }),
      // An exercise that a workout uses cannot be deleted.
      await rest(server.url, 'DELETE', `/api/exercises/${usedExercise}`, { token: adminToken }),
      await rest(server.url, 'GET', '/api/kiosk/board', {
        headers: { authorization: `Kiosk ${kiosk}x` },
      }),
      await rest(server.url, 'GET', '/api/nowhere', { token }),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 401, 403, 404, 409, 401, 404])
    for (const answer of answers) {
      const keys = Object.keys(answer.body as object).sort()
      expect(keys, answer.text).toEqual(
        answer.status === 400 ? ['code', 'issues', 'message'] : ['code', 'message'],
      )
    }
    let limited = answers[0]!
    for (let i = 0; i < 12 && limited.status !== 429; i++) {
      limited = await rest(server.url, 'POST', '/api/kiosk/pair', {
        body: { code: 'WXYZ-WXYZ', delivery: 'token' },
      })
    }
    expect(limited.status).toBe(429)
    expect(Object.keys(limited.body as object).sort()).toEqual(['code', 'message'])
  })
})
