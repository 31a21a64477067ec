// docs/product.md#explore on a 375 × 812 phone: the catalogue search ranks ('pullup',
// 'press-up', 'ring'), movement and equipment filters combine and live in the URL, 'Only what I
// can do' hides what needs equipment the athlete lacks, and the compact list shows at least five
// exercises a screen, each with its still. Light and dark pass axe at 375 and 1280 px.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { exercises, users } from '~/server/db/schema'
import { canDoWith, equipmentKeysOf } from '~/shared/rules/equipment'
import { movementsOf } from '~/shared/rules/movement'
import { checkScreen, screenshot } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const PHONE = { width: 375, height: 812 }
const h = browserHarness({ height: PHONE.height })

const rows = (page: Page) => page.locator('a[href*="/exercise/explore/"]')
// textContent: rows off screen skip rendering (content-visibility: auto).
const shownNames = (page: Page) => rows(page).locator('h2').allTextContents()

async function openExplore(email: string, search = '') {
  const page = await h.signIn({ email, name: email.split('@')[0] }, PHONE)
  await page.goto(`${h.server.url}/explore${search}`)
  await page.getByRole('heading', { name: 'Explore Exercises' }).waitFor()
  return page
}

const library = () => h.server.database.db.select().from(exercises).all()

describe('Explore on a phone', () => {
  it('ranks the search: pullup, press-up, and ring before any hamstring exercise', async () => {
    const page = await openExplore('finder@example.test')
    const search = page.getByRole('searchbox', { name: 'Search exercises' })
    const firstName = () => rows(page).first().locator('h2').textContent()

    await search.fill('pullup')
    await expect.poll(firstName).toBe('Pull-ups')
    await page.waitForURL(/[?&]q=pullup/)
    await search.fill('pull up')
    await expect.poll(firstName).toBe('Pull-ups')
    await search.fill('press-up')
    await expect.poll(firstName).toBe('Push-ups')

    await search.fill('ring')
    await expect.poll(firstName).toBe('Ring Dips')
    const hamstrings = new Set(
      (await library()).filter((e) => /hamstring/i.test(e.targetMuscles ?? '')).map((e) => e.name),
    )
    const names = await shownNames(page)
    const firstHamstring = names.findIndex((n) => hamstrings.has(n))
    expect(firstHamstring === -1 || firstHamstring > names.indexOf('Ring Dips')).toBe(true)
  })

  it('combines movement and equipment, keeps them in the URL, and shows five rows a screen with stills', async () => {
    const page = await openExplore('filterer@example.test')
    await rows(page).first().waitFor()
    await screenshot(page, 'explore-phone-first-screen', { viewport: true })
    // Keyboard only: the movement chip with Enter, the equipment select with the arrow keys.
    const movement = page.getByRole('group', { name: 'Movement' })
    await movement.getByRole('button', { name: 'Pull', exact: true }).focus()
    await page.keyboard.press('Enter')
    await page.getByLabel('Equipment').selectOption('rings')
    await page.waitForURL(/movement=pull/)
    await page.waitForURL(/equipment=rings/)

    const expected = (await library())
      .filter(
        (e) => movementsOf(e).includes('pull') && equipmentKeysOf(e.equipment).includes('rings'),
      )
      .map((e) => e.name)
      .sort()
    expect(expected.length).toBeGreaterThan(1)
    await expect.poll(async () => (await shownNames(page)).sort()).toEqual(expected)
    await page.reload()
    await expect.poll(async () => (await shownNames(page)).sort()).toEqual(expected)
    expect(
      await movement
        .getByRole('button', { name: 'Pull', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(await page.getByLabel('Equipment').inputValue()).toBe('rings')

    // The whole library, scrolled to the list: at least five rows between the header and the
    // tab bar, each with its still in a fixed box.
    await page.getByRole('button', { name: 'All Exercises' }).click()
    await expect.poll(() => rows(page).count()).toBeGreaterThan(expected.length)
    await rows(page)
      .first()
      .evaluate((row) => row.scrollIntoView({ block: 'start' }))
    // Between the bottom of the header and the top of the tab bar, both fixed over the page.
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom)
    const tabBarTop = await page
      .getByRole('navigation')
      .last()
      .evaluate((nav) => nav.getBoundingClientRect().top)
    await page.evaluate((by) => window.scrollBy(0, -by), headerBottom)
    const visible = await rows(page).evaluateAll(
      (links, [top, bottom]) =>
        links.filter((link) => {
          const box = link.getBoundingClientRect()
          return box.top >= top! && box.bottom <= bottom!
        }).length,
      [headerBottom, Math.min(tabBarTop, PHONE.height)],
    )
    expect(visible).toBeGreaterThanOrEqual(5)
    await screenshot(page, 'explore-phone-list', { viewport: true })
    const stills = await rows(page)
      .locator('svg')
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().toJSON() as DOMRect)
    expect(stills.width).toBeGreaterThan(40)
    expect(stills.height).toBeGreaterThan(40)
    await expect
      .poll(() => page.locator('a[href*="/exercise/explore/"] svg[data-drawn]').count())
      .toBeGreaterThanOrEqual(5)
  })

  it("hides what needs equipment the athlete lacks under 'Only what I can do'", async () => {
    const email = 'bar.only@example.test'
    const page = await openExplore(email)
    await h.server.database.db
      .update(users)
      .set({ equipment: ['bar'] })
      .where(eq(users.email, email))
      .run()
    await page.reload()
    const toggle = page.getByRole('switch', { name: 'Only what I can do' })
    await toggle.check()
    await page.waitForURL(/canDo=true/)
    const doable = (await library())
      .filter((e) => canDoWith(e.equipment, ['bar']))
      .map((e) => e.name)
    const all = (await library()).length
    expect(doable.length).toBeLessThan(all)
    await expect
      .poll(async () => (await shownNames(page)).length, { timeout: 10_000 })
      .toBe(doable.length)
    expect(new Set(await shownNames(page))).toEqual(new Set(doable))
    expect(await shownNames(page)).not.toContain('Ring Dips')
  })

  it('passes axe with filters on, in light and dark, at 375 and 1280 px', async () => {
    const page = await openExplore('looker.filters@example.test')
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.goto(`${h.server.url}/explore?movement=push&equipment=none&q=push`)
      await rows(page).first().waitFor()
      await checkScreen(page, `explore-search-${theme}`, PHONE.height)
    }
  })
})
