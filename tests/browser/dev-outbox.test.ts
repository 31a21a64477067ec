import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// No SMTP_URL here: mail goes to the log and the development outbox.
const h = browserHarness()

describe('the development outbox', () => {
  it('shows an admin the invitation mail that could not be sent, link included', async () => {
    const page = await h.signIn({ demo: 'Demo admin' })
    await page.goto(`${h.server.url}/admin/trainers?tab=invitations`)
    await page.getByText('No invitations sent yet').waitFor()
    expect(await page.getByText(/^Outbox:/).count()).toBe(0)

    await page.getByRole('button', { name: 'Invite Trainer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite New Trainer' })
    await dialog.getByLabel('Email Address').fill('offline.coach@example.test')
    await dialog.getByRole('button', { name: 'Send Invitation' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('row', { name: /offline\.coach@example\.test/ }).waitFor()

    await page.reload()
    await page.getByText('Outbox: 1 unsent message (mail is not configured)').click()
    await page.getByText('To: offline.coach@example.test').waitFor()
    const text = await page.locator('details pre').innerText()
    expect(text).toContain(`${h.server.url}/invite/`)
    await expectNoAxeViolations(page)
  })
})
