import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '~/server/config'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

describe('the terms and privacy pages (GET /api/pages/{slug})', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('serves the Markdown shipped in content/ to anyone, signed in or not', async () => {
    for (const slug of ['terms', 'privacy'] as const) {
      const res = await rest(server.url, 'GET', `/api/pages/${slug}`)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({
        slug,
        markdown: readFileSync(join(process.cwd(), 'content', `${slug}.md`), 'utf8'),
      })
    }
    const privacy = (await rest(server.url, 'GET', '/api/pages/privacy')).body as {
      markdown: string
    }
    expect(privacy.markdown).toMatch(/^# Privacy Policy/)
    for (const stored of ['Account', 'Profile', 'Workouts', 'Sessions cookie']) {
      expect(privacy.markdown).toContain(stored)
    }
    expect(privacy.markdown).toContain('No third-party trackers')
  })

  it('answers 404 for a page that does not exist', async () => {
    const res = await rest(server.url, 'GET', '/api/pages/cookies')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Page not found', code: 'NOT_FOUND' })
  })

  it('is listed as public in the OpenAPI document', async () => {
    const doc = (await rest(server.url, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, { get?: { security?: unknown[] } }>
    }
    expect(doc.paths['/pages/{slug}']?.get?.security).toEqual([])
  })
})

describe('TERMS_FILE and PRIVACY_FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-'))
  const terms = join(dir, 'terms.md')
  let server: TestServer
  beforeAll(async () => {
    writeFileSync(terms, '# Our terms\n\nBe kind.\n')
    server = await startTestServer({
      TERMS_FILE: terms,
      PRIVACY_FILE: join(dir, 'not-written-yet.md'),
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("serves the operator's file, and an edit shows on the next request", async () => {
    const first = await rest(server.url, 'GET', '/api/pages/terms')
    expect((first.body as { markdown: string }).markdown).toBe('# Our terms\n\nBe kind.\n')
    writeFileSync(terms, '# Our terms\n\nBe kinder.\n')
    const edited = await rest(server.url, 'GET', '/api/pages/terms')
    expect((edited.body as { markdown: string }).markdown).toBe('# Our terms\n\nBe kinder.\n')
  })

  it('answers 404 when the configured file is missing', async () => {
    const res = await rest(server.url, 'GET', '/api/pages/privacy')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Page not found', code: 'NOT_FOUND' })
  })

  it('defaults to the files shipped in content/', () => {
    expect(loadConfig({}).pageFiles).toEqual({
      terms: 'content/terms.md',
      privacy: 'content/privacy.md',
    })
  })
})
