// The exercise library (filters, explore-mode detail, the space bar) and every athlete screen at
// 375 and 1280 px, axe-clean with no sideways scroll. The athlete's day is in athlete.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { workouts } from '~/server/db/schema'
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  WHOLE_LIBRARY,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { athleteDay } from '../support/athlete-day'

// Signed in with a session: these tests are about the screens, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })
const { signedIn, todaysWarmup } = athleteDay(h)

describe('the exercise library', () => {
  it('filters by body part and difficulty and opens the explore-mode detail', async () => {
    await signedIn('explorer@example.test')
    await h.page.getByRole('link', { name: 'Explore' }).first().click()
    await h.page.getByRole('heading', { name: 'Explore Exercises' }).waitFor()
    const rows = h.page.locator('a[href*="/exercise/explore/"]')
    // The first twelve rows come at once, the rest in slices when the page idles, on the
    // (installed) clock: run it on until the whole library is in.
    const total = await h.page.getByText(/^\d+ exercises$/).textContent()
    const all = Number(total!.split(' ')[0])
    expect(all).toBeGreaterThan(50)
    await expect
      .poll(async () => {
        await h.page.clock.runFor(100)
        return rows.count()
      }, WHOLE_LIBRARY)
      .toBe(all)
    await expectNoAxeViolations(h.page, 'explore')
    await h.page.getByRole('button', { name: 'By Body Part' }).click()
    // The body part's chip: the movement chips have a 'Core' too.
    await h.page
      .getByRole('group', { name: 'Body part' })
      .getByRole('button', { name: 'Core', exact: true })
      .click()
    const core = await rows.count()
    expect(core).toBeGreaterThan(0)
    expect(core).toBeLessThan(all)
    // textContent: rows off screen skip rendering (content-visibility), innerText reads only rendered text.
    for (const text of await rows.allTextContents()) expect(text).toContain('Core')
    await h.page.getByRole('button', { name: 'All Exercises' }).click()
    // The rows come in slices when the page idles, and this page's clock is the test's.
    await expect
      .poll(async () => {
        await h.page.clock.runFor(100)
        return rows.count()
      }, WHOLE_LIBRARY)
      .toBe(all)
    await h.page.getByRole('button', { name: 'By Difficulty' }).click()
    await h.page.getByRole('button', { name: 'Advanced', exact: true }).click()
    for (const text of await rows.allTextContents()) expect(text).toContain('Advanced')
    await rows.first().click()
    await h.page.getByText('Exercise Library').waitFor()
    await h.page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()
    await h.page.getByRole('tab', { name: 'Incorrect Form' }).click()
    await h.page.getByRole('heading', { name: "Don't" }).waitFor()
    await expectNoAxeViolations(h.page, 'explore detail')
    await h.page.getByRole('button', { name: 'Back', exact: true }).click()
    await h.page.waitForURL(/\/explore/)
  })

  it('counts reps with the space bar', async () => {
    await signedIn('keyboard.athlete@example.test')
    const push = await h.server.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.builtinKey, 'fundamentals'))
      .get()
    await h.page.goto(`${h.server.url}/exercise-list/${push!.id}`)
    await h.page.getByRole('link', { name: /Push-ups/ }).click()
    await h.page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()
    await h.page.keyboard.press('Space')
    await h.page.keyboard.press('Space')
    await h.page.getByRole('button', { name: /^Count a rep: 2 of/ }).waitFor()
  })
})

describe('screens at phone and desktop widths', () => {
  for (const width of [375, 1280]) {
    it(`shows every athlete screen at ${width} px with no axe violations and no sideways scrolling`, async () => {
      await signedIn(`screens.${width}@example.test`, width)
      const warmup = await todaysWarmup()
      const screens: [string, string, string][] = [
        ['daily', '/daily', "Today's Progress"],
        ['explore', '/explore', 'Exercise Library Stats'],
        ['skills', '/skills', 'Skills to Unlock'],
        ['category', `/workout-list/${warmup.category}`, 'Workouts'],
        ['workout', `/workout/${warmup.id}`, 'Workout Overview'],
        ['list', `/exercise-list/${warmup.id}`, 'exercises completed'],
        ['profile', '/profile', 'Workouts per week'],
        ['settings', '/settings', 'Appearance'],
      ]
      for (const [name, path, text] of screens) {
        await h.page.goto(h.server.url + path)
        await h.page.getByText(text).first().waitFor()
        await expectNoAxeViolations(h.page, `${name} at ${width}`)
        await expectNoSidewaysScroll(h.page, name)
        await screenshot(h.page, `athlete-${name}-${width}`)
      }
    })
  }
})
