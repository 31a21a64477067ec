// docs/product.md#settings: 'Email me about unread messages' in Settings, on by default, turned
// off and on by keyboard and kept on the account (the server reads it when it mails); light and
// dark, 375 and 1280 px, axe clean.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 1100 })

const stored = async (email: string) =>
  (
    await h.server.database.db
      .select({ on: users.messageEmails })
      .from(users)
      .where(eq(users.email, email))
      .get()
  )?.on

describe('the unread-message email switch', () => {
  it('is on by default and turns off and on, kept on the account', async () => {
    const email = 'mail.switch@example.test'
    const page = await h.signIn({ email, name: 'mail.switch' }, { path: '/settings' })
    const toggle = page.getByRole('switch', { name: 'Email me about unread messages' })
    await expect(toggle.isChecked()).resolves.toBe(true)
    await checkScreen(page, 'settings-message-emails', 1100)

    await toggle.focus()
    await page.keyboard.press('Space')
    await waitForToast(page, 'Message emails off')
    await expect.poll(() => stored(email)).toBe(false)
    await expect(toggle.isChecked()).resolves.toBe(false)

    await page.reload()
    await expect(toggle.isChecked()).resolves.toBe(false)
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await toggle.waitFor()
    await checkScreen(page, 'settings-message-emails-dark', 1100)

    await toggle.click()
    await waitForToast(page, 'Message emails on')
    await expect.poll(() => stored(email)).toBe(true)
  })
})
