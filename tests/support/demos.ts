import { isNotNull } from 'drizzle-orm'
import { expect } from 'vitest'
import { exercises } from '~/server/db/schema'
import { DEMOS } from '~/shared/demos'
import type { BrowserHarness } from './browser-harness'

export const demoAthlete = { email: 'demos@example.test', name: 'Demo Athlete' }

export async function builtinExercises(h: BrowserHarness) {
  return h.server.database.db
    .select({ id: exercises.id, name: exercises.name, key: exercises.builtinKey })
    .from(exercises)
    .where(isNotNull(exercises.builtinKey))
    .all()
}

/**
 * Every drawn exercise of one quarter of the library (0 to 3) shows its demonstration on its own
 * page, named for it, and never an "image yet" text. In quarters, so each test stays well inside
 * its time limit on a busy 2-core machine, and two files share them. The first page is loaded;
 * the app moves to the next ones itself, as the browser's Back and Forward make it (a whole page
 * load each cost ~0.9 s, most of these files' time).
 */
export async function expectQuarterDrawn(h: BrowserHarness, quarter: number) {
  const page = await h.signIn(demoAthlete)
  const drawn = (await builtinExercises(h)).filter((e) => e.key && DEMOS[e.key])
  expect(drawn.length).toBe(Object.keys(DEMOS).length)
  const size = Math.ceil(drawn.length / 4)
  for (const [i, exercise] of drawn.slice(quarter * size, (quarter + 1) * size).entries()) {
    const path = `/exercise/explore/${exercise.id}`
    if (i === 0) await page.goto(`${h.server.url}${path}`)
    else
      await page.evaluate((to) => {
        window.history.pushState(window.history.state, '', to)
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
      }, path)
    const figure = page.getByRole('img', {
      name: `${exercise.name} demonstration`,
      exact: true,
    })
    await figure.waitFor()
    expect(await figure.evaluate((el) => el.tagName.toLowerCase())).toBe('svg')
    expect(await page.getByText(/image yet/).count()).toBe(0)
  }
}
