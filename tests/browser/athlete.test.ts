// The athlete's day in Chromium: a whole workout through the tracker (progress, ring, streak,
// badge), rests, a skill climbed, progress refused or kept on the device. The library and every
// athlete screen at both widths are in athlete-screens.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { exerciseCompletions, users, workouts } from '~/server/db/schema'
import {
  expectNoAxeViolations,
  expectToastShown,
  runClockUntilUrl,
  screenshot,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { athleteDay } from '../support/athlete-day'

// Signed in with a session: these tests are about training, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })
const { signedIn, todaysWarmup } = athleteDay(h)

/** Opens a workout's exercise list and its first exercise; answers the exercises' paths. */
async function openFirstExercise(workoutId: number) {
  await h.page.goto(`${h.server.url}/exercise-list/${workoutId}`)
  await h.page.locator('a[href*="/exercise/"]').first().waitFor()
  const paths = await h.page
    .locator('a[href*="/exercise/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  await h.page.locator('a[href*="/exercise/"]').first().click()
  await h.page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()
  return paths
}

/** The exercise completions the server holds for this athlete. */
async function completionsOf(email: string) {
  const { db } = h.server.database
  const user = await db.select().from(users).where(eq(users.email, email)).get()
  if (!user) return []
  return db.select().from(exerciseCompletions).where(eq(exerciseCompletions.userId, user.id)).all()
}

/** Works through one exercise with the tracker, as an athlete would; returns what it went through. */
async function doExercise(opts: { restOnce: boolean }) {
  const seen = new Set<string>()
  const complete = h.page.getByRole('button', { name: 'Complete Exercise & Continue' })
  for (let step = 0; step < 500; step++) {
    if (await complete.isVisible()) {
      await complete.click()
      return seen
    }
    const skip = h.page.getByRole('button', { name: 'Skip Rest' })
    if (await skip.isVisible()) {
      if (opts.restOnce && !seen.has('rest')) {
        seen.add('rest')
        await h.page.getByRole('button', { name: 'Pause', exact: true }).click()
        await h.page.getByRole('button', { name: 'Resume', exact: true }).click()
        await h.page.clock.fastForward(125_000)
        await h.page.getByText('Rest completed!').waitFor()
      } else {
        seen.add('skip')
        await skip.click()
      }
      continue
    }
    const startRest = h.page.getByRole('button', { name: /^Start Rest Timer \(\d+ seconds\)$/ })
    if (await startRest.isVisible()) {
      await startRest.click()
      continue
    }
    const rep = h.page.getByRole('button', { name: /^Count a rep/ })
    if (await rep.isVisible()) {
      seen.add('reps')
      await rep.click()
      continue
    }
    const hold = h.page.getByRole('button', { name: /^Start the (hold|work) timer/ })
    if (await hold.isVisible()) {
      seen.add('timed')
      await hold.click()
      await h.page.clock.fastForward(125_000)
      continue
    }
    await h.page.clock.runFor(300)
  }
  throw new Error('the tracker never offered to complete the exercise')
}

describe('an athlete’s day', () => {
  it('does a whole workout through the tracker and sees progress, the ring, the streak and a badge', async () => {
    await signedIn('whole.workout@example.test')
    const warmup = await todaysWarmup()
    await h.page.getByRole('heading', { name: "Today's Workout" }).waitFor()
    await h.page.getByRole('progressbar', { name: "Today's progress" }).waitFor()
    expect(
      await h.page
        .getByRole('progressbar', { name: "Today's progress" })
        .getAttribute('aria-valuenow'),
    ).toBe('0')
    await expectNoAxeViolations(h.page, 'daily')
    await h.page.getByRole('link', { name: `Start ${warmup.title}` }).click()
    await h.page.waitForURL(`${h.server.url}/exercise-list/${warmup.id}`)
    await h.page.getByText('0% complete').waitFor()
    await expectNoAxeViolations(h.page, 'exercise list')
    const paths = await h.page
      .locator('a[href*="/exercise/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    const total = paths.length
    expect(total).toBeGreaterThan(0)

    // Opened from the list once; 'Complete Exercise & Continue' moves on to each next exercise.
    await h.page.locator('a[href*="/exercise/"]').first().click()
    const kinds = new Set<string>()
    for (let i = 0; i < total; i++) {
      await h.page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()
      if (i === 0) await expectNoAxeViolations(h.page, 'tracker')
      for (const k of await doExercise({ restOnce: i === 0 })) kinds.add(k)
      await expectToastShown(h.page, 'Progress updated!')
      await runClockUntilUrl(h.page, h.server.url + (paths[i + 1] ?? `/exercise-list/${warmup.id}`))
    }
    await h.page.getByText(`${total} of ${total} exercises completed`).waitFor()
    expect(kinds.has('reps') || kinds.has('timed')).toBe(true)
    await h.page.getByText('100% complete').waitFor()
    expect(await h.page.getByText('Done', { exact: true }).count()).toBe(total)
    await screenshot(h.page, 'athlete-list-done-1280')

    await h.page.getByRole('link', { name: 'Daily' }).first().click()
    await h.page.waitForURL(`${h.server.url}/daily`)
    const ring = h.page.getByRole('progressbar', { name: "Today's progress" })
    await expect.poll(() => ring.getAttribute('aria-valuenow')).toBe('25')
    await h.page.getByText('1/4 workouts completed').waitFor()
    await h.page.getByRole('link', { name: `${warmup.title}: Completed` }).waitFor()
    await h.page.getByRole('banner').getByText('Streak: 1 day').waitFor()

    await h.page.getByRole('link', { name: 'Skills' }).first().click()
    await h.page.getByRole('heading', { name: 'Your Badges' }).waitFor()
    await h.page.getByRole('region', { name: 'Your Badges' }).getByText('First Workout').waitFor()
    await expectNoAxeViolations(h.page, 'skills')
  })

  it('runs a rep exercise and a timed hold with a full rest and a skipped one', async () => {
    await signedIn('tracker.user@example.test')
    const fundamentals = await h.server.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.builtinKey, 'fundamentals'))
      .get()
    const kinds = new Set<string>()
    // Push-ups goes on to Pull-ups, the next exercise; Plank, the last, back to the list.
    for (const [name, next] of [
      ['Push-ups', /\/exercise\/\d+\/\d+$/],
      ['Plank', `${h.server.url}/exercise-list/${fundamentals!.id}`],
    ] as const) {
      await h.page.goto(`${h.server.url}/exercise-list/${fundamentals!.id}`)
      await h.page.getByRole('link', { name: new RegExp(name) }).click()
      await h.page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()
      for (const k of await doExercise({ restOnce: true })) kinds.add(k)
      await expectToastShown(h.page, 'Progress updated!')
      await runClockUntilUrl(h.page, next)
      if (name === 'Push-ups') await h.page.getByRole('heading', { name: 'Pull-ups' }).waitFor()
    }
    await h.page.goto(`${h.server.url}/exercise-list/${fundamentals!.id}`)
    expect([...kinds].sort()).toEqual(['reps', 'rest', 'skip', 'timed'])
    await h.page.getByText('2 of 4 exercises completed').waitFor()
    await h.page.getByText('50% complete').waitFor()
  })

  it('climbs a skill step by step and shows it unlocked', async () => {
    await signedIn('skill.trainer@example.test')
    await h.page.goto(`${h.server.url}/skills`)
    const train = h.page.getByRole('link', { name: /^Train / }).first()
    const name = (await train.getAttribute('aria-label'))!.replace('Train ', '')
    await h.page.getByRole('link', { name, exact: true }).click()
    const progress = h.page.getByRole('region', { name: 'Your progress' })
    const [, total] = /^Step 1 of (\d+)$/.exec(
      (await progress.getByText(/^Step 1 of \d+$/).textContent()) ?? '',
    )!
    for (let step = 1; step <= Number(total); step++) {
      await h.page.getByRole('button', { name: 'I can do this' }).click()
      await h.page
        .getByRole('alertdialog', { name: 'Pass this step?' })
        .getByRole('button', { name: 'I can do this' })
        .click()
      const next = step < Number(total) ? `Step ${step + 1} of ${total}` : 'Unlocked'
      await progress.getByText(next, { exact: true }).waitFor()
    }
    await h.page.getByText(`You've unlocked the ${name} skill!`).waitFor()
    await h.page.goto(`${h.server.url}/skills`)
    const done = h.page.getByRole('button', { name: `${name}: Unlocked` })
    await done.waitFor()
    expect(await done.isDisabled()).toBe(true)
  })

  it('says so and still moves on when the server refuses the progress', async () => {
    await signedIn('refused.saver@example.test')
    const warmup = await todaysWarmup()
    // The server answers, and refuses both the sets and the exercise.
    await h.page.route(/\/trpc\/.*(progress\.record|sets\.log)/, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '[{"error":{"message":"refused","code":-32600,"data":{"code":"BAD_REQUEST","httpStatus":400}}}]',
      }),
    )
    const paths = await openFirstExercise(warmup.id)
    await doExercise({ restOnce: false })
    await h.page.getByText('Error updating progress').waitFor()
    await h.page.getByText('Your progress could not be saved. Please try again.').waitFor()
    await runClockUntilUrl(h.page, h.server.url + (paths[1] ?? `/exercise-list/${warmup.id}`))
    await h.page.goto(`${h.server.url}/exercise-list/${warmup.id}`)
    await h.page.getByText('0% complete').waitFor()
  })

  it('keeps the progress on the device while the server is down, moves on, and sends it once it is back', async () => {
    await signedIn('offline.saver@example.test')
    const warmup = await todaysWarmup()
    // Neither the sets nor the exercise reach the server.
    await h.page.route(/\/trpc\/.*(progress\.record|sets\.log)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '[{"error":{"message":"down","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}]',
      }),
    )
    const paths = await openFirstExercise(warmup.id)
    await doExercise({ restOnce: false })
    await h.page.getByText('Saved on this device', { exact: true }).waitFor()
    expect(await h.page.getByText('Error updating progress').count()).toBe(0)
    await runClockUntilUrl(h.page, h.server.url + (paths[1] ?? `/exercise-list/${warmup.id}`))
    expect(await completionsOf('offline.saver@example.test')).toHaveLength(0)

    // A few minutes later the server is back: the next start sends what waited, once (late
    // writes carry their moment, so the finish replays the completion the sets already made).
    await h.page.clock.runFor(90_000)
    await h.page.unroute(/\/trpc\/.*(progress\.record|sets\.log)/)
    await h.page.goto(`${h.server.url}/exercise-list/${warmup.id}`)
    await expect
      .poll(async () => (await completionsOf('offline.saver@example.test')).length)
      .toBe(1)
    await h.page.getByTestId('sync-waiting').waitFor({ state: 'detached' })
    expect(await completionsOf('offline.saver@example.test')).toHaveLength(1)
  })
})
