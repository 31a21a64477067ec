// Programs over REST (docs/product.md#programs): the list scheduled to the caller's days a week;
// start, pause, resume, choose the lead and leave, the owner only; bad input changes nothing;
// Daily follows every change and a completion at once, though its answer is kept per user.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, workoutCompletions } from '~/server/db/schema'
import { addDays, localDay } from '~/shared/rules/days'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Program, ProgramStanding } from '~/shared/schemas/programs'
import type { Daily } from '~/shared/schemas/progress'
import { createSessionToken, createUser, getUserRow } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let catalogue: Workout[]
beforeAll(async () => {
  server = await startTestServer()
  const admin = await createUser(server.database, { role: 'admin' })
  const token = await createSessionToken(server.database, admin.id)
  catalogue = (await rest(server.url, 'GET', '/api/workouts', { token })).body as Workout[]
})
afterAll(() => server.close())

async function athlete(opts: { trainerId?: number; role?: 'trainer' } = {}) {
  const user = await createUser(server.database, { ...opts, timeZone: 'UTC' })
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

const today = () => localDay(new Date(), 'UTC')
const daily = async (token: string) => (await call<Daily>(token, 'GET', '/api/daily')).lead

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(200)
  return res.body as T
}

/** The stored program columns: what a refused call must leave as they were. */
async function columns(userId: number) {
  const row = await getUserRow(server.database, userId)
  return {
    key: row?.programKey,
    start: row?.programStartDay,
    paused: row?.programPausedOn,
    lead: row?.dailyLead,
  }
}

describe('GET /api/programs', () => {
  it('lists the built-in programs week by week, scheduled to the days a week', async () => {
    const a = await athlete()
    const programs = await call<Program[]>(a.token, 'GET', '/api/programs')
    expect(programs.map((p) => p.id)).toEqual(
      expect.arrayContaining(['bodyweight-base', 'skills-first', 'strength-with-load']),
    )
    const base = programs.find((p) => p.id === 'bodyweight-base')!
    expect(base).toMatchObject({ level: 'beginner', daysPerWeek: 3 })
    expect(base.weeks).toHaveLength(8)
    expect(base.weeks[0]!.days.map((d) => d.day)).toEqual([1, 2, 3])
    const titles = new Map(catalogue.map((w) => [w.id, w.title]))
    for (const day of base.weeks.flatMap((w) => w.days))
      expect(titles.get(day.workout.id)).toBe(day.workout.title)
    expect(base.weeks.some((w) => w.target.deload)).toBe(true)
    const strength = programs.find((p) => p.id === 'strength-with-load')!
    expect(strength.weeks.some((w) => (w.target.loadKg ?? 0) > 0)).toBe(true)

    await server.database.write((db) =>
      db.update(users).set({ daysPerWeek: 5 }).where(eq(users.id, a.id)).run(),
    )
    const five = await call<Program[]>(a.token, 'GET', '/api/programs')
    expect(five[0]!.daysPerWeek).toBe(5)
    expect(five[0]!.weeks[0]!.days).toHaveLength(5)
  })

  it('asks for a session', async () => {
    expect((await rest(server.url, 'GET', '/api/programs')).status).toBe(401)
  })
})

describe('following a program', () => {
  it("moves Daily's lead on when the athlete completes the day's workout", async () => {
    const a = await athlete()
    await call(a.token, 'POST', `/api/user/${a.id}/program`, {
      programId: 'skills-first',
      startDay: today(),
    })
    const before = await daily(a.token)
    const workout = before.program!.workout!
    expect(before.program).toMatchObject({ week: 1, day: 1, state: 'due' })
    const { exercises } = await call<{ exercises: { exerciseId: number }[] }>(
      a.token,
      'GET',
      `/api/workouts/${workout.id}/exercises`,
    )
    for (const { exerciseId } of exercises)
      await call(a.token, 'POST', `/api/user/${a.id}/progress`, {
        workoutId: workout.id,
        exerciseId,
      })
    // Daily's answer is kept per user: the completion itself must refresh it.
    expect((await daily(a.token)).program).toMatchObject({
      state: 'upcoming',
      week: 1,
      day: 2,
      done: 1,
      dueDay: addDays(today(), 2),
    })
  })

  it("leads with a trainer's plan, and with the athlete's choice when both exist", async () => {
    const coach = await athlete({ role: 'trainer' })
    const a = await athlete({ trainerId: coach.id })
    const ids = catalogue.slice(0, 3).map((w) => w.id)
    await call(coach.token, 'POST', '/api/trainer/plans', {
      name: 'Coach plan',
      workoutIds: ids,
      userId: a.id,
    })
    const planOnly = await daily(a.token)
    expect(planOnly).toMatchObject({
      first: 'plan',
      program: null,
      plan: { name: 'Coach plan', position: 1, count: 3, workout: { id: ids[0] } },
    })
    // The plan's first workout done: the lead moves to the second.
    await server.database.write((db) =>
      db
        .insert(workoutCompletions)
        .values({ userId: a.id, workoutId: ids[0]!, workoutTitle: 'x', day: today() })
        .run(),
    )
    expect((await daily(a.token)).plan).toMatchObject({ position: 2, workout: { id: ids[1] } })

    await call(a.token, 'POST', `/api/user/${a.id}/program`, {
      programId: 'bodyweight-base',
      startDay: today(),
    })
    expect((await daily(a.token)).first).toBe('program')
    await call(a.token, 'PATCH', `/api/user/${a.id}/program`, { lead: 'plan' })
    expect(await daily(a.token)).toMatchObject({ first: 'plan', program: { week: 1, day: 1 } })
  })

  it('starts, pauses, resumes and leaves; Daily follows each change at once', async () => {
    const a = await athlete()
    const started = await call<ProgramStanding>(a.token, 'POST', `/api/user/${a.id}/program`, {
      programId: 'bodyweight-base',
      startDay: today(),
    })
    expect(started).toMatchObject({
      id: 'bodyweight-base',
      state: 'due',
      week: 1,
      day: 1,
      done: 0,
      total: 24,
      dueDay: today(),
      pausedOn: null,
    })
    expect(started.workout?.title).toBe('Bodyweight Fundamentals')
    expect(started.target).toMatchObject({ sets: 2, deload: false })
    expect(await columns(a.id)).toMatchObject({ key: 'bodyweight-base', start: today() })
    expect(await daily(a.token)).toMatchObject({
      first: 'program',
      program: { state: 'due', week: 1, day: 1 },
      plan: null,
    })

    const paused = await call<ProgramStanding>(a.token, 'PATCH', `/api/user/${a.id}/program`, {
      paused: true,
    })
    expect(paused).toMatchObject({ state: 'paused', pausedOn: today(), dueDay: null })
    expect((await daily(a.token)).program).toMatchObject({ state: 'paused' })
    const resumed = await call<ProgramStanding>(a.token, 'PATCH', `/api/user/${a.id}/program`, {
      paused: false,
    })
    expect(resumed).toMatchObject({ state: 'due', pausedOn: null, week: 1, day: 1 })
    expect((await daily(a.token)).program).toMatchObject({ state: 'due' })

    expect(await call(a.token, 'DELETE', `/api/user/${a.id}/program`)).toEqual({ success: true })
    expect(await columns(a.id)).toMatchObject({ key: null, start: null, paused: null })
    expect(await daily(a.token)).toEqual({ first: null, program: null, plan: null })
    const again = await rest(server.url, 'DELETE', `/api/user/${a.id}/program`, { token: a.token })
    expect(again.status).toBe(404)
    const noProgram = await rest(server.url, 'PATCH', `/api/user/${a.id}/program`, {
      token: a.token,
      body: { paused: true },
    })
    expect(noProgram.status).toBe(404)
  })

  it('moves on when the day’s workout is completed on or after its day', async () => {
    const a = await athlete()
    const start = addDays(today(), -3)
    const first = await call<ProgramStanding>(a.token, 'POST', `/api/user/${a.id}/program`, {
      programId: 'bodyweight-base',
      startDay: start,
    })
    expect(first).toMatchObject({ state: 'due', week: 1, day: 1, dueDay: start })
    // Done the day before the start: does not count. Done on the start day: Day 1 is done.
    const workoutId = first.workout!.id
    await server.database.write((db) =>
      db
        .insert(workoutCompletions)
        .values([
          { userId: a.id, workoutId, workoutTitle: 'x', day: addDays(start, -1) },
          { userId: a.id, workoutId, workoutTitle: 'x', day: start },
        ])
        .run(),
    )
    const next = await call<ProgramStanding>(a.token, 'PATCH', `/api/user/${a.id}/program`, {
      lead: 'program',
    })
    expect(next).toMatchObject({
      state: 'due',
      week: 1,
      day: 2,
      done: 1,
      dueDay: addDays(start, 2),
    })
    expect(next.workout?.title).toBe('Legs & Core Basics')
  })

  it("refuses another athlete's program, a trainer's included, and changes nothing", async () => {
    const coach = await athlete({ role: 'trainer' })
    const a = await athlete({ trainerId: coach.id })
    await call(a.token, 'POST', `/api/user/${a.id}/program`, {
      programId: 'skills-first',
      startDay: today(),
    })
    const before = await columns(a.id)
    const other = await athlete()
    for (const token of [other.token, coach.token]) {
      for (const [method, body] of [
        ['POST', { programId: 'bodyweight-base', startDay: today() }],
        ['PATCH', { paused: true }],
        ['DELETE', undefined],
      ] as const) {
        const res = await rest(server.url, method, `/api/user/${a.id}/program`, { token, body })
        expect(res.status, `${method} ${res.text}`).toBe(403)
      }
    }
    expect(await columns(a.id)).toEqual(before)
    expect((await rest(server.url, 'POST', `/api/user/${a.id}/program`, { body: {} })).status).toBe(
      401,
    )
  })

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const a = await athlete()
    await call(a.token, 'POST', `/api/user/${a.id}/program`, {
      programId: 'skills-first',
      startDay: today(),
    })
    const before = await columns(a.id)
    const cases: [string, unknown, string][] = [
      ['POST', { programId: 'no-such-program', startDay: today() }, 'programId'],
      ['POST', { programId: 'bodyweight-base', startDay: addDays(today(), 29) }, 'startDay'],
      ['POST', { programId: 'bodyweight-base', startDay: addDays(today(), -8) }, 'startDay'],
      ['POST', { programId: 'bodyweight-base', startDay: '2025-02-30' }, 'startDay'],
      ['POST', { programId: 'bodyweight-base', startDay: 20250601 }, 'startDay'],
      ['POST', { programId: 7, startDay: today() }, 'programId'],
      ['POST', { startDay: today() }, 'programId'],
      ['PATCH', {}, 'paused'],
      ['PATCH', { paused: 'true' }, 'paused'],
      ['PATCH', { lead: 'trainer' }, 'lead'],
    ]
    for (const [method, body, field] of cases) {
      const res = await rest(server.url, method, `/api/user/${a.id}/program`, {
        token: a.token,
        body,
      })
      expect(res.status, `${method} ${JSON.stringify(body)}: ${res.text}`).toBe(400)
      expect(res.text).toContain(field)
      expectNoStackTrace(res)
    }
    expect(await columns(a.id)).toEqual(before)
  })
})
