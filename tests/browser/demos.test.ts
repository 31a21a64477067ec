// docs/demos.md in Chromium: every built-in exercise shows its drawn demonstration on its page,
// the fault on the Incorrect Form tab, thumbnails in lists; a contact sheet of them all.
import { describe, expect, it } from 'vitest'
import { isNotNull } from 'drizzle-orm'
import { exercises } from '~/server/db/schema'
import { DEMOS } from '~/shared/demos'
import { checkScreen, expectNoAxeViolations, WHOLE_LIBRARY } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { demoContactSheet } from '../support/demo-contact-sheet'

const h = browserHarness({ height: 900 })
const athlete = { email: 'demos@example.test', name: 'Demo Athlete' }

async function builtinExercises() {
  return h.server.database.db
    .select({ id: exercises.id, name: exercises.name, key: exercises.builtinKey })
    .from(exercises)
    .where(isNotNull(exercises.builtinKey))
    .all()
}

describe('exercise demonstrations', () => {
  // In quarters, so each test stays well inside its time limit on a busy 2-core machine.
  it.each([0, 1, 2, 3])(
    'shows every drawn exercise on its own page, named for it, and never an "image yet" text (quarter %i)',
    async (quarter) => {
      const page = await h.signIn(athlete)
      const drawn = (await builtinExercises()).filter((e) => e.key && DEMOS[e.key])
      expect(drawn.length).toBe(Object.keys(DEMOS).length)
      const size = Math.ceil(drawn.length / 4)
      for (const exercise of drawn.slice(quarter * size, (quarter + 1) * size)) {
        await page.goto(`${h.server.url}/exercise/explore/${exercise.id}`)
        const figure = page.getByRole('img', {
          name: `${exercise.name} demonstration`,
          exact: true,
        })
        await figure.waitFor()
        expect(await figure.evaluate((el) => el.tagName.toLowerCase())).toBe('svg')
        expect(await page.getByText(/image yet/).count()).toBe(0)
      }
    },
  )

  it('marks the fault on the Incorrect Form tab, pauses and plays, and passes axe in light and dark', async () => {
    const page = await h.signIn(athlete)
    const pushUps = (await builtinExercises()).find((e) => e.key === 'push-ups')!
    await page.goto(`${h.server.url}/exercise/explore/${pushUps.id}`)
    await page.getByRole('img', { name: 'Push-ups demonstration' }).waitFor()
    await page.getByRole('button', { name: 'Pause Push-ups demonstration' }).click()
    await page.getByRole('button', { name: 'Play Push-ups demonstration' }).waitFor()
    await page.getByRole('tab', { name: 'Incorrect Form' }).click()
    const fault = page.getByRole('img', { name: 'Push-ups incorrect form' })
    await fault.waitFor()
    // Still, so axe and the screenshots look at one frame.
    await page.getByRole('button', { name: 'Pause Push-ups incorrect form' }).click()
    await page.getByRole('button', { name: 'Play Push-ups incorrect form' }).waitFor()
    // The fault is ringed on the figure.
    expect(await fault.locator('circle[stroke-dasharray]').count()).toBeGreaterThan(0)
    await checkScreen(page, 'demo-push-ups-incorrect')
    // Dark from the first paint (the theme setting), so no colour is mid-transition for axe.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await page.getByRole('button', { name: 'Pause Push-ups demonstration' }).click()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    )
    await expectNoAxeViolations(page, 'push-ups demonstration, dark')
  })

  it('shows a still with a play button when the system asks for reduced motion', async () => {
    const page = await h.signIn(athlete)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const pullUps = (await builtinExercises()).find((e) => e.key === 'pull-ups')!
    await page.goto(`${h.server.url}/exercise/explore/${pullUps.id}`)
    await page.getByRole('button', { name: 'Play Pull-ups demonstration' }).waitFor()
    const figure = page.getByRole('img', { name: 'Pull-ups demonstration' })
    const first = await figure.innerHTML()
    await page.waitForTimeout(300)
    expect(await figure.innerHTML()).toBe(first)
  })

  it('puts a thumbnail on every Explore row', async () => {
    const page = await h.signIn(athlete)
    await page.goto(`${h.server.url}/explore`)
    const rows = page.getByRole('list').first().getByRole('listitem')
    await rows.first().waitFor()
    const total = await page.getByText(/^\d+ exercises$/).textContent()
    const count = Number(total!.split(' ')[0])
    await expect.poll(() => rows.count(), WHOLE_LIBRARY).toBe(count)
    // Stills are drawn as they come near the screen: only the first few at once.
    const drawn = page.locator('ul li a svg[aria-hidden="true"][data-drawn]')
    expect(await drawn.count()).toBeLessThan(count)
    for (let y = 0; (await drawn.count()) < count; y += 600) {
      expect(y, 'every row drawn by the end of the list').toBeLessThan(40_000)
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(50)
    }
    expect(
      await page.locator('ul li a svg[data-drawn] path, ul li a svg[data-drawn] line').count(),
    ).toBeGreaterThan(count)
    await checkScreen(page, 'explore-thumbnails')
  })

  it('writes a contact sheet of every demonstration', async () => {
    const { html, count } = demoContactSheet()
    expect(count).toBe(Object.keys(DEMOS).length)
    const page = await h.open(1400, 900)
    await page.setContent(html)
    await page.screenshot({ path: 'tests/.artifacts/demo-contact-sheet.png', fullPage: true })
    expect(await page.locator('figcaption b').count()).toBe(0)
  })
})
