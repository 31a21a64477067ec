import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '~/server/db/catalogue'
import { exercises, workoutBlocks, workoutExercises, workouts } from '~/server/db/schema'
import type { Role } from '~/shared/roles'
import type { Exercise } from '~/shared/schemas/catalogue'
import type { Plan } from '~/shared/schemas/plan'
import type { LastSession, PlanProgression } from '~/shared/schemas/progression'
import { toKg } from '~/shared/rules/units'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: { id: number; token: string }
const ids: Record<string, number> = {}
let workoutId = 0
let pushEntryId = 0

const idOf = async (key: string) => {
  const row = await server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, key))
    .get()
  if (!row) throw new Error(`no exercise ${key}`)
  return row.id
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await person({ role: 'admin' })
  for (const key of [
    'push-ups',
    'incline-push-ups',
    'diamond-push-ups',
    'archer-push-ups',
    'squats',
  ])
    ids[key] = await idOf(key)
  // A workout with a rep range (push-ups 8-12) and a plain count (squats 15).
  workoutId = await server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title: 'Range Test', description: 'Ranges.', imageBackground: 'workout-bg-1' })
      .returning()
      .get()
    const rows = await db
      .insert(workoutExercises)
      .values([
        { workoutId: w.id, exerciseId: ids['push-ups']!, order: 1, sets: 3, reps: '8-12' },
        { workoutId: w.id, exerciseId: ids.squats!, order: 2, sets: 2, reps: '15' },
      ])
      .returning()
      .all()
    pushEntryId = rows[0]!.id
    return w.id
  })
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

const yesterday = () => new Date(Date.now() - 26 * 3_600_000).toISOString()

/** Logs one session of push-ups in the range workout, a day ago. */
async function logPushUps(user: { id: number; token: string }, reps: number[]) {
  await call(user.token, 'POST', `/api/user/${user.id}/sets`, {
    sets: reps.map((r, i) => ({
      clientId: randomUUID(),
      workoutId,
      exerciseId: ids['push-ups'],
      setNumber: i + 1,
      reps: r,
      performedAt: yesterday(),
    })),
  })
}

const lastSession = (user: { id: number; token: string }, query = `?workoutId=${workoutId}`) =>
  call<LastSession>(
    user.token,
    'GET',
    `/api/user/${user.id}/exercises/${ids['push-ups']}/last-session${query}`,
  )

describe('easier and harder variations', () => {
  it('loads the built-in links and shows them with their names on exercise reads', async () => {
    const push = await call<Exercise>(admin.token, 'GET', `/api/exercises/${ids['push-ups']}`)
    expect(push).toMatchObject({
      easierExerciseId: ids['incline-push-ups'],
      easierExerciseName: 'Incline Push-ups',
      harderExerciseId: ids['diamond-push-ups'],
      harderExerciseName: 'Diamond Push-ups',
    })
    const list = await call<Exercise[]>(admin.token, 'GET', '/api/exercises?query=diamond')
    expect(list.find((e) => e.id === ids['diamond-push-ups'])?.harderExerciseName).toBe(
      'Archer Push-ups',
    )
    const inWorkout = await call<{ exercises: { exercise: Exercise }[] }>(
      admin.token,
      'GET',
      `/api/workouts/${workoutId}/exercises`,
    )
    expect(inWorkout.exercises[0]?.exercise.harderExerciseName).toBe('Diamond Push-ups')
  })

  it('lets an admin change or clear a link, and a restart never writes it back', async () => {
    const squats = await call<Exercise>(admin.token, 'PATCH', `/api/exercises/${ids.squats}`, {
      harderExerciseId: null,
      easierExerciseId: ids['incline-push-ups'],
    })
    expect(squats).toMatchObject({ harderExerciseId: null, easierExerciseName: 'Incline Push-ups' })
    await loadCatalogue(server.database)
    const again = await call<Exercise>(admin.token, 'GET', `/api/exercises/${ids.squats}`)
    expect(again).toMatchObject({
      harderExerciseId: null,
      easierExerciseId: ids['incline-push-ups'],
    })
  })

  it('refuses a link to itself or to no exercise with a 400 naming the field', async () => {
    const self = await rest(server.url, 'PATCH', `/api/exercises/${ids.squats}`, {
      token: admin.token,
      body: { harderExerciseId: ids.squats },
    })
    expect(self.status).toBe(400)
    expect(self.body).toMatchObject({
      issues: [{ path: ['harderExerciseId'], message: 'An exercise cannot be its own variation' }],
    })
    const missing = await rest(server.url, 'PATCH', `/api/exercises/${ids.squats}`, {
      token: admin.token,
      body: { easierExerciseId: 999_999 },
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      issues: [{ path: ['easierExerciseId'], message: 'No such exercise' }],
    })
    expectNoStackTrace(missing)
    const user = await person()
    const refused = await rest(server.url, 'PATCH', `/api/exercises/${ids.squats}`, {
      token: user.token,
      body: { harderExerciseId: null },
    })
    expect(refused.status).toBe(403)
  })
})

describe("the player's read of an exercise's last session", () => {
  it('suggests the harder variation after every set reached the top of the range', async () => {
    const athlete = await person()
    expect(await lastSession(athlete)).toEqual({
      exerciseId: ids['push-ups'],
      day: null,
      sessionId: null,
      sets: [],
      workingSets: [],
      suggestion: null,
    })
    await logPushUps(athlete, [12, 12, 12])
    const read = await lastSession(athlete)
    expect(read.sets).toHaveLength(3)
    expect(read.suggestion).toEqual({
      kind: 'harder',
      exerciseId: ids['diamond-push-ups'],
      exerciseName: 'Diamond Push-ups',
      loadKg: null,
      text: 'Level up: try Diamond Push-ups',
    })
    // Only sets before the session's start count; without the workout the exercise's own
    // numbers apply (no range on push-ups: no suggestion).
    const before = new Date(Date.now() - 48 * 3_600_000).toISOString()
    expect(
      (await lastSession(athlete, `?workoutId=${workoutId}&before=${encodeURIComponent(before)}`))
        .sets,
    ).toEqual([])
    expect((await lastSession(athlete, '')).suggestion).toBeNull()
  })

  it("reads the last session, not the day's sessions merged, and advises from straight work only", async () => {
    // Push-ups three times yesterday: the range workout (every set at the top, with loads), then
    // an AMRAP whose 5-rep rounds are under the range's bottom, then a practice outside workouts.
    const amrap = await server.database.write(async (db) => {
      const w = await db
        .insert(workouts)
        .values({ title: 'Push AMRAP', description: 'Rounds.', imageBackground: 'workout-bg-1' })
        .returning()
        .get()
      const b = await db
        .insert(workoutBlocks)
        .values({ workoutId: w.id, position: 1, kind: 'amrap', minutes: 10 })
        .returning()
        .get()
      await db
        .insert(workoutExercises)
        .values({
          workoutId: w.id,
          blockId: b.id,
          exerciseId: ids['push-ups']!,
          order: 1,
          sets: 1,
          reps: '5',
        })
        .run()
      return { workoutId: w.id, blockId: b.id }
    })
    const noon = new Date(Date.now() - 86_400_000)
    noon.setUTCHours(12, 0, 0, 0)
    const at = (minutes: number) => new Date(noon.getTime() + minutes * 60_000).toISOString()
    const athlete = await person()
    const pushUps = ids['push-ups']
    await call(athlete.token, 'POST', `/api/user/${athlete.id}/sets`, {
      sets: [
        ...[
          [12, 10],
          [12, 12.5],
          [12, 12.5],
        ].map(([reps, loadKg], i) => ({
          clientId: randomUUID(),
          workoutId,
          exerciseId: pushUps,
          setNumber: i + 1,
          reps,
          loadKg,
          performedAt: at(i),
        })),
        ...[1, 2, 3].map((round) => ({
          clientId: randomUUID(),
          ...amrap,
          exerciseId: pushUps,
          setNumber: round,
          round,
          reps: 5,
          performedAt: at(60 + round),
        })),
      ],
    })
    const read = await lastSession(athlete)
    const [straight, rounds] = [read.workingSets, read.sets]
    expect(rounds.map((s) => [s.workoutId, s.round, s.reps])).toEqual([
      [amrap.workoutId, 3, 5],
      [amrap.workoutId, 2, 5],
      [amrap.workoutId, 1, 5],
    ])
    expect(read.sessionId).toBe(rounds[0]?.sessionId)
    expect(read.day).toBe(rounds[0]?.day)
    // The advice reads the range workout's sets, the same day's other session: never 'Too hard?'.
    expect(straight.map((s) => [s.workoutId, s.setNumber, s.reps, s.loadKg])).toEqual([
      [workoutId, 3, 12, 12.5],
      [workoutId, 2, 12, 12.5],
      [workoutId, 1, 12, 10],
    ])
    expect(straight[0]?.sessionId).not.toBe(read.sessionId)
    expect(straight[0]?.day).toBe(read.day)
    expect(read.suggestion?.text).toBe('Level up: try Diamond Push-ups')

    // A practice after them is the last session, and its own straight work.
    await call(athlete.token, 'POST', `/api/user/${athlete.id}/sets`, {
      sets: [7, 6].map((reps, i) => ({
        clientId: randomUUID(),
        exerciseId: pushUps,
        setNumber: i + 1,
        reps,
        performedAt: at(120 + i),
      })),
    })
    const practice = await lastSession(athlete)
    expect(practice.sets.map((s) => [s.workoutId, s.reps])).toEqual([
      [null, 6],
      [null, 7],
    ])
    expect(practice.workingSets).toEqual(practice.sets)
    expect(practice.suggestion?.text).toBe('Too hard? Try Incline Push-ups')
    // Before the practice began, the AMRAP is the last session again.
    const before = encodeURIComponent(at(100))
    expect(
      (await lastSession(athlete, `?workoutId=${workoutId}&before=${before}`)).sets.map(
        (s) => s.round,
      ),
    ).toEqual([3, 2, 1])
  })

  it('suggests the easier variation after a set missed the bottom, and nothing in between', async () => {
    const struggling = await person()
    await logPushUps(struggling, [10, 7, 6])
    expect((await lastSession(struggling)).suggestion?.text).toBe('Too hard? Try Incline Push-ups')
    const steady = await person()
    await logPushUps(steady, [12, 10, 9])
    expect((await lastSession(steady)).suggestion).toBeNull()
  })

  it("is read by its owner and the owner's trainer only", async () => {
    const athlete = await person()
    const stranger = await person()
    const res = await rest(
      server.url,
      'GET',
      `/api/user/${athlete.id}/exercises/${ids['push-ups']}/last-session`,
      { token: stranger.token },
    )
    expect(res.status).toBe(403)
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    await call(
      trainer.token,
      'GET',
      `/api/user/${client.id}/exercises/${ids['push-ups']}/last-session`,
    )
  })
})

describe("a load change in the athlete's unit (docs/product.md#units)", () => {
  it('steps a pound athlete by 5 lb, and shows their trainer the same, in pounds', async () => {
    // An exercise with no harder variation: reaching the top suggests more load.
    const [plain] = await server.database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(isNull(exercises.harderExerciseId), isNull(exercises.easierExerciseId)))
      .limit(1)
      .all()
    const exerciseId = plain!.id
    const loadWorkout = await server.database.write(async (db) => {
      const w = await db
        .insert(workouts)
        .values({ title: 'Load Test', description: 'Loads.', imageBackground: 'workout-bg-1' })
        .returning()
        .get()
      await db
        .insert(workoutExercises)
        .values({ workoutId: w.id, exerciseId, order: 1, sets: 2, reps: '8-12' })
        .run()
      return w.id
    })
    const trainer = await person({ role: 'trainer' })
    const athlete = await person({ trainerId: trainer.id })
    await call(athlete.token, 'PATCH', '/api/user', { units: 'lb' })
    await call(athlete.token, 'POST', `/api/user/${athlete.id}/sets`, {
      sets: [1, 2].map((setNumber) => ({
        clientId: randomUUID(),
        workoutId: loadWorkout,
        exerciseId,
        setNumber,
        reps: 12,
        loadKg: toKg(45, 'lb'),
        performedAt: yesterday(),
      })),
    })
    const read = await call<LastSession>(
      athlete.token,
      'GET',
      `/api/user/${athlete.id}/exercises/${exerciseId}/last-session?workoutId=${loadWorkout}`,
    )
    expect(read.suggestion).toMatchObject({ kind: 'add-load', text: 'Level up: add 5 lb' })
    expect(read.suggestion?.loadKg).toBeCloseTo(toKg(5, 'lb'), 6)

    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Load block',
      workoutIds: [loadWorkout],
      userId: athlete.id,
    })
    const view = await call<PlanProgression>(
      trainer.token,
      'GET',
      `/api/trainer/plans/${plan.id}/progression`,
    )
    expect(view.exercises[0]).toMatchObject({
      lastTime: 'Last time: 2 × 12 @ +45 lb',
      suggested: { kind: 'add-load', text: 'Level up: add 5 lb' },
    })
    // A kilogram athlete keeps 2.5 kg.
    const metric = await person()
    await call(metric.token, 'POST', `/api/user/${metric.id}/sets`, {
      sets: [1, 2].map((setNumber) => ({
        clientId: randomUUID(),
        workoutId: loadWorkout,
        exerciseId,
        setNumber,
        reps: 12,
        loadKg: 20,
        performedAt: yesterday(),
      })),
    })
    const metricRead = await call<LastSession>(
      metric.token,
      'GET',
      `/api/user/${metric.id}/exercises/${exerciseId}/last-session?workoutId=${loadWorkout}`,
    )
    expect(metricRead.suggestion).toMatchObject({
      kind: 'add-load',
      loadKg: 2.5,
      text: 'Level up: add 2.5 kg',
    })
  })
})

describe("a trainer's override in a plan", () => {
  async function planFor() {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Push block',
      workoutIds: [workoutId],
      userId: client.id,
    })
    return { trainer, client, plan }
  }

  it("shows the trainer each exercise's suggestion for the client, and the client sees the trainer's choice", async () => {
    const { trainer, client, plan } = await planFor()
    await logPushUps(client, [12, 13, 12])
    const view = await call<PlanProgression>(
      trainer.token,
      'GET',
      `/api/trainer/plans/${plan.id}/progression`,
    )
    expect(view).toMatchObject({ planId: plan.id, userId: client.id, clientName: client.username })
    expect(view.exercises.map((e) => [e.exerciseName, e.reps, e.choice])).toEqual([
      ['Push-ups', '8-12', 'suggested'],
      ['Squats', '15', 'suggested'],
    ])
    expect(view.exercises[0]).toMatchObject({
      workoutExerciseId: pushEntryId,
      lastTime: 'Last time: 12, 13, 12',
      suggested: { kind: 'harder', text: 'Level up: try Diamond Push-ups' },
    })

    const path = `/api/trainer/plans/${plan.id}/progression/${pushEntryId}`
    const chosen = await call<PlanProgression>(trainer.token, 'PUT', path, {
      choice: 'exercise',
      exerciseId: ids['archer-push-ups'],
    })
    expect(chosen.exercises[0]).toMatchObject({
      choice: 'exercise',
      choiceExerciseName: 'Archer Push-ups',
    })
    expect((await lastSession(client)).suggestion).toMatchObject({
      kind: 'trainer',
      exerciseId: ids['archer-push-ups'],
      text: 'Your trainer suggests: try Archer Push-ups',
    })

    await call(trainer.token, 'PUT', path, { choice: 'none' })
    expect((await lastSession(client)).suggestion).toBeNull()
    await call(trainer.token, 'PUT', path, { choice: 'suggested' })
    expect((await lastSession(client)).suggestion?.kind).toBe('harder')
  })

  it("lets only the plan's trainer or an admin override, and leaves another athlete's suggestion alone", async () => {
    const { trainer, client, plan } = await planFor()
    const other = await person()
    await logPushUps(other, [12, 12, 12])
    const path = `/api/trainer/plans/${plan.id}/progression/${pushEntryId}`
    const body = { choice: 'none' }

    const otherTrainer = await person({ role: 'trainer' })
    for (const [who, status] of [
      [otherTrainer, 404],
      [client, 403],
    ] as const) {
      const put = await rest(server.url, 'PUT', path, { token: who.token, body })
      expect(put.status).toBe(status)
      const get = await rest(server.url, 'GET', `/api/trainer/plans/${plan.id}/progression`, {
        token: who.token,
      })
      expect(get.status).toBe(status)
    }
    await call(admin.token, 'PUT', path, body)
    expect((await lastSession(client)).suggestion).toBeNull()
    // The same workout, another athlete: their own computed suggestion.
    expect((await lastSession(other)).suggestion?.text).toBe('Level up: try Diamond Push-ups')

    const bad = await rest(server.url, 'PUT', path, {
      token: trainer.token,
      body: { choice: 'exercise' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      issues: [{ path: ['exerciseId'], message: 'Choose an exercise' }],
    })
    const notInPlan = await rest(
      server.url,
      'PUT',
      `/api/trainer/plans/${plan.id}/progression/999999`,
      { token: trainer.token, body },
    )
    expect(notInPlan.status).toBe(404)

    // Unassigned, the plan has no client to suggest for; reassigned, the old choice is dropped.
    await call(trainer.token, 'PATCH', `/api/trainer/plans/${plan.id}`, { userId: null })
    const unassigned = await rest(server.url, 'GET', `/api/trainer/plans/${plan.id}/progression`, {
      token: trainer.token,
    })
    expect(unassigned.status).toBe(409)
    const next = await person({ trainerId: trainer.id })
    await call(trainer.token, 'PATCH', `/api/trainer/plans/${plan.id}`, { userId: next.id })
    const view = await call<PlanProgression>(
      trainer.token,
      'GET',
      `/api/trainer/plans/${plan.id}/progression`,
    )
    expect(view.exercises[0]?.choice).toBe('suggested')
  })
})
