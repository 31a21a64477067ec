// docs/product.md#check-ins over real HTTP: the client's trainer now picks the day and reads the
// answers, the athlete answers on that day of their own time zone (once: a resend is the same
// answer), bodyweights typed in pounds are kept in kilograms, and Daily asks until answered.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkIns, users } from '~/server/db/schema'
import { checkInBodyweight, weekdayOf } from '~/shared/rules/check-ins'
import { addDays, localDay } from '~/shared/rules/days'
import type { CheckIn, CheckIns } from '~/shared/schemas/check-ins'
import type { Daily } from '~/shared/schemas/progress'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

async function person(
  opts: {
    role?: 'trainer' | 'admin'
    trainerId?: number
    timeZone?: string
    username?: string
  } = {},
) {
  const user = await createUser(h.server.database, opts)
  return { ...user, token: await createSessionToken(h.server.database, user.id) }
}

async function ok<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await rest(h.server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(200)
  return res.body as T
}

const today = (timeZone = 'UTC') => localDay(new Date(), timeZone)
const todaysWeekday = (timeZone = 'UTC') => weekdayOf(today(timeZone))
const dayPath = (userId: number) => `/api/trainer/clients/${userId}/check-in-day`
const listPath = (userId: number) => `/api/trainer/clients/${userId}/check-ins`
const answer = (extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  sleep: 4,
  energy: 3,
  stress: 2,
  ...extra,
})

/** A trainer and their client, asked to check in today (in the client's zone). */
async function pairDueToday(timeZone = 'UTC') {
  const trainer = await person({ role: 'trainer' })
  const athlete = await person({ trainerId: trainer.id, timeZone })
  await ok(trainer.token, 'PUT', dayPath(athlete.id), { weekday: todaysWeekday(timeZone) })
  return { trainer, athlete }
}

describe('weekly check-ins', () => {
  it('are set and read by the client’s trainer now (or an admin), and nobody else', async () => {
    const former = await person({ role: 'trainer' })
    const current = await person({ role: 'trainer' })
    const other = await person({ role: 'trainer' })
    const admin = await person({ role: 'admin' })
    const athlete = await person({ trainerId: former.id })
    const someoneElse = await person()
    await ok(former.token, 'PUT', dayPath(athlete.id), { weekday: 1 })
    await h.server.database.write((db) =>
      db.update(users).set({ trainerId: current.id }).where(eq(users.id, athlete.id)).run(),
    )
    for (const caller of [former, other, someoneElse]) {
      const put = await rest(h.server.url, 'PUT', dayPath(athlete.id), {
        token: caller.token,
        body: { weekday: 3 },
      })
      expect(put.status).toBe(403)
      expect(put.text).toContain(caller.role === 'trainer' ? 'This athlete is not your client' : '')
      const get = await rest(h.server.url, 'GET', listPath(athlete.id), { token: caller.token })
      expect(get.status).toBe(403)
    }
    // The athlete's own answers are not theirs to read as a trainer either.
    const self = await rest(h.server.url, 'GET', listPath(athlete.id), { token: athlete.token })
    expect(self.status).toBe(403)
    expect((await ok<CheckIns>(current.token, 'GET', listPath(athlete.id))).weekday).toBe(1)
    await ok(current.token, 'PUT', dayPath(athlete.id), { weekday: 5 })
    await ok(admin.token, 'PUT', dayPath(athlete.id), { weekday: 0 })
    expect(await ok<CheckIns>(admin.token, 'GET', listPath(athlete.id))).toEqual({
      weekday: 0,
      units: 'kg',
      items: [],
    })
    await ok(current.token, 'PUT', dayPath(athlete.id), { weekday: null })
    expect((await ok<CheckIns>(athlete.token, 'GET', '/api/user/check-ins')).weekday).toBeNull()
    expect(
      (await rest(h.server.url, 'GET', listPath(999_999), { token: admin.token })).status,
    ).toBe(404)
  })

  it('are asked on Daily on the day, answered once (a resend is the same answer), then not asked', async () => {
    const trainer = await person({ role: 'trainer', username: `coach-${randomUUID().slice(0, 8)}` })
    const athlete = await person({ trainerId: trainer.id })
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn).toBeNull()
    await ok(trainer.token, 'PUT', dayPath(athlete.id), { weekday: todaysWeekday() })
    // The kept Daily answer follows the trainer's choice at once (a trigger bumps its version).
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn).toEqual({
      due: true,
      trainer: trainer.username,
    })
    const first = answer({ bodyweight: 80.5, note: ' Slept badly on Tuesday ' })
    const sent = await ok<CheckIn>(athlete.token, 'POST', '/api/user/check-ins', first)
    expect(sent).toMatchObject({
      day: today(),
      bodyweightKg: 80.5,
      sleep: 4,
      energy: 3,
      stress: 2,
      note: 'Slept badly on Tuesday',
    })
    // A resend (the same id in upper case, even with other words) answers the stored check-in.
    const again = await ok<CheckIn>(athlete.token, 'POST', '/api/user/check-ins', {
      ...first,
      clientId: first.clientId.toUpperCase(),
      sleep: 1,
    })
    expect(again).toEqual(sent)
    const second = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: athlete.token,
      body: answer(),
    })
    expect(second.status).toBe(409)
    expect(second.text).toContain('You already checked in today')
    // Another athlete cannot take the id.
    const { athlete: stranger } = await pairDueToday()
    const stolen = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: stranger.token,
      body: { ...first },
    })
    expect(stolen.status).toBe(409)
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn).toBeNull()
    expect((await ok<CheckIns>(trainer.token, 'GET', listPath(athlete.id))).items).toEqual([sent])
    expect((await ok<CheckIns>(athlete.token, 'GET', '/api/user/check-ins')).items).toEqual([sent])
  })

  it('are refused on another day, or without a trainer, with a clear reason', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    const notAsked = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: athlete.token,
      body: answer(),
    })
    expect(notAsked.status).toBe(409)
    expect(notAsked.text).toContain('your trainer has not asked for a weekly check-in')
    const tomorrow = (todaysWeekday() + 1) % 7
    await ok(trainer.token, 'PUT', dayPath(athlete.id), { weekday: tomorrow })
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn).toBeNull()
    const otherDay = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: athlete.token,
      body: answer(),
    })
    expect(otherDay.status).toBe(409)
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
    expect(otherDay.text).toContain(
      `No check-in is due today: your trainer asks on ${names[tomorrow]}s`,
    )
    // A trainer who leaves takes the question with them.
    await ok(trainer.token, 'PUT', dayPath(athlete.id), { weekday: todaysWeekday() })
    await h.server.database.write((db) =>
      db.update(users).set({ trainerId: null }).where(eq(users.id, athlete.id)).run(),
    )
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn).toBeNull()
    const alone = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: athlete.token,
      body: answer(),
    })
    expect(alone.status).toBe(409)
    expect(await stored(athlete.id)).toEqual([])
  })

  it('follow the athlete’s own day: due in their time zone, not in UTC’s or another', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different days.
    const ahead = 'Pacific/Kiritimati'
    const behind = 'Pacific/Pago_Pago'
    const { athlete } = await pairDueToday(ahead)
    const trainer = await person({ role: 'trainer' })
    const late = await person({ trainerId: trainer.id, timeZone: behind })
    await ok(trainer.token, 'PUT', dayPath(late.id), { weekday: todaysWeekday(ahead) })
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn?.due).toBe(true)
    expect((await ok<Daily>(late.token, 'GET', '/api/daily')).checkIn).toBeNull()
    const sent = await ok<CheckIn>(athlete.token, 'POST', '/api/user/check-ins', answer())
    expect(sent.day).toBe(today(ahead))
    const early = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: late.token,
      body: answer(),
    })
    expect(early.status).toBe(409)
    // A later day's Daily (?day=) never asks, even on the check-in's weekday.
    const coach = await person({ role: 'trainer' })
    const planner = await person({ trainerId: coach.id })
    const tomorrow = addDays(today(), 1)
    await ok(coach.token, 'PUT', dayPath(planner.id), { weekday: weekdayOf(tomorrow) })
    expect((await ok<Daily>(planner.token, 'GET', `/api/daily?day=${tomorrow}`)).checkIn).toBeNull()
  })

  it('start afresh with a new trainer, and stop when the trainer deletes their account', async () => {
    const admin = await person({ role: 'admin' })
    const { trainer, athlete } = await pairDueToday()
    // Daily is read (and kept) while due; the change must reach it at once.
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn?.due).toBe(true)
    const next = await person({ role: 'trainer' })
    await ok(admin.token, 'POST', `/api/admin/user/${athlete.id}/trainer`, { trainerId: next.id })
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn).toBeNull()
    expect((await ok<CheckIns>(next.token, 'GET', listPath(athlete.id))).weekday).toBeNull()
    expect(
      (await rest(h.server.url, 'GET', listPath(athlete.id), { token: trainer.token })).status,
    ).toBe(403)

    const { trainer: leaving, athlete: client } = await pairDueToday()
    expect((await ok<Daily>(client.token, 'GET', '/api/daily')).checkIn?.due).toBe(true)
    // DELETE takes its input in the query, as every REST DELETE.
    await ok(leaving.token, 'DELETE', `/api/user?confirm=${encodeURIComponent(leaving.username)}`)
    expect((await ok<Daily>(client.token, 'GET', '/api/daily')).checkIn).toBeNull()
    expect((await ok<CheckIns>(client.token, 'GET', '/api/user/check-ins')).weekday).toBeNull()
  })

  it('keep a bodyweight typed in pounds as kilograms and show it back as typed', async () => {
    const { trainer, athlete } = await pairDueToday()
    await h.server.database.write((db) =>
      db.update(users).set({ units: 'lb' }).where(eq(users.id, athlete.id)).run(),
    )
    const sent = await ok<CheckIn>(
      athlete.token,
      'POST',
      '/api/user/check-ins',
      answer({ bodyweight: 180.4 }),
    )
    expect(sent.bodyweightKg).toBeCloseTo(180.4 * 0.45359237, 6)
    const read = await ok<CheckIns>(trainer.token, 'GET', listPath(athlete.id))
    expect(read.units).toBe('lb')
    expect(checkInBodyweight(read.items[0]!.bodyweightKg!, read.units)).toBe(180.4)
    expect((await stored(athlete.id))[0]?.bodyweightKg).toBeCloseTo(81.828, 3)
  })

  it('refuses bad input with a 400 naming what is wrong, and keeps nothing', async () => {
    const { trainer, athlete } = await pairDueToday()
    const cases: [Record<string, unknown>, string][] = [
      [answer({ sleep: 0 }), 'Choose Sleep from 1 to 5'],
      [answer({ energy: 2.5 }), 'Choose Energy from 1 to 5'],
      [answer({ stress: '3' }), 'Choose Stress from 1 to 5'],
      [{ ...answer(), sleep: undefined }, 'Choose Sleep from 1 to 5'],
      [answer({ note: 'x'.repeat(1001) }), 'At most 1000 characters'],
      [answer({ note: 'bell\u0007' }), 'Must not contain control characters'],
      [answer({ clientId: 'nope' }), 'clientId must be a UUID'],
      [answer({ bodyweight: '80' }), 'Bodyweight is a number'],
      [answer({ bodyweight: 20 }), 'Bodyweight is between 30 and 300 kg'],
      [answer({ bodyweight: 301 }), 'Bodyweight is between 30 and 300 kg'],
    ]
    for (const [body, message] of cases) {
      const res = await rest(h.server.url, 'POST', '/api/user/check-ins', {
        token: athlete.token,
        body,
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.text).toContain(message)
      expectNoStackTrace(res)
    }
    await h.server.database.write((db) =>
      db.update(users).set({ units: 'lb' }).where(eq(users.id, athlete.id)).run(),
    )
    const pounds = await rest(h.server.url, 'POST', '/api/user/check-ins', {
      token: athlete.token,
      body: answer({ bodyweight: 50 }),
    })
    expect(pounds.status).toBe(400)
    expect(pounds.text).toContain('Bodyweight is between 67 and 661 lb')
    for (const weekday of [7, -1, 1.5, '1', undefined]) {
      const res = await rest(h.server.url, 'PUT', dayPath(athlete.id), {
        token: trainer.token,
        body: { weekday },
      })
      expect(res.status, String(weekday)).toBe(400)
      expect(res.text).toContain('weekday is 0 (Sunday) to 6 (Saturday), or null for no check-in')
    }
    const range = await rest(
      h.server.url,
      'GET',
      `${listPath(athlete.id)}?from=2027-02-01&to=2027-01-01`,
      {
        token: trainer.token,
      },
    )
    expect(range.status).toBe(400)
    expect(range.text).toContain('to comes on or after from')
    expect(await stored(athlete.id)).toEqual([])
    expect((await ok<Daily>(athlete.token, 'GET', '/api/daily')).checkIn?.due).toBe(true)
    expect((await ok<CheckIns>(trainer.token, 'GET', listPath(athlete.id))).weekday).toBe(
      todaysWeekday(),
    )
  })

  it('read newest first within from and to', async () => {
    const { trainer, athlete } = await pairDueToday()
    await h.server.database.write((db) =>
      db
        .insert(checkIns)
        .values(
          ['2026-01-05', '2026-01-12', '2026-01-19'].map((day, i) => ({
            clientId: randomUUID(),
            athleteId: athlete.id,
            trainerId: trainer.id,
            day,
            bodyweightKg: 80 + i,
            sleep: 3,
            energy: 3,
            stress: 3,
          })),
        )
        .run(),
    )
    const all = await ok<CheckIns>(trainer.token, 'GET', listPath(athlete.id))
    expect(all.items.map((c) => c.day)).toEqual(['2026-01-19', '2026-01-12', '2026-01-05'])
    const some = await ok<CheckIns>(
      trainer.token,
      'GET',
      `${listPath(athlete.id)}?from=2026-01-06&to=2026-01-19`,
    )
    expect(some.items.map((c) => c.day)).toEqual(['2026-01-19', '2026-01-12'])
    const mine = await ok<CheckIns>(athlete.token, 'GET', '/api/user/check-ins?to=2026-01-05')
    expect(mine.items.map((c) => c.day)).toEqual(['2026-01-05'])
  })
})

function stored(athleteId: number) {
  return h.server.database.db.select().from(checkIns).where(eq(checkIns.athleteId, athleteId)).all()
}
