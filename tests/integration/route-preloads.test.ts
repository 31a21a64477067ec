// docs/architecture.md#first-visit: the page sent for a path names the chunks of the screen it
// opens, so they download alongside the framework instead of after it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routePattern } from '~/server/http/route-preloads'
import { projectRoot } from '~/server/paths'
import { createSessionToken, createUser } from '../support/factories'
import { startTestServer, type TestServer } from '../support/test-server'

const manifest = JSON.parse(
  readFileSync(join(projectRoot(), 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { file: string }>
const chunk = (route: string) => `/${manifest[`routes/${route}.tsx?tsr-split=component`]!.file}`
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])

let server: TestServer
let cookie = ''
beforeAll(async () => {
  server = await startTestServer()
  const user = await createUser(server.database)
  cookie = `session=${await createSessionToken(server.database, user.id)}`
})
afterAll(() => server.close())

const page = async (path: string, signedIn = true) =>
  (await fetch(server.url + path, { headers: signedIn ? { cookie } : {} })).text()

describe('the page of a screen', () => {
  it("names the screen's chunks and its layout's, once each, and not another screen's", async () => {
    const html = await page('/explore?mode=bodyPart')
    const links = preloaded(html)
    expect(links).toEqual(expect.arrayContaining([chunk('_app'), chunk('_app/explore')]))
    expect(links).not.toContain(chunk('_app/daily'))
    expect(new Set(links).size).toBe(links.length)
    // The entry's own chunks are named once, by the build.
    for (const href of links) expect(html.split(`"${href}"`)).toHaveLength(2)
    expect(preloaded(await page('/skills/3/train'))).toContain(
      chunk('_app/skills_.$skillId_.train'),
    )
    expect(preloaded(await page('/skills/3'))).toContain(chunk('_app/skills_.$skillId'))
  })

  it("names an index screen's chunk, not only its layout's, whose pattern matches the same path", async () => {
    const board = preloaded(await page('/kiosk', false))
    expect(board).toEqual(
      expect.arrayContaining([chunk('kiosk/_screen'), chunk('kiosk/_screen/index')]),
    )
  })

  it('names the sign-in screen for a visitor without a session, who is sent there', async () => {
    const links = preloaded(await page('/daily', false))
    expect(links).toContain(chunk('auth'))
    expect(links).not.toContain(chunk('_app/daily'))
  })

  it('reads file routes as TanStack Router does', () => {
    expect(routePattern('_app/skills_.$skillId_.train').test('/skills/12/train')).toBe(true)
    expect(routePattern('_app/skills_.$skillId_.train').test('/skills/12')).toBe(false)
    expect(routePattern('_app/admin/route').test('/admin')).toBe(true)
    expect(routePattern('kiosk/_screen/index').test('/kiosk')).toBe(true)
    expect(routePattern('_app/exercise.$workoutId.$exerciseId').test('/exercise/explore/4')).toBe(
      true,
    )
  })
})
