import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exercises, workoutExercises, workouts } from '~/server/db/schema'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// docs/product.md#offline: installable, and readable offline after one online visit.
/**
 * A new build, as this test's own server sees it: once set, /sw.js answers the built worker
 * with a line added. (Playwright's routing does not reach a worker's update check; changing
 * dist/client itself would show the prompt to other test files sharing the build.)
 */
let newServiceWorker: Buffer | null = null
const h = browserHarness({
  serviceWorkers: 'allow',
  beforeListen: (app) =>
    app.addHook('onRequest', async (request, reply) => {
      if (newServiceWorker && request.url.split('?')[0] === '/sw.js') {
        await reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(newServiceWorker)
      }
    }),
})
const ATHLETE = { email: 'offline.reader@example.test', name: 'offline.reader' }

/** The page is under the app's service worker (installed after the page loaded). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

describe('the installable app', () => {
  it('has a valid manifest and a service worker controlling the page, which Chromium finds installable', async () => {
    const page = await h.signIn(ATHLETE)
    await waitForServiceWorker(page)
    const manifest = (await (
      await page.request.get(`${h.server.url}/manifest.webmanifest`)
    ).json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Calisthenics',
      short_name: 'Calisthenics',
      start_url: '/daily',
      display: 'standalone',
    })
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const answer = await page.request.get(`${h.server.url}${icon.src}`)
      expect(answer.headers()['content-type']).toBe('image/png')
    }
    const cdp = await h.context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    // Playwright's browser contexts are incognito profiles, where Chromium never installs
    // anything; that is the profile, not the app. Nothing else may be missing.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
  })

  it('offers a new version with Reload and swaps only when Reload is pressed', async () => {
    const page = await h.signIn(ATHLETE)
    await waitForServiceWorker(page)
    const banner = page.getByText('A new version is available', { exact: true })
    expect(await banner.count()).toBe(0)

    const original = readFileSync(join(process.cwd(), 'dist', 'client', 'sw.js'))
    newServiceWorker = Buffer.concat([original, Buffer.from(`\n// a new version ${Date.now()}\n`)])
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        await registration?.update()
      })
      await banner.waitFor()
      // Still the old version until the athlete says so.
      expect(
        await page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        ),
      ).toBe(true)
      await checkScreen(page, 'offline-update-prompt')
      await page.getByRole('button', { name: 'Reload' }).click()
      await page.waitForEvent('load')
      await waitForServiceWorker(page)
      await page.getByRole('heading', { name: "Today's Workout" }).first().waitFor()
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.waiting === null && registration.active !== null
        }),
      ).toBe(true)
      expect(await banner.count()).toBe(0)
    } finally {
      newServiceWorker = null
    }
  })
})

/** The reads whose answers this device keeps, by tRPC path (read in the page, from IndexedDB). */
function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('calisthenics-offline')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          try {
            const keys = open.result.transaction('answers').objectStore('answers').getAllKeys()
            keys.onsuccess = () => {
              open.result.close()
              resolve((keys.result as string[]).map((key) => key.split('|')[1] ?? ''))
            }
          } catch {
            open.result.close()
            resolve([])
          }
        }
      }),
  )
}

describe('reading offline', () => {
  it('opens /daily from cold with the network off after one online visit, with the Offline banner', async () => {
    const { db } = h.server.database
    const first = await db
      .select({ workoutId: workouts.id, exerciseId: exercises.id, name: exercises.name })
      .from(workoutExercises)
      .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(eq(workouts.builtinKey, 'fundamentals'))
      .orderBy(asc(workoutExercises.order))
      .get()
    if (!first) throw new Error('no fundamentals workout')
    const exercisePage = `/exercise/${first.workoutId}/${first.exerciseId}`
    const page = await h.signIn(ATHLETE)
    await waitForServiceWorker(page)
    await page.getByRole('heading', { name: "Today's Workout" }).first().waitFor()
    await expect.poll(() => keptReads(page)).toContain('workouts.daily')
    // The screens the athlete opened online: Explore, Skills, the profile, an exercise; each
    // left once the device holds its read (the next page load would cut its write short).
    for (const [path, read] of [
      ['/explore', 'exercises.cards'],
      ['/skills', 'skills.list'],
      ['/profile', 'profile.summary'],
      [exercisePage, 'workouts.exercises'],
    ] as const) {
      await page.goto(`${h.server.url}${path}`)
      await page.locator('main h1').first().waitFor()
      await expect.poll(() => keptReads(page)).toContain(read)
    }
    await page.close()

    await h.context.setOffline(true)
    const cold = await h.context.newPage()
    await cold.goto(`${h.server.url}/daily`)
    await cold.getByRole('heading', { name: "Today's Workout" }).first().waitFor()
    await cold.getByText('Offline', { exact: true }).waitFor()
    await cold.getByText(/^Last updated /).waitFor()
    await checkScreen(cold, 'offline-daily')
    for (const [path, heading] of [
      ['/explore', 'Explore Exercises'],
      ['/skills', 'Skills'],
    ] as const) {
      await cold.goto(`${h.server.url}${path}`)
      await cold.getByRole('heading', { name: heading }).first().waitFor()
    }
    await cold.goto(`${h.server.url}/profile`)
    await cold.getByText(ATHLETE.name).first().waitFor()
    // An exercise page with its drawn demonstration.
    await cold.goto(`${h.server.url}${exercisePage}`)
    await cold.getByRole('heading', { name: first.name, exact: true }).waitFor()
    await cold.locator('main svg[role="img"]').first().waitFor()
    await h.context.setOffline(false)
  })

  it('says a staff screen needs the network instead of failing', async () => {
    const page = await h.signIn({ demo: 'Demo admin' })
    await waitForServiceWorker(page)
    await h.context.setOffline(true)
    await page.goto(`${h.server.url}/admin/users`)
    await page.getByRole('heading', { name: 'This screen needs the network' }).waitFor()
    await h.context.setOffline(false)
  })
})
