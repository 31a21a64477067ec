import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withInitialSession } from '~/server/app'
import { projectRoot } from '~/server/paths'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

/** A raw GET (fetch would decompress and hide what went over the wire). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${h.server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

const assets = join(projectRoot(), 'dist', 'client', 'assets')
const largestScript = () =>
  readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: readFileSync(join(assets, f)).length }))
    .sort((a, b) => b.size - a.size)[0]!.f

describe('compression', () => {
  it('sends built scripts precompressed as brotli or gzip, as the browser accepts, and plain otherwise', async () => {
    const file = largestScript()
    const original = readFileSync(join(assets, file))
    const br = await get(`/assets/${file}`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.body.length).toBeLessThan(original.length / 2)
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true)
    // The file written at build time, not one compressed on the fly.
    expect(br.body.equals(readFileSync(join(assets, `${file}.br`)))).toBe(true)

    const gz = await get(`/assets/${file}`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(original)).toBe(true)

    const plain = await get(`/assets/${file}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)
  })

  it('never serves the .br or .gz files under their own names', async () => {
    const file = largestScript()
    expect((await get(`/assets/${file}.br`)).status).toBe(404)
  })

  it('compresses pages and API answers (REST and tRPC) on the fly', async () => {
    const page = await get('/daily', { 'accept-encoding': 'br' })
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">')

    const auth = { authorization: `Bearer ${h.token}`, 'accept-encoding': 'br, gzip' }
    const rest = await get('/api/workouts', auth)
    expect(rest.status).toBe(200)
    expect(rest.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(rest.body).toString()).length).toBeGreaterThan(5)

    const trpc = await get('/trpc/workouts.list', auth)
    expect(trpc.status).toBe(200)
    expect(trpc.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(trpc.body).toString())).toHaveProperty('result')
  })

  it('leaves small answers alone', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok' })
  })
})

describe('static files', () => {
  it('serves a real robots.txt, not the app page', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/)
    expect(res.body.toString()).toMatch(/^User-agent: \*$/m)
  })
})

describe('the page', () => {
  it('carries the signed-in user as data, so the first screen needs no separate session call', async () => {
    const signedIn = await get('/daily', { cookie: `session=${h.token}` })
    expect(signedIn.headers['cache-control']).toBe('no-store')
    const html = signedIn.body.toString()
    const data = /<script type="application\/json" id="initial-session">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(data?.[1] ?? 'null')).toMatchObject({ user: { id: expect.any(Number) } })

    const signedOut = (await get('/auth')).body.toString()
    expect(signedOut).toContain(
      '<script type="application/json" id="initial-session">{"user":null}</script>',
    )
  })

  it('escapes the data so no text in it can end the element', () => {
    const html = withInitialSession('<div id="root"></div>', {
      user: { username: '</script><script>alert(1)</script>\u2028' },
    })
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const json = /id="initial-session">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual({
      user: { username: '</script><script>alert(1)</script>\u2028' },
    })
  })
})
