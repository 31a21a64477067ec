// docs/architecture.md#client-data: the pages of /daily and /explore carry the answers of the reads its
// screen makes first, for the signed-in user only, so the screen draws without asking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
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

async function reads(path: string, signedIn = true): Promise<Record<string, unknown> | null> {
  const res = await fetch(server.url + path, {
    headers: signedIn ? { cookie: `session=${token}` } : {},
  })
  const html = await res.text()
  const block = /<script type="application\/json" id="initial-reads">(.*?)<\/script>/.exec(html)
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null
}

describe("the first screen's reads in the page", () => {
  it("carries Daily and the trainers' requests, as the API answers them", async () => {
    const page = await reads('/daily')
    const daily = await rest(server.url, 'GET', '/api/daily', { token })
    const requests = await rest(server.url, 'GET', '/api/user/trainer-requests', { token })
    expect(page).toEqual({ 'workouts.daily': daily.body, 'trainerRequests.mine': requests.body })
  })

  it("carries Explore's exercise cards, as the API answers them", async () => {
    const page = await reads('/explore')
    const cards = await rest(server.url, 'GET', '/api/exercise-cards', { token })
    expect(cards.status).toBe(200)
    expect(page).toEqual({ 'exercises.cards': cards.body })
  })

  it('carries nothing for a visitor without a session, nor for screens without page reads', async () => {
    expect(await reads('/daily', false)).toBeNull()
    expect(await reads('/explore', false)).toBeNull()
    expect(await reads('/skills')).toBeNull()
  })
})
