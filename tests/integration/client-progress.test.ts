import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUserRole } from '~/server/services/users/set-user-role'
import type { ProfileSummary } from '~/shared/schemas/profile'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function trainerWithClient() {
  const trainer = await createUser(server.database, { role: 'trainer' })
  const client = await createUser(server.database, { trainerId: trainer.id })
  const token = await createSessionToken(server.database, trainer.id)
  const clientToken = await createSessionToken(server.database, client.id)
  return { trainer, client, token, clientToken }
}

describe("a trainer's 'View Progress'", () => {
  it("shows the client's streak, level, badges, chart and history to their trainer", async () => {
    const { client, token, clientToken } = await trainerWithClient()
    const workouts = (await rest(server.url, 'GET', '/api/workouts', { token: clientToken }))
      .body as { id: number }[]
    const done = await rest(server.url, 'POST', `/api/user/${client.id}/progress`, {
      token: clientToken,
      body: { workoutId: workouts[0]!.id },
    })
    expect(done.status, done.text).toBe(200)

    const res = await rest(server.url, 'GET', `/api/user/${client.id}/summary`, { token })
    expect(res.status, res.text).toBe(200)
    const summary = res.body as ProfileSummary
    expect(summary.user).toEqual({
      id: client.id,
      username: client.username,
      photoURL: null,
      age: null,
      height: null,
      weight: null,
      units: 'kg',
    })
    expect(summary).toMatchObject({ totalWorkouts: 1, streak: 1, level: 1 })
    expect(summary.badges.map((b) => b.name)).toContain('First Workout')
    expect(summary.badgesEarned).toBe(summary.badges.length)
    expect(summary.history).toHaveLength(1)
    expect(summary.weekly.at(-1)?.count).toBe(1)
    // The client sees the same numbers as their trainer.
    const own = await rest(server.url, 'GET', `/api/user/${client.id}/summary`, {
      token: clientToken,
    })
    expect(own.body).toEqual(summary)
  })

  it("refuses another trainer, and a trainer who lost the role, the client's progress", async () => {
    const { trainer, client } = await trainerWithClient()
    const other = await createUser(server.database, { role: 'trainer' })
    const otherToken = await createSessionToken(server.database, other.id)
    const refused = await rest(server.url, 'GET', `/api/user/${client.id}/summary`, {
      token: otherToken,
    })
    expect(refused.status).toBe(403)

    await setUserRole({
      database: server.database,
      userId: trainer.id,
      role: 'user',
      changedBy: null,
      source: 'cli',
    })
    const demotedToken = await createSessionToken(server.database, trainer.id)
    const demoted = await rest(server.url, 'GET', `/api/user/${client.id}/summary`, {
      token: demotedToken,
    })
    expect(demoted.status).toBe(403)
  })
})
