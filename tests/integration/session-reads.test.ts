// docs/architecture.md#request-cost: every signed-in request reads its session row, and the reads
// asked for in one turn of the event loop run back to back. Each must still answer for its own
// token, and none may outlive a sign-out made through another connection to the same file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startSecondServer, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let second: { url: string; close: () => Promise<void> }

beforeAll(async () => {
  server = await startTestServer()
  second = await startSecondServer(server)
})
afterAll(async () => {
  await second.close()
  await server.close()
})

describe('session checks made together', () => {
  it('answer forty users asking at once each with their own account', async () => {
    const users = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const user = await createUser(server.database, { username: `Athlete ${i}` })
        return {
          username: user.username,
          token: await createSessionToken(server.database, user.id),
        }
      }),
    )
    const answers = await Promise.all(
      users.map(({ token }) => rest(server.url, 'GET', '/api/user', { token })),
    )
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200))
    expect(answers.map((a) => (a.body as { username: string }).username)).toEqual(
      users.map((u) => u.username),
    )
  })

  it('refuse an unknown token with 401 while the requests beside it are answered', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const unknown = 'a'.repeat(40)
    const answers = await Promise.all(
      [token, unknown, token, unknown].map((t) =>
        rest(server.url, 'GET', '/api/user', { token: t }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 401])
  })

  it('refuse a session signed out through the other server on its very next request', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    expect((await rest(server.url, 'GET', '/api/workouts', { token })).status).toBe(200)
    expect((await rest(second.url, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300)
    const after = await rest(server.url, 'GET', '/api/workouts', { token })
    expect(after.status).toBe(401)
  })
})
