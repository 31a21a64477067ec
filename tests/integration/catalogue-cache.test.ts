import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentCatalogueVersion } from '~/server/services/catalogue/catalogue-cache'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startSecondServer, startTestServer, type TestServer } from '../support/test-server'

type Workout = { id: number; title: string; exerciseCount: number }

let a: TestServer
let bUrl = ''
let closeB: () => Promise<void> = async () => undefined
let admin = ''
beforeAll(async () => {
  a = await startTestServer()
  const b = await startSecondServer(a)
  bUrl = b.url
  closeB = b.close
  const user = await createUser(a.database, { role: 'admin' })
  admin = await createSessionToken(a.database, user.id)
})
afterAll(async () => {
  await closeB()
  await a.close()
})

const workouts = async (url: string) =>
  (await rest(url, 'GET', '/api/workouts', { token: admin })).body as Workout[]

describe('the catalogue cache', () => {
  it('shows a change made through another server process at once, with no timer', async () => {
    const before = await workouts(a.url)
    const first = before[0]!
    // Server A has the catalogue cached now; server B changes it.
    const patched = await rest(bUrl, 'PATCH', `/api/workouts/${first.id}`, {
      token: admin,
      body: { title: 'Renamed by the other process' },
    })
    expect(patched.status).toBe(200)
    const after = await workouts(a.url)
    expect(after.find((w) => w.id === first.id)?.title).toBe('Renamed by the other process')
  })

  it('shows a change made outside the app (another tool writing to the file)', async () => {
    await workouts(a.url)
    const tool = createClient({ url: `file:${a.database.path}` })
    try {
      await tool.execute("UPDATE workouts SET title = 'Edited with sqlite3' WHERE id = 2")
    } finally {
      tool.close()
    }
    expect((await workouts(a.url)).find((w) => w.id === 2)?.title).toBe('Edited with sqlite3')
  })

  it('moves the version on every change to workouts, exercises and their links, and only then', async () => {
    const version = () => currentCatalogueVersion(a.database.db)
    const start = await version()
    await workouts(a.url)
    await rest(a.url, 'GET', '/api/daily', { token: admin })
    expect(await version()).toBe(start)

    const created = await rest(a.url, 'POST', '/api/workouts', {
      token: admin,
      body: { title: 'Cache check', description: 'A workout', imageBackground: 'workout-bg-1' },
    })
    expect(created.status).toBe(200)
    const workoutId = (created.body as { id: number }).id
    const afterCreate = await version()
    expect(afterCreate).toBeGreaterThan(start)
    expect((await workouts(bUrl)).some((w) => w.id === workoutId)).toBe(true)

    const added = await rest(a.url, 'POST', `/api/workouts/${workoutId}/exercises`, {
      token: admin,
      body: { exerciseId: 1 },
    })
    expect(added.status, added.text).toBe(200)
    expect(await version()).toBeGreaterThan(afterCreate)
    expect((await workouts(bUrl)).find((w) => w.id === workoutId)?.exerciseCount).toBe(1)

    const beforeDelete = await version()
    expect(
      (await rest(a.url, 'DELETE', `/api/workouts/${workoutId}`, { token: admin })).status,
    ).toBe(200)
    expect(await version()).toBeGreaterThan(beforeDelete)
    expect((await workouts(bUrl)).some((w) => w.id === workoutId)).toBe(false)
  })
})
