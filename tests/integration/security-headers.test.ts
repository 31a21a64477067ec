import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '~/server/http/security-headers'
import { projectRoot } from '~/server/paths'
import { startTestServer, type TestServer } from '../support/test-server'

const GOOGLE = { GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret' }

let dev: TestServer
let prod: TestServer
beforeAll(async () => {
  ;[dev, prod] = await Promise.all([
    startTestServer(),
    startTestServer({ NODE_ENV: 'production', ...GOOGLE }),
  ])
})
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()])
})

const csp = (res: Response) => res.headers.get('content-security-policy') ?? ''
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `) || d === name)

describe('security headers', () => {
  it('sends the framing, sniffing, referrer and permissions headers on pages and API answers alike', async () => {
    for (const path of ['/', '/daily', '/api/workouts', '/healthz']) {
      const res = await fetch(`${dev.url}${path}`)
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(directive(csp(res), 'frame-ancestors'), path).toBe("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(res.headers.get('permissions-policy'), path).toContain('screen-wake-lock=(self)')
    }
  })

  it('allows no inline script in production except the hashed theme script of the built page', async () => {
    const res = await fetch(`${prod.url}/daily`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const scriptSrc = directive(csp(res), 'script-src') ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('unsafe-eval')
    // The page's own inline script (theme before first paint) is allowed by its hash, and only it.
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(1)
    expect(scriptSrc).toBe(`script-src 'self' '${hashes[0]}'`)
    expect(directive(csp(res), 'object-src')).toBe("object-src 'none'")
    expect(directive(csp(res), 'base-uri')).toBe("base-uri 'none'")
  })

  it('sends HSTS in production only', async () => {
    expect((await fetch(`${prod.url}/`)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect((await fetch(`${dev.url}/`)).headers.get('strict-transport-security')).toBeNull()
  })

  it('keeps invitation links and sign-in codes out of the Referer', async () => {
    for (const path of [
      '/invite/some-token',
      '/api/invitations/some-token',
      '/desktop-sign-in?state=abc',
      '/api/auth/google/callback?code=x&state=y',
    ]) {
      const res = await fetch(`${dev.url}${path}`, { redirect: 'manual' })
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
  })

  it('marks API answers with personal data as not to be stored, and leaves static assets cacheable', async () => {
    const agent = dev.agent()
    await agent.signIn({ demo: 'athlete' })
    const me = await agent.request('/api/user')
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    const trpc = await agent.request('/trpc/user.me')
    expect(trpc.status).toBe(200)
    expect(trpc.headers.get('cache-control')).toBe('no-store')

    const asset = readdirSync(join(projectRoot(), 'dist', 'client', 'assets')).find((f) =>
      f.endsWith('.js'),
    )
    const res = await fetch(`${dev.url}/assets/${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('sends scripts and style sheets without the page-only headers, compressed or not, but keeps nosniff, CORP and HSTS', async () => {
    const assets = readdirSync(join(projectRoot(), 'dist', 'client', 'assets'))
    const script = assets.find((f) => f.endsWith('.js'))
    const style = assets.find((f) => f.endsWith('.css'))
    for (const file of [script, style]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await fetch(`${prod.url}/assets/${file}`, {
          headers: { 'accept-encoding': encoding },
        })
        expect(res.status, `${file} ${encoding}`).toBe(200)
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
        expect(res.headers.get('strict-transport-security')).toContain('max-age=')
        for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
          expect(res.headers.get(name), `${name} on ${file} (${encoding})`).toBeNull()
        }
      }
    }
    // A page, and a public file that could be opened as one, keep them all.
    for (const path of ['/daily', '/favicon.svg']) {
      const res = await fetch(`${prod.url}${path}`)
      expect(csp(res), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })

  it('never serves source maps, though the build keeps them', async () => {
    const assets = join(projectRoot(), 'dist', 'client', 'assets')
    const map = readdirSync(assets).find((f) => f.endsWith('.js.map'))
    expect(map).toBeDefined()
    const js = readFileSync(join(assets, map!.replace(/\.map$/, '')), 'utf8')
    expect(js).not.toContain('sourceMappingURL')
    for (const server of [dev, prod]) {
      const res = await fetch(`${server.url}/assets/${map}`)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('"mappings"')
    }
  })
})
