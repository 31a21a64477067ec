// docs/demos.md in Chromium: every built-in exercise shows its drawn demonstration on its own
// page (the second half of the library here, the first in demos.test.ts), and a thumbnail on
// every Explore row.
import { describe, expect, it } from 'vitest'
import { checkScreen, WHOLE_LIBRARY } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { demoAthlete as athlete, expectQuarterDrawn } from '../support/demos'

// Signed in with a session: these tests are about the drawings, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })
const QUARTERS = [2, 3]

describe('exercise demonstrations', () => {
  it.each(QUARTERS)(
    'shows every drawn exercise on its own page, named for it, and never an "image yet" text (quarter %i)',
    (quarter) => expectQuarterDrawn(h, quarter),
  )

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
})
