// Explore's read (docs/product.md#explore): the whole library with only what its cards show,
// and an admin's change shown at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let athlete = ''
let admin = ''
beforeAll(async () => {
  server = await startTestServer()
  athlete = await createSessionToken(server.database, (await createUser(server.database)).id)
  admin = await createSessionToken(
    server.database,
    (await createUser(server.database, { role: 'admin' })).id,
  )
})
afterAll(() => server.close())

type Card = Record<string, unknown> & { id: number; name: string }

describe('GET /api/exercise-cards', () => {
  it("lists every exercise by name with only the card's fields, far smaller than the full list", async () => {
    const cards = await rest(server.url, 'GET', '/api/exercise-cards', { token: athlete })
    const full = await rest(server.url, 'GET', '/api/exercises', { token: athlete })
    expect(cards.status).toBe(200)
    const list = cards.body as Card[]
    const all = full.body as Card[]
    expect(list.map((c) => c.id)).toEqual(all.map((e) => e.id))
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'bodyPart',
        'category',
        'demo',
        'difficulty',
        'equipment',
        'id',
        'imageUrl',
        'name',
        'rightFormImageUrl',
        'targetMuscles',
        'tempo',
        'videoUrl',
        'wrongFormImageUrl',
      ].sort(),
    )
    const pushUp = all.find((e) => e.demo !== null)!
    expect(list.find((c) => c.id === pushUp.id)).toMatchObject({
      name: pushUp.name,
      demo: pushUp.demo,
      targetMuscles: pushUp.targetMuscles,
    })
    expect(cards.text.length).toBeLessThan(full.text.length / 3)
  })

  it("shows an admin's rename at once and refuses the signed out", async () => {
    const [first] = (await rest(server.url, 'GET', '/api/exercise-cards', { token: athlete }))
      .body as Card[]
    const renamed = await rest(server.url, 'PATCH', `/api/exercises/${first!.id}`, {
      token: admin,
      body: { name: 'Aardvark Hold' },
    })
    expect(renamed.status).toBe(200)
    const after = (await rest(server.url, 'GET', '/api/exercise-cards', { token: athlete }))
      .body as Card[]
    expect(after.find((c) => c.id === first!.id)?.name).toBe('Aardvark Hold')
    expect((await rest(server.url, 'GET', '/api/exercise-cards')).status).toBe(401)
  })
})
