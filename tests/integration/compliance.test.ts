// docs/product.md#compliance over real HTTP: a trainer's client list with each client's share of
// scheduled workouts done over 7, 30 and 90 days of their own days, the last day trained, and
// Needs attention, for scripted histories (steady, slipping, idle, rescheduled, far time zones).
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workoutCompletions, workoutExercises } from '~/server/db/schema'
import { addDays, localDay } from '~/shared/rules/days'
import type { Calendar } from '~/shared/schemas/calendar'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Client } from '~/shared/schemas/invitation'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let workout: Workout
let exerciseId: number
let trainer: { id: number; token: string }
beforeAll(async () => {
  server = await startTestServer()
  const t = await createUser(server.database, { role: 'trainer' })
  trainer = { id: t.id, token: await createSessionToken(server.database, t.id) }
  const catalogue = (await rest(server.url, 'GET', '/api/workouts', { token: trainer.token }))
    .body as Workout[]
  workout = catalogue[0]!
  const [first] = await server.database.db
    .select({ exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workout.id))
    .orderBy(asc(workoutExercises.order))
    .limit(1)
  exerciseId = first!.exerciseId
})
afterAll(() => server.close())

async function client(username: string, timeZone = 'UTC') {
  const user = await createUser(server.database, { username, trainerId: trainer.id, timeZone })
  return { ...user, token: await createSessionToken(server.database, user.id), timeZone }
}

async function schedule(userId: number, day: string) {
  const res = await rest(server.url, 'PUT', `/api/trainer/clients/${userId}/calendar/${day}`, {
    token: trainer.token,
    body: { items: [{ workoutId: workout.id }] },
  })
  expect(res.status, res.text).toBe(200)
  return res.body as Calendar
}

/** The workout done on `day`, as the set log records it. */
const complete = (userId: number, day: string) =>
  server.database.write((db) =>
    db
      .insert(workoutCompletions)
      .values({ userId, workoutId: workout.id, workoutTitle: workout.title, day })
      .run(),
  )

/** One set logged through the API `daysAgo` days ago: a training day without a completion. */
async function train(user: { id: number; token: string }, daysAgo: number) {
  const res = await rest(server.url, 'POST', `/api/user/${user.id}/sets`, {
    token: user.token,
    body: {
      sets: [
        {
          clientId: randomUUID(),
          exerciseId,
          setNumber: 1,
          reps: 8,
          performedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        },
      ],
    },
  })
  expect(res.status, res.text).toBe(200)
}

async function clientList(): Promise<Map<string, Client>> {
  const res = await rest(server.url, 'GET', '/api/trainer/users', { token: trainer.token })
  expect(res.status, res.text).toBe(200)
  return new Map((res.body as Client[]).map((c) => [c.username, c]))
}

describe("a trainer's client list with compliance", () => {
  it('gives each client their rates, last training day and whether they need attention', async () => {
    const today = localDay(new Date(), 'UTC')
    // Steady: every other day for four weeks, all done.
    const steady = await client('steady')
    for (let d = 1; d <= 28; d += 2) {
      await schedule(steady.id, addDays(today, -d))
      await complete(steady.id, addDays(today, -d))
    }
    // Slipping: the same, done until a week ago, then nothing of it (but trained yesterday).
    const slipping = await client('slipping')
    for (let d = 1; d <= 28; d += 2) {
      await schedule(slipping.id, addDays(today, -d))
      if (d > 7) await complete(slipping.id, addDays(today, -d))
    }
    await train(slipping, 1)
    // Idle: nothing scheduled, last trained eight days ago.
    const idle = await client('idle')
    await train(idle, 8)
    // Rescheduled: a missed day moved to yesterday and done there counts as done.
    const moved = await client('moved')
    const calendar = await schedule(moved.id, addDays(today, -3))
    const entryId = calendar.days[0]!.items[0]!.id
    const res = await rest(server.url, 'POST', `/api/trainer/clients/${moved.id}/calendar/move`, {
      token: trainer.token,
      body: { entryId, toDay: addDays(today, -1) },
    })
    expect(res.status, res.text).toBe(200)
    await complete(moved.id, addDays(today, -1))
    // Due today and not done yet: nothing is missed so far.
    await schedule(moved.id, today)

    const list = await clientList()
    expect(list.get('steady')).toMatchObject({
      compliance: { d7: 100, d30: 100, d90: 100 },
      lastTrainedDay: addDays(today, -1),
      needsAttention: false,
    })
    // 4 of the last 7 days' entries missed (days 1, 3, 5, 7); 10 of 14 done over 30 days.
    expect(list.get('slipping')).toMatchObject({
      compliance: { d7: 0, d30: 71, d90: 71 },
      lastTrainedDay: addDays(today, -1),
      needsAttention: true,
    })
    expect(list.get('idle')).toMatchObject({
      compliance: { d7: null, d30: null, d90: null },
      lastTrainedDay: addDays(today, -8),
      needsAttention: true,
    })
    expect(list.get('moved')).toMatchObject({
      compliance: { d7: 100, d30: 100, d90: 100 },
      needsAttention: false,
    })
  })

  it('counts an entry on the day it is scheduled: done a day late is missed, moved to tomorrow is not due yet', async () => {
    const today = localDay(new Date(), 'UTC')
    // Late: scheduled four days ago and two days ago, each done the day after without a move.
    const late = await client('late')
    for (const d of [4, 2]) {
      await schedule(late.id, addDays(today, -d))
      await complete(late.id, addDays(today, -d + 1))
    }
    // Put off: a missed day moved to tomorrow, and an earlier one done on its day.
    const putOff = await client('put-off')
    await schedule(putOff.id, addDays(today, -10))
    await complete(putOff.id, addDays(today, -10))
    const calendar = await schedule(putOff.id, addDays(today, -2))
    const res = await rest(server.url, 'POST', `/api/trainer/clients/${putOff.id}/calendar/move`, {
      token: trainer.token,
      body: { entryId: calendar.days[0]!.items[0]!.id, toDay: addDays(today, 1) },
    })
    expect(res.status, res.text).toBe(200)

    const list = await clientList()
    // Trained yesterday, so not idle; 0% both over the week and the month is no drop either.
    expect(list.get('late')).toMatchObject({
      compliance: { d7: 0, d30: 0, d90: 0 },
      lastTrainedDay: addDays(today, -1),
      needsAttention: false,
    })
    // Nothing due in the last week any more; the month keeps the one done.
    expect(list.get('put-off')).toMatchObject({
      compliance: { d7: null, d30: 100, d90: 100 },
      lastTrainedDay: addDays(today, -10),
      needsAttention: true,
    })
  })

  it("counts each client's days in their own time zone", async () => {
    // Fourteen hours ahead and eleven behind: their todays are apart by a day at most times.
    const ahead = await client('ahead', 'Pacific/Kiritimati')
    const behind = await client('behind', 'Pacific/Pago_Pago')
    const aheadToday = localDay(new Date(), ahead.timeZone)
    const behindToday = localDay(new Date(), behind.timeZone)
    for (const c of [ahead, behind]) {
      const today = c === ahead ? aheadToday : behindToday
      // Yesterday missed, today not done yet, tomorrow upcoming: one missed of one counted.
      for (const d of [-1, 0, 1]) await schedule(c.id, addDays(today, d))
      await complete(c.id, addDays(today, -2))
      await schedule(c.id, addDays(today, -2))
    }
    const list = await clientList()
    for (const name of ['ahead', 'behind']) {
      expect(list.get(name)?.compliance, name).toEqual({ d7: 50, d30: 50, d90: 50 })
    }
    expect(list.get('ahead')?.lastTrainedDay).toBe(addDays(aheadToday, -2))
    expect(list.get('behind')?.lastTrainedDay).toBe(addDays(behindToday, -2))
  })
})
