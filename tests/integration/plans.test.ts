import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  planProgressions,
  planWorkouts,
  users,
  workoutCompletions,
  workouts,
} from '~/server/db/schema'
import { localDay } from '~/shared/rules/days'
import type { Role } from '~/shared/roles'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Plan } from '~/shared/schemas/plan'
import type { AssignedPlan, Daily } from '~/shared/schemas/progress'
import type { PlanProgression } from '~/shared/schemas/progression'
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

/** A signed-in person with a REST token. */
async function person(opts: { role?: Role; trainerId?: number } = {}) {
  const user = await createUser(server.database, opts)
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

/** A trainer (or an admin acting as one) with one client. */
async function trainerWithClient(role: 'trainer' | 'admin' = 'trainer') {
  const trainer = await person({ role })
  const client = await person({ trainerId: trainer.id })
  return { trainer, client }
}

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(200)
  return res.body as T
}

/** The stored plan_workouts rows of a plan, by position. */
const planRows = (planId: number) =>
  server.database.db
    .select()
    .from(planWorkouts)
    .where(eq(planWorkouts.planId, planId))
    .orderBy(asc(planWorkouts.position))
    .all()

const ids = (n: number, from = 0) => catalogue.slice(from, from + n).map((w) => w.id)

describe('creating, editing and deleting a plan', () => {
  it('creates a plan for a client with its workouts in the order given', async () => {
    const { trainer, client } = await trainerWithClient()
    const order = [catalogue[3]!.id, catalogue[0]!.id, catalogue[5]!.id]
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: '  Strength block  ',
      description: 'Three weeks',
      workoutIds: order,
      userId: client.id,
    })
    expect(plan).toMatchObject({
      id: expect.any(Number),
      name: 'Strength block',
      description: 'Three weeks',
      userId: client.id,
      clientName: client.username,
      trainerId: trainer.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(plan.workouts.map((w) => w.id)).toEqual(order)
    const first = catalogue.find((w) => w.id === order[0])!
    expect(plan.workouts[0]).toEqual({
      id: first.id,
      title: first.title,
      category: first.category,
      minutes: first.minutes,
      exerciseCount: first.exerciseCount,
      difficulty: first.difficulty,
    })
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toEqual([plan])
  })

  it('creates an unassigned plan with an empty description when none is given', async () => {
    const trainer = await person({ role: 'trainer' })
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Later',
      workoutIds: ids(1),
    })
    expect(plan).toMatchObject({ description: '', userId: null, clientName: null })
  })

  it('edits only the fields sent and replaces the workout list in its new order', async () => {
    const { trainer, client } = await trainerWithClient()
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Block',
      description: 'Keep me',
      workoutIds: ids(3),
      userId: client.id,
    })
    const renamed = await call<Plan>(trainer.token, 'PATCH', `/api/trainer/plans/${plan.id}`, {
      name: 'Block B',
    })
    expect(renamed).toMatchObject({ name: 'Block B', description: 'Keep me', userId: client.id })
    expect(renamed.workouts.map((w) => w.id)).toEqual(ids(3))

    const reordered = [ids(3)[2]!, ids(3)[0]!, ids(1, 7)[0]!]
    const edited = await call<Plan>(trainer.token, 'PATCH', `/api/trainer/plans/${plan.id}`, {
      workoutIds: reordered,
      userId: null,
    })
    expect(edited.workouts.map((w) => w.id)).toEqual(reordered)
    expect(edited).toMatchObject({ userId: null, clientName: null, name: 'Block B' })
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(plan.updatedAt).getTime(),
    )
    const rows = await planRows(plan.id)
    expect(rows.map((r) => [r.position, r.workoutId])).toEqual(
      reordered.map((id, i) => [i + 1, id]),
    )
  })

  it('deletes a plan with its workout list', async () => {
    const trainer = await person({ role: 'trainer' })
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Gone soon',
      workoutIds: ids(2),
    })
    expect(await call(trainer.token, 'DELETE', `/api/trainer/plans/${plan.id}`)).toEqual({
      success: true,
    })
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toEqual([])
    const rows = await planRows(plan.id)
    expect(rows).toEqual([])
    const again = await rest(server.url, 'DELETE', `/api/trainer/plans/${plan.id}`, {
      token: trainer.token,
    })
    expect(again.status).toBe(404)
  })

  it('lets an admin keep plans for their own clients like a trainer', async () => {
    const { trainer: admin, client } = await trainerWithClient('admin')
    const plan = await call<Plan>(admin.token, 'POST', '/api/trainer/plans', {
      name: 'Admin plan',
      workoutIds: ids(1),
      userId: client.id,
    })
    expect(plan).toMatchObject({ trainerId: admin.id, userId: client.id })
    const plans = await call<AssignedPlan[]>(client.token, 'GET', '/api/user/plans')
    expect(plans.map((p) => p.trainerName)).toEqual([admin.username])
  })
})

describe('assigning a plan', () => {
  it("refuses, with 403 and a clear message, a user who is not one of the trainer's clients", async () => {
    const { trainer } = await trainerWithClient()
    const { client: othersClient } = await trainerWithClient()
    const loner = await person()
    for (const userId of [othersClient.id, loner.id, trainer.id, 987_654_321]) {
      const res = await rest(server.url, 'POST', '/api/trainer/plans', {
        token: trainer.token,
        body: { name: 'Not yours', workoutIds: ids(1), userId },
      })
      expect(res.status, res.text).toBe(403)
      expect(res.body).toMatchObject({
        message: 'A plan can only be assigned to one of your own clients',
      })
      expectNoStackTrace(res)
    }
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Mine',
      workoutIds: ids(1),
    })
    const res = await rest(server.url, 'PATCH', `/api/trainer/plans/${plan.id}`, {
      token: trainer.token,
      body: { userId: othersClient.id },
    })
    expect(res.status).toBe(403)
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toMatchObject([
      { id: plan.id, userId: null },
    ])
  })

  it('refuses unknown workouts with 400 naming them and creates nothing', async () => {
    const trainer = await person({ role: 'trainer' })
    const res = await rest(server.url, 'POST', '/api/trainer/plans', {
      token: trainer.token,
      body: { name: 'Ghosts', workoutIds: [ids(1)[0], 987_654_321] },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.body).toMatchObject({
      message: 'Workout 987654321 does not exist (it may have been deleted)',
    })
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toEqual([])
  })
})

describe("another trainer's plans", () => {
  it('are invisible: not listed, and editing or deleting them answers 404', async () => {
    const { trainer, client } = await trainerWithClient()
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Private',
      workoutIds: ids(2),
      userId: client.id,
    })
    for (const intruder of [await person({ role: 'trainer' }), await person({ role: 'admin' })]) {
      expect(await call<Plan[]>(intruder.token, 'GET', '/api/trainer/plans')).toEqual([])
      const patch = await rest(server.url, 'PATCH', `/api/trainer/plans/${plan.id}`, {
        token: intruder.token,
        body: { name: 'Hijacked' },
      })
      expect(patch.status, patch.text).toBe(404)
      expect(patch.body).toMatchObject({ message: 'Plan not found' })
      const del = await rest(server.url, 'DELETE', `/api/trainer/plans/${plan.id}`, {
        token: intruder.token,
      })
      expect(del.status).toBe(404)
    }
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toMatchObject([
      { id: plan.id, name: 'Private' },
    ])
  })

  it('are refused to a client and a manager with 403', async () => {
    const { client } = await trainerWithClient()
    const manager = await person({ role: 'manager' })
    for (const token of [client.token, manager.token]) {
      const res = await rest(server.url, 'GET', '/api/trainer/plans', { token })
      expect(res.status).toBe(403)
    }
  })
})

describe('a client who moved to another trainer', () => {
  it("closes the plan's progression to the former trainer: no read of the client's sets, no suggestion pushed", async () => {
    const { trainer, client } = await trainerWithClient()
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Before the move',
      workoutIds: ids(1),
      userId: client.id,
    })
    const path = `/api/trainer/plans/${plan.id}/progression`
    const view = await call<PlanProgression>(trainer.token, 'GET', path)
    const entry = view.exercises[0]!.workoutExerciseId

    const next = await person({ role: 'trainer' })
    await server.database.write((db) =>
      db.update(users).set({ trainerId: next.id }).where(eq(users.id, client.id)).run(),
    )
    const read = await rest(server.url, 'GET', path, { token: trainer.token })
    expect(read.status, read.text).toBe(403)
    expect(read.body).toMatchObject({ message: 'This athlete is no longer your client' })
    const push = await rest(server.url, 'PUT', `${path}/${entry}`, {
      token: trainer.token,
      body: { choice: 'none' },
    })
    expect(push.status, push.text).toBe(403)
    expect(
      await server.database.db
        .select()
        .from(planProgressions)
        .where(eq(planProgressions.planId, plan.id))
        .all(),
    ).toEqual([])
    // An admin still reads it (staff support), and the athlete's new trainer never saw the plan.
    const admin = await person({ role: 'admin' })
    expect((await rest(server.url, 'GET', path, { token: admin.token })).status).toBe(200)
    expect((await rest(server.url, 'GET', path, { token: next.token })).status).toBe(404)
  })

  it('keeps the former trainer from changing what the client still sees; unassigning or giving it to a client now works', async () => {
    const { trainer, client } = await trainerWithClient()
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Before the move',
      workoutIds: ids(1),
      userId: client.id,
    })
    const next = await person({ role: 'trainer' })
    await server.database.write((db) =>
      db.update(users).set({ trainerId: next.id }).where(eq(users.id, client.id)).run(),
    )
    const path = `/api/trainer/plans/${plan.id}`
    for (const patch of [{ name: 'Renamed after the move' }, { workoutIds: ids(2, 1) }]) {
      const res = await rest(server.url, 'PATCH', path, { token: trainer.token, body: patch })
      expect(res.status, res.text).toBe(403)
      expect(res.body).toMatchObject({
        message:
          'This athlete is no longer your client: assign the plan to one of your clients, or to nobody, to change it',
      })
    }
    const seen = await call<AssignedPlan[]>(client.token, 'GET', '/api/user/plans')
    expect(seen.map((p) => [p.name, p.workouts.map((w) => w.id)])).toEqual([
      ['Before the move', ids(1)],
    ])
    expect((await planRows(plan.id)).map((r) => r.workoutId)).toEqual(ids(1))

    // Given to a client now, or to nobody, it is the trainer's to change again.
    const now = await person({ trainerId: trainer.id })
    const moved = await call<Plan>(trainer.token, 'PATCH', path, {
      name: 'For the new client',
      userId: now.id,
    })
    expect([moved.name, moved.userId]).toEqual(['For the new client', now.id])
    expect(await call<AssignedPlan[]>(client.token, 'GET', '/api/user/plans')).toEqual([])
    const alone = await call<Plan>(trainer.token, 'PATCH', path, { userId: null })
    expect(alone.userId).toBeNull()
    expect((await call<Plan>(trainer.token, 'PATCH', path, { name: 'Unassigned' })).name).toBe(
      'Unassigned',
    )
  })
})

describe("the client's plans", () => {
  it('are exactly the plans assigned to them, on GET /api/user/plans and in the Daily answer', async () => {
    const { trainer, client } = await trainerWithClient()
    const other = await person({ trainerId: trainer.id })
    const mine = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'For the client',
      description: 'Mon, Wed, Fri',
      workoutIds: [ids(1, 4)[0]!, ids(1, 1)[0]!],
      userId: client.id,
    })
    await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'For someone else',
      workoutIds: ids(1),
      userId: other.id,
    })
    await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Unassigned',
      workoutIds: ids(1),
    })
    // Today's completion shows on the plan's cards too.
    const done = catalogue.find((w) => w.id === ids(1, 1)[0])!
    await server.database.write((db) =>
      db
        .insert(workoutCompletions)
        .values({
          userId: client.id,
          workoutId: done.id,
          workoutTitle: done.title,
          day: localDay(new Date(), 'UTC'),
        })
        .run(),
    )

    const plans = await call<AssignedPlan[]>(client.token, 'GET', '/api/user/plans')
    expect(plans).toHaveLength(1)
    expect(plans[0]).toMatchObject({
      id: mine.id,
      name: 'For the client',
      description: 'Mon, Wed, Fri',
      trainerId: trainer.id,
      trainerName: trainer.username,
    })
    const cards = plans[0]!.workouts
    expect(cards.map((w) => w.id)).toEqual(mine.workouts.map((w) => w.id))
    expect(cards.map((w) => w.isCompleted)).toEqual([false, true])
    for (const card of cards) {
      const source = catalogue.find((w) => w.id === card.id)!
      expect(card).toMatchObject({
        title: source.title,
        minutes: source.minutes,
        exerciseCount: source.exerciseCount,
        backgroundClass: expect.stringMatching(/^workout-bg-[1-4]$/),
      })
    }

    const daily = await call<Daily>(client.token, 'GET', '/api/daily')
    expect(daily.plans).toEqual(plans)
    expect(daily.workouts).toHaveLength(4)
    // The ring counts today's session only, not the plan's workouts.
    expect(daily.total).toBe(4)

    expect(await call<AssignedPlan[]>(other.token, 'GET', '/api/user/plans')).toMatchObject([
      { name: 'For someone else' },
    ])
    const stranger = await person()
    expect(await call<AssignedPlan[]>(stranger.token, 'GET', '/api/user/plans')).toEqual([])
    expect((await call<Daily>(stranger.token, 'GET', '/api/daily')).plans).toEqual([])
    // The trainer sees their own assigned plans (none), not their clients'.
    expect(await call<AssignedPlan[]>(trainer.token, 'GET', '/api/user/plans')).toEqual([])
  })

  it('lose a workout the catalogue deletes, keeping the rest in order', async () => {
    const { trainer, client } = await trainerWithClient()
    const admin = await person({ role: 'admin' })
    const temp = await call<Workout>(admin.token, 'POST', '/api/workouts', {
      title: 'Temporary',
      description: 'Deleted during the test',
      imageBackground: 'workout-bg-1',
    })
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'With a temporary workout',
      workoutIds: [ids(1)[0]!, temp.id, ids(1, 2)[0]!],
      userId: client.id,
    })
    await call(admin.token, 'DELETE', `/api/workouts/${temp.id}`)
    const [after] = await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')
    expect(after!.workouts.map((w) => w.id)).toEqual([ids(1)[0], ids(1, 2)[0]])
    const [seen] = await call<AssignedPlan[]>(client.token, 'GET', '/api/user/plans')
    expect(seen!.workouts.map((w) => w.id)).toEqual([ids(1)[0], ids(1, 2)[0]])
    // Saving the plan again closes the gap in the positions.
    await call<Plan>(trainer.token, 'PATCH', `/api/trainer/plans/${plan.id}`, {
      workoutIds: after!.workouts.map((w) => w.id),
    })
    const rows = await planRows(plan.id)
    expect(rows.map((r) => r.position)).toEqual([1, 2])
    expect(
      await server.database.db.select().from(workouts).where(eq(workouts.id, temp.id)).get(),
    ).toBeUndefined()
  })

  it('disappear when the trainer deletes the plan', async () => {
    const { trainer, client } = await trainerWithClient()
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Short lived',
      workoutIds: ids(1),
      userId: client.id,
    })
    expect(await call<AssignedPlan[]>(client.token, 'GET', '/api/user/plans')).toHaveLength(1)
    await call(trainer.token, 'DELETE', `/api/trainer/plans/${plan.id}`)
    expect((await call<Daily>(client.token, 'GET', '/api/daily')).plans).toEqual([])
  })
})

describe('plan validation', () => {
  async function fieldErrors(method: string, path: string, token: string, body: unknown) {
    const res = await rest(server.url, method, path, { token, body })
    expect(res.status, res.text).toBe(400)
    expectNoStackTrace(res)
    const issues = (res.body as { issues?: { path: (string | number)[]; message: string }[] })
      .issues
    expect(issues, res.text).toBeDefined()
    return Object.fromEntries((issues ?? []).map((i) => [String(i.path[0]), i.message]))
  }

  it('answers a blank name and an empty workout list with their messages', async () => {
    const trainer = await person({ role: 'trainer' })
    expect(
      await fieldErrors('POST', '/api/trainer/plans', trainer.token, {
        name: '   ',
        workoutIds: [],
      }),
    ).toEqual({ name: 'Name is required', workoutIds: 'Add at least one workout' })
    expect(await fieldErrors('POST', '/api/trainer/plans', trainer.token, {})).toEqual({
      name: 'Name is required',
      workoutIds: 'Add at least one workout',
    })
  })

  it('refuses a workout twice, more than 50 workouts and ids that are not positive whole numbers', async () => {
    const trainer = await person({ role: 'trainer' })
    const twice = ids(1)[0]!
    expect(
      await fieldErrors('POST', '/api/trainer/plans', trainer.token, {
        name: 'Twice',
        workoutIds: [twice, twice],
      }),
    ).toEqual({ workoutIds: 'Each workout can be in a plan only once' })
    expect(
      await fieldErrors('POST', '/api/trainer/plans', trainer.token, {
        name: 'Too long',
        workoutIds: Array.from({ length: 51 }, (_, i) => i + 1),
      }),
    ).toEqual({ workoutIds: 'At most 50 workouts' })
    const bad = await fieldErrors('POST', '/api/trainer/plans', trainer.token, {
      name: 'Bad ids',
      workoutIds: [0, 1.5],
    })
    expect(bad).toHaveProperty('workoutIds')
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toEqual([])
  })

  it('checks an edit with the same rules and leaves the plan unchanged', async () => {
    const trainer = await person({ role: 'trainer' })
    const plan = await call<Plan>(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Steady',
      workoutIds: ids(2),
    })
    expect(
      await fieldErrors('PATCH', `/api/trainer/plans/${plan.id}`, trainer.token, {
        name: '',
        workoutIds: [],
      }),
    ).toEqual({ name: 'Name is required', workoutIds: 'Add at least one workout' })
    expect(await call<Plan[]>(trainer.token, 'GET', '/api/trainer/plans')).toEqual([plan])
  })
})
