// The gym's workout of the day, athletes' scores and the wall's whiteboard over real HTTP
// (docs/product.md#workout-of-the-day, docs/product.md#whiteboard).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedSets, users, wodScores, wods } from '~/server/db/schema'
import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { localDay, addDays } from '~/shared/rules/days'
import type { Board } from '~/shared/schemas/kiosk'
import type { Whiteboard, Wod, WodScore, WodScorePage } from '~/shared/schemas/wod'
import { createSessionToken, createUser, createWorkout } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let adminToken: string
let coachToken: string
let trainerToken: string
let workoutId: number
let exerciseIds: number[]

beforeAll(async () => {
  server = await startTestServer()
  const admin = await createUser(server.database, { role: 'admin' })
  adminToken = await createSessionToken(server.database, admin.id)
  const coach = await createUser(server.database, { role: 'trainer' })
  coachToken = await createSessionToken(server.database, coach.id)
  const trainer = await createUser(server.database, { role: 'trainer' })
  trainerToken = await createSessionToken(server.database, trainer.id)
  const granted = await rest(server.url, 'PUT', `/api/admin/users/${coach.id}/coach`, {
    token: adminToken,
    body: { coach: true },
  })
  expect(granted.status, granted.text).toBe(200)
  const picked = await server.database.db.query.exercises.findMany({ limit: 2 })
  exerciseIds = picked.map((e) => e.id)
  workoutId = await createWorkout(server.database, 'Fran-ish', [
    { exerciseId: exerciseIds[0]!, sets: 3, reps: '21-15-9' },
    { exerciseId: exerciseIds[1]!, sets: 3, reps: '21-15-9' },
  ])
})
afterAll(() => server.close())

async function kiosk(timeZone = 'UTC') {
  const { kiosk, pairingCode } = await registerKiosk({
    database: server.database,
    name: 'Main floor',
    timeZone,
  })
  const { token } = await pairKiosk({ database: server.database, code: pairingCode })
  return { id: kiosk.id, token, today: localDay(new Date(), timeZone) }
}

async function athlete(username: string) {
  const user = await createUser(server.database, { username })
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

const wodBody = (over: Record<string, unknown> = {}) => ({
  workoutId,
  scoreType: 'time',
  rx: '43/30 kg',
  scaled: 'Band-assisted',
  publishAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
})

async function post(k: { id: number; today: string }, over: Record<string, unknown> = {}) {
  const res = await rest(server.url, 'PUT', `/api/kiosks/${k.id}/wod/${k.today}`, {
    token: coachToken,
    body: wodBody(over),
  })
  expect(res.status, res.text).toBe(200)
  return res.body as Wod
}

const score = (k: { id: number; today: string }, token: string, body: Record<string, unknown>) =>
  rest(server.url, 'POST', `/api/kiosks/${k.id}/wod/${k.today}/scores`, { token, body })

async function startClass(kioskId: number, day: string) {
  await server.database.write((db) =>
    db.update(wods).set({ classStartedAt: new Date() }).where(eq(wods.kioskId, kioskId)).run(),
  )
  return day
}

const whiteboard = async (token: string) => {
  const res = await rest(server.url, 'GET', '/api/kiosk/whiteboard', {
    headers: { authorization: `Kiosk ${token}` },
  })
  expect(res.status, res.text).toBe(200)
  return res.body as Whiteboard
}

describe('the coach permission', () => {
  it('is given to trainers and admins only, by an admin', async () => {
    const athleteUser = await createUser(server.database)
    const refused = await rest(server.url, 'PUT', `/api/admin/users/${athleteUser.id}/coach`, {
      token: adminToken,
      body: { coach: true },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/make them a trainer/) })
    const trainer = await createUser(server.database, { role: 'trainer' })
    const byTrainer = await rest(server.url, 'PUT', `/api/admin/users/${trainer.id}/coach`, {
      token: coachToken,
      body: { coach: true },
    })
    expect(byTrainer.status).toBe(403)
    const ok = await rest(server.url, 'PUT', `/api/admin/users/${trainer.id}/coach`, {
      token: adminToken,
      body: { coach: true },
    })
    expect(ok.body).toMatchObject({ id: trainer.id, coach: true })
  })
})

describe('the workout of the day', () => {
  it('is posted by coaches and admins only', async () => {
    const k = await kiosk()
    const path = `/api/kiosks/${k.id}/wod/${k.today}`
    const athleteUser = await athlete('Plain Member')
    for (const token of [trainerToken, athleteUser.token]) {
      const res = await rest(server.url, 'PUT', path, { token, body: wodBody() })
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ message: expect.stringMatching(/coaches/) })
    }
    const wod = await post(k)
    expect(wod).toMatchObject({ workoutTitle: 'Fran-ish', scoreType: 'time', rx: '43/30 kg' })
    const byAdmin = await rest(server.url, 'PUT', path, {
      token: adminToken,
      body: wodBody({ scoreType: 'reps' }),
    })
    expect(byAdmin.body).toMatchObject({ scoreType: 'reps' })
    const read = await rest(server.url, 'GET', path, { token: coachToken })
    expect(read.body).toMatchObject({ scoreType: 'reps' })
    expect((await rest(server.url, 'GET', path, { token: trainerToken })).status).toBe(403)
    const past = await rest(server.url, 'PUT', `/api/kiosks/${k.id}/wod/${addDays(k.today, -2)}`, {
      token: coachToken,
      body: wodBody(),
    })
    expect(past.status).toBe(400)
    const bad = await rest(server.url, 'PUT', `/api/kiosks/${k.id}/wod/2026-02-30`, {
      token: coachToken,
      body: wodBody(),
    })
    expect(bad.status).toBe(400)
    expectNoStackTrace(bad)
    const removed = await rest(server.url, 'DELETE', path, { token: coachToken })
    expect(removed.status).toBe(200)
    expect((await rest(server.url, 'GET', path, { token: coachToken })).body).toBeNull()
  })

  it('reaches the wall and the phones at its publish time, not before', async () => {
    const k = await kiosk('Pacific/Auckland')
    await post(k, { publishAt: new Date(Date.now() + 3_600_000).toISOString() })
    const board = async () =>
      (
        await rest(server.url, 'GET', '/api/kiosk/board', {
          headers: { authorization: `Kiosk ${k.token}` },
        })
      ).body as Board
    expect((await board()).wod).toBeNull()
    const member = await athlete('Early Bird')
    const early = await rest(server.url, 'GET', `/api/kiosks/${k.id}/wod/${k.today}/score`, {
      token: member.token,
    })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ message: 'The workout of the day is not published yet' })
    const tooSoon = await score(k, member.token, { seconds: 200 })
    expect(tooSoon.status).toBe(409)

    await post(k)
    const wod = (await board()).wod
    expect(wod).toMatchObject({ title: 'Fran-ish', rx: '43/30 kg', scaled: 'Band-assisted' })
    expect(wod?.link).toMatch(new RegExp(`/wod/${k.id}/${k.today}$`))
    expect(wod?.blocks.flatMap((b) => b.exercises.map((e) => e.id))).toEqual(exerciseIds)
    const page = await rest(server.url, 'GET', `/api/kiosks/${k.id}/wod/${k.today}/score`, {
      token: member.token,
    })
    expect(page.body).toMatchObject({ editable: true, mine: null, workout: { title: 'Fran-ish' } })
  })
})

describe('scores', () => {
  it('are the athlete’s own, checked against the score type, editable that day only', async () => {
    const k = await kiosk()
    await post(k, { scoreType: 'reps' })
    const dana = await athlete('Dina Novak')
    const missing = await score(k, dana.token, { scaled: true })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain('Enter your reps')
    const wrong = await score(k, dana.token, { reps: 40, seconds: 100 })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('does not take seconds')

    const first = await score(k, dana.token, { reps: 40 })
    expect(first.status, first.text).toBe(200)
    const saved = first.body as WodScore
    expect(saved.sessionId).toEqual(expect.any(Number))
    // An edit corrects the one set the score is kept as.
    const edited = await score(k, dana.token, { reps: 52, note: 'PR', scaled: true })
    expect(edited.body).toMatchObject({ reps: 52, note: 'PR', scaled: true })
    const sets = await server.database.db
      .select()
      .from(loggedSets)
      .where(eq(loggedSets.userId, dana.id))
      .all()
    expect(sets).toHaveLength(1)
    expect(sets[0]).toMatchObject({ reps: 52, exerciseId: exerciseIds[0], workoutId })
    // The session is in the athlete's history.
    const history = await rest(server.url, 'GET', `/api/user/${dana.id}/sessions`, {
      token: dana.token,
    })
    expect(history.status, history.text).toBe(200)
    expect(JSON.stringify(history.body)).toContain(`"id":${saved.sessionId}`)

    // Another athlete posts their own; nobody touches Dana's.
    const lee = await athlete('Lee Park')
    await score(k, lee.token, { reps: 10 })
    const rows = await server.database.db.select().from(wodScores).all()
    expect(rows.filter((r) => r.userId === dana.id)).toMatchObject([{ reps: 52 }])

    // Another day: refused.
    const tomorrow = addDays(k.today, 1)
    await rest(server.url, 'PUT', `/api/kiosks/${k.id}/wod/${tomorrow}`, {
      token: coachToken,
      body: wodBody({ scoreType: 'reps' }),
    })
    const later = await score({ id: k.id, today: tomorrow }, dana.token, { reps: 5 })
    expect(later.status).toBe(409)
    expect(later.body).toMatchObject({ message: expect.stringMatching(/own day only/) })
    const page = await rest(server.url, 'GET', `/api/kiosks/${k.id}/wod/${tomorrow}/score`, {
      token: dana.token,
    })
    expect(page.body).toMatchObject({ editable: false })
    const none = await score({ id: k.id, today: addDays(k.today, 3) }, dana.token, { reps: 5 })
    expect(none.status).toBe(404)
    // The score type stays once scored.
    const change = await rest(server.url, 'PUT', `/api/kiosks/${k.id}/wod/${k.today}`, {
      token: coachToken,
      body: wodBody({ scoreType: 'time' }),
    })
    expect(change.status).toBe(409)
  })

  it('of a time score keep the session alone', async () => {
    const k = await kiosk()
    await post(k)
    const member = await athlete('Tim Time')
    const res = await score(k, member.token, { seconds: 305 })
    expect(res.status, res.text).toBe(200)
    expect((res.body as WodScore).sessionId).toEqual(expect.any(Number))
    const again = await score(k, member.token, { seconds: 290 })
    expect((again.body as WodScore).sessionId).toBe((res.body as WodScore).sessionId)
    const page = (
      await rest(server.url, 'GET', `/api/kiosks/${k.id}/wod/${k.today}/score`, {
        token: member.token,
      })
    ).body as WodScorePage
    expect(page.mine).toMatchObject({ seconds: 290 })
  })
})

describe('the whiteboard', () => {
  it('shows scores only after the class started, sorted, with display names only', async () => {
    const k = await kiosk()
    await post(k)
    const people = {
      dana: await athlete('Dana Kowalski'),
      ana: await athlete('Ana Maria Lopez'),
      hidden: await athlete('Secret Person'),
      anon: await athlete('Quiet Quinn'),
      capped: await athlete('Cap Ped'),
      scaled: await athlete('Sam Scaled'),
    }
    await score(k, people.dana.token, { seconds: 300 })
    await score(k, people.ana.token, { seconds: 250 })
    await score(k, people.hidden.token, { seconds: 100, hideScore: true })
    await score(k, people.anon.token, { seconds: 280, hideName: true })
    await score(k, people.capped.token, {})
    await score(k, people.scaled.token, { seconds: 120, scaled: true })

    expect(await whiteboard(k.token)).toMatchObject({ started: false, entries: [] })
    await startClass(k.id, k.today)
    const board = await whiteboard(k.token)
    expect(board.entries).toEqual([
      { name: 'Ana L.', score: '4:10', scaled: false },
      { name: 'Athlete', score: '4:40', scaled: false },
      { name: 'Dana K.', score: '5:00', scaled: false },
      { name: 'Cap P.', score: 'Capped', scaled: false },
      { name: 'Sam S.', score: '2:00', scaled: true },
    ])
    const text = JSON.stringify(board)
    const all = await server.database.db.select().from(users).all()
    for (const p of Object.values(people)) {
      const row = all.find((u) => u.id === p.id)!
      expect(text).not.toContain(row.email)
      expect(text).not.toContain(`"${p.id}"`)
    }
    for (const word of ['Kowalski', 'Lopez', 'Secret', 'Quinn', 'email', 'userId', '"id"'])
      expect(text).not.toContain(word)
  })

  it('is empty without a workout of the day, and for another kiosk', async () => {
    const k = await kiosk()
    expect(await whiteboard(k.token)).toMatchObject({ scoreType: null, entries: [] })
  })
})
