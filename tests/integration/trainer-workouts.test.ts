// docs/product.md#trainer-workouts over real HTTP: a trainer writes private workouts with the
// catalogue editor's calls; they never join the catalogue, and only the trainer, admins and the
// clients they are scheduled for can open them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localDay } from '~/shared/rules/days'
import type { Role } from '~/shared/roles'
import type { Exercise, Workout, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import type { Daily } from '~/shared/schemas/progress'
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

const today = () => localDay(new Date(), 'UTC')

/** A private workout of `trainer` with two exercises, the first with a note. */
async function writeWorkout(trainer: { token: string }, title = 'Client A: pulling day') {
  const workout = await call<Workout>(trainer.token, 'POST', '/api/workouts', {
    title,
    description: 'Written for one client',
    imageBackground: 'workout-bg-2',
    difficulty: 'intermediate',
    private: true,
  })
  const [first, second] = library as [Exercise, Exercise]
  await call(trainer.token, 'POST', `/api/workouts/${workout.id}/exercises`, {
    exerciseId: first.id,
    sets: 4,
    reps: '6-8',
    restTime: 120,
    note: 'Three seconds down',
  })
  await call(trainer.token, 'POST', `/api/workouts/${workout.id}/exercises`, {
    exerciseId: second.id,
    sets: 3,
    reps: '10',
  })
  return workout
}

describe("a trainer's private workouts", () => {
  it('are written with the editor calls, listed for their trainer and never in the catalogue', async () => {
    const trainer = await person({ role: 'trainer' })
    const athlete = await person()
    const workout = await writeWorkout(trainer)
    expect(workout.ownerId).toBe(trainer.id)

    const mine = await call<Workout[]>(trainer.token, 'GET', '/api/trainer/workouts')
    expect(mine.map((w) => [w.title, w.exerciseCount])).toEqual([['Client A: pulling day', 2]])
    const detail = await call<WorkoutWithExercises>(
      trainer.token,
      'GET',
      `/api/workouts/${workout.id}/exercises`,
    )
    expect(detail.exercises.map((e) => [e.sets, e.reps, e.restTime, e.note])).toEqual([
      [4, '6-8', 120, 'Three seconds down'],
      [3, '10', null, null],
    ])
    // Not in anyone's catalogue, Explore or Daily choice.
    for (const who of [trainer, athlete]) {
      const listed = await call<Workout[]>(who.token, 'GET', '/api/workouts')
      expect(listed.some((w) => w.id === workout.id)).toBe(false)
    }
    const daily = await call<Daily>(athlete.token, 'GET', '/api/daily')
    expect(JSON.stringify(daily)).not.toContain('Client A: pulling day')
    // Another trainer's list does not show it.
    const other = await person({ role: 'trainer' })
    expect(await call<Workout[]>(other.token, 'GET', '/api/trainer/workouts')).toEqual([])
  })

  it('open for the client they are scheduled for, and answer 404 to anyone else', async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const stranger = await person()
    const workout = await writeWorkout(trainer)
    const open = (token: string) =>
      rest(server.url, 'GET', `/api/workouts/${workout.id}/exercises`, { token })

    // Not given yet: as if it did not exist.
    for (const who of [client, stranger]) {
      const res = await open(who.token)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ message: 'Workout not found' })
      expectNoStackTrace(res)
    }
    await call(
      trainer.token,
      'PUT',
      `/api/trainer/clients/${client.id}/calendar/${addDays(today(), 1)}`,
      {
        items: [{ workoutId: workout.id }],
      },
    )
    const seen = await open(client.token)
    expect(seen.status).toBe(200)
    expect((seen.body as WorkoutWithExercises).exercises[0]?.note).toBe('Three seconds down')
    expect(
      (await rest(server.url, 'GET', `/api/workouts/${workout.id}`, { token: client.token }))
        .status,
    ).toBe(200)
    expect((await open(stranger.token)).status).toBe(404)
    const admin = await person({ role: 'admin' })
    expect((await open(admin.token)).status).toBe(200)
  })

  it('cannot be edited, scheduled or planned by another trainer, and a trainer cannot change the catalogue', async () => {
    const trainer = await person({ role: 'trainer' })
    const other = await person({ role: 'trainer' })
    const otherClient = await person({ trainerId: other.id })
    const workout = await writeWorkout(trainer)

    const edit = await rest(server.url, 'PATCH', `/api/workouts/${workout.id}`, {
      token: other.token,
      body: { title: 'Taken' },
    })
    expect(edit.status).toBe(404)
    const remove = await rest(server.url, 'DELETE', `/api/workouts/${workout.id}`, {
      token: other.token,
    })
    expect(remove.status).toBe(404)

    const schedule = await rest(
      server.url,
      'PUT',
      `/api/trainer/clients/${otherClient.id}/calendar/${today()}`,
      { token: other.token, body: { items: [{ workoutId: workout.id }] } },
    )
    expect(schedule.status).toBe(400)
    expect(schedule.text).toContain('Workout not found')
    const plan = await rest(server.url, 'POST', '/api/trainer/plans', {
      token: other.token,
      body: { name: 'Borrowed', description: '', userId: otherClient.id, workoutIds: [workout.id] },
    })
    expect(plan.status).toBe(400)
    expect(plan.text).toContain(`Workout ${workout.id} does not exist`)

    // The catalogue stays the admins'.
    const catalogue = await call<Workout[]>(trainer.token, 'GET', '/api/workouts')
    const create = await rest(server.url, 'POST', '/api/workouts', {
      token: trainer.token,
      body: { title: 'Mine in the catalogue', description: 'x', imageBackground: 'workout-bg-1' },
    })
    expect(create.status).toBe(403)
    expect(create.body).toMatchObject({ message: 'Only admins change the catalogue' })
    const rename = await rest(server.url, 'PATCH', `/api/workouts/${catalogue[0]!.id}`, {
      token: trainer.token,
      body: { title: 'Renamed' },
    })
    expect(rename.status).toBe(403)
    const after = await call<Workout[]>(trainer.token, 'GET', '/api/workouts')
    expect(after).toEqual(catalogue)
    // Its own trainer edits and deletes it.
    await call(trainer.token, 'PATCH', `/api/workouts/${workout.id}`, { title: 'Pulling day v2' })
    expect((await call<Workout[]>(trainer.token, 'GET', '/api/trainer/workouts'))[0]?.title).toBe(
      'Pulling day v2',
    )
    await call(trainer.token, 'DELETE', `/api/workouts/${workout.id}`)
    expect(await call<Workout[]>(trainer.token, 'GET', '/api/trainer/workouts')).toEqual([])
  })

  it("go into a plan of their trainer and open for the plan's client", async () => {
    const trainer = await person({ role: 'trainer' })
    const client = await person({ trainerId: trainer.id })
    const workout = await writeWorkout(trainer)
    await call(trainer.token, 'POST', '/api/trainer/plans', {
      name: 'Block 1',
      description: '',
      userId: client.id,
      workoutIds: [workout.id],
    })
    const res = await rest(server.url, 'GET', `/api/workouts/${workout.id}/exercises`, {
      token: client.token,
    })
    expect(res.status).toBe(200)
  })
})
