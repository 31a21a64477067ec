import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  waitForToast,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// An American wall browser (12-hour clock in English): the kiosk's own language wins over it,
// with that language's 24-hour clock (docs/product.md#kiosk-language).
const h = browserHarness({ locale: 'en-US', signIn: 'session' })

/** Registers a kiosk in `locale` and pairs a fresh wall browser with it. */
async function pairedWall(locale: 'de' | 'es', name: string) {
  const issued = await registerKiosk({
    database: h.server.database,
    name,
    timeZone: 'UTC',
    locale,
  })
  const page = await h.open(1920, 1080)
  await page.goto(`${h.server.url}/kiosk/pair`)
  // Before pairing, the screen is the browser's (English).
  await page.getByLabel('Pairing code').fill(issued.pairingCode)
  await page.getByRole('button', { name: 'Pair' }).click()
  await page.waitForURL(`${h.server.url}/kiosk`)
  return { page, kiosk: issued.kiosk }
}

/** The header's clock: its time and its date, as the wall shows them. */
async function clockOf(page: Page) {
  const time = (await page.locator('header time').textContent())?.trim() ?? ''
  const date = (await page.locator('header time').locator('xpath=..').textContent()) ?? ''
  return { time, date }
}

/** The section tabs and the rotation button share one row, as they do on a 1920 px wall. */
async function expectTabsAndButtonInOneRow(page: Page, what: string) {
  const tabs = await page.getByRole('tablist').boundingBox()
  const button = await page.locator('button[aria-pressed]').boundingBox()
  expect(tabs && button, what).toBeTruthy()
  if (!tabs || !button) return
  expect(button.y, what).toBeLessThan(tabs.y + tabs.height)
  expect(button.y + button.height, what).toBeGreaterThan(tabs.y)
}

/** At 375 px the reps column shows its short name, and keeps its full one as its name. */
async function expectShortRepsHeader(page: Page, full: string, short: string) {
  const header = page.getByRole('columnheader', { name: full, exact: true }).first()
  await header.waitFor()
  const shown = header.locator('[aria-hidden="true"]')
  expect(await shown.isVisible()).toBe(true)
  expect(await shown.innerText()).toBe(short)
}

const today = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(Date.now())

describe('a kiosk in its own language', () => {
  it('shows its board in German with a 24-hour clock, then in Spanish once the admin switches it', async () => {
    const { page, kiosk } = await pairedWall('de', 'Wand Berlin')
    const nav = page.getByRole('navigation', { name: 'Kiosk' })
    await nav.getByRole('link', { name: 'Tafel' }).waitFor()
    await nav.getByRole('link', { name: 'Bibliothek' }).waitFor()
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Aufwärmen')
    await page.getByText(/^1 von \d+ · .+ in \d+ s$/).waitFor()
    await page.getByRole('button', { name: 'Wechsel anhalten' }).waitFor()
    await page.getByText('Scannen und auf dem Handy mitmachen').first().waitFor()
    await page.getByRole('columnheader', { name: 'Übung' }).first().waitFor()
    const clock = await clockOf(page)
    expect(clock.time).toMatch(/^\d{2}:\d{2}$/)
    expect(clock.date).toContain(today('de'))
    for (const english of ['Scan to follow on your phone', 'Pause rotation', 'Board', 'Library']) {
      expect(await page.getByText(english, { exact: true }).count(), english).toBe(0)
    }
    expect(await page.getByText(/\b(AM|PM)\b/).count()).toBe(0)
    await expectTabsAndButtonInOneRow(page, 'German board at 1920 px')
    await expectNoAxeViolations(page, 'kiosk board in German')
    await screenshot(page, 'languages-kiosk-board-de-1920x1080')
    await page.setViewportSize({ width: 375, height: 812 })
    await expectShortRepsHeader(page, 'Wiederholungen', 'Wdh.')
    await expectNoSidewaysScroll(page, 'kiosk board in German at 375 px')
    await screenshot(page, 'languages-kiosk-board-de-375')
    await page.setViewportSize({ width: 1920, height: 1080 })

    // The timer: one round and several.
    await nav.getByRole('link', { name: 'Timer' }).click()
    await page.getByRole('heading', { name: 'Gruppen-Intervalltimer' }).waitFor()
    const rounds = page.getByLabel('Runden', { exact: true })
    await rounds.fill('1')
    await rounds.press('Enter')
    await page.getByText(/^1 Runde · 40 s Arbeit · 20 s Pause · 0:43 insgesamt$/).waitFor()
    await rounds.fill('3')
    await rounds.press('Enter')
    await page.getByText(/^3 Runden · 40 s Arbeit · 20 s Pause · 2:43 insgesamt$/).waitFor()
    await page.getByRole('button', { name: 'Runden verringern' }).waitFor()
    await page.getByRole('button', { name: 'Starten' }).waitFor()
    await expectNoAxeViolations(page, 'kiosk timer in German')
    await screenshot(page, 'languages-kiosk-timer-de-1920x1080')

    // The library.
    await nav.getByRole('link', { name: 'Bibliothek' }).click()
    await page.getByRole('heading', { name: 'Übungsbibliothek' }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ Übungen$/ })
      .waitFor()
    await page.getByRole('group', { name: 'Körperpartie' }).waitFor()
    await page.getByRole('heading', { name: 'So geht’s' }).waitFor()
    await expectNoAxeViolations(page, 'kiosk library in German')
    await screenshot(page, 'languages-kiosk-library-de-1920x1080')

    // The admin switches the kiosk to Spanish on the kiosks screen.
    const admin = await h.signInSeparately({ demo: 'Demo admin' })
    await admin.page.goto(`${h.server.url}/admin/kiosks`)
    const card = admin.page.getByRole('listitem').filter({ hasText: kiosk.name })
    const language = card.getByLabel('Language')
    expect(await language.inputValue()).toBe('de')
    await language.selectOption({ label: 'Español' })
    await waitForToast(admin.page, 'Kiosk language saved')
    await admin.page.reload()
    expect(await card.getByLabel('Language').inputValue()).toBe('es')
    await screenshot(admin.page, 'languages-kiosk-admin-select')
    await admin.context.close()

    // The wall follows on its next reload.
    await page.goto(`${h.server.url}/kiosk`)
    const spanishNav = page.getByRole('navigation', { name: 'Quiosco' })
    await spanishNav.getByRole('link', { name: 'Pizarra' }).waitFor()
    await spanishNav.getByRole('link', { name: 'Temporizador' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Calentamiento')
    await page.getByText(/^1 de \d+ · .+ en \d+ s$/).waitFor()
    await page.getByText('Escanea para seguirlo en tu móvil').first().waitFor()
    const spanish = await clockOf(page)
    expect(spanish.time).toMatch(/^\d{2}:\d{2}$/)
    expect(spanish.date).toContain(today('es'))
    expect(await page.getByText('Tafel', { exact: true }).count()).toBe(0)
    await expectTabsAndButtonInOneRow(page, 'Spanish board at 1920 px')
    await expectNoAxeViolations(page, 'kiosk board in Spanish')
    await screenshot(page, 'languages-kiosk-board-es-1920x1080')

    // A portrait phone-sized screen still fits, in Spanish.
    await page.setViewportSize({ width: 375, height: 812 })
    await expectShortRepsHeader(page, 'Repeticiones', 'Rep.')
    await expectNoSidewaysScroll(page, 'kiosk board in Spanish at 375 px')
    await expectNoAxeViolations(page, 'kiosk board in Spanish at 375 px')
    await screenshot(page, 'languages-kiosk-board-es-375')
    // Three screens in two languages, an admin's page and axe five times: longer than one screen.
  }, 240_000)
})
