import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workoutCompletions } from '~/server/db/schema'
import type {
  Exercise,
  Workout,
  WorkoutExercise,
  WorkoutWithExercises,
} from '~/shared/schemas/catalogue'
import { workoutMinutes } from '~/shared/rules/workout-minutes'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: string
let athlete: string
let athleteId: number

beforeAll(async () => {
  server = await startTestServer()
  const a = await createUser(server.database, { role: 'admin' })
  admin = await createSessionToken(server.database, a.id)
  const u = await createUser(server.database)
  athleteId = u.id
  athlete = await createSessionToken(server.database, u.id)
})
afterAll(() => server.close())

async function call<T>(method: string, path: string, body?: unknown, token = admin, status = 200) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(status)
  expectNoStackTrace(res)
  return res.body as T
}

const validWorkout = {
  title: 'Test Ladder',
  description: 'A ladder for tests',
  duration: 20,
  difficulty: 'intermediate',
  category: 'skills',
  imageBackground: 'workout-bg-2',
}

const validExercise = {
  name: 'Test Scapula Pull',
  description: 'Hang and pull the shoulder blades down',
  category: 'pull',
  bodyPart: 'upper',
  difficulty: 'beginner',
  equipment: 'Pull-up bar',
  instructions: 'Hang, then depress the scapulae without bending the arms',
  icon: 'dumbbell',
  variations: 2,
}

async function newWorkout(overrides: Record<string, unknown> = {}) {
  return call<Workout>('POST', '/api/workouts', { ...validWorkout, ...overrides })
}
async function newExercise(overrides: Record<string, unknown> = {}) {
  return call<Exercise>('POST', '/api/exercises', {
    ...validExercise,
    name: `Exercise ${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  })
}
async function fieldErrors(method: string, path: string, body: unknown) {
  const res = await rest(server.url, method, path, { token: admin, body })
  expect(res.status, res.text).toBe(400)
  expectNoStackTrace(res)
  const errors = (res.body as { issues?: { path: (string | number)[]; message: string }[] }).issues
  expect(errors, res.text).toBeDefined()
  return Object.fromEntries((errors ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('workout validation (docs/product.md#validation)', () => {
  it('answers each required field with its message and creates nothing', async () => {
    const before = await call<Workout[]>('GET', '/api/workouts')
    const errors = await fieldErrors('POST', '/api/workouts', {
      title: '  ',
      description: '',
      duration: 0,
      imageBackground: '',
    })
    expect(errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration must be at least 1 minute',
      imageBackground: 'Image background is required',
    })
    expect(await call<Workout[]>('GET', '/api/workouts')).toHaveLength(before.length)
  })

  it('refuses a difficulty or category outside the allowed values', async () => {
    const errors = await fieldErrors('POST', '/api/workouts', {
      ...validWorkout,
      difficulty: 'legendary',
      category: 'stretching',
    })
    expect(errors.difficulty).toMatch(/beginner, intermediate, advanced, expert, master/)
    expect(errors.category).toMatch(/warmup, skills, workout, cooldown/)
  })

  it('fills duration 30, difficulty beginner and category workout when they are missing', async () => {
    const created = await call<Workout>('POST', '/api/workouts', {
      title: 'Defaults',
      description: 'Uses the defaults',
      imageBackground: 'workout-bg-1',
    })
    expect(created).toMatchObject({ duration: 30, difficulty: 'beginner', category: 'workout' })
  })
})

describe('exercise validation (docs/product.md#validation)', () => {
  it('answers each required field with its message', async () => {
    const errors = await fieldErrors('POST', '/api/exercises', {
      name: '',
      description: ' ',
      category: '',
      equipment: '',
      instructions: '',
      icon: '',
      bodyPart: 'arms',
      difficulty: 'expert',
      variations: 0,
    })
    expect(errors).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      category: 'Category is required',
      equipment: 'Equipment is required',
      instructions: 'Instructions are required',
      icon: 'Icon is required',
      variations: 'Must have at least 1 variation',
    })
    expect(errors.bodyPart).toMatch(/upper, lower, core, full/)
    expect(errors.difficulty).toMatch(/beginner, intermediate, advanced/)
  })

  it('stores tips entered one per line without the blank lines', async () => {
    const created = await newExercise({
      correctFormTips: 'Arms straight\n\n   \n Shoulders down \n',
      incorrectFormTips: ['Bent elbows', '', '  '],
      tempo: '',
      videoUrl: 'https://video.example/scap',
    })
    expect(created.correctFormTips).toEqual(['Arms straight', 'Shoulders down'])
    expect(created.incorrectFormTips).toEqual(['Bent elbows'])
    expect(created.tempo).toBeNull()
    expect(created.videoUrl).toBe('https://video.example/scap')
  })

  it('refuses a form image that is not a web address', async () => {
    const errors = await fieldErrors('POST', '/api/exercises', {
      ...validExercise,
      rightFormImageUrl: 'javascript:alert(1)',
    })
    expect(errors.rightFormImageUrl).toMatch(/https:\/\//)
  })

  it('changes only the fields a PATCH sends', async () => {
    const created = await newExercise({ tempo: '3-1-1', correctFormTips: 'Keep tight' })
    const updated = await call<Exercise>('PATCH', `/api/exercises/${created.id}`, {
      description: 'Changed',
    })
    expect(updated).toMatchObject({
      description: 'Changed',
      tempo: '3-1-1',
      variations: 2,
      correctFormTips: ['Keep tight'],
    })
  })
})

describe('a workout and its exercises', () => {
  it('appends added exercises at count + 1, edits parameters, reorders and removes', async () => {
    const workout = await newWorkout()
    const [a, b, c] = await Promise.all([newExercise(), newExercise(), newExercise()])
    const added: WorkoutExercise[] = []
    for (const e of [a, b, c]) {
      added.push(
        await call<WorkoutExercise>('POST', `/api/workouts/${workout.id}/exercises`, {
          exerciseId: e!.id,
          sets: 3,
          reps: 10,
          duration: 40,
          restTime: 20,
        }),
      )
    }
    expect(added.map((r) => r.order)).toEqual([1, 2, 3])
    expect(added[0]!.reps).toBe('10')

    const edited = await call<WorkoutExercise>('PATCH', `/api/workout-exercises/${added[1]!.id}`, {
      sets: 5,
    })
    expect(edited).toMatchObject({ sets: 5, reps: '10', duration: 40, restTime: 20 })

    const listed = await call<Workout>('GET', `/api/workouts/${workout.id}`)
    expect(listed.exerciseCount).toBe(3)
    expect(listed.minutes).toBe(
      workoutMinutes(
        [
          { sets: 3, duration: 40, restTime: 20 },
          { sets: 5, duration: 40, restTime: 20 },
          { sets: 3, duration: 40, restTime: 20 },
        ],
        20,
      ),
    )

    const reordered = await call<WorkoutWithExercises>(
      'POST',
      `/api/workouts/${workout.id}/exercises/order`,
      { workoutExerciseIds: [added[2]!.id, added[0]!.id, added[1]!.id] },
    )
    expect(reordered.exercises.map((e) => [e.exerciseId, e.order])).toEqual([
      [c!.id, 1],
      [a!.id, 2],
      [b!.id, 3],
    ])

    await call('DELETE', `/api/workouts/${workout.id}/exercises/${a!.id}`)
    const after = await call<WorkoutWithExercises>('GET', `/api/workouts/${workout.id}/exercises`)
    expect(after.exercises.map((e) => [e.exerciseId, e.order])).toEqual([
      [c!.id, 1],
      [b!.id, 2],
    ])
  })

  it('inserts at a given order and moves the later exercises down', async () => {
    const workout = await newWorkout()
    const [a, b] = await Promise.all([newExercise(), newExercise()])
    await call('POST', `/api/workouts/${workout.id}/exercises`, { exerciseId: a!.id })
    const inserted = await call<WorkoutExercise>('POST', `/api/workouts/${workout.id}/exercises`, {
      exerciseId: b!.id,
      order: 1,
    })
    expect(inserted).toMatchObject({ order: 1, sets: 3, reps: '10' })
    const list = await call<WorkoutWithExercises>('GET', `/api/workouts/${workout.id}/exercises`)
    expect(list.exercises.map((e) => e.exerciseId)).toEqual([b!.id, a!.id])
  })

  it('refuses parameters below their minimum with their messages', async () => {
    const workout = await newWorkout()
    const e = await newExercise()
    const errors = await fieldErrors('POST', `/api/workouts/${workout.id}/exercises`, {
      exerciseId: e.id,
      sets: 0,
      reps: 0,
      restTime: -5,
    })
    expect(errors).toMatchObject({
      sets: 'Sets must be at least 1',
      reps: 'Reps must be at least 1',
      restTime: 'Rest time cannot be negative',
    })
    const list = await call<WorkoutWithExercises>('GET', `/api/workouts/${workout.id}/exercises`)
    expect(list.exercises).toEqual([])
  })

  it('refuses the same exercise twice and a stale order list with 409', async () => {
    const workout = await newWorkout()
    const [a, b] = await Promise.all([newExercise(), newExercise()])
    const first = await call<WorkoutExercise>('POST', `/api/workouts/${workout.id}/exercises`, {
      exerciseId: a!.id,
    })
    await call('POST', `/api/workouts/${workout.id}/exercises`, { exerciseId: a!.id }, admin, 409)
    await call('POST', `/api/workouts/${workout.id}/exercises`, { exerciseId: b!.id })
    const res = await rest(server.url, 'POST', `/api/workouts/${workout.id}/exercises/order`, {
      token: admin,
      body: { workoutExerciseIds: [first.id] },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ message: expect.stringMatching(/reload/) })
  })

  it('keeps many concurrent additions in distinct consecutive orders', async () => {
    const workout = await newWorkout()
    const list = await Promise.all(Array.from({ length: 12 }, () => newExercise()))
    await Promise.all(
      list.map((e) => call('POST', `/api/workouts/${workout.id}/exercises`, { exerciseId: e.id })),
    )
    const after = await call<WorkoutWithExercises>('GET', `/api/workouts/${workout.id}/exercises`)
    expect(after.exercises.map((e) => e.order)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
  })
})

describe('deleting', () => {
  it('refuses to delete an exercise that workouts use, naming them, and keeps it', async () => {
    const w1 = await newWorkout({ title: 'Alpha Circuit' })
    const w2 = await newWorkout({ title: 'Beta Circuit' })
    const e = await newExercise()
    await call('POST', `/api/workouts/${w1.id}/exercises`, { exerciseId: e.id })
    await call('POST', `/api/workouts/${w2.id}/exercises`, { exerciseId: e.id })
    const res = await rest(server.url, 'DELETE', `/api/exercises/${e.id}`, { token: admin })
    expect(res.status).toBe(409)
    expect((res.body as { message: string }).message).toBe(
      "This exercise is used by 'Alpha Circuit', 'Beta Circuit'. Remove it from those workouts first.",
    )
    await call('GET', `/api/exercises/${e.id}`)
    await call('DELETE', `/api/workouts/${w1.id}/exercises/${e.id}`)
    await call('DELETE', `/api/workouts/${w2.id}/exercises/${e.id}`)
    await call('DELETE', `/api/exercises/${e.id}`)
    await call('GET', `/api/exercises/${e.id}`, undefined, admin, 404)
  })

  it("deletes a workout and keeps the athlete's completion history readable", async () => {
    const workout = await newWorkout({ title: 'Soon Gone' })
    const e = await newExercise()
    await call('POST', `/api/workouts/${workout.id}/exercises`, { exerciseId: e.id })
    await call('POST', `/api/user/${athleteId}/progress`, { workoutId: workout.id }, athlete)
    await call('DELETE', `/api/workouts/${workout.id}`)
    await call('GET', `/api/workouts/${workout.id}`, undefined, admin, 404)
    const rows = await server.database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, athleteId))
      .all()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ workoutId: null, workoutTitle: 'Soon Gone' })
    const summary = await call<{ history: { title: string }[] }>(
      'GET',
      `/api/user/${athleteId}/summary`,
      undefined,
      athlete,
    )
    expect(JSON.stringify(summary)).toContain('Soon Gone')
    // The exercise is free again once its only workout is gone.
    await call('DELETE', `/api/exercises/${e.id}`)
  })
})

describe('exercise search on the server', () => {
  it('matches name, category and body part case-insensitively and pages with limit and offset', async () => {
    await newExercise({ name: 'Zebra Crawl', category: 'cardio', bodyPart: 'full' })
    const byName = await call<Exercise[]>('GET', '/api/exercises?query=zEbRa')
    expect(byName.map((e) => e.name)).toEqual(['Zebra Crawl'])
    const byPart = await call<Exercise[]>('GET', '/api/exercises?query=FULL&limit=500')
    expect(byPart.length).toBeGreaterThan(1)
    expect(byPart.every((e) => JSON.stringify(e).toLowerCase().includes('full'))).toBe(true)
    const all = await call<Exercise[]>('GET', '/api/exercises?limit=500')
    const page1 = await call<Exercise[]>('GET', '/api/exercises?limit=10')
    const page2 = await call<Exercise[]>('GET', '/api/exercises?limit=10&offset=10')
    expect([...page1, ...page2].map((e) => e.id)).toEqual(all.slice(0, 20).map((e) => e.id))
    const percent = await call<Exercise[]>('GET', '/api/exercises?query=%25')
    expect(percent).toEqual([])
  })

  it("ranks with Explore's rule (docs/product.md#search-rule) and pages the ranked list", async () => {
    const first = async (query: string) =>
      (await call<Exercise[]>('GET', `/api/exercises?query=${encodeURIComponent(query)}`))[0]?.name
    expect(await first('pullup')).toBe('Pull-ups')
    expect(await first('pull-up')).toBe('Pull-ups')
    expect(await first('press-up')).toBe('Push-ups')
    expect(await first('L sit')).toBe('L-sit Hold')
    const ring = await call<Exercise[]>('GET', '/api/exercises?query=ring&limit=500')
    expect(ring[0]?.name).toBe('Ring Dips')
    expect(ring.some((e) => /hamstring/i.test(e.targetMuscles ?? ''))).toBe(false)
    const all = await call<Exercise[]>('GET', '/api/exercises?query=pull%20up&limit=500')
    const page2 = await call<Exercise[]>('GET', '/api/exercises?query=pull%20up&limit=3&offset=3')
    expect(page2.map((e) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id))
  })
})

describe('the catalogue is read-only for everyone but admins', () => {
  it('refuses a manager’s create and changes nothing', async () => {
    const manager = await createUser(server.database, { role: 'manager' })
    const token = await createSessionToken(server.database, manager.id)
    const before = await call<Workout[]>('GET', '/api/workouts')
    await call('POST', '/api/workouts', validWorkout, token, 403)
    expect(await call<Workout[]>('GET', '/api/workouts')).toHaveLength(before.length)
  })

  it('describes every editor call in the OpenAPI document', async () => {
    const doc = await call<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/openapi.json',
    )
    expect(Object.keys(doc.paths['/workouts'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    )
    expect(Object.keys(doc.paths['/workouts/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    )
    expect(doc.paths['/workouts/{workoutId}/exercises/{exerciseId}']).toHaveProperty('delete')
    expect(doc.paths['/workout-exercises/{id}']).toHaveProperty('patch')
    expect(Object.keys(doc.paths['/exercises/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    )
  })
})
