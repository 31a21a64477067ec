// Programs on a phone (docs/product.md#programs): an athlete starts one from the Programs screen
// and Daily leads with its next day, whose Start opens the player; a trainer's plan leads Daily
// the same way. Light and dark, axe clean, no sideways scroll.
import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { devSubject } from '~/server/auth/dev-provider'
import { users, workouts } from '~/server/db/schema'
import { createPlan } from '~/server/services/plans/create-plan'
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  waitForToast,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createUser } from '../support/factories'

const h = browserHarness({ height: 900 })
const PHONE = { width: 375, height: 860 }

/**
 * An athlete who signs in at the development provider as `name`, past onboarding (not what
 * these tests are about), with `trainerId` as their trainer.
 */
async function athlete(name: string, trainerId: number | null = null) {
  const email = `${name}@example.test`
  const user = await createUser(h.server.database, {
    email,
    username: name,
    googleId: devSubject(email),
    trainerId,
  })
  await h.server.database.write((db) =>
    db.update(users).set({ onboarding: 'skipped' }).where(eq(users.id, user.id)).run(),
  )
  return { ...user, identity: { email, name } }
}

/**
 * axe, no sideways scroll and a screenshot, light then dark, at each width (375 px unless
 * given); `focus` is also shot as the phone's screen shows it.
 */
async function lookAt(page: Page, name: string, focus?: Locator, widths = [PHONE.width]) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  for (const width of widths) {
    await page.setViewportSize({ width, height: PHONE.height })
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      )
      const shot = `${name}-${theme}-${width}`
      await expectNoAxeViolations(page, shot)
      await expectNoSidewaysScroll(page, shot)
      await screenshot(page, shot)
      if (focus && width === PHONE.width) {
        await focus.evaluate((e) =>
          window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 80),
        )
        await screenshot(page, `${shot}-view`, { viewport: true })
      }
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize(PHONE)
}

describe('programs at 375 px', () => {
  it('starts a program from Daily; Daily leads with Week 1 · Day 1 and its Start opens the player', async () => {
    const page = await h.signIn((await athlete('program.phone')).identity, PHONE)
    await page.getByRole('link', { name: 'Browse programs' }).click()
    await page.waitForURL(`${h.server.url}/programs`)
    const base = page.getByRole('article', { name: 'Bodyweight Base' })
    await base.getByText('8 weeks').waitFor()
    await page.getByRole('article', { name: 'Skills First' }).waitFor()
    await page.getByRole('article', { name: 'Strength with Load' }).waitFor()
    // The weeks open from the keyboard.
    await base.getByText('Week by week').focus()
    await page.keyboard.press('Enter')
    await base.getByText('Week 4: Deload: 2 sets of each exercise').waitFor()
    await lookAt(page, 'programs', base, [375, 1280])

    await base.getByRole('button', { name: 'Start Bodyweight Base' }).click()
    await waitForToast(page, 'Program started')
    await page.waitForURL(`${h.server.url}/daily`)
    const lead = page.getByRole('region', { name: 'Next in your program: Week 1 · Day 1' })
    await lead.getByText('This week: 2 sets of each exercise').waitFor()
    await lookAt(page, 'daily-program-lead', lead)

    await lead.getByRole('link', { name: 'Start Bodyweight Fundamentals' }).click()
    const [workout] = await h.server.database.db
      .select({ id: workouts.id })
      .from(workouts)
      .where(eq(workouts.builtinKey, 'fundamentals'))
      .all()
    await page.waitForURL(`${h.server.url}/workout/${workout!.id}/train`)
    await page.getByText('Exercise 1 of 4', { exact: true }).waitFor()
  })

  it("leads Daily with a trainer's plan: its next workout and Start", async () => {
    const trainer = await h.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'trainer@demo.local'))
      .get()
    const client = await athlete('plan.phone', trainer!.id)
    const rows = await h.server.database.db.select().from(workouts).all()
    const main = rows.filter((w) => w.category === 'workout').slice(0, 2)
    await createPlan({
      database: h.server.database,
      trainerId: trainer!.id,
      input: {
        name: 'Phone Plan',
        description: '',
        workoutIds: main.map((w) => w.id),
        userId: client.id,
      },
    })
    const page = await h.signIn(client.identity, PHONE)
    const lead = page.getByRole('region', { name: 'Next in your plan: Workout 1 of 2' })
    await lead.getByText('Phone Plan · From your trainer demo-trainer').waitFor()
    await lookAt(page, 'daily-plan-lead', lead)
    await lead.getByRole('link', { name: `Start ${main[0]!.title}` }).click()
    await page.waitForURL(`${h.server.url}/workout/${main[0]!.id}/train`)
    expect(page.url()).toContain('/train')
  })
})
