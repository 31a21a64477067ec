// docs/product.md#blocks over real HTTP: adding, changing, deleting and ordering a workout's
// blocks, putting exercises into them, the numbers each kind takes, and who may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '~/shared/roles'
import type {
  Exercise,
  Workout,
  WorkoutBlock,
  WorkoutExercise,
  WorkoutWithExercises,
} from '~/shared/schemas/catalogue'
import { builtinCatalogue } from '~/server/catalogue/content'
import { blockInputSchema, storedBlockNumbers } from '~/shared/schemas/blocks'
import { createSessionToken, createUser } from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: string
let library: Exercise[]

beforeAll(async () => {
  server = await startTestServer()
  admin = (await person('admin')).token
  library = await call<Exercise[]>('GET', '/api/exercises?limit=10')
})
afterAll(() => server.close())

async function person(role: Role = 'user') {
  const user = await createUser(server.database, { role })
  return { ...user, token: await createSessionToken(server.database, user.id) }
}

async function call<T>(method: string, path: string, body?: unknown, token = admin, status = 200) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(status)
  expectNoStackTrace(res)
  return res.body as T
}

/** The 400's messages by field. */
async function fieldErrors(method: string, path: string, body: unknown, token = admin) {
  const res = await rest(server.url, method, path, { token, body })
  expect(res.status, res.text).toBe(400)
  expectNoStackTrace(res)
  const issues = (res.body as { issues?: { path: (string | number)[]; message: string }[] }).issues
  expect(issues, res.text).toBeDefined()
  return Object.fromEntries((issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

async function newWorkout(token = admin, isPrivate = false) {
  return call<Workout>(
    'POST',
    '/api/workouts',
    {
      title: 'Block test',
      description: 'A workout of blocks',
      imageBackground: 'workout-bg-2',
      ...(isPrivate && { private: true }),
    },
    token,
  )
}

const ex = (i: number) => library[i] as Exercise
const detail = (id: number, token = admin) =>
  call<WorkoutWithExercises>('GET', `/api/workouts/${id}/exercises`, undefined, token)

describe('the numbers each kind takes', () => {
  it('stores each kind with its numbers, optional ones taking their defaults', async () => {
    const w = await newWorkout()
    const made = []
    for (const body of [
      { kind: 'straight' },
      { kind: 'superset' },
      { kind: 'circuit', rounds: 4 },
      { kind: 'emom', minutes: 12 },
      { kind: 'amrap', minutes: 15 },
      { kind: 'for-time', capSeconds: 1200, rounds: 5 },
      { kind: 'tabata' },
    ]) {
      made.push(await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, body))
    }
    expect(made.map(({ id: _id, ...b }) => b)).toEqual([
      { kind: 'straight', exercises: [] },
      { kind: 'superset', restSeconds: 90, exercises: [] },
      { kind: 'circuit', rounds: 4, restSeconds: 60, exercises: [] },
      { kind: 'emom', minutes: 12, exercises: [] },
      { kind: 'amrap', minutes: 15, exercises: [] },
      { kind: 'for-time', capSeconds: 1200, rounds: 5, exercises: [] },
      { kind: 'tabata', workSeconds: 20, restSeconds: 10, rounds: 8, exercises: [] },
    ])
    expect((await detail(w.id)).blocks.map((b) => b.kind)).toEqual([
      'straight',
      'superset',
      'circuit',
      'emom',
      'amrap',
      'for-time',
      'tabata',
    ])
  })

  it('refuses a missing required number with the range it takes', async () => {
    const w = await newWorkout()
    const path = `/api/workouts/${w.id}/blocks`
    expect(await fieldErrors('POST', path, { kind: 'emom' })).toEqual({
      minutes: 'EMOM needs minutes: 1 to 60 min',
    })
    expect(await fieldErrors('POST', path, { kind: 'amrap' })).toEqual({
      minutes: 'AMRAP needs minutes: 1 to 60 min',
    })
    expect(await fieldErrors('POST', path, { kind: 'circuit' })).toEqual({
      rounds: 'Circuit needs rounds: 1 to 50',
    })
    expect(await fieldErrors('POST', path, { kind: 'for-time' })).toEqual({
      capSeconds: 'For Time needs time cap: 60 to 7200 s',
    })
    expect(await fieldErrors('POST', path, { kind: 'dance' })).toMatchObject({
      kind: 'Kind must be one of straight, superset, circuit, emom, amrap, for-time, tabata',
    })
    expect((await detail(w.id)).blocks).toEqual([])
  })

  it('refuses numbers out of range', async () => {
    const w = await newWorkout()
    const path = `/api/workouts/${w.id}/blocks`
    expect(await fieldErrors('POST', path, { kind: 'emom', minutes: 61 })).toEqual({
      minutes: 'Minutes must be a whole number from 1 to 60 min',
    })
    expect(await fieldErrors('POST', path, { kind: 'circuit', rounds: 0 })).toEqual({
      rounds: 'Rounds must be a whole number from 1 to 50',
    })
    expect(await fieldErrors('POST', path, { kind: 'for-time', capSeconds: 59 })).toEqual({
      capSeconds: 'Time cap must be a whole number from 60 to 7200 s',
    })
    expect(
      await fieldErrors('POST', path, { kind: 'tabata', workSeconds: 4, restSeconds: 601 }),
    ).toEqual({
      workSeconds: 'Work must be a whole number from 5 to 300 s',
      restSeconds: 'Rest must be a whole number from 0 to 600 s',
    })
    expect(await fieldErrors('POST', path, { kind: 'amrap', minutes: 2.5 })).toEqual({
      minutes: 'Minutes must be a whole number from 1 to 60 min',
    })
  })

  it('refuses numbers the kind does not use', async () => {
    const w = await newWorkout()
    const path = `/api/workouts/${w.id}/blocks`
    expect(await fieldErrors('POST', path, { kind: 'emom', minutes: 10, rounds: 3 })).toEqual({
      rounds: 'EMOM does not use rounds (it uses minutes)',
    })
    expect(await fieldErrors('POST', path, { kind: 'straight', restSeconds: 60 })).toEqual({
      restSeconds: 'Straight sets does not use rest (it uses no numbers)',
    })
    expect(await fieldErrors('POST', path, { kind: 'superset', minutes: 5 })).toEqual({
      minutes: 'Superset does not use minutes (it uses rest)',
    })
    const block = await call<WorkoutBlock>('POST', path, { kind: 'amrap', minutes: 10 })
    expect(await fieldErrors('PATCH', `${path}/${block.id}`, { capSeconds: 600 })).toEqual({
      capSeconds: 'AMRAP does not use time cap (it uses minutes)',
    })
  })
})

describe('changing, ordering and deleting blocks', () => {
  it('changes the kind, keeping only numbers the new kind uses, and needs its required ones', async () => {
    const w = await newWorkout()
    const block = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'circuit',
      rounds: 3,
      restSeconds: 45,
    })
    const path = `/api/workouts/${w.id}/blocks/${block.id}`
    expect(await fieldErrors('PATCH', path, { kind: 'emom' })).toEqual({
      minutes: 'EMOM needs minutes: 1 to 60 min',
    })
    expect(await call<WorkoutBlock>('PATCH', path, { kind: 'superset' })).toMatchObject({
      kind: 'superset',
      restSeconds: 45,
    })
    const emom = await call<WorkoutBlock>('PATCH', path, { kind: 'emom', minutes: 8 })
    expect(emom).toEqual({ id: block.id, kind: 'emom', minutes: 8, exercises: [] })
    const ft = await call<WorkoutBlock>('PATCH', path, {
      kind: 'for-time',
      capSeconds: 600,
      rounds: 3,
    })
    expect(ft).toMatchObject({ rounds: 3 })
    expect(await call<WorkoutBlock>('PATCH', path, { rounds: null })).toEqual({
      id: block.id,
      kind: 'for-time',
      capSeconds: 600,
      exercises: [],
    })
  })

  it('answers 404 for a block of another workout', async () => {
    const [w1, w2] = [await newWorkout(), await newWorkout()]
    const block = await call<WorkoutBlock>('POST', `/api/workouts/${w1.id}/blocks`, {
      kind: 'emom',
      minutes: 5,
    })
    await call('PATCH', `/api/workouts/${w2.id}/blocks/${block.id}`, { minutes: 6 }, admin, 404)
    await call('DELETE', `/api/workouts/${w2.id}/blocks/${block.id}`, undefined, admin, 404)
  })

  it('moves a deleted block’s exercises into the block before it and keeps the last block', async () => {
    const w = await newWorkout()
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(0).id })
    const first = (await detail(w.id)).blocks[0] as WorkoutBlock
    const emom = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'emom',
      minutes: 10,
    })
    await call('POST', `/api/workouts/${w.id}/exercises`, {
      exerciseId: ex(1).id,
      blockId: emom.id,
    })
    await call('POST', `/api/workouts/${w.id}/exercises`, {
      exerciseId: ex(2).id,
      blockId: emom.id,
    })
    const after = await call<WorkoutWithExercises>(
      'DELETE',
      `/api/workouts/${w.id}/blocks/${emom.id}`,
    )
    expect(
      after.blocks.map((b) => [b.id, b.exercises.map((e) => [e.exerciseId, e.order])]),
    ).toEqual([
      [
        first.id,
        [
          [ex(0).id, 1],
          [ex(1).id, 2],
          [ex(2).id, 3],
        ],
      ],
    ])
    const res = await rest(server.url, 'DELETE', `/api/workouts/${w.id}/blocks/${first.id}`, {
      token: admin,
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ message: expect.stringMatching(/at least one block/) })
  })

  it('moves a first block’s exercises to the block after it; an empty block just goes', async () => {
    const w = await newWorkout()
    const a = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, { kind: 'tabata' })
    const b = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'amrap',
      minutes: 10,
    })
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(3).id, blockId: b.id })
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(4).id, blockId: a.id })
    const after = await call<WorkoutWithExercises>('DELETE', `/api/workouts/${w.id}/blocks/${a.id}`)
    expect(after.blocks.map((x) => [x.id, x.exercises.map((e) => e.exerciseId)])).toEqual([
      [b.id, [ex(3).id, ex(4).id]],
    ])
    const empty = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'straight',
    })
    const gone = await call<WorkoutWithExercises>(
      'DELETE',
      `/api/workouts/${w.id}/blocks/${empty.id}`,
    )
    expect(gone.blocks.map((x) => x.id)).toEqual([b.id])
  })

  it('orders blocks, their exercises going with them, and refuses a stale list', async () => {
    const w = await newWorkout()
    const a = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'emom',
      minutes: 6,
    })
    const b = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, { kind: 'superset' })
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(0).id, blockId: a.id })
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(1).id, blockId: b.id })
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(2).id, blockId: b.id })
    const c = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'tabata',
      position: 1,
    })
    const after = await call<WorkoutWithExercises>('POST', `/api/workouts/${w.id}/blocks/order`, {
      blockIds: [b.id, c.id, a.id],
    })
    expect(after.blocks.map((x) => x.id)).toEqual([b.id, c.id, a.id])
    expect(after.exercises.map((e) => [e.exerciseId, e.order])).toEqual([
      [ex(1).id, 1],
      [ex(2).id, 2],
      [ex(0).id, 3],
    ])
    await call('POST', `/api/workouts/${w.id}/blocks/order`, { blockIds: [a.id] }, admin, 409)
  })
})

describe('exercises in blocks', () => {
  it('puts an exercise into a block and moves it between blocks', async () => {
    const w = await newWorkout()
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(0).id })
    await call('POST', `/api/workouts/${w.id}/exercises`, { exerciseId: ex(1).id })
    const ss = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'superset',
      restSeconds: 120,
    })
    const added = await call<WorkoutExercise>('POST', `/api/workouts/${w.id}/exercises`, {
      exerciseId: ex(2).id,
      blockId: ss.id,
    })
    expect(added).toMatchObject({ blockId: ss.id, order: 3 })
    const first = (await detail(w.id)).exercises[0] as WorkoutExercise
    const moved = await call<WorkoutExercise>('PATCH', `/api/workout-exercises/${first.id}`, {
      blockId: ss.id,
      sets: 4,
    })
    expect(moved).toMatchObject({ blockId: ss.id, sets: 4, order: 3 })
    const after = await detail(w.id)
    expect(
      after.blocks.map((b) => [b.kind, b.exercises.map((e) => [e.exerciseId, e.order])]),
    ).toEqual([
      ['straight', [[ex(1).id, 1]]],
      [
        'superset',
        [
          [ex(2).id, 2],
          [ex(0).id, 3],
        ],
      ],
    ])
  })

  it('refuses a block of another workout', async () => {
    const [w1, w2] = [await newWorkout(), await newWorkout()]
    const other = await call<WorkoutBlock>('POST', `/api/workouts/${w2.id}/blocks`, {
      kind: 'emom',
      minutes: 4,
    })
    expect(
      await fieldErrors('POST', `/api/workouts/${w1.id}/exercises`, {
        exerciseId: ex(0).id,
        blockId: other.id,
      }),
    ).toEqual({ blockId: `Block ${other.id} is not a block of this workout` })
    const row = await call<WorkoutExercise>('POST', `/api/workouts/${w1.id}/exercises`, {
      exerciseId: ex(0).id,
    })
    expect(
      await fieldErrors('PATCH', `/api/workout-exercises/${row.id}`, { blockId: other.id }),
    ).toEqual({ blockId: `Block ${other.id} is not a block of this workout` })
    expect((await detail(w2.id)).exercises).toEqual([])
  })

  it('holds at most four exercises in a superset, and a block of five cannot become one', async () => {
    const w = await newWorkout()
    const ss = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'superset',
    })
    for (const i of [0, 1, 2, 3]) {
      await call('POST', `/api/workouts/${w.id}/exercises`, {
        exerciseId: ex(i).id,
        blockId: ss.id,
      })
    }
    expect(
      await fieldErrors('POST', `/api/workouts/${w.id}/exercises`, {
        exerciseId: ex(4).id,
        blockId: ss.id,
      }),
    ).toEqual({
      blockId: 'A superset holds at most 4 exercises: put this one in another block',
    })
    const straight = await call<WorkoutBlock>('POST', `/api/workouts/${w.id}/blocks`, {
      kind: 'straight',
    })
    for (const i of [4, 5, 6, 7]) {
      await call('POST', `/api/workouts/${w.id}/exercises`, {
        exerciseId: ex(i).id,
        blockId: straight.id,
      })
    }
    const row = (await detail(w.id)).blocks[1]?.exercises[0] as WorkoutExercise
    expect(
      await fieldErrors('PATCH', `/api/workout-exercises/${row.id}`, { blockId: ss.id }),
    ).toEqual({
      blockId: 'A superset holds at most 4 exercises: put this one in another block',
    })
    await call('POST', `/api/workouts/${w.id}/exercises`, {
      exerciseId: ex(8).id,
      blockId: straight.id,
    })
    expect(
      await fieldErrors('PATCH', `/api/workouts/${w.id}/blocks/${straight.id}`, {
        kind: 'superset',
      }),
    ).toEqual({
      kind: 'This block has 5 exercises; a superset holds at most 4: move some into another block first',
    })
  })
})

describe('who may edit blocks', () => {
  it('lets admins edit catalogue workouts and trainers their own private ones only', async () => {
    const owner = await person('trainer')
    const another = await person('trainer')
    const athlete = await person()
    const catalogueWorkout = await newWorkout()
    const mine = await newWorkout(owner.token, true)
    const body = { kind: 'emom', minutes: 10 }

    // The catalogue: admins only.
    await call('POST', `/api/workouts/${catalogueWorkout.id}/blocks`, body, owner.token, 403)
    await call('POST', `/api/workouts/${catalogueWorkout.id}/blocks`, body, athlete.token, 403)
    // A private workout: its trainer and admins; another trainer is told it does not exist.
    const block = await call<WorkoutBlock>(
      'POST',
      `/api/workouts/${mine.id}/blocks`,
      body,
      owner.token,
    )
    await call('POST', `/api/workouts/${mine.id}/blocks`, body, another.token, 404)
    await call(
      'PATCH',
      `/api/workouts/${mine.id}/blocks/${block.id}`,
      { minutes: 5 },
      another.token,
      404,
    )
    await call(
      'DELETE',
      `/api/workouts/${mine.id}/blocks/${block.id}`,
      undefined,
      another.token,
      404,
    )
    await call('POST', `/api/workouts/${mine.id}/blocks`, body, athlete.token, 403)
    await call('PATCH', `/api/workouts/${mine.id}/blocks/${block.id}`, { minutes: 14 }, admin)
    const answer = await detail(mine.id, owner.token)
    expect(answer.blocks).toEqual([{ id: block.id, kind: 'emom', minutes: 14, exercises: [] }])
  })
})

describe('the built-in block workouts', () => {
  it('answer their blocks, each valid for its kind', async () => {
    const built = builtinCatalogue.workouts.filter((w) => w.blocks)
    expect(built.map((w) => w.blocks?.map((b) => b.kind).join('+'))).toEqual([
      'superset+superset+superset',
      'circuit',
      'emom',
      'amrap',
      'for-time',
      'tabata+tabata',
    ])
    const listed = await call<Workout[]>('GET', '/api/workouts?category=workout')
    for (const spec of built) {
      const workout = listed.find((w) => w.title === spec.title)
      expect(workout, spec.title).toBeDefined()
      const answer = await detail(workout?.id ?? 0)
      expect(
        answer.blocks.map(({ id: _id, exercises, ...b }) => ({ ...b, size: exercises.length })),
      ).toEqual(spec.blocks?.map((b) => ({ ...storedNumbers(b), size: b.size })))
      for (const b of answer.blocks) {
        const { id: _id, exercises: _e, ...input } = b
        expect(blockInputSchema.safeParse(input).success, `${spec.title} ${b.kind}`).toBe(true)
        expect(b.exercises.every((e) => e.blockId === b.id)).toBe(true)
        if (b.kind === 'superset') expect(b.exercises.length).toBeGreaterThanOrEqual(2)
      }
      expect(answer.exercises.map((e) => e.order)).toEqual(answer.exercises.map((_, i) => i + 1))
    }
  })

  it('leave every other built-in workout one straight block', async () => {
    const listed = await call<Workout[]>('GET', '/api/workouts')
    const plain = builtinCatalogue.workouts.filter((w) => !w.blocks).map((w) => w.title)
    for (const workout of listed.filter((w) => plain.includes(w.title))) {
      const answer = await detail(workout.id)
      expect(
        answer.blocks.map((b) => b.kind),
        workout.title,
      ).toEqual(['straight'])
    }
  })
})

/** A built-in block spec as the API answers it: its kind's numbers, defaults filled in. */
function storedNumbers(
  spec: NonNullable<(typeof builtinCatalogue.workouts)[number]['blocks']>[number],
) {
  const { size: _size, kind, ...numbers } = spec
  return {
    kind,
    ...Object.fromEntries(
      Object.entries(storedBlockNumbers(kind, numbers)).filter(([, v]) => v !== null),
    ),
  }
}
