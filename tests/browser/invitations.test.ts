import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { checkScreen, signInThroughUi } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createInvitation, createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { inviteLink, startSmtpCapture, type SmtpCapture } from '../support/smtp'

let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
})
afterAll(() => smtp?.close())
// Registered after the SMTP server's hook, so SMTP_URL is known when the app starts.
const h = browserHarness({ env: () => ({ SMTP_URL: smtp.url }) })

/** A trainer with a REST session; sends an invitation and returns the link from the mail. */
async function invitationFromNewTrainer(email: string) {
  const trainer = await createUser(h.server.database, { role: 'trainer' })
  const token = await createSessionToken(h.server.database, trainer.id)
  const res = await rest(h.server.url, 'POST', '/api/trainer/invitations', {
    token,
    body: { email },
  })
  expect(res.status, res.text).toBe(200)
  return { trainer, token, link: inviteLink(await smtp.waitFor(email)) }
}

describe('the invitation page', () => {
  it('lets a new visitor sign in with the invited email from the mailed link and become the trainer’s client', async () => {
    // The trainer, in a browser of their own, sends the invitation from the app's origin.
    const { context: trainerContext, page: trainerPage } = await h.signInSeparately({
      demo: 'Demo trainer',
    })
    try {
      const status = await trainerPage.evaluate(async () => {
        const res = await fetch('/api/trainer/invitations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'Nia.Invitee@Example.test' }),
        })
        return res.status
      })
      expect(status).toBe(200)
      const link = inviteLink(await smtp.waitFor('nia.invitee@example.test'))
      expect(link.url.startsWith(`${h.server.url}/invite/`)).toBe(true)

      const page = await h.open()
      await page.goto(link.url)
      await page.getByRole('heading', { name: 'You’re invited' }).waitFor()
      await page
        .getByText(
          'demo-trainer invited Nia.Invitee@Example.test to train with them on Calisthenics.',
        )
        .waitFor()
      await page
        .getByText("Accepting makes you demo-trainer's client, so they can follow your training.")
        .waitFor()
      await checkScreen(page, 'invite-signed-out', 860)

      await signInThroughUi(page, { email: 'nia.invitee@example.test', name: 'Nia Invitee' })
      await page.waitForURL(link.url)
      await page.getByText('Signed in as').waitFor()
      await page.getByRole('button', { name: 'Accept invitation' }).waitFor()
      await checkScreen(page, 'invite-signed-in', 860)

      await page.getByRole('button', { name: 'Accept invitation' }).click()
      await page.getByRole('heading', { name: 'Invitation accepted' }).waitFor()
      await page.getByText("You are now demo-trainer's client.").waitFor()
      await checkScreen(page, 'invite-accepted', 860)

      const clients = await trainerPage.evaluate(async () => {
        const res = await fetch('/api/trainer/users')
        return (await res.json()) as { username: string }[]
      })
      expect(clients.map((c) => c.username)).toContain('nia-invitee')

      // The new client's first look inside the app asks about their training, then goes on.
      await page.getByRole('link', { name: 'Start training' }).click()
      await page.getByRole('heading', { name: 'Welcome! Tell us how you train' }).waitFor()
      await page.getByRole('button', { name: 'Skip for now' }).click()
      await page.waitForURL(`${h.server.url}/daily`)
    } finally {
      await trainerContext.close()
    }
  })

  it('shows a page of its own for another account and changes nothing', async () => {
    const { trainer, token, link } = await invitationFromNewTrainer('right.person@example.test')
    const page = await h.open(375)
    await page.goto(link.url)
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor()
    await signInThroughUi(page, { email: 'wrong.person@example.test', name: 'Wrong Person' })
    await page.waitForURL(link.url)
    await page.getByRole('heading', { name: 'This invitation is for another email' }).waitFor()
    await page.getByText('Nothing was changed.').waitFor()
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0)
    await checkScreen(page, 'invite-wrong-account', 860)

    expect((await rest(h.server.url, 'GET', `/api/invitations/${link.token}`)).body).toMatchObject({
      status: 'valid',
    })
    expect((await rest(h.server.url, 'GET', '/api/trainer/users', { token })).body).toEqual([])
    const wrong = await h.server.database.db
      .select({ trainerId: users.trainerId })
      .from(users)
      .where(eq(users.email, 'wrong.person@example.test'))
      .get()
    expect(wrong).toEqual({ trainerId: null })

    // 'Sign in with another account' signs out and signs in again, back on this page.
    await page.getByRole('button', { name: 'Sign in with another account' }).click()
    await page.waitForURL(/\/dev-oidc\/interaction\//)
    await page.getByLabel('Email').fill('right.person@example.test')
    await page.getByLabel('Name').fill('Right Person')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(link.url)
    await page.getByRole('button', { name: 'Accept invitation' }).click()
    await page.getByText(`You are now ${trainer.username}'s client.`).waitFor()
  })

  it("says what accepting did in the invitee's language", async () => {
    const email = 'lena.eingeladen@example.test'
    const { trainer, link } = await invitationFromNewTrainer(email)
    const invitee = await createUser(h.server.database, { email })
    await h.server.database.write((db) =>
      db.update(users).set({ locale: 'de' }).where(eq(users.id, invitee.id)).run(),
    )
    const page = await h.open(375)
    await h.context.addCookies([
      {
        name: 'session',
        value: await createSessionToken(h.server.database, invitee.id),
        url: h.server.url,
      },
    ])
    await page.goto(link.url)
    await page.getByRole('button', { name: 'Einladung annehmen' }).click()
    await page.getByRole('heading', { name: 'Einladung angenommen' }).waitFor()
    await page.getByText(`Du bist jetzt Kunde von ${trainer.username}.`).waitFor()
  })

  it('lets the trainer revoke a pending invitation after asking, and its link then says so', async () => {
    const { context, page: trainerPage } = await h.signInSeparately({ demo: 'Demo trainer' })
    try {
      const trainer = await h.server.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'demo-trainer'))
        .get()
      const sent = await createInvitation(h.server.database, {
        trainerId: trainer!.id,
        email: 'changed.mind@example.test',
      })
      await trainerPage.setViewportSize({ width: 375, height: 860 })
      await trainerPage.goto(`${h.server.url}/trainer/users`)
      await trainerPage.getByRole('tab', { name: 'Invitations' }).click()
      const row = trainerPage.getByRole('row', { name: /changed\.mind/ })
      await row
        .getByRole('button', { name: 'Revoke invitation to changed.mind@example.test' })
        .click()
      await trainerPage.getByRole('alertdialog', { name: 'Revoke this invitation?' }).waitFor()
      await trainerPage.getByRole('button', { name: 'Revoke', exact: true }).click()
      await row.getByText('Revoked').waitFor()
      expect(await row.getByRole('button', { name: /^Resend/ }).isDisabled()).toBe(true)
      await checkScreen(trainerPage, 'invitations-revoked', 860)

      const page = await h.open()
      await page.goto(`${h.server.url}/invite/${sent.token}`)
      await page.getByRole('heading', { name: 'Invitation revoked' }).waitFor()
      await page.getByText('took this invitation back, so the link no longer works.').waitFor()
      expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0)
      await checkScreen(page, 'invite-revoked', 860)
    } finally {
      await context.close()
    }
  })

  it('shows clear pages for expired, used and unknown links, and changes nothing', async () => {
    const trainer = await createUser(h.server.database, { role: 'trainer' })
    const invitee = await createUser(h.server.database, { email: 'late@example.test' })
    const expired = await createInvitation(h.server.database, {
      trainerId: trainer.id,
      email: 'late@example.test',
      expiresAt: new Date(Date.now() - 60_000),
    })
    const page = await h.open()
    await page.goto(`${h.server.url}/invite/${expired.token}`)
    await page.getByRole('heading', { name: 'Invitation expired' }).waitFor()
    await page.getByText(`Ask ${trainer.username} to send it again`).waitFor()
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0)
    await checkScreen(page, 'invite-expired', 860)
    expect(
      (await rest(h.server.url, 'GET', `/api/invitations/${expired.token}`)).body,
    ).toMatchObject({ status: 'expired' })
    const row = await h.server.database.db
      .select({ trainerId: users.trainerId })
      .from(users)
      .where(eq(users.id, invitee.id))
      .get()
    expect(row).toEqual({ trainerId: null })

    const used = await createInvitation(h.server.database, {
      trainerId: trainer.id,
      email: 'used@example.test',
      accepted: true,
    })
    await page.goto(`${h.server.url}/invite/${used.token}`)
    await page.getByRole('heading', { name: 'Invitation already used' }).waitFor()
    await checkScreen(page, 'invite-used', 860)

    await page.goto(`${h.server.url}/invite/abcdefghijklmnopqrstuvwxyz234567`)
    await page.getByRole('heading', { name: 'Invitation not found' }).waitFor()
    await checkScreen(page, 'invite-unknown', 860)
  })
})
