// docs/architecture.md#client-data: the pages of /daily, /explore, an exercise, the workout player
// and the kiosk's board carry the answers of the reads their screen makes first (a user's screens for the signed-in user
// only, the board for a paired screen only), so the screen draws without asking.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workoutExercises } from '~/server/db/schema'
import { dayQuarter, localDay } from '~/shared/rules/days'
import { createSessionToken, createUser, pairedKioskToken } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token = ''
let userId = 0
let user: Awaited<ReturnType<typeof createUser>>
beforeAll(async () => {
  server = await startTestServer()
  user = await createUser(server.database, { timeZone: 'Pacific/Kiritimati' })
  userId = user.id
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

  it("carries the player's workout and its first exercise's 'Last time', as of the page's moment", async () => {
    const { workoutId, exerciseId } = await firstWorkoutExercise()
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    const logged = await rest(server.url, 'POST', `/api/user/${userId}/sets`, {
      token,
      body: {
        clientId: randomUUID(),
        workoutId,
        exerciseId,
        setNumber: 1,
        reps: 8,
        performedAt: yesterday,
      },
    })
    expect(logged.status).toBe(200)
    const from = Date.now()
    const page = (await reads(`/workout/${workoutId}/train`)) as {
      path: string
      input: { before?: string }
      data: unknown
    }[]
    const list = await rest(server.url, 'GET', `/api/workouts/${workoutId}/exercises`, { token })
    expect(page).toHaveLength(3)
    expect(page[0]).toEqual({
      path: 'workouts.exercises',
      input: { id: workoutId },
      data: list.body,
    })
    const before = page[1]!.input.before ?? ''
    expect(Date.parse(before)).toBeGreaterThanOrEqual(from - 1000)
    expect(Date.parse(before)).toBeLessThanOrEqual(Date.now())
    const lastTime = await rest(
      server.url,
      'GET',
      `/api/user/${userId}/exercises/${exerciseId}/last-session?workoutId=${workoutId}&before=${encodeURIComponent(before)}`,
      { token },
    )
    expect(lastTime.status).toBe(200)
    expect(page[1]).toEqual({
      path: 'progression.lastSession',
      input: { userId, exerciseId, workoutId, before },
      data: lastTime.body,
    })
    expect((lastTime.body as { sets: unknown[] }).sets).toHaveLength(1)
    // Today's calendar, as the user's day: a trainer's prescription sets what the player counts.
    const today = localDay(new Date(), user.timeZone)
    const calendar = await rest(
      server.url,
      'GET',
      `/api/user/${userId}/calendar?from=${today}&to=${today}`,
      { token },
    )
    expect(page[2]).toEqual({
      path: 'calendar.mine',
      input: { userId, from: today, to: today },
      data: calendar.body,
    })
    expect(await reads('/workout/999999/train')).toBeNull()
    expect(await reads(`/workout/${workoutId}/train`, false)).toBeNull()
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

  it("tells a signed-in user's page the day it is where they live, and a visitor's nothing", async () => {
    const dayIn = async (cookie: string | null) => {
      const res = await fetch(`${server.url}/skills`, { headers: cookie ? { cookie } : {} })
      const block = /<script type="application\/json" id="initial-day">(.*?)<\/script>/.exec(
        await res.text(),
      )
      return block
        ? (JSON.parse(block[1]!) as { timeZone: string; quarter: number; day: string })
        : null
    }
    const before = new Date()
    const told = await dayIn(`session=${token}`)
    const after = new Date()
    expect(told?.timeZone).toBe('Pacific/Kiritimati')
    expect(told?.quarter).toBeGreaterThanOrEqual(dayQuarter(before))
    expect(told?.quarter).toBeLessThanOrEqual(dayQuarter(after))
    // Fourteen hours ahead of UTC: most of the day, not the UTC day.
    expect([
      localDay(before, 'Pacific/Kiritimati'),
      localDay(after, 'Pacific/Kiritimati'),
    ]).toContain(told?.day)
    expect(await dayIn(null)).toBeNull()
  })
})
