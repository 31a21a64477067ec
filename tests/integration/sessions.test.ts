// Training sessions over real HTTP (docs/product.md#sessions): sets join the session of their
// workout and day from any screen, the list pages newest first, and only the athlete and their
// current trainer read it.
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, users } from '~/server/db/schema'
import type { SessionDetail, SessionPage } from '~/shared/schemas/sessions'
import type { LoggedSet, LogSetsResult } from '~/shared/schemas/sets'
import { createSessionToken, createUser, createWorkout } from '../support/factories'
import { rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

interface Person {
  id: number
  token: string
}

let squat: { id: number; name: string }
let lunge: { id: number; name: string }

beforeAll(async () => {
  const rows = await h.server.database.db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .orderBy(asc(exercises.id))
    .limit(3)
    .all()
  squat = rows[0]!
  lunge = rows[2]!
})

async function person(opts: { role?: 'user' | 'trainer'; trainerId?: number } = {}) {
  const user = await createUser(h.server.database, opts)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}

function workout(title: string): Promise<number> {
  return createWorkout(h.server.database, title, [
    { exerciseId: squat.id, sets: 2, reps: '10' },
    { exerciseId: lunge.id, sets: 1, reps: '8 per leg' },
  ])
}

/** Noon UTC `days` days back, plus `minutes`: one day's times whatever the clock says now. */
const ago = (days: number, minutes = 0) => {
  const now = new Date()
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 12)
  return new Date(noon + minutes * 60_000).toISOString()
}

async function log(who: Person, sets: Record<string, unknown>[]): Promise<LoggedSet[]> {
  const res = await rest(h.server.url, 'POST', `/api/user/${who.id}/sets`, {
    token: who.token,
    body: { sets: sets.map((s) => ({ clientId: randomUUID(), setNumber: 1, ...s })) },
  })
  expect(res.status, res.text).toBe(200)
  return (res.body as LogSetsResult).sets
}

function page(who: Person, query = '', userId = who.id) {
  return rest(h.server.url, 'GET', `/api/user/${userId}/sessions${query}`, { token: who.token })
}

describe('training sessions', () => {
  it('gathers the sets of a workout and day into one session, from any screen, with its counts', async () => {
    const me = await person()
    const title = `Sessions test ${randomUUID()}`
    const workoutId = await workout(title)
    // The player's sets, then one the tracker sends later for the same workout and day.
    const sets = await log(me, [
      { workoutId, exerciseId: squat.id, reps: 10, loadKg: 10, performedAt: ago(1, 0) },
      { workoutId, exerciseId: squat.id, setNumber: 2, reps: 8, performedAt: ago(1, 2) },
    ])
    const [late, last] = await log(me, [
      { workoutId, exerciseId: lunge.id, side: 'left', reps: 8, performedAt: ago(1, 10) },
      { workoutId, exerciseId: lunge.id, side: 'right', reps: 8, performedAt: ago(1, 11) },
    ])
    expect(new Set([...sets, late!].map((s) => s.sessionId)).size).toBe(1)

    const list = (await page(me)).body as SessionPage
    expect(list.items).toHaveLength(1)
    expect(list.items[0]).toMatchObject({
      id: late!.sessionId,
      workoutId,
      title,
      completed: true,
      exerciseCount: 2,
      // Both sides of a per-side set are one set.
      setCount: 3,
      volumeKg: 100,
      startedAt: sets[0]!.performedAt,
      endedAt: last!.performedAt,
    })
    expect(list.nextCursor).toBeNull()

    const detail = (await page(me, `/${late!.sessionId}`)).body as SessionDetail
    expect(detail.sets.map((s) => [s.exerciseId, s.setNumber, s.side])).toEqual([
      [squat.id, 1, null],
      [squat.id, 2, null],
      [lunge.id, 1, 'left'],
      [lunge.id, 1, 'right'],
    ])
    expect(detail.exercises.map((e) => e.name).sort()).toEqual([squat.name, lunge.name].sort())
  })

  it('keeps a session that did not complete its workout, and names practice by its exercises', async () => {
    const me = await person()
    const workoutId = await workout(`Sessions test ${randomUUID()}`)
    await log(me, [{ workoutId, exerciseId: squat.id, reps: 10, performedAt: ago(1) }])
    await log(me, [{ exerciseId: lunge.id, reps: 5, side: 'left' }])
    const { items } = (await page(me)).body as SessionPage
    expect(items.map((s) => [s.title, s.completed, s.exerciseCount])).toEqual([
      [lunge.name, false, 1],
      [expect.stringMatching(/^Sessions test/), false, 1],
    ])
  })

  it('pages newest first with a cursor, every session once', async () => {
    const me = await person()
    for (let day = 5; day >= 1; day--) {
      await log(me, [{ exerciseId: squat.id, reps: day, performedAt: ago(day) }])
    }
    const seen: number[] = []
    let cursor: string | null = ''
    let pages = 0
    while (cursor !== null) {
      const res = await page(me, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(res.status, res.text).toBe(200)
      const body = res.body as SessionPage
      seen.push(...body.items.map((s) => new Date(s.startedAt).getTime()))
      cursor = body.nextCursor
      pages++
    }
    expect(pages).toBe(3)
    expect(seen).toHaveLength(5)
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)

    expect((await page(me, '?cursor=nonsense')).status).toBe(400)
    expect((await page(me, '?limit=0')).status).toBe(400)
  })

  it('is read by the athlete and their trainer, not by another athlete or a former trainer', async () => {
    const trainer = await person({ role: 'trainer' })
    const me = await person({ trainerId: trainer.id })
    const other = await person()
    const [set] = await log(me, [{ exerciseId: squat.id, reps: 10 }])
    expect((await page(trainer, '', me.id)).status).toBe(200)
    expect((await page(trainer, `/${set!.sessionId}`, me.id)).status).toBe(200)
    expect((await page(other, '', me.id)).status).toBe(403)
    expect((await page(other, `/${set!.sessionId}`, me.id)).status).toBe(403)
    // Another athlete's session id under one's own user is not found.
    expect((await page(other, `/${set!.sessionId}`)).status).toBe(404)

    await h.server.database.write((db) =>
      db.update(users).set({ trainerId: null }).where(eq(users.id, me.id)).run(),
    )
    expect((await page(trainer, '', me.id)).status).toBe(403)
    expect((await page(trainer, `/${set!.sessionId}`, me.id)).status).toBe(403)
  })

  it('drops a session when its last set is removed, and keeps its span to the sets left', async () => {
    const me = await person()
    const sets = await log(me, [
      { exerciseId: squat.id, reps: 10, performedAt: ago(2, 0) },
      { exerciseId: squat.id, setNumber: 2, reps: 10, performedAt: ago(2, 5) },
    ])
    const remove = (id: number) =>
      rest(h.server.url, 'DELETE', `/api/user/${me.id}/sets/${id}`, { token: me.token })
    expect((await remove(sets[1]!.id)).status).toBe(200)
    const [session] = ((await page(me)).body as SessionPage).items
    expect(session).toMatchObject({ setCount: 1, endedAt: sets[0]!.performedAt })
    expect((await remove(sets[0]!.id)).status).toBe(200)
    expect(((await page(me)).body as SessionPage).items).toEqual([])
  })

  it("reads each exercise against what was asked: the trainer's prescription of that day, else the workout's own", async () => {
    const trainer = await person({ role: 'trainer' })
    const me = await person({ trainerId: trainer.id })
    const workoutId = await workout(`Review test ${randomUUID()}`)
    const day = ago(1).slice(0, 10)
    const put = await rest(h.server.url, 'PUT', `/api/trainer/clients/${me.id}/calendar/${day}`, {
      token: trainer.token,
      body: {
        items: [
          {
            workoutId,
            prescription: {
              note: 'Heavy day',
              exercises: [
                { exerciseId: squat.id, sets: 3, reps: '8-10', loadKg: 20, note: 'Brace' },
              ],
            },
          },
        ],
      },
    })
    expect(put.status, put.text).toBe(200)
    const [first] = await log(me, [
      { workoutId, exerciseId: squat.id, reps: 9, loadKg: 20, performedAt: ago(1, 0) },
      {
        workoutId,
        exerciseId: squat.id,
        setNumber: 2,
        reps: 6,
        loadKg: 20,
        performedAt: ago(1, 3),
      },
    ])
    const res = await rest(h.server.url, 'GET', `/api/user/${me.id}/sessions/${first!.sessionId}`, {
      token: trainer.token,
    })
    expect(res.status, res.text).toBe(200)
    const detail = res.body as SessionDetail
    expect(detail.plan).toEqual({
      prescribedBy: expect.any(String),
      note: 'Heavy day',
      exercises: [
        {
          exerciseId: squat.id,
          name: squat.name,
          sets: 3,
          reps: '8-10',
          seconds: null,
          side: null,
          loadKg: 20,
          note: 'Brace',
          prescribed: true,
          block: null,
          label: null,
        },
        // Not prescribed: the workout's own numbers; '8 per leg' asks for 8.
        {
          exerciseId: lunge.id,
          name: lunge.name,
          sets: 1,
          reps: '8',
          seconds: null,
          side: 'leg',
          loadKg: null,
          note: null,
          prescribed: false,
          block: null,
          label: null,
        },
      ],
    })
    const [trainerRow] = await h.server.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, trainer.id))
    expect(detail.plan?.prescribedBy).toBe(trainerRow!.username)

    // Without a calendar entry the workout's own numbers are the plan.
    const other = await person()
    const [own] = await log(other, [
      { workoutId, exerciseId: squat.id, reps: 10, performedAt: ago(2) },
    ])
    const plain = (
      await rest(h.server.url, 'GET', `/api/user/${other.id}/sessions/${own!.sessionId}`, {
        token: other.token,
      })
    ).body as SessionDetail
    expect(plain.plan?.prescribedBy).toBeNull()
    expect(plain.plan?.exercises[0]).toMatchObject({ sets: 2, reps: '10', loadKg: null })
  })
})
