import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exercises, users } from '~/server/db/schema'
import { callerFor } from '../support/caller'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// Signed in with a session: these tests are about records, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })
const EMAIL = 'records.athlete@example.test'

/** Noon UTC `daysAgo` days back: its day is the same in the athlete's zone (UTC). */
function noonDaysAgo(daysAgo: number): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12))
}

/** The day as the screen writes it: 'Nov 20, 2026'. */
const shown = (at: Date) =>
  at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

async function exercise(key: string) {
  const row = await h.server.database.db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(eq(exercises.builtinKey, key))
    .get()
  if (!row) throw new Error(`no exercise ${key}`)
  return row
}

/** Axe, no sideways scroll and screenshots at 375 and 1280 px, light then dark. */
async function checkBothThemes(page: Page, name: string) {
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}

/** Personal Records shows the figures with their days, and one exercise's history opens. */
async function expectRecordsAndHistory(page: Page, pushUps: string, early: Date, late: Date) {
  const records = page.getByRole('region', { name: 'Personal Records' })
  const item = records
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: pushUps }) })
  await item.getByText('Most reps').waitFor()
  expect(await item.getByRole('definition').allInnerTexts()).toEqual([
    `10 reps · ${shown(late)}`,
    `+5 kg × 8 · ${shown(early)}`,
  ])
  await records.getByText('Longest hold').waitFor()
  await records.getByText(`45 s · ${shown(late)}`).waitFor()

  await item.getByText(`History of ${pushUps}`).click()
  const chart = item.getByRole('figure', { name: `${pushUps}: best set per day, 2 days` })
  await chart.waitFor()
  expect(await chart.getByRole('row').allTextContents()).toEqual([
    'DayBest set',
    `${shown(early)}8 reps @ +5 kg`,
    `${shown(late)}10 reps`,
  ])
  const sessions = item.getByRole('list').last()
  expect(await sessions.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringMatching(new RegExp(`^${shown(late)}\\s+10, 9\\s+New PR$`)),
    expect.stringMatching(new RegExp(`^${shown(early)}\\s+3 × 8 @ \\+5 kg$`)),
  ])
}

describe('personal records and history', () => {
  it('shows an athlete their records with dates and each exercise’s history, and their trainer the same', async () => {
    const page = await h.signIn({ email: EMAIL, name: 'Records Athlete' }, { path: '/profile' })
    await page.getByRole('heading', { name: 'Personal Records' }).waitFor()
    await page.getByText('No sets logged yet.', { exact: false }).waitFor()

    // Two sessions through the set log, as the player would send them.
    const { database } = h.server
    const me = await database.db.select().from(users).where(eq(users.email, EMAIL)).get()
    if (!me) throw new Error('no athlete')
    const [pushUps, hang] = await Promise.all([exercise('push-ups'), exercise('dead-hang')])
    const early = noonDaysAgo(3)
    const late = noonDaysAgo(1)
    const set = (
      exerciseId: number,
      setNumber: number,
      at: Date,
      fields: { reps?: number; seconds?: number; loadKg?: number },
    ) => ({
      clientId: crypto.randomUUID(),
      exerciseId,
      setNumber,
      performedAt: at.toISOString(),
      ...fields,
    })
    await callerFor(database, { ...me, role: 'user' }).sets.log({
      userId: me.id,
      sets: [
        set(pushUps.id, 1, early, { reps: 8, loadKg: 5 }),
        set(pushUps.id, 2, early, { reps: 8, loadKg: 5 }),
        set(pushUps.id, 3, early, { reps: 8, loadKg: 5 }),
        set(pushUps.id, 1, late, { reps: 10 }),
        set(pushUps.id, 2, late, { reps: 9 }),
        set(hang.id, 1, late, { seconds: 30 }),
        set(hang.id, 2, late, { seconds: 45 }),
      ],
    })

    await page.reload()
    await expectRecordsAndHistory(page, pushUps.name, early, late)
    await checkBothThemes(page, 'profile-records')

    // The athlete's trainer sees the same on View Progress.
    const trainerRow = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo-trainer'))
      .get()
    await database.write((db) =>
      db.update(users).set({ trainerId: trainerRow!.id }).where(eq(users.id, me.id)).run(),
    )
    const trainer = await h.signInSeparately({ demo: 'Demo trainer' }, { width: 375 })
    try {
      const t = trainer.page
      await t.goto(`${h.server.url}/trainer/clients/${me.id}`)
      await t.getByRole('heading', { name: 'Client Progress' }).waitFor()
      await expectRecordsAndHistory(t, pushUps.name, early, late)
      await checkBothThemes(t, 'client-progress-records')
    } finally {
      await trainer.context.close()
    }
  })
})
