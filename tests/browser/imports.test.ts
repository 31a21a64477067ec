// docs/product.md#import-and-export-of-history in the browser at 375 px: a Strong file chosen on
// the profile, its preview (the kg/lb question, the exercise mapping, rows skipped), Import with
// its progress, the sessions in the history, then Undo behind its confirmation. Light and dark,
// axe clean.
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loggedSets, users } from '~/server/db/schema'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 900, signIn: 'session' })
const STRONG = join(__dirname, '../fixtures/imports/strong.csv')

describe('import history', () => {
  it('previews a Strong file, imports it, shows it in the history and undoes it', async () => {
    const email = 'importer@example.test'
    const page = await h.signIn({ email, name: 'importer' }, { width: 375, path: '/profile' })
    const user = await h.server.database.db.select().from(users).where(eq(users.email, email)).get()
    if (!user) throw new Error('no user')
    const section = page.getByRole('region', { name: 'Import history' })
    await section.getByLabel('CSV export (up to 20 MB)').setInputFiles(STRONG)
    await section.getByRole('heading', { name: 'Preview of strong.csv (Strong)' }).waitFor()
    await section.getByText('Rest timer row: 1 (line 5)').waitFor()
    const importButton = section.getByRole('button', { name: 'Import' })
    // The file's loads have no unit: the athlete says which before importing.
    expect(await importButton.isDisabled()).toBe(true)
    await section.getByLabel('Exercise for Pull Up').waitFor()
    expect(
      await section
        .getByLabel('Exercise for Zercher Carry')
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toBe('New exercise of my own')
    await section.getByRole('radio', { name: 'lb' }).check()
    await section.getByRole('checkbox', { name: /streak and badges/ }).check()
    await page.evaluate(() => document.fonts.ready)
    await checkScreen(page, 'import-preview')
    await page.emulateMedia({ colorScheme: 'dark' })
    await checkScreen(page, 'import-preview-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 375, height: 900 })

    await importButton.click()
    await waitForToast(page, 'Import started')
    await section.getByText(/Imported · 2 sessions, 9 sets/).waitFor()
    expect(await page.getByRole('progressbar', { name: /Importing/ }).count()).toBe(0)
    await checkScreen(page, 'import-done')
    await page.setViewportSize({ width: 375, height: 900 })

    // The imported sessions are in the history.
    await page
      .getByRole('link', { name: /Push Day/ })
      .first()
      .waitFor()

    await section.getByRole('button', { name: 'Undo the import of strong.csv' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Undo this import?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Undo import' }).click()
    await waitForToast(page, 'Import undone')
    await section.getByText(/Undone/).waitFor()
    const left = await h.server.database.db
      .select()
      .from(loggedSets)
      .where(eq(loggedSets.userId, user.id))
      .all()
    expect(left).toEqual([])
    await expect.poll(() => page.getByRole('link', { name: /Push Day/ }).count()).toBe(0)
  })
})
