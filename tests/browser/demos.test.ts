// docs/demos.md in Chromium: every built-in exercise shows its drawn demonstration on its own
// page (the first half of the library here, the second in demos-library.test.ts), the fault on
// the Incorrect Form tab, the still for reduced motion; a contact sheet of them all.
import { describe, expect, it } from 'vitest'
import { DEMOS } from '~/shared/demos'
import { checkScreen, expectNoAxeViolations } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { demoContactSheet } from '../support/demo-contact-sheet'
import { builtinExercises, demoAthlete as athlete, expectQuarterDrawn } from '../support/demos'

// Signed in with a session: these tests are about the drawings, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })
const QUARTERS = [0, 1]

describe('exercise demonstrations', () => {
  it.each(QUARTERS)(
    'shows every drawn exercise on its own page, named for it, and never an "image yet" text (quarter %i)',
    (quarter) => expectQuarterDrawn(h, quarter),
  )

  it('marks the fault on the Incorrect Form tab, pauses and plays, and passes axe in light and dark', async () => {
    const page = await h.signIn(athlete)
    const pushUps = (await builtinExercises(h)).find((e) => e.key === 'push-ups')!
    await page.goto(`${h.server.url}/exercise/explore/${pushUps.id}`)
    const figure = page.getByRole('img', { name: 'Push-ups demonstration' })
    await figure.waitFor()
    // It moves while it plays (frames are written onto the drawing), and stands still paused.
    const playing = await figure.innerHTML()
    await expect.poll(() => figure.innerHTML()).not.toBe(playing)
    await page.getByRole('button', { name: 'Pause Push-ups demonstration' }).click()
    await page.getByRole('button', { name: 'Play Push-ups demonstration' }).waitFor()
    const paused = await figure.innerHTML()
    await page.waitForTimeout(300)
    expect(await figure.innerHTML()).toBe(paused)
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
    const pullUps = (await builtinExercises(h)).find((e) => e.key === 'pull-ups')!
    await page.goto(`${h.server.url}/exercise/explore/${pullUps.id}`)
    await page.getByRole('button', { name: 'Play Pull-ups demonstration' }).waitFor()
    const figure = page.getByRole('img', { name: 'Pull-ups demonstration' })
    const first = await figure.innerHTML()
    await page.waitForTimeout(300)
    expect(await figure.innerHTML()).toBe(first)
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
