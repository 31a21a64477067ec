import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kioskRemotes, wods } from '~/server/db/schema'
import { localDay } from '~/shared/rules/days'
import type { RemoteClass, RemoteCode, WallClass } from '~/shared/schemas/class-mode'
import {
  createBlockWorkout,
  createCoach,
  expireRemoteCode,
  pairedKiosk,
} from '../support/class-mode'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let workoutId: number
beforeAll(async () => {
  server = await startTestServer()
  workoutId = await createBlockWorkout(server.database, 'Class For Time', [
    { kind: 'for-time', capSeconds: 600, rounds: 3, exercises: [{ reps: '10' }, { reps: '15' }] },
    { kind: 'amrap', minutes: 5, exercises: [{ reps: '5' }] },
  ])
})
afterAll(() => server.close())

const asKiosk = (token: string) => ({ headers: { authorization: `Kiosk ${token}` } })

async function signedIn(role: 'user' | 'trainer' | 'admin' | 'coach') {
  const user =
    role === 'coach'
      ? await createCoach(server.database)
      : await createUser(server.database, { role })
  return { user, token: await createSessionToken(server.database, user.id) }
}

async function remoteCode(kioskToken: string): Promise<string> {
  const res = await rest(server.url, 'POST', '/api/kiosk/remote-code', {
    ...asKiosk(kioskToken),
    body: {},
  })
  expect(res.status, res.text).toBe(200)
  const { url } = res.body as RemoteCode
  return new URL(url).searchParams.get('code')!
}

const pairRemote = (token: string, kioskId: number, code: string) =>
  rest(server.url, 'POST', `/api/kiosks/${kioskId}/remote`, { token, body: { code } })

const command = (token: string, kioskId: number, body: Record<string, unknown>) =>
  rest(server.url, 'POST', `/api/kiosks/${kioskId}/class`, { token, body })

async function pairedCoach() {
  const kiosk = await pairedKiosk(server.database)
  const coach = await signedIn('coach')
  const res = await pairRemote(coach.token, kiosk.id, await remoteCode(kiosk.token))
  expect(res.status, res.text).toBe(200)
  return { kiosk, coach }
}

describe('pairing a coach’s phone with the wall', () => {
  it('shows a QR link to the remote page and stores only the code’s hash', async () => {
    const kiosk = await pairedKiosk(server.database)
    const res = await rest(server.url, 'POST', '/api/kiosk/remote-code', {
      ...asKiosk(kiosk.token),
      body: {},
    })
    const issued = res.body as RemoteCode
    expect(issued.url).toMatch(
      new RegExp(`^${server.url}/class/${kiosk.id}\\?code=[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$`),
    )
    expect(issued.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000)
    const code = new URL(issued.url).searchParams.get('code')!
    const row = await server.database.db.query.kiosks.findFirst({
      where: (k, { eq: is }) => is(k.id, kiosk.id),
    })
    expect(JSON.stringify(row)).not.toContain(code.replace('-', ''))
    expect(row?.remoteCodeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('pairs a coach with the current code, for some hours, and lets them read the class', async () => {
    const { kiosk, coach } = await pairedCoach()
    const row = await server.database.db
      .select()
      .from(kioskRemotes)
      .where(eq(kioskRemotes.userId, coach.user.id))
      .get()
    expect(row?.kioskId).toBe(kiosk.id)
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3.9 * 3600_000)
    const read = await rest(server.url, 'GET', `/api/kiosks/${kiosk.id}/class`, {
      token: coach.token,
    })
    expect(read.status, read.text).toBe(200)
    expect(read.body).toMatchObject({ version: 0, class: null, kiosk: { id: kiosk.id }, wod: null })
  })

  it('refuses a wrong code, an expired one and one replaced by a newer QR, with a clear message', async () => {
    const kiosk = await pairedKiosk(server.database)
    const coach = await signedIn('coach')
    const first = await remoteCode(kiosk.token)
    const wrong = await pairRemote(
      coach.token,
      kiosk.id,
      first === 'ABCD-EFGH' ? 'ABCD-EFGJ' : 'ABCD-EFGH',
    )
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('scan the QR on the wall again')
    expectNoStackTrace(wrong)
    const second = await remoteCode(kiosk.token)
    expect((await pairRemote(coach.token, kiosk.id, first)).status).toBe(400)
    await expireRemoteCode(server.database, kiosk.id)
    expect((await pairRemote(coach.token, kiosk.id, second)).status).toBe(400)
    const shape = await pairRemote(coach.token, kiosk.id, 'hello')
    expect(shape.status).toBe(400)
    expect(shape.text).toContain('scan the QR on the wall again')
    // Nothing was paired: the coach still cannot drive the wall.
    const read = await rest(server.url, 'GET', `/api/kiosks/${kiosk.id}/class`, {
      token: coach.token,
    })
    expect(read.status).toBe(403)
    expect(read.text).toContain('scan the QR code on the wall')
  })

  it('is for the gym’s coaches and admins only: athletes and trainers without the permission get 403', async () => {
    const kiosk = await pairedKiosk(server.database)
    for (const role of ['user', 'trainer'] as const) {
      const { token } = await signedIn(role)
      const res = await pairRemote(token, kiosk.id, await remoteCode(kiosk.token))
      expect(res.status, role).toBe(403)
      expect(res.text).toContain('Only the gym’s coaches')
      expect(
        (await rest(server.url, 'GET', `/api/kiosks/${kiosk.id}/class`, { token })).status,
      ).toBe(403)
      expect(
        (await command(token, kiosk.id, { command: 'load', workoutId, version: 0 })).status,
      ).toBe(403)
    }
    const admin = await signedIn('admin')
    expect((await pairRemote(admin.token, kiosk.id, await remoteCode(kiosk.token))).status).toBe(
      200,
    )
  })

  it('answers 404 for a kiosk that does not exist or is not paired', async () => {
    const coach = await signedIn('coach')
    expect((await pairRemote(coach.token, 987_654, 'ABCD-EFGH')).status).toBe(404)
    expect(
      (await rest(server.url, 'GET', '/api/kiosks/987654/class', { token: coach.token })).status,
    ).toBe(404)
  })

  it('slows down guessing: the eleventh wrong code in a burst answers 429', async () => {
    const limited = await startTestServer({}, { rateLimits: true })
    try {
      const kiosk = await pairedKiosk(limited.database)
      const coach = await createCoach(limited.database)
      const token = await createSessionToken(limited.database, coach.id)
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await rest(limited.url, 'POST', `/api/kiosks/${kiosk.id}/remote`, {
          token,
          body: { code: 'ZZZZ-ZZZZ' },
        })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
      expect(statuses[10]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('running a class from the remote', () => {
  it('refuses a coach whose phone is not paired with this wall (another wall’s pairing does not count)', async () => {
    const { coach } = await pairedCoach()
    const other = await pairedKiosk(server.database)
    const res = await command(coach.token, other.id, { command: 'load', workoutId, version: 0 })
    expect(res.status).toBe(403)
    expect(res.text).toContain('not the remote of this wall')
  })

  it('lets an admin drive any wall without pairing', async () => {
    const kiosk = await pairedKiosk(server.database)
    const admin = await signedIn('admin')
    const res = await command(admin.token, kiosk.id, { command: 'load', workoutId, version: 0 })
    expect(res.status, res.text).toBe(200)
    expect((res.body as RemoteClass).class?.title).toBe('Class For Time')
  })

  it('loads, starts, pauses, moves on and resets, and the wall reads the same instants', async () => {
    const { kiosk, coach } = await pairedCoach()
    const wall = async () =>
      (await rest(server.url, 'GET', '/api/kiosk/class', asKiosk(kiosk.token))).body as WallClass
    expect((await wall()).class).toBeNull()

    let state = (await command(coach.token, kiosk.id, { command: 'load', workoutId, version: 0 }))
      .body as RemoteClass
    expect(state.class).toMatchObject({
      workoutId,
      blockIndex: 0,
      accumulatedMs: 0,
      runningSince: null,
      wodId: null,
    })
    expect(state.class?.blocks.map((b) => b.kind)).toEqual(['for-time', 'amrap'])
    expect(state.class?.blocks[0]).toMatchObject({ capSeconds: 600, rounds: 3 })
    expect(state.class?.blocks[0]?.exercises.map((e) => e.reps)).toEqual(['10', '15'])

    const before = Date.now()
    state = (await command(coach.token, kiosk.id, { command: 'start', version: state.version }))
      .body as RemoteClass
    expect(state.class?.runningSince).toBeGreaterThanOrEqual(before)
    const seen = await wall()
    expect(seen.version).toBe(state.version)
    expect(seen.class?.runningSince).toBe(state.class?.runningSince)
    expect(seen.serverNow).toBeGreaterThanOrEqual(state.class!.runningSince!)

    await new Promise((r) => setTimeout(r, 50))
    state = (await command(coach.token, kiosk.id, { command: 'pause', version: state.version }))
      .body as RemoteClass
    expect(state.class?.runningSince).toBeNull()
    expect(state.class?.accumulatedMs).toBeGreaterThanOrEqual(50)

    state = (await command(coach.token, kiosk.id, { command: 'next', version: state.version }))
      .body as RemoteClass
    expect(state.class).toMatchObject({ blockIndex: 1, accumulatedMs: 0, runningSince: null })
    state = (await command(coach.token, kiosk.id, { command: 'next', version: state.version }))
      .body as RemoteClass
    expect(state.class?.blockIndex).toBe(2)
    const over = await command(coach.token, kiosk.id, { command: 'start', version: state.version })
    expect(over.status).toBe(400)
    expect(over.text).toContain('The class is over')
    state = (await command(coach.token, kiosk.id, { command: 'reset', version: state.version }))
      .body as RemoteClass
    expect(state.class).toMatchObject({ blockIndex: 0, accumulatedMs: 0 })

    state = (await command(coach.token, kiosk.id, { command: 'end', version: state.version }))
      .body as RemoteClass
    expect(state.class).toBeNull()
    expect((await wall()).class).toBeNull()
  })

  it('refuses a stale command with 409 and a clear message, applying only the first of two', async () => {
    const { kiosk, coach } = await pairedCoach()
    const loaded = (
      await command(coach.token, kiosk.id, { command: 'load', workoutId, version: 0 })
    ).body as RemoteClass
    const [a, b] = await Promise.all([
      command(coach.token, kiosk.id, { command: 'next', version: loaded.version }),
      command(coach.token, kiosk.id, { command: 'next', version: loaded.version }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const refused = a.status === 409 ? a : b
    expect(refused.text).toContain('The class changed on another remote')
    const now = (
      await rest(server.url, 'GET', `/api/kiosks/${kiosk.id}/class`, { token: coach.token })
    ).body as RemoteClass
    expect(now.class?.blockIndex).toBe(1)
    // A second load from a phone that saw no class is stale too.
    expect(
      (await command(coach.token, kiosk.id, { command: 'load', workoutId, version: 0 })).status,
    ).toBe(409)
  })

  it('answers 400 to a command without a class, a load without a workout and an unknown command', async () => {
    const { kiosk, coach } = await pairedCoach()
    const start = await command(coach.token, kiosk.id, { command: 'start', version: 0 })
    expect(start.status).toBe(400)
    expect(start.text).toContain('Load a workout first')
    const load = await command(coach.token, kiosk.id, { command: 'load', version: 0 })
    expect(load.status).toBe(400)
    expect(load.text).toContain('Pick the workout to load')
    expect((await command(coach.token, kiosk.id, { command: 'jump', version: 0 })).status).toBe(400)
    const missing = await command(coach.token, kiosk.id, {
      command: 'load',
      workoutId: 987_654,
      version: 0,
    })
    expect(missing.status).toBe(404)
  })

  it('marks the day’s workout of the day as started the first time its class starts, once', async () => {
    const { kiosk, coach } = await pairedCoach()
    const wod = await server.database.write((db) =>
      db
        .insert(wods)
        .values({
          kioskId: kiosk.id,
          day: localDay(new Date(), 'UTC'),
          workoutId,
          scoreType: 'time',
          publishAt: new Date(Date.now() - 60_000),
          createdBy: coach.user.id,
        })
        .returning({ id: wods.id })
        .get(),
    )
    const startedAt = async () =>
      (
        await server.database.db
          .select({ at: wods.classStartedAt })
          .from(wods)
          .where(eq(wods.id, wod.id))
          .get()
      )?.at ?? null
    let state = (
      await rest(server.url, 'GET', `/api/kiosks/${kiosk.id}/class`, { token: coach.token })
    ).body as RemoteClass
    expect(state.wod).toMatchObject({ id: wod.id, workoutId, title: 'Class For Time' })
    state = (await command(coach.token, kiosk.id, { command: 'load', workoutId, version: 0 }))
      .body as RemoteClass
    expect(state.class?.wodId).toBe(wod.id)
    expect(await startedAt()).toBeNull()
    state = (await command(coach.token, kiosk.id, { command: 'start', version: state.version }))
      .body as RemoteClass
    const first = await startedAt()
    expect(first).not.toBeNull()
    state = (await command(coach.token, kiosk.id, { command: 'pause', version: state.version }))
      .body as RemoteClass
    await new Promise((r) => setTimeout(r, 20))
    state = (await command(coach.token, kiosk.id, { command: 'start', version: state.version }))
      .body as RemoteClass
    expect((await startedAt())?.getTime()).toBe(first!.getTime())
  })
})
