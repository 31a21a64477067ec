// docs/architecture.md#request-cost: GETs of tRPC queries are answered without the adapter's
// Request/Response translation, successes only; anything else must reach the adapter as before.
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppRouter } from '~/server/api/root'
import { exerciseCompletions, sessions, workoutExercises } from '~/server/db/schema'
import { hashToken } from '~/server/auth/tokens'
import { createSessionToken, createUser } from '../support/factories'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let athlete = { id: 0, token: '' }
beforeAll(async () => {
  server = await startTestServer()
  const user = await createUser(server.database, { username: 'Query Tester' })
  athlete = { id: user.id, token: await createSessionToken(server.database, user.id) }
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/trpc/${path}`, {
    headers: { authorization: `Bearer ${athlete.token}`, ...headers },
  })
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('tRPC queries over GET', () => {
  it("gives the app's own client every answer of a batch", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${server.url}/trpc`,
          headers: { authorization: `Bearer ${athlete.token}` },
        }),
      ],
    })
    const [session, daily, workouts] = await Promise.all([
      client.auth.session.query({}),
      client.workouts.daily.query({}),
      client.workouts.list.query({ category: 'warmup' }),
    ])
    expect(session.user?.username).toBe('Query Tester')
    expect(daily.workouts.length).toBeGreaterThan(0)
    expect(workouts.length).toBeGreaterThan(0)
    expect(workouts.every((w) => w.category === 'warmup')).toBe(true)
  })

  it("answers one query in tRPC's envelope, the same value a caller gets", async () => {
    const res = await get('workouts.daily')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { result: { data: { day: string; workouts: unknown[] } } }
    const { createCaller } = await import('~/server/api/root')
    const { createContextInner } = await import('~/server/api/context')
    const caller = createCaller(
      createContextInner({
        database: server.database,
        config: server.config,
        user: {
          id: athlete.id,
          username: 'Query Tester',
          email: '',
          photoURL: null,
          role: 'user',
          timeZone: 'UTC',
          locale: null,
        },
        session: { id: hashToken(athlete.token), userId: athlete.id, expiresAt: new Date() },
      }),
    )
    expect(body).toEqual({
      result: { data: JSON.parse(JSON.stringify(await caller.workouts.daily({}))) },
    })
  })

  it("leaves a batch with a failing call to the adapter: one call's data, the other's error", async () => {
    const res = await get(
      `auth.session,workouts.byId?batch=1&input=${input({ 0: {}, 1: { id: 999999 } })}`,
    )
    expect(res.status).toBe(207)
    const body = (await res.json()) as [
      { result: { data: { user: { username: string } } } },
      { error: { data: { code: string } } },
    ]
    expect(body[0].result.data.user.username).toBe('Query Tester')
    expect(body[1].error.data.code).toBe('NOT_FOUND')
  })

  it('answers a signed-out query 401 and an unknown one 404, as the adapter does', async () => {
    const signedOut = await fetch(`${server.url}/trpc/workouts.daily`)
    expect(signedOut.status).toBe(401)
    expect(await signedOut.text()).toContain('Sign in to continue')
    expect((await get('workouts.nothing')).status).toBe(404)
    expect((await get(`workouts.byId?input=${input({ id: 'x' })}`)).status).toBe(400)
  })

  it('never runs a mutation asked for with GET', async () => {
    const [plan] = await server.database.db.select().from(workoutExercises).limit(1)
    const res = await get(
      `progress.record?input=${input({ workoutId: plan!.workoutId, exerciseId: plan!.exerciseId })}`,
    )
    expect(res.status).toBe(405)
    const [row] = await server.database.db
      .select({ n: count() })
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, athlete.id))
    expect(row?.n).toBe(0)
  })

  it('leaves a streamed batch to the adapter', async () => {
    const res = await get(`auth.session?batch=1&input=${input({ 0: {} })}`, {
      'trpc-accept': 'application/jsonl',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.text()).toContain('Query Tester')
  })

  it("renews a cookie session's expiry on a query it answers", async () => {
    const token = await createSessionToken(server.database, athlete.id)
    await server.database.write((db) =>
      db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
        .where(eq(sessions.id, hashToken(token)))
        .run(),
    )
    const res = await fetch(`${server.url}/trpc/workouts.daily`, {
      headers: { cookie: `session=${token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^session=/)
  })
})
