// docs/product.md#onboarding, #profile and #this-week at 375 px: a new athlete is asked about
// their training (and their unit of load) once, on the way to whichever page the first sign-in was
// going to (Skip keeps the defaults; the two-minute check sets the level), then reaches it; Daily
// chooses by the answers and shows This week, and a level offer is answered on Daily. The profile
// leads with the athlete's training: sessions (and how many were complete), records and history,
// the personal details below.
import { eq, ne } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { users, workoutExercises, workouts } from '~/server/db/schema'
import { recordProgress } from '~/server/services/progress/record-progress'
import { checkScreen, screenshot, signInThroughUi, expectNoAxeViolations } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { callerFor } from '../support/caller'
import { createSessionToken, createUser } from '../support/factories'

const h = browserHarness({ height: 900 })

const WELCOME = 'Welcome! Tell us how you train'

/**
 * A new account signs in through the development OpenID provider from `path` (signed out, the
 * app sends it to the sign-in page and back) and is asked about its training first.
 */
async function firstSignIn(page: Page, email: string, path = '/auth') {
  await page.goto(`${h.server.url}${path}`)
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor()
  await signInThroughUi(page, { email, name: email.split('@')[0] })
  await page.getByRole('heading', { name: WELCOME }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/welcome')
  return page
}

async function newAthlete(email: string) {
  const page = await h.open(375)
  return firstSignIn(page, email)
}

const userRow = (email: string) =>
  h.server.database.db.select().from(users).where(eq(users.email, email)).get()

describe('onboarding', () => {
  it('a first sign-in from / asks first, kilograms for an en-GB browser; Skip keeps the defaults and goes on to Daily, which never asks again', async () => {
    const page = await firstSignIn(await h.open(375), 'skipper@example.test', '/')
    await expectNoAxeViolations(page, 'onboarding at 375 px')
    // The unit is asked, the browser's region chosen (docs/product.md#units).
    const units = page.getByRole('group', { name: 'Units' })
    expect(await units.getByLabel('Kilograms (kg)').isChecked()).toBe(true)
    expect(await units.getByLabel('Pounds (lb)').isChecked()).toBe(false)
    // `/` is Daily.
    await page.getByRole('button', { name: 'Save and see my Daily' }).waitFor()
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await page.getByRole('heading', { name: WELCOME }).waitFor()
    await checkScreen(page, 'onboarding-dark')
    await page.setViewportSize({ width: 375, height: 900 })
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.waitForURL(`${h.server.url}/daily`)
    expect(await userRow('skipper@example.test')).toMatchObject({
      onboarding: 'skipped',
      trainingLevel: 'beginner',
      equipment: [],
      units: 'kg',
    })
    await page.goto(`${h.server.url}/daily`)
    await page.getByRole('heading', { name: 'This week' }).waitFor()
    expect(page.url()).toBe(`${h.server.url}/daily`)
  })

  it('a first sign-in from /daily: the two-minute check sets the level, pounds chosen; Daily then shows This week, in light and dark', async () => {
    const page = await firstSignIn(await h.open(375), 'checker@example.test', '/daily')
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
    await page.getByRole('group', { name: 'Units' }).getByLabel('Pounds (lb)').check()
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
      units: 'lb',
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

  it('a level offer: Accept sets the next level (and onboarding never goes on to another site)', async () => {
    const page = await newAthlete('offered@example.test')
    // Only a same-site path is gone on to, as the sign-in's own return path.
    await page.goto(`${h.server.url}/welcome?next=${encodeURIComponent('//evil.example/steal')}`)
    await page.getByRole('button', { name: 'Save and see my Daily' }).waitFor()
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

  it('a first sign-in from a deep link in /explore, in an en-US browser: pounds chosen, then Explore as it was asked for; the next sign-in is not asked', async () => {
    // The browser's region decides the unit offered: its own context, in American English.
    const context = await h.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    try {
      const errors: string[] = []
      const page = await context.newPage()
      page.on('pageerror', (error) => errors.push(error.message))
      await firstSignIn(page, 'yankee@example.test', '/explore?q=pull')
      const units = page.getByRole('group', { name: 'Units' })
      expect(await units.getByLabel('Pounds (lb)').isChecked()).toBe(true)
      await page.getByRole('button', { name: 'Save and continue' }).click()
      await page.waitForURL(`${h.server.url}/explore?q=pull`)
      await page.getByRole('searchbox').first().waitFor()
      expect(await page.getByRole('searchbox').first().inputValue()).toBe('pull')
      expect(await userRow('yankee@example.test')).toMatchObject({
        onboarding: 'done',
        units: 'lb',
      })

      // Signed out and in again, from the same page: straight there, never by /welcome.
      await context.clearCookies()
      const again = await context.newPage()
      again.on('pageerror', (error) => errors.push(error.message))
      const seen: string[] = []
      again.on('framenavigated', (frame) => {
        if (frame === again.mainFrame()) seen.push(new URL(frame.url()).pathname)
      })
      await again.goto(`${h.server.url}/explore`)
      await again.waitForURL(/\/auth\?redirect=/)
      await signInThroughUi(again, { email: 'yankee@example.test', name: 'yankee' })
      await again.waitForURL(`${h.server.url}/explore`)
      await again.getByRole('searchbox').first().waitFor()
      expect(seen).not.toContain('/welcome')
      expect(await again.getByRole('heading', { name: WELCOME }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('in the desktop app too: a new account signed in through the system browser is asked first, then reaches its page', async () => {
    const athlete = await createUser(h.server.database, { onboarding: 'pending' })
    const page = await h.open(1280)
    // The Electron preload's bridge: its sign-in (the system browser and the loopback, tested in
    // kiosk-admin) has handed the app a session, as the cookie below stands for.
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
    await page.goto(`${h.server.url}/skills`)
    await page.waitForURL(/\/auth\?redirect=/)
    const token = await createSessionToken(h.server.database, athlete.id)
    await h.context.addCookies([{ name: 'session', value: token, url: h.server.url }])
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await page.getByRole('heading', { name: WELCOME }).waitFor()
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await page.waitForURL(`${h.server.url}/skills`)
    const row = await h.server.database.db
      .select()
      .from(users)
      .where(eq(users.id, athlete.id))
      .get()
    expect(row?.onboarding).toBe('done')
  })

  it('the profile at 375 px leads with sessions (and how many were complete), records and history; the personal details come after', async () => {
    const page = await h.signIn(
      { email: 'profiled@example.test', name: 'Profiled' },
      { path: '/daily', width: 375 },
    )
    const user = await userRow('profiled@example.test')
    await seedSessions(user!)
    await page.goto(`${h.server.url}/profile`)
    const records = page.getByRole('heading', { name: 'Personal Records' })
    await records.waitFor()

    // The figures are the server's (REST, as any client reads them).
    const answer = await page.request.get(`${h.server.url}/api/user/${user!.id}/summary`)
    const summary = (await answer.json()) as { sessions: number; completedSessions: number }
    expect(summary).toMatchObject({ sessions: 3, completedSessions: 1 })
    const card = page
      .locator('dl > div')
      .filter({ has: page.getByText('Sessions', { exact: true }) })
    expect(await card.getByRole('definition').allInnerTexts()).toEqual(['3', '1 complete'])

    // Records, history and sessions first; 'Tell us about you' below them.
    const top = async (name: string) =>
      (await page.getByRole('heading', { name, exact: true }).boundingBox())!.y
    const about = await top('Tell us about you')
    expect(await top('Personal Records')).toBeLessThan(about)
    expect(await top('Recent history')).toBeLessThan(about)
    // A phone opens on the athlete's training: the records start on the first screen.
    expect(await top('Personal Records')).toBeLessThan(900)
    await checkScreen(page, 'profile')
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await records.waitFor()
    await checkScreen(page, 'profile-dark')
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

/**
 * Three sessions: a workout completed, a workout begun and left after two sets (with a load, so
 * records show one), and a set outside any workout.
 */
async function seedSessions(user: { id: number; username: string; email: string }) {
  const { database } = h.server
  // Begun: a workout of several exercises, so two sets of one leave it unfinished.
  const { rows } = await database.client.execute(
    'SELECT workout_id FROM workout_exercises GROUP BY workout_id HAVING count(*) >= 3 LIMIT 1',
  )
  const started = { id: Number(rows[0]![0]) }
  const done = await database.db
    .select()
    .from(workouts)
    .where(ne(workouts.id, started.id))
    .limit(1)
    .get()
  await recordProgress({ database, input: { userId: user.id, workoutId: done!.id } })
  const row = await database.db
    .select()
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, started.id))
    .get()
  const caller = callerFor(database, { ...user, role: 'user' })
  await caller.sets.log({
    userId: user.id,
    sets: [1, 2].map((setNumber) => ({
      clientId: crypto.randomUUID(),
      workoutId: started.id,
      exerciseId: row!.exerciseId,
      setNumber,
      reps: 8,
      loadKg: 10,
    })),
  })
  await caller.sets.log({
    userId: user.id,
    set: { clientId: crypto.randomUUID(), exerciseId: row!.exerciseId, setNumber: 1, reps: 6 },
  })
}
