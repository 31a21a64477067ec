// docs/architecture.md#client-data: the pages of /daily, /explore, an exercise and the kiosk's board
// carry the answers of the reads their screen makes first (a user's screens for the signed-in user
// only, the board for a paired screen only), so the screen draws without asking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workoutExercises } from '~/server/db/schema'
import { createSessionToken, createUser, pairedKioskToken } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token = ''
beforeAll(async () => {
  server = await startTestServer()
  const user = await createUser(server.database)
  token = await createSessionToken(server.database, user.id)
})
afterAll(() => server.close())

async function readsWith(path: string, cookie: string | null): Promise<unknown[] | null> {
  const res = await fetch(server.url + path, { headers: cookie ? { cookie } : {} })
  expect(res.status).toBe(200)
  const html = await res.text()
  const block = /<script type="application\/json" id="initial-reads">(.*?)<\/script>/.exec(html)
  return block ? (JSON.parse(block[1]!) as unknown[]) : null
}

const reads = (path: string, signedIn = true) =>
  readsWith(path, signedIn ? `session=${token}` : null)

async function firstWorkoutExercise() {
  const [first] = await server.database.db
    .select({ workoutId: workoutExercises.workoutId, exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .orderBy(workoutExercises.workoutId, workoutExercises.order)
    .limit(1)
  return first!
}

describe("the first screen's reads in the page", () => {
  it("carries Daily and the trainers' requests, as the API answers them", async () => {
    const page = await reads('/daily')
    const daily = await rest(server.url, 'GET', '/api/daily', { token })
    const requests = await rest(server.url, 'GET', '/api/user/trainer-requests', { token })
    expect(page).toEqual([
      { path: 'workouts.daily', data: daily.body },
      { path: 'trainerRequests.mine', data: requests.body },
    ])
  })

  it("carries Explore's exercise cards, as the API answers them", async () => {
    const page = await reads('/explore')
    const cards = await rest(server.url, 'GET', '/api/exercise-cards', { token })
    expect(cards.status).toBe(200)
    expect(page).toEqual([{ path: 'exercises.cards', data: cards.body }])
  })

  it("carries an exercise page's workout list, or from Explore the exercise, with the loader's input", async () => {
    const { workoutId, exerciseId } = await firstWorkoutExercise()
    const list = await rest(server.url, 'GET', `/api/workouts/${workoutId}/exercises`, { token })
    expect(list.status).toBe(200)
    expect(await reads(`/exercise/${workoutId}/${exerciseId}`)).toEqual([
      { path: 'workouts.exercises', input: { id: workoutId }, data: list.body },
    ])
    const exercise = await rest(server.url, 'GET', `/api/exercises/${exerciseId}`, { token })
    expect(exercise.status).toBe(200)
    expect(await reads(`/exercise/explore/${exerciseId}`)).toEqual([
      { path: 'exercises.byId', input: { id: exerciseId }, data: exercise.body },
    ])
  })

  it('carries nothing for an exercise page whose ids name nothing', async () => {
    const { exerciseId } = await firstWorkoutExercise()
    expect(await reads(`/exercise/999999/${exerciseId}`)).toBeNull()
    expect(await reads(`/exercise/abc/${exerciseId}`)).toBeNull()
    expect(await reads('/exercise/explore/0')).toBeNull()
  })

  it("carries a paired kiosk's device and board, as the API answers them, and nothing for an unpaired screen", async () => {
    const kioskToken = await pairedKioskToken(server.database, { name: 'Studio A' })
    const asKiosk = { headers: { authorization: `Kiosk ${kioskToken}` } }
    const device = await rest(server.url, 'GET', '/api/kiosk/device', asKiosk)
    const board = await rest(server.url, 'GET', '/api/kiosk/board', asKiosk)
    expect(board.status).toBe(200)
    expect(await readsWith('/kiosk', `kiosk_device=${kioskToken}`)).toEqual([
      { path: 'kiosk.device', data: device.body },
      { path: 'kiosk.board', data: board.body },
    ])
    expect(await readsWith('/kiosk', null)).toBeNull()
    expect(await readsWith('/kiosk', 'kiosk_device=not-a-device')).toBeNull()
    // A user's session is not a kiosk.
    expect(await reads('/kiosk')).toBeNull()
  })

  it('carries nothing for a visitor without a session, nor for screens without page reads', async () => {
    const { workoutId, exerciseId } = await firstWorkoutExercise()
    expect(await reads('/daily', false)).toBeNull()
    expect(await reads('/explore', false)).toBeNull()
    expect(await reads(`/exercise/${workoutId}/${exerciseId}`, false)).toBeNull()
    expect(await reads('/skills')).toBeNull()
  })
})
