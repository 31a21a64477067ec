// docs/product.md#client-calendar in Chromium: a trainer schedules a client's next week through
// the screen, prescribes, copies the week forward, drags and moves, removes; the test then reads
// what the server stored over HTTP, not only what the screen says.
import { asc, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { workouts } from '~/server/db/schema'
import { addDays, deviceDay, weekStart } from '~/shared/rules/days'
import type { Calendar } from '~/shared/schemas/calendar'
import { dayLabel } from '~/client/routes/_app/trainer/-components/client-calendar-days'
import { checkScreen, expectNoAxeViolations, screenshot, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

async function threeWorkouts() {
  const rows = await h.server.database.db
    .select()
    .from(workouts)
    .where(eq(workouts.category, 'workout'))
    .orderBy(asc(workouts.id))
    .all()
  const titles = [...new Set(rows.map((r) => r.title))].slice(0, 3)
  if (titles.length < 3) throw new Error('fewer than three workouts')
  return titles as [string, string, string]
}

async function schedule(page: Page, day: string, title: string) {
  await page.getByRole('button', { name: `Add workout to ${dayLabel(day)}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Add workout' })
  await dialog.getByRole('searchbox', { name: 'Search workouts...' }).fill(title)
  await dialog.getByRole('button', { name: `Add ${title}`, exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await waitForToast(page, `${title} scheduled`)
}

/** The titles on a day as the screen lists them. */
const shown = (page: Page, day: string) =>
  page
    .getByRole('list', { name: `Workouts on ${dayLabel(day)}` })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''))

/** A trainer `{name}-trainer` signed in by `token`, and their client `{name}-client`. */
async function trainerWithClient(name: string) {
  const trainer = await createUser(h.server.database, {
    role: 'trainer',
    username: `${name}-trainer`,
  })
  const client = await createUser(h.server.database, {
    trainerId: trainer.id,
    username: `${name}-client`,
  })
  return { client, token: await createSessionToken(h.server.database, trainer.id) }
}

describe("the trainer's client calendar", () => {
  it('schedules, prescribes, copies, drags, moves and removes, and the server keeps it', async () => {
    const { client, token } = await trainerWithClient('cal')
    const [first, second, third] = await threeWorkouts()
    const monday = addDays(weekStart(deviceDay()), 7)
    const [wednesday, thursday, friday] = [2, 3, 4].map((n) => addDays(monday, n)) as [
      string,
      string,
      string,
    ]

    const page = await h.open(1280, 900)
    await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
    await page.goto(`${h.server.url}/trainer/clients/${client.id}`)
    await page.getByRole('heading', { name: 'Client Progress' }).waitFor()
    await page.getByRole('link', { name: 'Calendar' }).click()
    await page.getByRole('heading', { name: 'Client Calendar' }).waitFor()
    await expect.poll(() => page.title()).toBe('Client Calendar · Calisthenics')
    await page.getByText('cal-client', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Next week' }).click()
    await page.getByRole('button', { name: `Add workout to ${dayLabel(monday)}` }).waitFor()

    await schedule(page, monday, first)
    await schedule(page, wednesday, second)
    await schedule(page, friday, third)
    expect(await shown(page, monday)).toEqual([first])

    // Prescribe Monday's: a typo is refused with the schema's (the server's) words first.
    await page.getByRole('button', { name: `Prescribe ${first} on ${dayLabel(monday)}` }).click()
    const prescribe = page.getByRole('dialog', { name: `Prescribe ${first}` })
    const exercise = prescribe.getByRole('group').first()
    await exercise.getByLabel('Sets').waitFor()
    await prescribe.getByLabel('Note for the whole workout').fill('Slow lowering, full range')
    await exercise.getByLabel('Sets').fill('4')
    await exercise.getByLabel('Reps').fill('6 to 8')
    await prescribe.getByRole('button', { name: 'Save prescription' }).click()
    await exercise.getByText("Reps are written '8' or '8-12'").waitFor()
    await expectNoAxeViolations(page, 'prescribe dialog with a message')
    await exercise.getByLabel('Reps').fill('6-8')
    await exercise.getByLabel('Note', { exact: true }).fill('Pause at the bottom')
    await screenshot(page, 'trainer-calendar-prescribe-1280', { viewport: true })
    await prescribe.getByRole('button', { name: 'Save prescription' }).click()
    await prescribe.waitFor({ state: 'detached' })
    await waitForToast(page, 'Prescription saved')
    await page.getByText('Slow lowering, full range').waitFor()

    // Copy the week onto the two after it.
    await page.getByRole('button', { name: 'Copy week' }).click()
    const copy = page.getByRole('dialog', { name: 'Copy week' })
    // Too many: the dialog shows the server's own refusal.
    await copy.getByLabel('Repeat').fill('13')
    await copy.getByRole('button', { name: 'Copy week' }).click()
    await copy.getByRole('alert').getByText('At most 12 times').waitFor()
    await copy.getByLabel('Repeat').fill('2')
    await copy.getByRole('button', { name: 'Copy week' }).click()
    await copy.waitFor({ state: 'detached' })
    await waitForToast(page, 'Week copied onto the next 2 weeks')

    // Drag Wednesday's onto Thursday, both on screen so the drag needs no scrolling.
    await page.setViewportSize({ width: 1280, height: 1600 })
    await page
      .getByRole('list', { name: `Workouts on ${dayLabel(wednesday)}` })
      .getByRole('listitem')
      .first()
      .dragTo(page.getByRole('region', { name: dayLabel(thursday) }), {
        // By its grip, away from its buttons.
        sourcePosition: { x: 12, y: 14 },
      })
    await waitForToast(page, `Moved to ${dayLabel(thursday)}`)
    expect(await shown(page, thursday)).toEqual([second])
    await page.setViewportSize({ width: 1280, height: 900 })

    // Remove Friday's.
    await page.getByRole('button', { name: `Remove ${third} from ${dayLabel(friday)}` }).click()
    await waitForToast(page, `${third} removed from ${dayLabel(friday)}`)
    await page.getByRole('list', { name: `Workouts on ${dayLabel(friday)}` }).waitFor({
      state: 'detached',
    })
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe(`Add workout to ${dayLabel(friday)}`)
    await checkScreen(page, 'trainer-calendar-week')

    // The week after, from the keyboard: Monday's moves to Tuesday with a date.
    const monday2 = addDays(monday, 7)
    await page.getByRole('button', { name: 'Next week' }).click()
    const moveButton = page.getByRole('button', {
      name: `Move ${first} from ${dayLabel(monday2)}`,
      // Not 'Remove ...', which holds these words too.
      exact: true,
    })
    await moveButton.focus()
    await page.keyboard.press('Enter')
    const move = page.getByRole('dialog', { name: `Move ${first}` })
    await move.getByLabel('Move to').fill(addDays(monday2, 1))
    await move.getByLabel('Move to').press('Enter')
    await move.waitFor({ state: 'detached' })
    await waitForToast(page, `${first} moved to ${dayLabel(addDays(monday2, 1))}`)

    // What the server stored, three weeks of it.
    const res = await rest(
      h.server.url,
      'GET',
      `/api/trainer/clients/${client.id}/calendar?from=${monday}&to=${addDays(monday, 20)}`,
      { token },
    )
    expect(res.status, res.text).toBe(200)
    const calendar = res.body as Calendar
    const stored = Object.fromEntries(
      calendar.days.map((d) => [d.day, d.items.map((i) => i.title)]),
    )
    const week3 = addDays(monday, 14)
    expect(stored).toEqual({
      [monday]: [first],
      [thursday]: [second],
      [addDays(monday2, 1)]: [first],
      [addDays(monday2, 2)]: [second],
      [addDays(monday2, 4)]: [third],
      [week3]: [first],
      [addDays(week3, 2)]: [second],
      [addDays(week3, 4)]: [third],
    })
    const prescriptions = calendar.days
      .flatMap((d) => d.items)
      .filter((i) => i.title === first)
      .map((i) => i.prescription)
    expect(prescriptions).toHaveLength(3)
    for (const p of prescriptions) {
      expect(p?.note).toBe('Slow lowering, full range')
      expect(p?.exercises).toEqual([
        expect.objectContaining({ sets: 4, reps: '6-8', note: 'Pause at the bottom' }),
      ])
    }
    expect(calendar.days.flatMap((d) => d.items.map((i) => i.status))).toEqual(
      Array(8).fill('upcoming'),
    )

    // The month, and the week in the dark.
    await page.getByRole('button', { name: 'Month' }).click()
    await page.getByRole('button', { name: 'Next month' }).waitFor()
    await checkScreen(page, 'trainer-calendar-month')
    await page.getByRole('button', { name: 'Week' }).click()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await page.getByRole('button', { name: `Add workout to ${dayLabel(monday2)}` }).waitFor()
    await checkScreen(page, 'trainer-calendar-week-dark')
  }, 90_000)

  it('keeps a missed day as missed and places a plan from a start day on Mondays, Wednesdays and Fridays', async () => {
    const { client, token } = await trainerWithClient('plan')
    const titles = await threeWorkouts()
    const rows = await h.server.database.db.select().from(workouts).all()
    const [a, b] = titles.map((t) => rows.find((r) => r.title === t)!.id) as [number, number]
    const today = deviceDay()
    const yesterday = addDays(today, -1)
    const put = await rest(
      h.server.url,
      'PUT',
      `/api/trainer/clients/${client.id}/calendar/${yesterday}`,
      { token, body: { items: [{ workoutId: a }] } },
    )
    expect(put.status, put.text).toBe(200)
    const plan = await rest(h.server.url, 'POST', '/api/trainer/plans', {
      token,
      body: { name: 'Two a week', workoutIds: [a, b], userId: client.id },
    })
    expect(plan.status, plan.text).toBe(200)

    const page = await h.open(1280, 900)
    await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
    await page.goto(`${h.server.url}/trainer/clients/${client.id}/calendar`)
    await page.getByRole('heading', { name: 'Client Calendar' }).waitFor()
    // Yesterday is last week's Sunday when today is a Monday.
    if (weekStart(yesterday) !== weekStart(today)) {
      await page.getByRole('button', { name: 'Previous week' }).click()
    }
    await page
      .getByRole('list', { name: `Workouts on ${dayLabel(yesterday)}` })
      .getByText('Missed', { exact: true })
      .waitFor()
    await screenshot(page, 'trainer-calendar-missed-1280', { viewport: true })
    await page.getByRole('button', { name: 'This week' }).click()

    const monday = addDays(weekStart(today), 7)
    await page.getByRole('button', { name: 'Place a plan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Place a plan' })
    await dialog
      .getByLabel('Plan', { exact: true })
      .selectOption({ label: 'Two a week (2 workouts)' })
    await dialog.getByLabel('Start day').fill(monday)
    for (const weekday of ['Monday', 'Wednesday', 'Friday']) {
      expect(await dialog.getByLabel(weekday, { exact: true }).isChecked(), weekday).toBe(true)
    }
    // The dialog on a phone too: labelled, no sideways scroll.
    await checkScreen(page, 'trainer-calendar-place-plan')
    await dialog.getByRole('button', { name: 'Place plan' }).click()
    await dialog.waitFor({ state: 'detached' })
    await waitForToast(page, 'Two a week placed')
    await page.getByRole('button', { name: 'Next week' }).click()
    await page.getByRole('button', { name: `Add workout to ${dayLabel(monday)}` }).waitFor()
    expect(await shown(page, monday)).toEqual([titles[0]])
    expect(await shown(page, addDays(monday, 2))).toEqual([titles[1]])
    await screenshot(page, 'trainer-calendar-plan-placed-1280', { viewport: true })

    const res = await rest(
      h.server.url,
      'GET',
      `/api/trainer/clients/${client.id}/calendar?from=${yesterday}&to=${addDays(monday, 6)}`,
      { token },
    )
    expect(res.status, res.text).toBe(200)
    const calendar = res.body as Calendar
    expect(calendar.days.map((d) => [d.day, d.items.map((i) => [i.workoutId, i.status])])).toEqual([
      [yesterday, [[a, 'missed']]],
      [monday, [[a, 'upcoming']]],
      [addDays(monday, 2), [[b, 'upcoming']]],
    ])
  }, 90_000)
})
