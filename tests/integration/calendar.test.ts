// docs/product.md#calendar over real HTTP: a trainer schedules, copies and moves a client's
// workouts on days; the athlete reads the same calendar with done, missed, today and upcoming;
// only the client's trainer now may touch it.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users, workoutCompletions, workoutExercises } from '~/server/db/schema'
import { addDays, localDay, weekStart } from '~/shared/rules/days'
import type { Role } from '~/shared/roles'
import type { Calendar } from '~/shared/schemas/calendar'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Daily } from '~/shared/schemas/progress'
import { createSessionToken, createUser } from '../support/factories'
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

async function person(opts: { role?: Role; trainerId?: number; timeZone?: string } = {}) {
  const user = await createUser(server.database, opts)
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(200)
  return res.body as T
}

const today = () => localDay(new Date(), 'UTC')
/** The titles scheduled per day, as the athlete's own read gives them. */
async function titlesByDay(token: string, userId: number, from: string, to: string) {
  const calendar = await call<Calendar>(
    token,
    'GET',
    `/api/user/${userId}/calendar?from=${from}&to=${to}`,
  )
  return Object.fromEntries(calendar.days.map((d) => [d.day, d.items.map((i) => i.title)]))
}

describe("a client's calendar", () => {
  it('schedules a day in order with a prescription, and the athlete reads it with what was done and missed', async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const [a, b] = catalogue as [Workout, Workout]
    const [first] = await server.database.db
      .select({ exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, a.id))
      .limit(1)
    const yesterday = addDays(today(), -1)
    const prescription = {
      note: 'Slow eccentrics',
      exercises: [{ exerciseId: first!.exerciseId, sets: 4, reps: '6-8', loadKg: 10 }],
    }
    const put = await call<Calendar>(
      trainer.token,
      'PUT',
      `/api/trainer/clients/${client.id}/calendar/${yesterday}`,
      { items: [{ workoutId: a.id, prescription }, { workoutId: b.id }] },
    )
    expect(put.days[0]?.items.map((i) => [i.title, i.status, i.trainerName])).toEqual([
      [a.title, 'missed', trainer.username],
      [b.title, 'missed', trainer.username],
    ])
    expect(put.days[0]?.items[0]?.prescription).toEqual(prescription)
    await call(trainer.token, 'PUT', `/api/trainer/clients/${client.id}/calendar/${today()}`, {
      items: [{ workoutId: b.id }],
    })
    await call(
      trainer.token,
      'PUT',
      `/api/trainer/clients/${client.id}/calendar/${addDays(today(), 2)}`,
      { items: [{ workoutId: a.id }] },
    )
    // Yesterday's first workout was done on its day.
    await server.database.write((db) =>
      db
        .insert(workoutCompletions)
        .values({ userId: client.id, workoutId: a.id, workoutTitle: a.title, day: yesterday })
        .run(),
    )
    const calendar = await call<Calendar>(
      client.token,
      'GET',
      `/api/user/${client.id}/calendar?from=${yesterday}&to=${addDays(today(), 6)}`,
    )
    expect(calendar.today).toBe(today())
    expect(calendar.days.map((d) => [d.day, d.items.map((i) => i.status)])).toEqual([
      [yesterday, ['done', 'missed']],
      [today(), ['today']],
      [addDays(today(), 2), ['upcoming']],
    ])
    // An empty list clears the day.
    await call(trainer.token, 'PUT', `/api/trainer/clients/${client.id}/calendar/${today()}`, {
      items: [],
    })
    expect(await titlesByDay(client.token, client.id, today(), today())).toEqual({})
  })

  it("puts today's scheduled workouts first on the athlete's Daily and the coming ones under This week, at once", async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const [a, b] = catalogue as [Workout, Workout]
    const daily = () => call<Daily>(client.token, 'GET', '/api/daily')
    // Read once, so a kept answer exists before the trainer changes the calendar.
    expect((await daily()).scheduled).toEqual([])
    await call(trainer.token, 'PUT', `/api/trainer/clients/${client.id}/calendar/${today()}`, {
      items: [{ workoutId: a.id, prescription: { note: 'Easy pace', exercises: [] } }],
    })
    await call(
      trainer.token,
      'PUT',
      `/api/trainer/clients/${client.id}/calendar/${addDays(today(), 3)}`,
      { items: [{ workoutId: b.id }] },
    )
    const answer = await daily()
    expect(
      answer.scheduled.map((i) => [i.title, i.status, i.trainerName, i.prescription?.note]),
    ).toEqual([[a.title, 'today', trainer.username, 'Easy pace']])
    expect(answer.ahead.map((d) => d.scheduled.map((i) => i.title))).toEqual([
      [a.title],
      [],
      [],
      [b.title],
      [],
      [],
      [],
    ])
    // Done today: Daily says so.
    await server.database.write((db) =>
      db
        .insert(workoutCompletions)
        .values({ userId: client.id, workoutId: a.id, workoutTitle: a.title, day: today() })
        .run(),
    )
    expect((await daily()).scheduled.map((i) => i.status)).toEqual(['done'])
  })

  it("marks a scheduled day that went by undone as missed on the athlete's week strip, and a done one as done", async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const [a, b] = catalogue as [Workout, Workout]
    // Seen from the coming Thursday (within the session's life), so the week has days gone by.
    const now = new Date()
    const thursday = addDays(today(), (4 - now.getUTCDay() + 7) % 7)
    const monday = weekStart(thursday)
    const path = (day: string) => `/api/trainer/clients/${client.id}/calendar/${day}`
    await call(trainer.token, 'PUT', path(addDays(monday, -1)), { items: [{ workoutId: a.id }] })
    await call(trainer.token, 'PUT', path(monday), { items: [{ workoutId: a.id }] })
    await call(trainer.token, 'PUT', path(addDays(monday, 1)), { items: [{ workoutId: b.id }] })
    await call(trainer.token, 'PUT', path(thursday), { items: [{ workoutId: a.id }] })
    await server.database.write((db) =>
      db
        .insert(workoutCompletions)
        .values({
          userId: client.id,
          workoutId: b.id,
          workoutTitle: b.title,
          day: addDays(monday, 1),
        })
        .run(),
    )
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${thursday}T12:00:00Z`) })
    try {
      const daily = await call<Daily>(client.token, 'GET', '/api/daily')
      expect(daily.week.map((d) => [d.day, d.completed, d.missed])).toEqual([
        [monday, false, true],
        [addDays(monday, 1), true, false],
        [addDays(monday, 2), false, false],
        [thursday, false, false],
        [addDays(monday, 4), false, false],
        [addDays(monday, 5), false, false],
        [addDays(monday, 6), false, false],
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it("says missed, today and upcoming by the athlete's own day, not UTC's", async () => {
    // Fourteen hours ahead of UTC and eleven behind: at any moment at least one of them is on
    // another day than UTC, so a server counting UTC days fails one of the two.
    const trainer = await person({ role: 'trainer' })
    const [a] = catalogue as [Workout]
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const client = await person({ trainerId: trainer.id, timeZone })
      const theirs = localDay(new Date(), timeZone)
      for (const delta of [-1, 0, 1]) {
        await call(
          trainer.token,
          'PUT',
          `/api/trainer/clients/${client.id}/calendar/${addDays(theirs, delta)}`,
          { items: [{ workoutId: a.id }] },
        )
      }
      const range = `from=${addDays(theirs, -1)}&to=${addDays(theirs, 1)}`
      for (const [token, path] of [
        [client.token, `/api/user/${client.id}/calendar?${range}`],
        [trainer.token, `/api/trainer/clients/${client.id}/calendar?${range}`],
      ] as const) {
        const calendar = await call<Calendar>(token, 'GET', path)
        expect(calendar.today, timeZone).toBe(theirs)
        expect(
          calendar.days.map((d) => [d.day, d.items.map((i) => i.status)]),
          timeZone,
        ).toEqual([
          [addDays(theirs, -1), ['missed']],
          [theirs, ['today']],
          [addDays(theirs, 1), ['upcoming']],
        ])
      }
      // Daily leads with the entry of the athlete's today, not of UTC's.
      const daily = await call<Daily>(client.token, 'GET', '/api/daily')
      expect(
        daily.scheduled.map((i) => [i.title, i.status]),
        timeZone,
      ).toEqual([[a.title, 'today']])
    }
  })

  it('copies a week forward n times and moves one workout to another day', async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const [a, b, c] = catalogue as [Workout, Workout, Workout]
    const monday = '2027-01-04'
    const path = (day: string) => `/api/trainer/clients/${client.id}/calendar/${day}`
    await call(trainer.token, 'PUT', path(monday), { items: [{ workoutId: a.id }] })
    await call(trainer.token, 'PUT', path(addDays(monday, 3)), {
      items: [{ workoutId: b.id }, { workoutId: c.id }],
    })
    // Something already on a target day is replaced.
    await call(trainer.token, 'PUT', path(addDays(monday, 8)), { items: [{ workoutId: c.id }] })
    const copied = await call<Calendar>(
      trainer.token,
      'POST',
      `/api/trainer/clients/${client.id}/calendar/copy`,
      { fromDay: monday, toDay: addDays(monday, 7), days: 7, times: 2 },
    )
    expect([copied.from, copied.to]).toEqual([addDays(monday, 7), addDays(monday, 20)])
    expect(await titlesByDay(client.token, client.id, monday, addDays(monday, 27))).toEqual({
      [monday]: [a.title],
      [addDays(monday, 3)]: [b.title, c.title],
      [addDays(monday, 7)]: [a.title],
      [addDays(monday, 10)]: [b.title, c.title],
      [addDays(monday, 14)]: [a.title],
      [addDays(monday, 17)]: [b.title, c.title],
    })

    const thursday = copied.days.find((d) => d.day === addDays(monday, 10))!
    const moved = await call<Calendar>(
      trainer.token,
      'POST',
      `/api/trainer/clients/${client.id}/calendar/move`,
      { entryId: thursday.items[0]!.id, toDay: addDays(monday, 7) },
    )
    expect(moved.days.map((d) => [d.day, d.items.map((i) => i.title)])).toEqual([
      [addDays(monday, 7), [a.title, b.title]],
      [addDays(monday, 10), [c.title]],
    ])
    // A day copied onto itself is refused and changes nothing.
    const onto = await rest(server.url, 'POST', `/api/trainer/clients/${client.id}/calendar/copy`, {
      token: trainer.token,
      body: { fromDay: monday, toDay: addDays(monday, 3), days: 7 },
    })
    expect(onto.status).toBe(400)
    expect(onto.text).toContain('Copy onto days other than the ones copied')
  })

  it('places a plan from a start day on the chosen weekdays, after what those days hold', async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const [a, b, c] = catalogue as [Workout, Workout, Workout]
    const plan = await call<{ id: number }>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Three a week',
      userId: client.id,
      workoutIds: [a.id, b.id, c.id],
    })
    const monday = '2027-03-01'
    // Wednesday already holds a workout: the plan's goes after it.
    await call(trainer.token, 'PUT', `/api/trainer/clients/${client.id}/calendar/2027-03-03`, {
      items: [{ workoutId: c.id }],
    })
    const placed = await call<Calendar>(
      trainer.token,
      'POST',
      `/api/trainer/clients/${client.id}/calendar/plan`,
      // Monday, Wednesday, Friday, starting on Tuesday: Wednesday, Friday, next Monday.
      { planId: plan.id, startDay: '2027-03-02', weekdays: [1, 3, 5] },
    )
    expect(placed.days.map((d) => [d.day, d.items.map((i) => i.title)])).toEqual([
      ['2027-03-03', [c.title, a.title]],
      ['2027-03-05', [b.title]],
      ['2027-03-08', [c.title]],
    ])
    expect(await titlesByDay(client.token, client.id, monday, '2027-03-14')).toEqual({
      '2027-03-03': [c.title, a.title],
      '2027-03-05': [b.title],
      '2027-03-08': [c.title],
    })
    // Every day when no weekdays are given.
    const daily = await call<Calendar>(
      trainer.token,
      'POST',
      `/api/trainer/clients/${client.id}/calendar/plan`,
      { planId: plan.id, startDay: '2027-04-01' },
    )
    expect(daily.days.map((d) => d.day)).toEqual(['2027-04-01', '2027-04-02', '2027-04-03'])

    // Another trainer's plan is as missing; bad weekdays are named; nothing is written.
    const other = await person({ role: 'trainer' })
    const otherPlan = await call<{ id: number }>(other.token, 'POST', '/api/trainer/plans', {
      name: 'Not yours',
      workoutIds: [a.id],
    })
    const refused = await rest(
      server.url,
      'POST',
      `/api/trainer/clients/${client.id}/calendar/plan`,
      { token: trainer.token, body: { planId: otherPlan.id, startDay: '2027-05-03' } },
    )
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ message: 'Plan not found' })
    const bad = await rest(server.url, 'POST', `/api/trainer/clients/${client.id}/calendar/plan`, {
      token: trainer.token,
      body: { planId: plan.id, startDay: '2027-05-03', weekdays: [7] },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday)')
    expectNoStackTrace(bad)
    expect(await titlesByDay(client.token, client.id, '2027-05-01', '2027-05-31')).toEqual({})
  })

  it('refuses bad input with the field named and writes nothing', async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const [a, b] = catalogue as [Workout, Workout]
    const [ofB] = await server.database.db
      .select({ exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, b.id))
      .limit(1)
    const day = '2027-02-01'
    const put = (body: unknown, at = day) =>
      rest(server.url, 'PUT', `/api/trainer/clients/${client.id}/calendar/${at}`, {
        token: trainer.token,
        body,
      })
    const cases: [unknown, string, string?][] = [
      [{ items: [{ workoutId: 999_999 }] }, 'Workout not found'],
      [
        {
          items: [
            { workoutId: a.id, prescription: { exercises: [{ exerciseId: ofB!.exerciseId }] } },
          ],
        },
        'This exercise is not in the workout',
      ],
      [{ items: [{ workoutId: a.id, prescription: { exercises: [], sets: 3 } }] }, 'sets'],
      [{ items: [{ workoutId: '1' }] }, 'Workout ids are whole numbers'],
      [
        {
          items: [
            { workoutId: a.id, prescription: { exercises: [{ exerciseId: 1, reps: '12-8' }] } },
          ],
        },
        'A range goes from low to high',
      ],
      [
        { items: Array.from({ length: 7 }, () => ({ workoutId: a.id })) },
        'At most 6 workouts on a day',
      ],
      [{ items: [] }, 'A day written YYYY-MM-DD', '2027-02-30'],
    ]
    for (const [body, message, at] of cases) {
      const res = await put(body, at)
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(message)
      expectNoStackTrace(res)
    }
    const range = await rest(
      server.url,
      'GET',
      `/api/user/${client.id}/calendar?from=2027-01-01&to=2027-06-01`,
      { token: client.token },
    )
    expect(range.status).toBe(400)
    expect(range.text).toContain('At most 92 days at once')
    expect(await titlesByDay(client.token, client.id, day, day)).toEqual({})
  })

  it('is for the client, their trainer now and admins only: a former trainer and others get 403', async () => {
    const former = await person({ role: 'trainer' })
    const current = await person({ role: 'trainer' })
    const other = await person({ role: 'trainer' })
    const client = await person({ trainerId: former.id })
    const stranger = await person()
    const admin = await person({ role: 'admin' })
    const [a] = catalogue as [Workout]
    await call(former.token, 'PUT', `/api/trainer/clients/${client.id}/calendar/2027-03-01`, {
      items: [{ workoutId: a.id }],
    })
    // The client moves to another trainer.
    await server.database.write((db) =>
      db.update(users).set({ trainerId: current.id }).where(eq(users.id, client.id)).run(),
    )
    const range = 'from=2027-03-01&to=2027-03-07'
    for (const caller of [former, other]) {
      for (const [method, path, body] of [
        ['GET', `/api/trainer/clients/${client.id}/calendar?${range}`],
        ['PUT', `/api/trainer/clients/${client.id}/calendar/2027-03-02`, { items: [] }],
        [
          'POST',
          `/api/trainer/clients/${client.id}/calendar/copy`,
          { fromDay: '2027-03-01', toDay: '2027-03-08' },
        ],
        ['GET', `/api/user/${client.id}/calendar?${range}`],
      ] as const) {
        const res = await rest(server.url, method, path, { token: caller.token, body })
        expect(res.status, `${method} ${path}`).toBe(403)
      }
    }
    for (const path of [
      `/api/user/${client.id}/calendar?${range}`,
      `/api/trainer/clients/${client.id}/calendar?${range}`,
    ]) {
      expect((await rest(server.url, 'GET', path, { token: stranger.token })).status).toBe(403)
    }
    // The entry the former trainer made stays, read by the client, the new trainer and an admin.
    for (const caller of [client, current]) {
      expect(await titlesByDay(caller.token, client.id, '2027-03-01', '2027-03-07')).toEqual({
        '2027-03-01': [a.title],
      })
    }
    await call(admin.token, 'GET', `/api/trainer/clients/${client.id}/calendar?${range}`)
    const missing = await rest(server.url, 'GET', `/api/trainer/clients/999999/calendar?${range}`, {
      token: admin.token,
    })
    expect(missing.status).toBe(404)
    // Moving another client's entry answers 404 like a missing one.
    const mine = await person({ trainerId: current.id })
    const [entry] = (
      await call<Calendar>(
        current.token,
        'GET',
        `/api/trainer/clients/${client.id}/calendar?${range}`,
      )
    ).days[0]!.items
    const res = await rest(server.url, 'POST', `/api/trainer/clients/${mine.id}/calendar/move`, {
      token: current.token,
      body: { entryId: entry!.id, toDay: '2027-03-03' },
    })
    expect(res.status).toBe(404)
  })
})
