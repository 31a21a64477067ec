import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  exercises,
  loggedSets,
  trainingSessions,
  users,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// Signed in with a session: these tests are about the player, not signing in (app-shell is).
const h = browserHarness({ height: 860, signIn: 'session' })
const EMAIL = 'player.athlete@example.test'

/** A workout with a rep exercise, a hold, a per-side exercise and one to skip. */
let workoutId = 0
beforeAll(async () => {
  const { database } = h.server
  const idOf = async (key: string) => {
    const row = await database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.builtinKey, key))
      .get()
    if (!row) throw new Error(`no exercise ${key}`)
    return row.id
  }
  const entries = [
    { key: 'push-ups', sets: 2, reps: '8', restTime: 60 },
    { key: 'dead-hang', sets: 1, reps: '30 seconds', restTime: 30 },
    { key: 'lunges', sets: 1, reps: '10 per leg', restTime: 20 },
    { key: 'squats', sets: 1, reps: '15', restTime: 30 },
  ]
  const ids = await Promise.all(entries.map((e) => idOf(e.key)))
  workoutId = await database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'Player Test Workout',
        description: 'Reps, a hold, a per-side exercise and one to skip.',
        imageBackground: 'workout-bg-3',
      })
      .returning()
      .get()
    await db.insert(workoutExercises).values(
      entries.map((e, i) => ({
        workoutId: w.id,
        exerciseId: ids[i] as number,
        order: i,
        sets: e.sets,
        reps: e.reps,
        restTime: e.restTime,
      })),
    )
    return w.id
  })
})

function signIn(path: string) {
  return h.signIn(
    { email: EMAIL, name: 'player.athlete' },
    { path, width: 375, before: (page) => page.clock.install() },
  )
}

async function setsOnServer() {
  const user = await h.server.database.db.select().from(users).where(eq(users.email, EMAIL)).get()
  if (!user) throw new Error('no user')
  return h.server.database.db.select().from(loggedSets).where(eq(loggedSets.userId, user.id)).all()
}

/** axe and screenshots at 375 and 1280 px, light then dark (no transitions mid-way for axe). */
async function checkBothThemes(page: Page, name: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 375, height: 860 })
}

describe('the workout player', () => {
  it('runs a whole workout: reps adjusted, a hold, per side, rests, a skip, a reload and Resume, then the summary', async () => {
    const page = await signIn(`/exercise-list/${workoutId}`)
    await page.getByRole('link', { name: 'Start Workout' }).click()
    await page.waitForURL(`${h.server.url}/workout/${workoutId}/train`)
    await page.getByText('Exercise 1 of 4', { exact: true }).waitFor()
    await page.getByText('Set 1 of 2', { exact: true }).waitFor()
    await page.getByText('8 reps', { exact: true }).waitFor()
    expect(await page.getByText(/^Last time:/).count()).toBe(0)
    await checkBothThemes(page, 'player-reps')

    // Reps adjusted before logging; the rest starts by itself.
    await page.getByRole('button', { name: 'More reps' }).click()
    await page.getByRole('button', { name: 'More reps' }).click()
    expect(await page.getByRole('status', { name: 'Reps to log' }).textContent()).toBe('10')
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Rest' }).waitFor()
    await page.getByRole('timer', { name: 'Rest time remaining' }).waitFor()
    await page.getByText('Next: Push-ups, set 2 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: '+15 s' }).click()
    await checkBothThemes(page, 'player-rest')
    await page.getByRole('button', { name: 'Skip Rest' }).click()

    // Space logs the target; the rest before the next exercise names it, and ends by itself.
    await page.getByText('Set 2 of 2', { exact: true }).waitFor()
    await page.keyboard.press('Space')
    await page.getByText('Up next: Dead Hang', { exact: true }).waitFor()
    await page.clock.fastForward(61_000)
    await page.getByText('Exercise 2 of 4', { exact: true }).waitFor()

    // A hold: 3-2-1, then the seconds actually held.
    await page.getByText('Hold 30 s', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Start Hold' }).click()
    await page.getByText('Get ready', { exact: true }).waitFor()
    expect(await page.getByRole('timer', { name: 'Get ready' }).textContent()).toBe('3')
    await page.clock.fastForward(3_000)
    await page.getByText('Holding', { exact: true }).waitFor()
    await checkBothThemes(page, 'player-hold')
    await page.clock.fastForward(32_000)
    await page.getByText('Target reached: stop when you are done', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Stop and Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()

    // Per side: left, then right at once.
    await page.getByText('Exercise 3 of 4', { exact: true }).waitFor()
    await page.getByText('10 per side', { exact: true }).waitFor()
    await page.getByText('Set 1 of 1 · Left side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByText('Set 1 of 1 · Right side', { exact: true }).waitFor()

    // Reload in the middle, then leave and come back: Resume Workout, every set in place.
    await expect.poll(async () => (await setsOnServer()).length).toBe(4)
    await page.reload()
    await page.getByText('Set 1 of 1 · Right side', { exact: true }).waitFor()
    await page.goto(`${h.server.url}/exercise-list/${workoutId}`)
    await page.getByRole('link', { name: 'Resume Workout' }).waitFor()
    await checkBothThemes(page, 'player-list-resume')
    await page.getByRole('link', { name: 'Resume Workout' }).click()
    await page.getByText('Exercise 3 of 4', { exact: true }).waitFor()
    await page.getByText('Set 1 of 1 · Right side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()

    // Skipping the last exercise ends the workout: the summary says what the record holds.
    await page.getByText('Exercise 4 of 4', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Skip Exercise' }).click()
    await page.getByRole('heading', { name: 'Session saved' }).waitFor()
    await page.getByText('3 of 4 exercises · Not done: Squats', { exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: 'Workout Complete' }).count()).toBe(0)
    const stat = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent()
    expect(await stat('Sets')).toBe('4')
    expect(await stat('Total reps')).toBe('38')
    expect(Number((await stat('Held'))?.replace(' s', ''))).toBeGreaterThanOrEqual(30)
    // Squats were skipped, so the workout is not complete; its 4 sets count the day for the
    // streak all the same (docs/product.md#streak), here and in the header after it.
    const summary = page.getByRole('region', { name: 'Session saved' })
    await summary.getByText('Streak: 1 day', { exact: true }).waitFor()
    await summary.getByText('No new badges this time', { exact: true }).waitFor()
    await checkBothThemes(page, 'player-summary')

    const sets = await setsOnServer()
    expect(sets).toHaveLength(5)
    expect(new Set(sets.map((s) => s.clientId)).size).toBe(5)
    expect(
      sets
        .map((s) => [s.setNumber, s.side, s.reps, s.seconds === null ? null : s.seconds >= 30])
        .sort(),
    ).toEqual(
      [
        [1, null, 10, null],
        [2, null, 8, null],
        [1, null, null, true],
        [1, 'left', 10, null],
        [1, 'right', 10, null],
      ].sort(),
    )
    await page.getByRole('link', { name: 'Back to Daily' }).click()
    await page.waitForURL(`${h.server.url}/daily`)
    await page.getByText('Streak: 1 day', { exact: true }).first().waitFor()
  })

  it('shows Last time on a second session and a New PR when it is beaten; End Workout asks first', async () => {
    // The first session was yesterday's: a record is set from an exercise's second day on.
    const yesterday = new Date(Date.now() - 86_400_000)
    const day = yesterday.toISOString().slice(0, 10)
    await h.server.database.write((db) =>
      db.batch([
        db.update(loggedSets).set({ day, performedAt: yesterday }),
        db.update(trainingSessions).set({ day, startedAt: yesterday, endedAt: yesterday }),
      ]),
    )
    const page = await signIn(`/workout/${workoutId}`)
    await page.getByRole('link', { name: 'Start Workout' }).waitFor()
    await checkBothThemes(page, 'player-workout-page')
    await page.getByRole('link', { name: 'Start Workout' }).click()
    await page.getByText('Exercise 1 of 4', { exact: true }).waitFor()
    await page.getByText('Last time: 10, 8', { exact: true }).waitFor()
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'More reps' }).click()
    await page.getByRole('button', { name: 'Details' }).click()
    await page.getByLabel('Load (kg)').fill('5')
    await page.getByLabel('Effort (RPE)').selectOption('8.5')

    // The connection drops as the set is logged: it stays on the device and goes on reopening.
    await page.route('**/trpc/sets.log**', (route) => route.abort())
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByText('Saved on this device', { exact: true }).waitFor()
    expect(await setsOnServer()).toHaveLength(5)
    await page.unroute('**/trpc/sets.log**')
    await page.reload()
    await page.getByRole('heading', { name: 'Rest' }).waitFor()
    await expect.poll(async () => (await setsOnServer()).length).toBe(6)

    await page.getByRole('button', { name: 'End Workout' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'End workout?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'End Workout' }).click()
    // Ended after one exercise: saved, not completed.
    await page.getByRole('heading', { name: 'Session saved' }).waitFor()
    await page.getByText('New PR', { exact: true }).waitFor()
    await page.getByText('Push-ups: 11 reps', { exact: true }).waitFor()
    const volume = page.locator('dt', { hasText: 'Volume' }).locator('xpath=following-sibling::dd')
    expect(await volume.textContent()).toBe('55 kg')
    await checkBothThemes(page, 'player-summary-pr')
    const sets = await setsOnServer()
    expect(sets).toHaveLength(6)
    expect(sets.filter((s) => s.loadKg === 5 && s.rpe === 8.5 && s.reps === 11)).toHaveLength(1)
  })

  it("opened by its address, draws the workout and 'Last time' from the page, and keeps them before this session", async () => {
    const page = await signIn('/daily')
    // Each read the page asks for: its procedures and inputs (one batched GET may carry several).
    const reads: { path: string; input: unknown }[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!url.pathname.startsWith('/trpc/')) return
      const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>
      url.pathname
        .slice('/trpc/'.length)
        .split(',')
        .forEach((path, i) => reads.push({ path, input: inputs[i] }))
    })
    await page.goto(`${h.server.url}/workout/${workoutId}/train`)
    await page.getByText('Exercise 1 of 4', { exact: true }).waitFor()
    // The last session is the one before: its one set of 11 reps at 5 kg.
    const lastTime = page.getByText('Last time: 1 × 11 @ +5 kg', { exact: true })
    await lastTime.waitFor()
    const [pushUps] = await h.server.database.db
      .select({ id: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, workoutId))
      .orderBy(workoutExercises.order)
      .limit(1)
    // Neither the workout nor the first exercise's 'Last time' is asked for; the next exercise's
    // is, ahead of time.
    await expect.poll(() => reads.some((r) => r.path === 'progression.lastSession')).toBe(true)
    expect(
      reads.filter(
        (r) =>
          r.path === 'workouts.exercises' ||
          (r.path === 'progression.lastSession' &&
            (r.input as { exerciseId?: number } | undefined)?.exerciseId === pushUps?.id),
      ),
    ).toEqual([])

    // This session's set is not its own last time, on this screen or after a reload.
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Rest' }).waitFor()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Set 2 of 2', { exact: true }).waitFor()
    await lastTime.waitFor()
    await expect.poll(async () => (await setsOnServer()).length).toBe(7)
    await page.reload()
    await page.getByText('Set 2 of 2', { exact: true }).waitFor()
    await lastTime.waitFor()
  })
})
