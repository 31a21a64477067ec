// docs/product.md#session-comments over real HTTP: an athlete and their trainer comment on a
// session or one of its sets, a resend is one comment, the athlete's Daily lists what they have
// not seen, and nobody else reads or writes.
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, workoutExercises } from '~/server/db/schema'
import type { Workout } from '~/shared/schemas/catalogue'
import type { SessionComment } from '~/shared/schemas/comments'
import type { Daily } from '~/shared/schemas/progress'
import type { LoggedSet } from '~/shared/schemas/sets'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let workout: Workout
let exerciseId: number
beforeAll(async () => {
  server = await startTestServer()
  const someone = await createUser(server.database)
  const token = await createSessionToken(server.database, someone.id)
  workout = ((await rest(server.url, 'GET', '/api/workouts', { token })).body as Workout[])[0]!
  const [first] = await server.database.db
    .select({ exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workout.id))
    .orderBy(asc(workoutExercises.order))
    .limit(1)
  exerciseId = first!.exerciseId
})
afterAll(() => server.close())

async function person(opts: { role?: 'trainer' | 'user'; trainerId?: number } = {}) {
  const user = await createUser(server.database, opts)
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

/** A session of `athlete` with one logged set: its id and the set's. */
async function sessionOf(athlete: { id: number; token: string }, inWorkout = true) {
  const res = await rest(server.url, 'POST', `/api/user/${athlete.id}/sets`, {
    token: athlete.token,
    body: {
      sets: [
        {
          clientId: randomUUID(),
          ...(inWorkout ? { workoutId: workout.id } : {}),
          exerciseId,
          setNumber: 1,
          reps: 8,
        },
      ],
    },
  })
  expect(res.status, res.text).toBe(200)
  const [set] = (
    await rest(server.url, 'GET', `/api/user/${athlete.id}/sets`, { token: athlete.token })
  ).body as (LoggedSet & { sessionId: number | null })[]
  const sessions = (
    await rest(server.url, 'GET', `/api/user/${athlete.id}/sessions`, { token: athlete.token })
  ).body as { items: { id: number }[] }
  return { sessionId: sessions.items[0]!.id, setId: set!.id }
}

const comment = (token: string, sessionId: number, body: unknown) =>
  rest(server.url, 'POST', `/api/sessions/${sessionId}/comments`, { token, body })

describe('comments on a session', () => {
  it('go both ways between the athlete and their trainer, on the session or a set, and a resend is one comment', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    const { sessionId, setId } = await sessionOf(athlete)
    const clientId = randomUUID()
    const first = { clientId, body: 'Great depth on these', setId }
    for (let i = 0; i < 2; i++) {
      const res = await comment(trainer.token, sessionId, first)
      expect(res.status, res.text).toBe(200)
    }
    // The athlete's Daily says there is something new, until they open the comments.
    const daily = async () =>
      ((await rest(server.url, 'GET', '/api/daily', { token: athlete.token })).body as Daily)
        .newComments
    expect(await daily()).toEqual([
      { sessionId, title: workout.title, authorName: trainer.username, count: 1 },
    ])
    const answer = await comment(athlete.token, sessionId, {
      clientId: randomUUID().toUpperCase(),
      body: '  Thanks! Knees felt fine.  ',
    })
    expect(answer.status, answer.text).toBe(200)
    const list = answer.body as SessionComment[]
    expect(list.map((c) => [c.authorName, c.byAthlete, c.setId, c.body])).toEqual([
      [trainer.username, false, setId, 'Great depth on these'],
      [athlete.username, true, null, 'Thanks! Knees felt fine.'],
    ])
    const read = await rest(server.url, 'POST', `/api/sessions/${sessionId}/comments/read`, {
      token: athlete.token,
    })
    expect(read.status, read.text).toBe(200)
    expect(await daily()).toEqual([])
    // The trainer reads both; the athlete's own comment was never news to the athlete.
    const seen = (
      await rest(server.url, 'GET', `/api/sessions/${sessionId}/comments`, {
        token: trainer.token,
      })
    ).body as SessionComment[]
    expect(seen.map((c) => c.readAt !== null)).toEqual([true, false])
    // The same id for different words is refused.
    const reused = await comment(trainer.token, sessionId, { ...first, body: 'Something else' })
    expect(reused.status).toBe(409)
  })

  it("tell the trainer's client list of the athlete's answers until the trainer reads them", async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    const { sessionId } = await sessionOf(athlete)
    const notice = async () => {
      const list = (await rest(server.url, 'GET', '/api/trainer/users', { token: trainer.token }))
        .body as { id: number; newComments: { count: number; sessionId: number } | null }[]
      return list.find((c) => c.id === athlete.id)?.newComments
    }
    // Read once, so the list is kept before anything is written.
    expect(await notice()).toBeNull()
    await comment(trainer.token, sessionId, { clientId: randomUUID(), body: 'How was it?' })
    expect(await notice()).toBeNull()
    for (const body of ['Hard but good', 'Left knee a bit sore']) {
      const res = await comment(athlete.token, sessionId, { clientId: randomUUID(), body })
      expect(res.status, res.text).toBe(200)
    }
    expect(await notice()).toEqual({ count: 2, sessionId })
    const read = await rest(server.url, 'POST', `/api/sessions/${sessionId}/comments/read`, {
      token: trainer.token,
    })
    expect(read.status, read.text).toBe(200)
    expect(await notice()).toBeNull()
  })

  it('refuses empty words, a set of another session and wrong types, and writes nothing', async () => {
    const athlete = await person()
    const { sessionId } = await sessionOf(athlete)
    // A practice of the exercise outside the workout: another session.
    const other = await sessionOf(athlete, false)
    for (const [body, message] of [
      [{ clientId: randomUUID(), body: '   ' }, 'Write a comment first'],
      [{ clientId: randomUUID(), body: 'x', setId: other.setId }, 'This set is not in the session'],
      [{ clientId: randomUUID(), body: 42 }, 'Write a comment first'],
      [{ clientId: 'not-a-uuid', body: 'x' }, 'clientId must be a UUID'],
      [{ clientId: randomUUID(), body: 'x'.repeat(2001) }, 'At most 2000 characters'],
    ] as const) {
      const res = await comment(athlete.token, sessionId, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.text).toContain(message)
      expectNoStackTrace(res)
    }
    const list = await rest(server.url, 'GET', `/api/sessions/${sessionId}/comments`, {
      token: athlete.token,
    })
    expect(list.body).toEqual([])
  })

  it('is closed to a former trainer, another athlete and a missing session', async () => {
    const former = await person({ role: 'trainer' })
    const current = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: former.id })
    const stranger = await person()
    const { sessionId } = await sessionOf(athlete)
    await server.database.write((db) =>
      db.update(users).set({ trainerId: current.id }).where(eq(users.id, athlete.id)).run(),
    )
    for (const caller of [former, stranger]) {
      expect(
        (
          await rest(server.url, 'GET', `/api/sessions/${sessionId}/comments`, {
            token: caller.token,
          })
        ).status,
      ).toBe(403)
      expect(
        (await comment(caller.token, sessionId, { clientId: randomUUID(), body: 'hi' })).status,
      ).toBe(403)
    }
    expect(
      (await comment(current.token, sessionId, { clientId: randomUUID(), body: 'Welcome' })).status,
    ).toBe(200)
    expect(
      (await rest(server.url, 'GET', '/api/sessions/987654321/comments', { token: athlete.token }))
        .status,
    ).toBe(404)
  })
})
