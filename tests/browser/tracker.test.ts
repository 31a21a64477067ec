import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  exerciseCompletions,
  exercises,
  loggedSets,
  users,
  workoutCompletions,
  workouts,
} from '~/server/db/schema'
import {
  checkScreen,
  expectToastShown,
  recordToasts,
  runClockUntilUrl,
  screenshot,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// Signed in with a session: these tests are about the tracker, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })

/** Signs in with the page's clock installed first, so the test moves time on itself. */
async function signedIn(email: string, width?: number) {
  const page = await h.signIn(
    { email, name: email.split('@')[0] },
    {
      width,
      before: async (p) => {
        await p.clock.install()
        await recordToasts(p)
      },
    },
  )
  const user = await h.server.database.db.select().from(users).where(eq(users.email, email)).get()
  if (!user) throw new Error(`no user ${email}`)
  return { page, userId: user.id }
}

async function builtin(key: string) {
  const row = await h.server.database.db
    .select()
    .from(workouts)
    .where(eq(workouts.builtinKey, key))
    .get()
  if (!row) throw new Error(`no workout ${key}`)
  return row
}

/** The workout's exercise pages in list order, as the exercise list links them. */
async function exercisePaths(workoutId: number): Promise<string[]> {
  await h.page.goto(`${h.server.url}/exercise-list/${workoutId}`)
  const links = h.page.locator('a[href*="/exercise/"]')
  await links.first().waitFor()
  return links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
}

function setsOf(userId: number) {
  return h.server.database.db
    .select()
    .from(loggedSets)
    .where(eq(loggedSets.userId, userId))
    .orderBy(loggedSets.id)
    .all()
}

async function tap(times: number) {
  const rep = h.page.getByRole('button', { name: /^Count a rep/ })
  for (let i = 0; i < times; i++) await rep.click()
}

describe('the exercise tracker', () => {
  it('keeps the set and the reps across a reload and logs each set exactly once', async () => {
    const { userId } = await signedIn('reload.tracker@example.test')
    const fundamentals = await builtin('fundamentals')
    const [pushUps] = await exercisePaths(fundamentals.id)
    await h.page.goto(h.server.url + pushUps)
    await h.page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()

    await tap(10) // set 1 of 3 done: logged as it finishes
    await h.page.getByRole('button', { name: 'Start Rest Timer (90 seconds)' }).click()
    await h.page.getByRole('button', { name: 'Skip Rest' }).click()
    await tap(4)
    await expect.poll(async () => (await setsOf(userId)).length).toBe(1)

    await h.page.reload()
    await h.page.getByText('Set 2 of 3').waitFor()
    await h.page.getByRole('button', { name: /^Count a rep: 4 of 10 reps/ }).waitFor()
    await tap(6)
    await expect.poll(async () => (await setsOf(userId)).length).toBe(2)

    // A reload with every set sent sends none again.
    await h.page.reload()
    await h.page.getByText('Set 2 of 3').waitFor()
    await h.page.getByRole('button', { name: /^Start Rest Timer/ }).waitFor()
    const rows = await setsOf(userId)
    expect(rows.map((r) => [r.setNumber, r.reps, r.side, r.workoutId])).toEqual([
      [1, 10, null, fundamentals.id],
      [2, 10, null, fundamentals.id],
    ])
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(2)
  })

  it('sends a set whose answer was lost again after a reload, and the server keeps it once', async () => {
    const { userId } = await signedIn('lost.answer@example.test')
    const fundamentals = await builtin('fundamentals')
    const [pushUps] = await exercisePaths(fundamentals.id)
    // The set reaches the server, but its answer never comes back.
    let lost = 0
    await h.page.route(/\/trpc\/.*sets\.log/, async (route) => {
      lost++
      await route.fetch()
      await route.abort()
    })
    await h.page.goto(h.server.url + pushUps)
    await tap(10)
    await expect.poll(() => lost).toBe(1)
    await expect.poll(async () => (await setsOf(userId)).length).toBe(1)
    await h.page.unrouteAll({ behavior: 'wait' })

    const sent = h.page.waitForResponse(/\/trpc\/.*sets\.log/)
    await h.page.reload()
    expect((await sent).ok()).toBe(true)
    await h.page.getByRole('button', { name: /^Start Rest Timer/ }).waitFor()
    const rows = await setsOf(userId)
    expect(rows.map((r) => [r.setNumber, r.reps])).toEqual([[1, 10]])
  })

  it('shows the next set, not a spent rest clock, when a rest runs out', async () => {
    await signedIn('rest.over@example.test')
    const fundamentals = await builtin('fundamentals')
    const [pushUps] = await exercisePaths(fundamentals.id)
    await h.page.goto(h.server.url + pushUps)
    await tap(10)
    await h.page.getByRole('button', { name: 'Start Rest Timer (90 seconds)' }).click()
    await h.page.getByRole('timer', { name: 'Rest time remaining' }).waitFor()
    await h.page.clock.fastForward(91_000)
    await h.page.getByText('Rest completed!').waitFor()
    await h.page.getByText('Next set ready').waitFor()
    await h.page.getByText('Set 2 of 3').waitFor()
    expect(await h.page.getByRole('timer', { name: 'Rest time remaining' }).count()).toBe(0)
    await h.page.getByRole('button', { name: /^Count a rep: 0 of 10 reps/ }).waitFor()
    await screenshot(h.page, 'tracker-next-set-ready-1280')
    await tap(1)
    await h.page.getByRole('button', { name: /^Count a rep: 1 of 10 reps/ }).waitFor()
  })

  it('counts a per-side exercise per side, moves on to the next exercise, and to the list after the last', async () => {
    const { userId } = await signedIn('per.side@example.test', 375)
    const warmup = await builtin('morning-warmup')
    const paths = await exercisePaths(warmup.id)
    const legSwings = paths.at(-2) ?? ''
    const stretch = paths.at(-1) ?? ''
    await h.page.goto(h.server.url + legSwings)
    await h.page.getByRole('heading', { name: 'Leg Swings' }).waitFor()
    await h.page.getByText('Set 1 of 1 · Left leg').waitFor()
    await tap(10)
    await h.page.getByText('Set 1 of 1 · Right leg').waitFor()
    await h.page.getByRole('button', { name: /^Count a rep: 0 of 10 reps\s*Right leg/ }).waitFor()
    await checkScreen(h.page, 'tracker-per-side-light')
    await h.page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await h.page.reload() // dark from the first paint; the count stays
    await h.page.getByText('Set 1 of 1 · Right leg').waitFor()
    await checkScreen(h.page, 'tracker-per-side-dark')
    await tap(10)
    await h.page.getByText('1 set done.').waitFor()
    await h.page.getByRole('button', { name: 'Complete Exercise & Continue' }).click()
    await expectToastShown(h.page, 'Progress updated!')
    await runClockUntilUrl(h.page, h.server.url + stretch)
    await h.page.getByText('Set 1 of 1 · Left side').waitFor()
    await tap(3)
    await h.page.getByText('Set 1 of 1 · Right side').waitFor()
    await tap(3)
    await h.page.getByRole('button', { name: 'Complete Exercise & Continue' }).click()
    await runClockUntilUrl(h.page, `${h.server.url}/exercise-list/${warmup.id}`)

    const rows = await setsOf(userId)
    expect(rows.map((r) => [r.setNumber, r.side, r.reps])).toEqual([
      [1, 'left', 10],
      [1, 'right', 10],
      [1, 'left', 3],
      [1, 'right', 3],
    ])
    // Each exercise counts once: its last set recorded it, and its finish records nothing again.
    const completed = await h.server.database.db
      .select({ exerciseId: exerciseCompletions.exerciseId })
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, userId))
      .all()
    expect(completed).toHaveLength(2)
    expect(new Set(completed.map((c) => c.exerciseId)).size).toBe(2)
  })

  it('logs library-mode sets with no workout', async () => {
    const { userId } = await signedIn('library.sets@example.test')
    const pushUps = await h.server.database.db
      .select()
      .from(exercises)
      .where(eq(exercises.builtinKey, 'push-ups'))
      .get()
    await h.page.goto(`${h.server.url}/exercise/explore/${pushUps!.id}`)
    await h.page.getByText('Exercise Library').waitFor()
    await h.page.getByText('Set 1 of 3').waitFor()
    await tap(10)
    await expect.poll(async () => (await setsOf(userId)).length).toBe(1)
    const [row] = await setsOf(userId)
    expect(row).toMatchObject({ workoutId: null, exerciseId: pushUps!.id, setNumber: 1, reps: 10 })
  })

  it('asks before completing a whole workout, and Cancel changes nothing', async () => {
    const { page, userId } = await signedIn('ask.first@example.test')
    const fundamentals = await builtin('fundamentals')
    await page.goto(`${h.server.url}/workout/${fundamentals.id}`)
    await page.getByRole('button', { name: 'Complete Workout' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Complete this workout?' })
    await dialog.waitFor()
    await checkScreen(page, 'workout-complete-confirm')
    // Cancel has the focus as the dialog opens, so a stray Enter (or a keyboard user) backs out.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    expect(page.url()).toBe(`${h.server.url}/workout/${fundamentals.id}`)
    const completions = () =>
      h.server.database.db
        .select()
        .from(workoutCompletions)
        .where(
          and(
            eq(workoutCompletions.userId, userId),
            eq(workoutCompletions.workoutId, fundamentals.id),
          ),
        )
        .all()
    expect(await completions()).toEqual([])

    await page.getByRole('button', { name: 'Complete Workout' }).click()
    await dialog.getByRole('button', { name: 'Complete Workout' }).click()
    await page.getByText('Workout completed!').waitFor()
    expect(await completions()).toHaveLength(1)
  })
})
