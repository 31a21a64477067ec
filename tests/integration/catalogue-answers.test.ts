// docs/architecture.md#request-cost: GET /api/workouts is sent from a kept answer with a strong
// ETag and 304s, yet only ever to a signed-in caller, and never stale after an edit.
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
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
  const boss = await createUser(server.database, { role: 'admin' })
  admin = await createSessionToken(server.database, boss.id)
})
afterAll(() => server.close())

/** A raw GET /api/workouts (fetch would decompress and hide what went over the wire). */
function getWorkouts(headers: Record<string, string>, query = '') {
  return new Promise<{ res: { status: number; headers: Headers }; bytes: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}/api/workouts${query}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const seen = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') seen.set(name, value)
          resolve({
            res: { status: res.statusCode ?? 0, headers: seen },
            bytes: Buffer.concat(chunks),
          })
        })
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('GET /api/workouts from a kept answer', () => {
  it('answers the same workouts as the tRPC call, privately, with a strong ETag', async () => {
    const { res, bytes } = await getWorkouts({ authorization: `Bearer ${athlete}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(res.headers.get('vary')).toMatch(/Authorization/)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const viaTrpc = await rest(server.url, 'GET', '/trpc/workouts.list', { token: athlete })
    expect(JSON.parse(bytes.toString())).toEqual(
      (viaTrpc.body as { result: { data: unknown } }).result.data,
    )
  })

  it('answers 304 with no body to a signed-in caller whose copy is current', async () => {
    const first = await getWorkouts({ authorization: `Bearer ${athlete}` })
    const etag = first.res.headers.get('etag') ?? ''
    const again = await getWorkouts({ authorization: `Bearer ${athlete}`, 'if-none-match': etag })
    expect(again.res.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.res.headers.get('etag')).toBe(etag)
  })

  it('never answers 304 or the list without a valid session, whatever ETag is sent', async () => {
    const { res } = await getWorkouts({ authorization: `Bearer ${athlete}` })
    const etag = res.headers.get('etag') ?? ''
    const attempts: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': '*' },
      { 'if-none-match': etag, authorization: 'Bearer notavalidtokenatallxxxxxxxx' },
    ]
    for (const headers of attempts) {
      const denied = await getWorkouts(headers)
      expect(denied.res.status).toBe(401)
      expect(JSON.parse(denied.bytes.toString())).toEqual({
        message: 'Sign in to continue',
        code: 'UNAUTHORIZED',
      })
      expect(denied.res.headers.get('etag')).toBeNull()
    }
  })

  it('sends the new list, with a new ETag, as soon as an admin changes a workout', async () => {
    const before = await getWorkouts({ authorization: `Bearer ${athlete}` })
    const etag = before.res.headers.get('etag') ?? ''
    const [first] = JSON.parse(before.bytes.toString()) as { id: number; title: string }[]
    const patched = await rest(server.url, 'PATCH', `/api/workouts/${first!.id}`, {
      token: admin,
      body: { title: 'Renamed for the ETag test' },
    })
    expect(patched.status).toBe(200)
    const after = await getWorkouts({ authorization: `Bearer ${athlete}`, 'if-none-match': etag })
    expect(after.res.status).toBe(200)
    expect(after.res.headers.get('etag')).not.toBe(etag)
    const list = JSON.parse(after.bytes.toString()) as { id: number; title: string }[]
    expect(list.find((w) => w.id === first!.id)?.title).toBe('Renamed for the ETag test')
  })

  it('sends brotli or gzip as accepted, each with its own ETag, and the same list inside', async () => {
    const plain = await getWorkouts({ authorization: `Bearer ${athlete}` })
    const br = await getWorkouts({
      authorization: `Bearer ${athlete}`,
      'accept-encoding': 'gzip, br',
    })
    const gzip = await getWorkouts({
      authorization: `Bearer ${athlete}`,
      'accept-encoding': 'br;q=0, gzip',
    })
    expect(br.res.headers.get('content-encoding')).toBe('br')
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip')
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString())
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString())
    const tags = [plain, br, gzip].map((r) => r.res.headers.get('etag'))
    expect(new Set(tags).size).toBe(3)
    const notModified = await getWorkouts({
      authorization: `Bearer ${athlete}`,
      'accept-encoding': 'br',
      'if-none-match': tags[1] ?? '',
    })
    expect(notModified.res.status).toBe(304)
  })

  it('filters by category and refuses an unknown one as before', async () => {
    const { res, bytes } = await getWorkouts(
      { authorization: `Bearer ${athlete}` },
      '?category=skills',
    )
    expect(res.status).toBe(200)
    const list = JSON.parse(bytes.toString()) as { category: string }[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((w) => w.category === 'skills')).toBe(true)
    const bad = await getWorkouts({ authorization: `Bearer ${athlete}` }, '?category=nope')
    expect(bad.res.status).toBe(400)
    expect(JSON.parse(bad.bytes.toString())).toMatchObject({ code: 'BAD_REQUEST' })
  })
})
