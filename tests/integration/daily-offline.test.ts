// docs/product.md#offline over real HTTP: one call brings what a device keeps to train Daily's
// workouts offline, each part the very answer of the read a screen makes, for the caller only.
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localDay } from '~/shared/rules/days'
import type { Role } from '~/shared/roles'
import type { Exercise, Workout, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import type { DailyOffline } from '~/shared/schemas/daily-offline'
import type { Daily, Progress } from '~/shared/schemas/progress'
import type { LastSession } from '~/shared/schemas/progression'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let library: Exercise[]
beforeAll(async () => {
  server = await startTestServer()
  const admin = await person({ role: 'admin' })
  library = await call<Exercise[]>(admin.token, 'GET', '/api/exercises?limit=5')
})
afterAll(() => server.close())

async function person(opts: { role?: Role; trainerId?: number } = {}) {
  const user = await createUser(server.database, opts)
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(200)
  return res.body as T
}

/** Every workout id Daily's answer shows: today's session, This week, the trainer's, the plans'. */
function shownOnDaily(daily: Daily): Set<number> {
  return new Set([
    ...daily.workouts.map((w) => w.id),
    ...daily.scheduled.map((i) => i.workoutId),
    ...daily.ahead.flatMap((d) => [
      ...d.workouts.map((w) => w.id),
      ...d.scheduled.map((i) => i.workoutId),
    ]),
    ...daily.plans.flatMap((p) => p.workouts.map((w) => w.id)),
  ])
}

describe("GET /api/daily/offline: Daily's workouts for the device", () => {
  it("answers every workout Daily shows, 'Last time' of each exercise and today's progress, each as its own read answers", async () => {
    const athlete = await person()
    // A set done yesterday: 'Last time' has something to say.
    const daily = await call<Daily>(athlete.token, 'GET', '/api/daily')
    const first = daily.workouts[0] as Workout
    const firstList = await call<WorkoutWithExercises>(
      athlete.token,
      'GET',
      `/api/workouts/${first.id}/exercises`,
    )
    const done = firstList.exercises[0] as WorkoutWithExercises['exercises'][number]
    await call(athlete.token, 'POST', `/api/user/${athlete.id}/sets`, {
      clientId: crypto.randomUUID(),
      workoutId: first.id,
      exerciseId: done.exerciseId,
      setNumber: 1,
      reps: 7,
      performedAt: new Date(Date.now() - 24 * 3600_000).toISOString(),
    })

    const res = await rest(server.url, 'GET', '/api/daily/offline', { token: athlete.token })
    expect(res.status, res.text).toBe(200)
    const kept = res.body as DailyOffline
    expect(kept.day).toBe(daily.day)
    expect(new Set(kept.workouts.map((w) => w.id))).toEqual(shownOnDaily(daily))
    // Today's session first: its cards' Start opens the first.
    expect(kept.workouts.slice(0, daily.workouts.length).map((w) => w.id)).toEqual(
      daily.workouts.map((w) => w.id),
    )
    for (const workout of kept.workouts) {
      expect(workout).toEqual(
        await call<WorkoutWithExercises>(
          athlete.token,
          'GET',
          `/api/workouts/${workout.id}/exercises`,
        ),
      )
    }
    const pairs = kept.workouts.flatMap((w) =>
      [...new Set(w.exercises.map((e) => e.exerciseId))].map((e) => `${w.id}:${e}`),
    )
    expect(kept.lastSessions.map((l) => `${l.workoutId}:${l.exerciseId}`)).toEqual(pairs)
    for (const { workoutId, ...answer } of kept.lastSessions.filter(
      (l) => l.workoutId === first.id,
    )) {
      expect(answer).toEqual(
        await call<LastSession>(
          athlete.token,
          'GET',
          `/api/user/${athlete.id}/exercises/${answer.exerciseId}/last-session?workoutId=${workoutId}`,
        ),
      )
    }
    const lastTime = kept.lastSessions.find(
      (l) => l.workoutId === first.id && l.exerciseId === done.exerciseId,
    )
    expect(lastTime?.sets.map((s) => s.reps)).toEqual([7])
    expect(kept.progress).toEqual(
      await call<Progress>(athlete.token, 'GET', `/api/user/${athlete.id}/progress`),
    )
    // What it costs (docs/product.md#offline: about 8 KB compressed for a fresh athlete).
    const gzipped = gzipSync(res.text).length
    expect(gzipped).toBeLessThan(64_000)
  })

  it("keeps a trainer's private workout scheduled this week for its client, and nobody else gets it", async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const stranger = await person()
    const workout = await call<Workout>(trainer.token, 'POST', '/api/workouts', {
      title: 'Client only: rings day',
      description: 'Written for one client',
      imageBackground: 'workout-bg-2',
      difficulty: 'intermediate',
      private: true,
    })
    await call(trainer.token, 'POST', `/api/workouts/${workout.id}/exercises`, {
      exerciseId: (library[0] as Exercise).id,
      sets: 3,
      reps: '6-8',
    })
    const inTwoDays = addDays(localDay(new Date(), 'UTC'), 2)
    await call(trainer.token, 'PUT', `/api/trainer/clients/${client.id}/calendar/${inTwoDays}`, {
      items: [{ workoutId: workout.id }],
    })

    const kept = await call<DailyOffline>(client.token, 'GET', '/api/daily/offline')
    expect(kept.workouts.find((w) => w.id === workout.id)?.exercises[0]?.reps).toBe('6-8')
    expect(kept.lastSessions.some((l) => l.workoutId === workout.id)).toBe(true)
    const theirs = await call<DailyOffline>(stranger.token, 'GET', '/api/daily/offline')
    expect(theirs.workouts.some((w) => w.id === workout.id)).toBe(false)
    expect(theirs.progress.userId).toBe(stranger.id)
  })

  it('asks for a session', async () => {
    const res = await rest(server.url, 'GET', '/api/daily/offline')
    expect(res.status).toBe(401)
    expectNoStackTrace(res)
  })
})
