// docs/product.md#workout-of-the-day and #whiteboard in the browser: a coach posts the day's
// workout (1280 and 375 px, light and dark), the wall (1920x1080) leads with it, two athletes
// score it from their phones (375 px), and once the class starts the wall's whiteboard shows
// them sorted, the one who hid their name as 'Athlete', the one who hid their score not at all.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users, workouts, wods } from '~/server/db/schema'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { setUserRole } from '~/server/services/users/set-user-role'
import { localDay } from '~/shared/rules/days'
import {
  checkScreen,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  waitForToast,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser, createWorkout } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ signIn: 'session', height: 900 })

describe('the workout of the day', () => {
  it('goes from a coach to the wall, and the athletes’ scores onto its whiteboard', async () => {
    const db = h.server.database.db
    const picked = await db.query.exercises.findMany({ limit: 3 })
    const workoutId = await createWorkout(
      h.server.database,
      'Wall Burner',
      picked.map((e) => ({ exerciseId: e.id, sets: 3, reps: '12' })),
    )
    const issued = await registerKiosk({
      database: h.server.database,
      name: 'Main floor',
      timeZone: 'UTC',
    })
    const today = localDay(new Date(), 'UTC')

    // The coach: a trainer an admin made a coach.
    const first = await h.signIn({ email: 'casey-coach@example.test', name: 'Casey Coach' })
    await first.context().close()
    const coachRow = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'casey-coach@example.test'))
      .get()
    await setUserRole({
      database: h.server.database,
      userId: coachRow!.id,
      role: 'trainer',
      changedBy: null,
      source: 'api',
    })
    await h.server.database.write((w) =>
      w.update(users).set({ coach: true }).where(eq(users.id, coachRow!.id)).run(),
    )
    // A role change ends the account's sessions: the coach signs in again.
    const coach = await h.signIn({ email: 'casey-coach@example.test', name: 'Casey Coach' })
    await coach.getByRole('link', { name: 'Workout of the day' }).click()
    await coach.waitForURL(`${h.server.url}/trainer/wod`)
    await coach.getByText('Nothing posted for this day yet.').waitFor()
    await coach.getByRole('button', { name: 'Post' }).click()
    await coach.getByText('Choose a workout', { exact: true }).waitFor()
    await coach.getByLabel('Workout', { exact: true }).selectOption(String(workoutId))
    await coach.getByLabel('Score type').selectOption('reps')
    await coach.getByLabel('Rx').fill('Strict reps, full range')
    await coach.getByLabel('Scaled').fill('Knees down or banded')
    await coach.getByRole('button', { name: 'Post' }).click()
    await waitForToast(coach, 'Workout of the day posted')
    await coach.getByText('Posted: Wall Burner').waitFor()
    await checkScreen(coach, 'wod-coach')
    await coach.evaluate(() => localStorage.setItem('theme', 'dark'))
    await coach.reload()
    await coach.getByText('Posted: Wall Burner').waitFor()
    await checkScreen(coach, 'wod-coach-dark')

    // The wall.
    const wallContext = await h.browser.newContext({ viewport: { width: 1920, height: 1080 } })
    const wall = await wallContext.newPage()
    await wall.goto(`${h.server.url}/kiosk/pair`)
    await wall.getByLabel('Pairing code').fill(issued.pairingCode)
    await wall.getByRole('button', { name: 'Pair' }).click()
    await wall.waitForURL(`${h.server.url}/kiosk`)
    expect(await wall.getByRole('tab', { selected: true }).textContent()).toBe('Workout of the day')
    await wall.getByRole('heading', { name: 'Wall Burner' }).waitFor()
    await wall.getByText('Scores appear here when the class starts.').waitFor()
    await wall.getByRole('img', { name: 'Scan to post your score on your phone' }).waitFor()

    // Two athletes score from their phones; a third hides her score.
    const phones = []
    for (const [email, name, reps, hideName] of [
      ['dana@example.test', 'Dana Kowalski', '40', false],
      ['lee@example.test', 'Lee Park', '55', true],
    ] as const) {
      const { context, page } = await h.signInSeparately({ email, name }, { width: 375 })
      phones.push(context)
      await page.goto(`${h.server.url}/wod/${issued.kiosk.id}/${today}`)
      await page.getByRole('heading', { name: 'Wall Burner' }).waitFor()
      await page.getByLabel('Reps', { exact: true }).fill(reps)
      if (hideName) await page.getByLabel('Hide my name on the wall').check()
      await page.getByRole('button', { name: 'Save score' }).click()
      await waitForToast(page, 'Score saved')
      await page.getByRole('button', { name: 'Update score' }).waitFor()
      if (!hideName) {
        await expectNoAxeViolations(page, 'score page')
        await expectNoSidewaysScroll(page, 'score page 375')
        await screenshot(page, 'wod-score-375')
        await page.evaluate(() => localStorage.setItem('theme', 'dark'))
        await page.reload()
        await page.getByRole('button', { name: 'Update score' }).waitFor()
        await expectNoAxeViolations(page, 'score page dark')
        await screenshot(page, 'wod-score-375-dark')
      }
    }
    const shy = await createUser(h.server.database, { username: 'Shy Sam' })
    await rest(h.server.url, 'POST', `/api/kiosks/${issued.kiosk.id}/wod/${today}/scores`, {
      token: await createSessionToken(h.server.database, shy.id),
      body: { reps: 99, hideScore: true },
    })

    // The class starts (class mode sets this): the whiteboard fills in at its next poll.
    await h.server.database.write((w) =>
      w
        .update(wods)
        .set({ classStartedAt: new Date() })
        .where(eq(wods.kioskId, issued.kiosk.id))
        .run(),
    )
    const list = wall.getByRole('list', { name: 'Scores, best first' })
    await list.waitFor({ timeout: 20_000 })
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      '1Athlete55 reps',
      '2Dana K.40 reps',
    ])
    expect(await wall.getByText('Shy').count()).toBe(0)
    await expectNoAxeViolations(wall, 'wall with the workout of the day')
    const fits = await wall.evaluate(() => {
      const main = document.querySelector('main')!
      return (
        document.documentElement.scrollHeight -
        window.innerHeight +
        main.scrollHeight -
        main.clientHeight
      )
    })
    expect(fits, 'the wall overflows 1920x1080').toBe(0)
    // Every exercise picture is at least 120 px on the wall.
    const sizes = await wall
      .locator('article[aria-labelledby="wod-title"] li svg[aria-hidden="true"]')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)))
    expect(sizes.length).toBeGreaterThan(0)
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(120)
    await screenshot(wall, 'wod-wall-1920x1080', { viewport: true })
    for (const [w, ht] of [
      [1080, 1920],
      [1280, 860],
      [375, 800],
    ] as const) {
      await wall.setViewportSize({ width: w, height: ht })
      await expectNoSidewaysScroll(wall, `wall ${w}`)
      await screenshot(wall, `wod-wall-${w}x${ht}`)
    }
    await wallContext.close()
    for (const context of phones) await context.close()
  }, 240_000)

  it('shows the reps a built-in workout plans, never its time estimates, on the wall and the score page', async () => {
    const db = h.server.database.db
    const forTime = (await db
      .select({ id: workouts.id })
      .from(workouts)
      .where(eq(workouts.builtinKey, 'five-rounds-for-time'))
      .get())!
    const issued = await registerKiosk({
      database: h.server.database,
      name: 'Back room',
      timeZone: 'UTC',
    })
    const today = localDay(new Date(), 'UTC')
    await h.server.database.write((w) =>
      w
        .insert(wods)
        .values({
          kioskId: issued.kiosk.id,
          day: today,
          workoutId: forTime.id,
          scoreType: 'time',
          publishAt: new Date(Date.now() - 60_000),
        })
        .run(),
    )
    // Five rounds of 10 burpees, 10 pull-ups and 20 squats (rows whose time estimates are 50,
    // 60 and 60 s): the wall says the reps.
    const lines = ['Burpees5 × 10', 'Pull-ups5 × 10', 'Squats5 × 20']
    const wallContext = await h.browser.newContext({ viewport: { width: 1920, height: 1080 } })
    const wall = await wallContext.newPage()
    await wall.goto(`${h.server.url}/kiosk/pair`)
    await wall.getByLabel('Pairing code').fill(issued.pairingCode)
    await wall.getByRole('button', { name: 'Pair' }).click()
    await wall.getByRole('heading', { name: 'Five Rounds For Time' }).waitFor()
    const block = wall.getByRole('region', { name: 'For Time' })
    expect(await block.getByRole('listitem').allTextContents()).toEqual(lines)
    expect(await wall.getByText(/\d+ × \d+ s/).count()).toBe(0)
    await screenshot(wall, 'wod-for-time-wall', { viewport: true })
    await wallContext.close()

    const page = await h.signIn(
      { email: 'riley@example.test', name: 'Riley Rounds' },
      { width: 375 },
    )
    await page.goto(`${h.server.url}/wod/${issued.kiosk.id}/${today}`)
    await page.getByRole('heading', { name: 'Five Rounds For Time' }).waitFor()
    expect(
      await page
        .getByRole('region', { name: 'Five Rounds For Time' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(lines)
  })
})
