import { asc, eq } from 'drizzle-orm'
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

// Signed in with a session: these tests are about plans, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })

async function demoTrainer() {
  const row = await h.server.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'trainer@demo.local'))
    .get()
  if (!row) throw new Error('no demo trainer')
  return row
}

/** Someone who signs in through the development provider with `${name}@example.test`. */
async function account(name: string, opts: { trainerId?: number; role?: 'trainer' } = {}) {
  const email = `${name}@example.test`
  return createUser(h.server.database, {
    email,
    username: name,
    googleId: devSubject(email),
    ...opts,
  })
}
const clientOf = (trainerId: number, name: string) => account(name, { trainerId })

/** One workout of each of three sections, by title (unique in the built-in catalogue). */
async function threeWorkouts() {
  const rows = await h.server.database.db.select().from(workouts).orderBy(asc(workouts.id)).all()
  return (['warmup', 'workout', 'cooldown'] as const).map((category) => {
    const w = rows.find((r) => r.category === category)
    if (!w) throw new Error(`no ${category} workout`)
    return w
  })
}

describe('workout plans', () => {
  it('builds a plan for a client from the client link, and the client sees it on Daily', async () => {
    const trainer = await demoTrainer()
    const client = await clientOf(trainer.id, 'plan-client')
    const [first, second, third] = await threeWorkouts()
    const page = await h.signIn({ demo: 'Demo trainer' })

    await page.goto(`${h.server.url}/trainer/plans?client=${client.id}`)
    const builder = page.getByRole('dialog', { name: 'Create Plan' })
    await builder.getByLabel('Name').waitFor()
    expect(await builder.getByLabel('Client').inputValue()).toBe(String(client.id))

    await builder.getByRole('button', { name: 'Create Plan' }).click()
    await builder.getByText('Name is required').waitFor()
    await builder.getByText('Add at least one workout').waitFor()
    await expectNoAxeViolations(page, 'builder with messages')

    await builder.getByLabel('Name').fill('Spring Strength')
    await builder.getByLabel('Description').fill('Three sessions a week')
    for (const w of [first!, second!, third!]) {
      await builder.getByRole('searchbox', { name: 'Search workouts...' }).fill(w.title.slice(0, 6))
      await builder.getByRole('button', { name: `Add ${w.title}`, exact: true }).click()
      await builder.getByRole('button', { name: `Added ${w.title}` }).waitFor()
    }
    await builder.getByRole('searchbox', { name: 'Search workouts...' }).fill('')
    const picked = builder.getByRole('list', { name: /^Workouts in this plan/ })
    const order = () =>
      picked
        .getByRole('listitem')
        .evaluateAll((items) => items.map((li) => li.querySelector('span.block')?.textContent))
    expect(await order()).toEqual([first!.title, second!.title, third!.title])

    // Reorder from the keyboard: the focus follows the moved workout.
    await builder.getByRole('button', { name: `Move ${third!.title} up` }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(order).toEqual([first!.title, third!.title, second!.title])
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe(`Move ${third!.title} up`)
    await page.keyboard.press('Enter')
    await expect.poll(order).toEqual([third!.title, first!.title, second!.title])
    // At the top 'up' is disabled, so the focus moved to 'down' of the same workout.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe(`Move ${third!.title} down`)
    await expectNoAxeViolations(page, 'builder with workouts')
    await screenshot(page, 'plans-builder-1280', { viewport: true })

    await builder.getByRole('button', { name: 'Create Plan' }).click()
    await builder.waitFor({ state: 'detached' })
    await waitForToast(page, 'Plan created')
    expect(new URL(page.url()).search).toBe('')
    const card = page.getByRole('article', { name: 'Spring Strength' })
    await card.getByText('plan-client').waitFor()
    await card.getByText('Three sessions a week').waitFor()
    const cardOrder = await card
      .getByRole('list', { name: 'Workouts of Spring Strength' })
      .getByRole('listitem')
      .allTextContents()
    expect(cardOrder.map((t) => t.replace(/^\d+\.\s*/, '').split(' (')[0])).toEqual([
      third!.title,
      first!.title,
      second!.title,
    ])
    await expectNoAxeViolations(page, 'plans list')
    await screenshot(page, 'plans-1280')

    // The client, in a browser of their own.
    await h.context.close()
    const daily = await h.signIn({ email: 'plan-client@example.test', name: 'plan-client' })
    const section = daily.getByRole('region', { name: 'Spring Strength' })
    await section.getByText('From your trainer demo-trainer').waitFor()
    await section.getByText('Three sessions a week').waitFor()
    const cards = await section
      .getByRole('article')
      .evaluateAll((items) => items.map((a) => a.querySelector('h3')?.textContent))
    expect(cards).toEqual([third!.title, first!.title, second!.title])
    await section.getByRole('link', { name: `Start ${third!.title}` }).waitFor()
    await expectNoAxeViolations(daily, 'daily with a plan')
    await expectNoSidewaysScroll(daily, 'daily with a plan')
    await screenshot(daily, 'plans-daily-1280')
  })

  it('edits and deletes a plan at phone width, asking before deleting', async () => {
    const trainer = await account('phone-trainer', { role: 'trainer' })
    const client = await clientOf(trainer.id, 'phone-client')
    const [first, second, third] = await threeWorkouts()
    await createPlan({
      database: h.server.database,
      trainerId: trainer.id,
      input: {
        name: 'Phone Plan',
        description: 'Made in the database',
        workoutIds: [first!.id, second!.id, third!.id],
        userId: client.id,
      },
    })
    const page = await h.signIn(
      { email: 'phone-trainer@example.test', name: 'phone-trainer' },
      { width: 375 },
    )
    await page.goto(`${h.server.url}/trainer/plans`)
    const card = page.getByRole('article', { name: 'Phone Plan' })
    await card.getByText('phone-client').waitFor()
    await expectNoAxeViolations(page, 'plans list at 375')
    await expectNoSidewaysScroll(page, 'plans list at 375')
    await screenshot(page, 'plans-375')

    await card.getByRole('button', { name: 'Edit Phone Plan' }).click()
    const builder = page.getByRole('dialog', { name: 'Edit Plan' })
    expect(await builder.getByLabel('Name').inputValue()).toBe('Phone Plan')
    expect(await builder.getByLabel('Client').inputValue()).toBe(String(client.id))
    await builder.getByLabel('Name').fill('Phone Plan B')
    await builder.getByLabel('Client').selectOption({ label: 'Not assigned' })
    await builder.getByRole('button', { name: `Remove ${second!.title}` }).click()
    await builder.getByRole('button', { name: `Move ${third!.title} up` }).click()
    await expectNoAxeViolations(page, 'builder at 375')
    await expectNoSidewaysScroll(page, 'builder at 375')
    await screenshot(page, 'plans-builder-375', { viewport: true })
    await builder.getByRole('button', { name: 'Save Plan' }).click()
    await builder.waitFor({ state: 'detached' })
    await waitForToast(page, 'Plan updated')
    const edited = page.getByRole('article', { name: 'Phone Plan B' })
    await edited.getByText('Not assigned').waitFor()
    const items = await edited
      .getByRole('list', { name: 'Workouts of Phone Plan B' })
      .getByRole('listitem')
      .allTextContents()
    expect(items.map((t) => t.replace(/^\d+\.\s*/, '').split(' (')[0])).toEqual([
      third!.title,
      first!.title,
    ])

    await edited.getByRole('button', { name: 'Delete Phone Plan B' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete plan?' })
    await confirm.getByText("'Phone Plan B' will be deleted.").waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await edited.getByRole('button', { name: 'Delete Phone Plan B' }).click()
    await expectNoAxeViolations(page, 'delete confirmation')
    await confirm.getByRole('button', { name: 'Delete Plan' }).click()
    await waitForToast(page, 'Plan deleted')
    await page.getByText('No plans yet').waitFor()
  })

  it("shows a client's assigned plan on Daily at phone width", async () => {
    const trainer = await demoTrainer()
    const client = await clientOf(trainer.id, 'small-screen-client')
    const [first, second] = await threeWorkouts()
    await createPlan({
      database: h.server.database,
      trainerId: trainer.id,
      input: {
        name: 'A plan with a rather long name for a small phone screen',
        description: 'Warm up well, then the main block; rest a day between sessions.',
        workoutIds: [second!.id, first!.id],
        userId: client.id,
      },
    })
    const page = await h.signIn(
      { email: 'small-screen-client@example.test', name: client.username },
      { width: 375 },
    )
    const section = page.getByRole('region', {
      name: 'A plan with a rather long name for a small phone screen',
    })
    await section.getByText('From your trainer demo-trainer').waitFor()
    await section.getByRole('link', { name: `Start ${second!.title}` }).click()
    await page.waitForURL(`${h.server.url}/exercise-list/${second!.id}`)
    await page.goBack()
    await section.waitFor()
    await expectNoAxeViolations(page, 'daily with a plan at 375')
    await expectNoSidewaysScroll(page, 'daily with a plan at 375')
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'plans-daily-375')
  })
})
