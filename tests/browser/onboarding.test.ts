// docs/product.md#onboarding and #this-week at 375 px: a new athlete is asked about their
// training once (Skip keeps the defaults; the two-minute check sets the level), Daily chooses by
// the answers and shows This week, and a level offer is answered on Daily.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { checkScreen, screenshot, signInThroughUi, expectNoAxeViolations } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 900 })

async function newAthlete(email: string) {
  const page = await h.open(375)
  await page.goto(`${h.server.url}/auth`)
  await signInThroughUi(page, { email, name: email.split('@')[0] })
  // The first sign-in asks before Daily.
  await page.waitForURL(`${h.server.url}/welcome`)
  await page.getByRole('heading', { name: 'Welcome! Tell us how you train' }).waitFor()
  return page
}

const userRow = (email: string) =>
  h.server.database.db.select().from(users).where(eq(users.email, email)).get()

describe('onboarding', () => {
  it('Skip keeps the defaults and lands on Daily, which never asks again', async () => {
    const page = await newAthlete('skipper@example.test')
    await expectNoAxeViolations(page, 'onboarding at 375 px')
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.waitForURL(`${h.server.url}/daily`)
    expect(await userRow('skipper@example.test')).toMatchObject({
      onboarding: 'skipped',
      trainingLevel: 'beginner',
      equipment: [],
    })
    await page.goto(`${h.server.url}/daily`)
    await page.getByRole('heading', { name: 'This week' }).waitFor()
    expect(page.url()).toBe(`${h.server.url}/daily`)
  })

  it('the two-minute check sets the level; Daily then shows This week, in light and dark', async () => {
    const page = await newAthlete('checker@example.test')
    await page.getByLabel('Not sure: take the two-minute check').check()
    await page.getByLabel('Max push-ups').fill('20')
    await page.getByLabel('Max pull-ups').fill('0')
    await page.getByLabel('Max squats').fill('30')
    await page.getByLabel('Plank hold (seconds)').fill('60')
    await expect.poll(() => page.getByText('Your level: Intermediate').count()).toBe(1)
    await page.getByLabel('Strength').check()
    await page.getByLabel('General fitness').uncheck()
    await page.getByLabel('Pull-up bar').check()
    await page.getByLabel('Minutes a session').selectOption('30')
    await checkScreen(page, 'onboarding-check')
    await page.setViewportSize({ width: 375, height: 900 })
    await page.getByRole('button', { name: 'Save and see my Daily' }).click()
    await page.waitForURL(`${h.server.url}/daily`)
    expect(await userRow('checker@example.test')).toMatchObject({
      onboarding: 'done',
      trainingLevel: 'intermediate',
      goals: ['strength'],
      equipment: ['bar'],
      sessionMinutes: 30,
    })
    const week = page.getByRole('region', { name: 'This week' })
    await week.waitFor()
    // Seven days, today first, each with its session's workouts.
    expect(
      await week
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') })
        .count(),
    ).toBe(7)
    await week.getByRole('heading', { name: /^Today/ }).waitFor()
    await checkScreen(page, 'daily-this-week')
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await week.waitFor()
    await checkScreen(page, 'daily-this-week-dark')
  })

  it('a level offer: Accept sets the next level', async () => {
    const page = await newAthlete('offered@example.test')
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.waitForURL(`${h.server.url}/daily`)
    const user = await userRow('offered@example.test')
    // Three beginner sessions at the top of their targets, as the set log would leave them.
    await seedTopSessions(user!.id)
    await page.reload()
    const offer = page.getByRole('region', { name: 'Ready for Intermediate?' })
    await offer.waitFor()
    await page.setViewportSize({ width: 375, height: 900 })
    await expectNoAxeViolations(page, 'level offer at 375 px')
    await screenshot(page, 'daily-level-offer-375', { viewport: true })
    await offer.getByRole('button', { name: 'Accept' }).click()
    await offer.waitFor({ state: 'detached' })
    expect((await userRow('offered@example.test'))?.trainingLevel).toBe('intermediate')
  })
})

/** Completes one of the catalogue's beginner workouts on each of the last three days, every set at its top. */
async function seedTopSessions(userId: number) {
  const { client } = h.server.database
  const workout = await client.execute(
    "SELECT id, title FROM workouts WHERE builtin_key = 'anywhere-basics'",
  )
  const workoutId = Number(workout.rows[0]![0])
  const title = String(workout.rows[0]![1])
  const items = await client.execute({
    sql: 'SELECT exercise_id, sets, reps FROM workout_exercises WHERE workout_id = ?',
    args: [workoutId],
  })
  for (const ago of [1, 2, 3]) {
    const at = Date.now() - ago * 86_400_000
    const day = new Date(at).toISOString().slice(0, 10)
    await client.execute({
      sql: 'INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at) VALUES (?, ?, ?, ?, ?)',
      args: [userId, workoutId, title, day, at],
    })
    for (const row of items.rows) {
      const [exerciseId, sets, reps] = [row[0], row[1], row[2]]
      const top = Number(/(\d+)(?!.*\d)/.exec(String(reps).split(' ')[0]!)?.[1] ?? 0)
      const seconds = /second/.test(String(reps))
      for (let n = 1; n <= Number(sets); n += 1)
        await client.execute({
          sql: `INSERT INTO logged_sets (user_id, client_id, workout_id, exercise_id, set_number, ${seconds ? 'seconds' : 'reps'}, day, performed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [
            userId,
            `seed-${userId}-${ago}-${String(exerciseId)}-${n}`,
            workoutId,
            Number(exerciseId),
            n,
            top,
            day,
            at,
          ],
        })
    }
  }
}
