import { eq, sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { devSubject } from '~/server/auth/dev-provider'
import {
  exerciseCompletions,
  exercises,
  loggedSets,
  users,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { createPlan } from '~/server/services/plans/create-plan'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createUser } from '../support/factories'

// Signed in with a session: these tests are about progression, not signing in (app-shell is).
const h = browserHarness({ height: 860, signIn: 'session' })
const EMAIL = 'progression.athlete@example.test'

let workoutId = 0
const ids: Record<string, number> = {}
beforeAll(async () => {
  const { database } = h.server
  for (const key of ['push-ups', 'diamond-push-ups']) {
    const row = await database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.builtinKey, key))
      .get()
    if (!row) throw new Error(`no exercise ${key}`)
    ids[key] = row.id
  }
  workoutId = await database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'Range Workout',
        description: 'Push-ups in a rep range.',
        imageBackground: 'workout-bg-2',
      })
      .returning()
      .get()
    await db.insert(workoutExercises).values({
      workoutId: w.id,
      exerciseId: ids['push-ups']!,
      order: 1,
      sets: 2,
      reps: '8-12',
      restTime: 30,
    })
    return w.id
  })
})

/** axe and screenshots at 375 and 1280 px, light then dark. */
async function checkBothThemes(page: Page, name: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 375, height: 860 })
}

async function setsOf(email: string) {
  const user = await h.server.database.db.select().from(users).where(eq(users.email, email)).get()
  if (!user) throw new Error('no user')
  return h.server.database.db.select().from(loggedSets).where(eq(loggedSets.userId, user.id)).all()
}

describe('progression in the workout player', () => {
  it('aims at the top of the range, then a second session after topping it says Level up and can swap the exercise', async () => {
    const page = await h.signIn(
      { email: EMAIL, name: 'progression.athlete' },
      { path: `/workout/${workoutId}/train`, width: 375 },
    )
    // First session: the target is the range, the count starts at its top.
    await page.getByText('8-12 reps', { exact: true }).waitFor()
    expect(await page.getByRole('status', { name: 'Reps to log' }).textContent()).toBe('12')
    expect(await page.getByText(/^Level up/).count()).toBe(0)
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()
    await expect.poll(async () => (await setsOf(EMAIL)).length).toBe(2)
    await page.getByRole('link', { name: 'Back to Daily' }).click()
    await page.waitForURL(`${h.server.url}/daily`)
    // That session was yesterday: the next one is a new day's.
    await h.server.database.write(async (db) => {
      const user = await db.select().from(users).where(eq(users.email, EMAIL)).get()
      const id = user?.id ?? 0
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
      await db
        .update(loggedSets)
        .set({ day: yesterday, performedAt: sql`performed_at - 86400000` })
        .where(eq(loggedSets.userId, id))
        .run()
      await db
        .update(exerciseCompletions)
        .set({ day: yesterday })
        .where(eq(exerciseCompletions.userId, id))
        .run()
      await db
        .update(workoutCompletions)
        .set({ day: yesterday })
        .where(eq(workoutCompletions.userId, id))
        .run()
    })

    // Second session: every set reached 12, so the harder variation is suggested.
    await page.goto(`${h.server.url}/workout/${workoutId}/train`)
    await page.getByText('Last time: 2 × 12', { exact: true }).waitFor()
    await page.getByText('Level up: try Diamond Push-ups', { exact: true }).waitFor()
    await checkBothThemes(page, 'progression-level-up')

    await page.getByRole('button', { name: 'Swap for this session' }).click()
    await page.getByRole('heading', { name: 'Diamond Push-ups', level: 1 }).waitFor()
    await page.getByText('Swapped for this session', { exact: true }).waitFor()
    await checkBothThemes(page, 'progression-swapped')
    await page.getByRole('button', { name: 'Log Set' }).click()
    await expect.poll(async () => (await setsOf(EMAIL)).length).toBe(3)
    const swapped = (await setsOf(EMAIL)).find((s) => s.exerciseId === ids['diamond-push-ups'])
    expect(swapped).toMatchObject({ workoutId: null, reps: 12, setNumber: 1 })

    // The swapped exercise's last set records the workout's exercise (and so the workout) as done.
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()
    const user = await h.server.database.db.select().from(users).where(eq(users.email, EMAIL)).get()
    await expect
      .poll(async () =>
        (
          await h.server.database.db
            .select()
            .from(exerciseCompletions)
            .where(eq(exerciseCompletions.userId, user?.id ?? 0))
            .all()
        ).filter(
          (c) =>
            c.workoutId === workoutId &&
            c.exerciseId === ids['push-ups'] &&
            c.day === new Date().toISOString().slice(0, 10),
        ),
      )
      .toHaveLength(1)
  })

  it('shows Easier and Harder as links on the exercise page', async () => {
    const page = await h.signIn(
      { email: EMAIL, name: 'progression.athlete' },
      { path: `/exercise/explore/${ids['push-ups']}`, width: 375 },
    )
    const variations = page.getByRole('list', { name: 'Variations' })
    await variations.getByRole('link', { name: 'Incline Push-ups' }).waitFor()
    await checkBothThemes(page, 'progression-exercise-links')
    await variations.getByRole('link', { name: 'Diamond Push-ups' }).click()
    await page.waitForURL(`${h.server.url}/exercise/explore/${ids['diamond-push-ups']}`)
    await page.getByRole('heading', { name: 'Diamond Push-ups', level: 1 }).waitFor()
  })

  it("lets the trainer see the client's suggestion in a plan and override it", async () => {
    const trainerEmail = 'progression.trainer@example.test'
    const trainer = await createUser(h.server.database, {
      email: trainerEmail,
      username: 'progression.trainer',
      googleId: devSubject(trainerEmail),
      role: 'trainer',
    })
    const client = await h.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, EMAIL))
      .get()
    if (!client) throw new Error('no client')
    await h.server.database.write((db) =>
      db.update(users).set({ trainerId: trainer.id }).where(eq(users.id, client.id)).run(),
    )
    await createPlan({
      database: h.server.database,
      trainerId: trainer.id,
      input: { name: 'Range plan', description: '', workoutIds: [workoutId], userId: client.id },
    })
    const page = await h.signIn(
      { email: trainerEmail, name: 'progression.trainer' },
      { path: '/trainer/plans', width: 375 },
    )
    await page.getByRole('button', { name: 'Progression of Range plan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Progression for progression-athlete' })
    await dialog.getByText('Level up: try Diamond Push-ups', { exact: true }).waitFor()
    await checkBothThemes(page, 'progression-trainer')
    await dialog.getByLabel('Choice for Push-ups').selectOption({ label: 'No change' })
    await waitForToast(page, 'Progression updated')
    await dialog.getByText('Your choice: no change', { exact: true }).waitFor()
  })
})
