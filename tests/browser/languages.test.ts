// docs/development.md#translations: the app speaks the browser's language until the athlete picks
// one in Settings; the choice is kept on the account and survives a reload.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 1100, locale: 'de-DE' })

const storedLocale = async (email: string) =>
  (
    await h.server.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email))
      .get()
  )?.locale

describe('the language', () => {
  it("follows a German browser, then the athlete's choice in Settings, kept on the account", async () => {
    const email = 'sprache@example.test'
    const page = await h.signIn({ email, name: 'sprache' }, { path: '/settings' })
    await page.setViewportSize({ width: 375, height: 1100 })

    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de')
    const language = page.getByRole('combobox', { name: 'Sprache' })
    await expect(language.inputValue()).resolves.toBe('')
    // The frame's own texts too: the account button and the skip link.
    await page.getByRole('button', { name: 'Kontomenü für sprache' }).waitFor()
    await page.getByRole('link', { name: 'Zum Inhalt springen' }).waitFor({ state: 'attached' })
    await checkScreen(page, 'settings-german', 1100)

    await language.selectOption('es')
    await waitForToast(page, 'Idioma guardado')
    await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor()
    await expect.poll(() => storedLocale(email)).toBe('es')

    await page.reload()
    await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor()
    await expect(page.getByRole('combobox', { name: 'Idioma' }).inputValue()).resolves.toBe('es')

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')
    await waitForToast(page, 'Language saved')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await expect.poll(() => storedLocale(email)).toBe('en')
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
  })
})
