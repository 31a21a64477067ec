import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, workouts } from '~/server/db/schema'
import { assignTrainer } from '~/server/services/trainer/assign-trainer'
import { setUserRole } from '~/server/services/users/set-user-role'
import { createSessionToken, createUser, insertUsers } from '../support/factories'
import { localDay } from '~/shared/rules/days'
import { checkScreen, signInThroughUi, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { inviteLink, startSmtpCapture, type SmtpCapture } from '../support/smtp'

let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
})
afterAll(() => smtp?.close())
// Signed in with a session, except the invitee, who signs in through the UI from the mailed link.
const h = browserHarness({ env: () => ({ SMTP_URL: smtp.url }), height: 900, signIn: 'session' })

/** The invited person opens the mailed link, signs in with that address and accepts. */
async function acceptFromMail(email: string, name: string) {
  const link = inviteLink(await smtp.waitFor(email.toLowerCase()))
  const page = await h.open()
  await page.goto(link.url)
  await signInThroughUi(page, { email, name })
  await page.waitForURL(link.url)
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await page.getByRole('heading', { name: 'Invitation accepted' }).waitFor()
  return page
}

describe('a trainer and their client', () => {
  it('invites a client from the dashboard, sees them in My Users and opens View Progress', async () => {
    const trainer = await h.signInSeparately({ demo: 'Demo trainer' })
    try {
      const t = trainer.page
      await t.goto(`${h.server.url}/trainer/users`)
      await t.getByRole('heading', { name: 'Trainer Dashboard' }).waitFor()
      await t.getByRole('tab', { name: 'My Users' }).waitFor()
      await t.getByRole('tab', { name: 'Invitations' }).click()
      const email = t.getByLabel('Email Address')
      const send = t.getByRole('button', { name: 'Send Invitation' })
      expect(await send.isDisabled()).toBe(true)
      await email.fill('   ')
      expect(await send.isDisabled()).toBe(true)
      await email.fill('not-an-email')
      await send.click()
      await t.getByText('Please enter a valid email address').waitFor()
      await email.fill('Omar.Client@Example.test')
      await send.click()
      await waitForToast(t, 'Invitation sent')
      expect(await email.inputValue()).toBe('')
      const row = t.getByRole('row', { name: /Omar\.Client@Example\.test/ })
      await row.getByText('Pending').waitFor()
      await checkScreen(t, 'trainer-invitations')

      const client = await acceptFromMail('omar.client@example.test', 'Omar Client')
      await client.getByText("You are now demo-trainer's client.").waitFor()
      // The client trains once, so the trainer has something to see.
      const status = await client.evaluate(async () => {
        const me = (await (await fetch('/api/user')).json()) as { id: number }
        const workouts = (await (await fetch('/api/workouts')).json()) as { id: number }[]
        const res = await fetch(`/api/user/${me.id}/progress`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ workoutId: workouts[0]?.id }),
        })
        return res.status
      })
      expect(status).toBe(200)

      await t.reload()
      await row.getByText('Accepted').waitFor()
      expect(await row.getByRole('button', { name: /^Resend/ }).isDisabled()).toBe(true)
      await t.getByRole('tab', { name: 'My Users' }).click()
      const clientRow = t.getByRole('row', { name: /omar-client/ })
      await clientRow.waitFor()
      // Trained today, nothing scheduled yet: no rates and no call for attention.
      await clientRow.getByText(localDay(new Date(), 'UTC'), { exact: true }).waitFor()
      expect(await clientRow.getByText('Needs attention').count()).toBe(0)
      expect(
        await clientRow.getByRole('link', { name: 'Calendar of omar-client' }).getAttribute('href'),
      ).toMatch(/^\/trainer\/clients\/\d+\/calendar$/)
      await clientRow.getByRole('cell', { name: /^7 days: —\W+30 days: —$/ }).waitFor()
      await checkScreen(t, 'trainer-my-users')
      await clientRow.getByRole('link', { name: 'View Progress of omar-client' }).click()
      await t.getByRole('heading', { name: 'Client Progress' }).waitFor()
      await t.getByText('omar-client', { exact: true }).waitFor()
      await t.getByText('1 day', { exact: true }).waitFor()
      await t.getByText('First Workout').waitFor()
      await t.getByRole('heading', { name: 'Workouts per week' }).waitFor()
      await checkScreen(t, 'trainer-client-progress')
      await t.getByRole('link', { name: 'Create Plan' }).click()
      await t.waitForURL(/\/trainer\/plans\?client=\d+/)

      // The plan builder opens for this client; the client sees the plan on Daily at once.
      const workout = await h.server.database.db
        .select({ title: workouts.title })
        .from(workouts)
        .orderBy(asc(workouts.id))
        .limit(1)
        .get()
      const builder = t.getByRole('dialog', { name: 'Create Plan' })
      await builder.getByLabel('Name').fill('Omar Week One')
      await builder.getByRole('searchbox', { name: 'Search workouts...' }).fill(workout!.title)
      await builder.getByRole('button', { name: `Add ${workout!.title}`, exact: true }).click()
      await builder.getByRole('button', { name: 'Create Plan' }).click()
      await waitForToast(t, 'Plan created')
      await t.getByRole('article', { name: 'Omar Week One' }).getByText('omar-client').waitFor()
      await client.goto(`${h.server.url}/daily`)
      // A new client is asked about their training first (onboarding), then Daily opens.
      await client.getByRole('button', { name: 'Skip for now' }).click()
      await client.waitForURL(`${h.server.url}/daily`)
      const section = client.getByRole('region', { name: 'Omar Week One' })
      await section.getByText('From your trainer demo-trainer').waitFor()
      await section.getByText(workout!.title).first().waitFor()
    } finally {
      await trainer.context.close()
    }
  })

  it('shows the empty My Users state with a Send Invitation button that opens the form', async () => {
    // Signing in once creates the account; the promotion ends that session, so sign in again.
    const first = await h.signInSeparately({
      email: 'lone.trainer@example.test',
      name: 'Lone Trainer',
    })
    await first.context.close()
    const row = await h.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'lone.trainer@example.test'))
      .get()
    await setUserRole({
      database: h.server.database,
      userId: row!.id,
      role: 'trainer',
      changedBy: null,
      source: 'cli',
    })
    const trainer = await h.signInSeparately({
      email: 'lone.trainer@example.test',
      name: 'Lone Trainer',
    })
    try {
      const t = trainer.page
      await t.goto(`${h.server.url}/trainer/users`)
      await t.getByRole('heading', { name: 'No users assigned yet' }).waitFor()
      await t
        .getByText("You don't have any users assigned to you yet. Send invitations to get started.")
        .waitFor()
      await t.getByRole('button', { name: 'Send Invitation' }).click()
      await t.waitForURL(/tab=invitations/)
      await t.getByText('No invitations sent yet').waitFor()
      expect(await t.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email')
    } finally {
      await trainer.context.close()
    }
  })
})

describe('an admin and a new trainer', () => {
  it('invites a trainer from Trainer Management and the invitee becomes a trainer', async () => {
    const admin = await h.signInSeparately({ demo: 'Demo admin' })
    try {
      const a = admin.page
      await a.goto(`${h.server.url}/admin/trainers`)
      await a.getByRole('heading', { name: 'Trainer Management' }).waitFor()
      for (const label of ['Total Trainers', 'My Clients', 'Pending Invites', 'Regular Users']) {
        await a.locator('dt', { hasText: label }).waitFor()
      }
      await checkScreen(a, 'admin-trainers')
      await a.getByRole('button', { name: 'Invite Trainer' }).first().click()
      const dialog = a.getByRole('dialog', { name: 'Invite New Trainer' })
      await dialog.getByLabel('Email Address').fill('tara.coach@example.test')
      await dialog.getByRole('button', { name: 'Send Invitation' }).click()
      await waitForToast(a, 'Invitation sent successfully')
      await dialog.waitFor({ state: 'detached' })

      const invitee = await acceptFromMail('tara.coach@example.test', 'Tara Coach')
      await invitee.getByText('You are now a trainer.', { exact: false }).waitFor()
      await invitee.getByRole('link', { name: 'Go to your clients' }).click()
      await invitee.waitForURL(/\/trainer\/users/)
      await invitee.getByRole('heading', { name: 'Trainer Dashboard' }).waitFor()
      await invitee.reload()
      await invitee.getByRole('banner').getByText('Trainer', { exact: true }).waitFor()

      await a.getByRole('tab', { name: 'Invitations' }).click()
      const row = a.getByRole('row', { name: /tara\.coach@example\.test/ })
      await row.getByText('Accepted').waitFor()
      await row.getByText('Never').waitFor()
      await checkScreen(a, 'admin-trainers-invitations')

      await a.getByRole('tab', { name: 'Trainers' }).click()
      const trainers = a.getByRole('list', { name: 'Trainers' })
      await trainers.getByRole('paragraph').filter({ hasText: 'tara-coach' }).waitFor()
      // The admin makes the new trainer a coach of the gym (workout of the day, classes).
      const coach = trainers.getByRole('button', { name: 'Coach tara-coach' })
      expect(await coach.getAttribute('aria-pressed')).toBe('false')
      await coach.click()
      await waitForToast(a, 'tara-coach is now a coach')
      expect(await coach.getAttribute('aria-pressed')).toBe('true')
      const stored = await h.server.database.db
        .select({ coach: users.coach })
        .from(users)
        .where(eq(users.username, 'tara-coach'))
        .get()
      expect(stored?.coach).toBe(true)
    } finally {
      await admin.context.close()
    }
  })

  it('pages through more than fifty trainers on the Trainers tab', async () => {
    await insertUsers(h.server.database, 55, (i) => ({
      username: `bulk-coach-${String(i).padStart(2, '0')}`,
      email: `bulk-coach-${i}@example.test`,
      role: 'trainer',
    }))
    const admin = await h.signInSeparately({ demo: 'Demo admin' })
    try {
      const a = admin.page
      await a.goto(`${h.server.url}/admin/trainers?tab=trainers`)
      const list = a.getByRole('list', { name: 'Trainers' })
      const cards = list.locator(':scope > li')
      // The first page comes with the screen; on a busy machine that takes more than a second.
      await a.getByRole('button', { name: 'Load more' }).waitFor()
      await expect.poll(() => cards.count()).toBe(50)
      await a.getByRole('button', { name: 'Load more' }).click()
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(55)
      await a.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' })
    } finally {
      await admin.context.close()
    }
  })

  it('makes a user a trainer and assigns another to themselves from All Users', async () => {
    const admin = await h.signInSeparately({ demo: 'Demo admin' })
    const first = await h.signInSeparately({ email: 'promote.me@example.test', name: 'Promote Me' })
    const second = await h.signInSeparately({ email: 'assign.me@example.test', name: 'Assign Me' })
    try {
      await first.context.close()
      await second.context.close()
      const a = admin.page
      await a.goto(`${h.server.url}/admin/trainers`)
      const search = a.getByRole('searchbox', { name: 'Search users...' })
      await search.fill('promote.me')
      await a.getByRole('button', { name: 'Make Trainer promote-me' }).click()
      await waitForToast(a, 'User promoted to trainer successfully')
      await a.getByRole('listitem').filter({ hasText: 'promote-me' }).getByText('Trainer').waitFor()
      await search.fill('assign.me')
      await a.getByRole('button', { name: 'Assign to Me assign-me' }).click()
      await waitForToast(a, 'Trainer assigned successfully')
      await a.getByRole('button', { name: 'Assign to Me assign-me' }).waitFor({ state: 'detached' })
      await a.getByRole('tab', { name: 'My Clients' }).click()
      await a.getByRole('row', { name: /assign-me/ }).waitFor()
    } finally {
      await admin.context.close()
    }
  })

  it("lets an athlete accept a trainer's request on Daily with the keyboard", async () => {
    const email = 'asked.athlete@example.test'
    const athlete = await h.signInSeparately({ email, name: 'Asked Athlete' })
    try {
      const database = h.server.database
      const me = await database.db.select().from(users).where(eq(users.email, email)).get()
      const coach = await createUser(database, { role: 'trainer', username: 'coach-asks' })
      // A trainer's 'Assign to Me' only asks (docs/product.md#assign-trainer).
      await assignTrainer({
        database,
        actor: { id: coach.id, role: 'trainer' },
        userId: me!.id,
        trainerId: coach.id,
      })
      const p = athlete.page
      await p.goto(`${h.server.url}/daily`)
      const card = p.getByRole('heading', { name: 'coach-asks wants to be your trainer' })
      await card.waitFor()
      await checkScreen(p, 'daily-trainer-request')
      await p.getByRole('button', { name: "Accept coach-asks's request" }).focus()
      await p.keyboard.press('Enter')
      await waitForToast(p, 'Trainer accepted')
      await card.waitFor({ state: 'detached' })
      const row = await database.db
        .select({ trainerId: users.trainerId })
        .from(users)
        .where(eq(users.id, me!.id))
        .get()
      expect(row?.trainerId).toBe(coach.id)
    } finally {
      await athlete.context.close()
    }
  })

  it('opens the desktop app on the client list with compliance for a trainer, and on Daily for an athlete', async () => {
    const trainer = await createUser(h.server.database, { role: 'trainer', username: 'desk-coach' })
    const athlete = await createUser(h.server.database, { trainerId: trainer.id })
    for (const [who, home, heading] of [
      [trainer, '/trainer/users', 'Trainer Dashboard'],
      [athlete, '/daily', "Today's Workout"],
    ] as const) {
      const page = await h.open(1280)
      // The Electron preload's bridge, as the desktop app's window has it.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'calisthenics', {
          value: Object.freeze({
            isDesktopApp: true,
            mode: 'desktop',
            platform: 'linux',
            signIn: async () => ({ ok: true }),
          }),
        })
      })
      const token = await createSessionToken(h.server.database, who.id)
      await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
      await page.goto(`${h.server.url}/`)
      await page.waitForURL(`${h.server.url}${home}`)
      await page.getByRole('heading', { name: heading }).waitFor()
      if (who === trainer) {
        await page.getByRole('columnheader', { name: 'Compliance (7 d · 30 d)' }).waitFor()
        await page.getByRole('row', { name: new RegExp(athlete.username) }).waitFor()
      }
    }
  })
})
