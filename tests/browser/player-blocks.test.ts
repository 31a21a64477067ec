// docs/product.md#blocks-in-the-player in the browser at 375 px: an athlete runs a workout of a
// superset, an EMOM and an AMRAP (this one offline), the clock under page.clock; the server holds
// every set with its block and round, and the AMRAP's score. axe and screenshots light and dark.
import { asc, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  blockScores,
  exercises,
  loggedSets,
  users,
  workoutBlocks,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 860, signIn: 'session' })
const EMAIL = 'blocks.athlete@example.test'

let workoutId = 0
const blockIds: number[] = []
let pushUps = 0
let squats = 0

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
  pushUps = await idOf('push-ups')
  squats = await idOf('squats')
  workoutId = await database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'Blocks Test Workout',
        description: 'A superset, an EMOM and an AMRAP.',
        imageBackground: 'workout-bg-3',
      })
      .returning()
      .get()
    const blocks = await db
      .insert(workoutBlocks)
      .values([
        { workoutId: w.id, position: 1, kind: 'superset', restSeconds: 60 },
        { workoutId: w.id, position: 2, kind: 'emom', minutes: 2 },
        { workoutId: w.id, position: 3, kind: 'amrap', minutes: 1 },
      ])
      .returning({ id: workoutBlocks.id })
      .all()
    blockIds.push(...blocks.map((b) => b.id))
    const [superset, emom, amrap] = blockIds as [number, number, number]
    await db.insert(workoutExercises).values([
      { workoutId: w.id, blockId: superset, exerciseId: pushUps, order: 1, sets: 2, reps: '8' },
      { workoutId: w.id, blockId: superset, exerciseId: squats, order: 2, sets: 2, reps: '12' },
      { workoutId: w.id, blockId: emom, exerciseId: squats, order: 3, sets: 1, reps: '10' },
      { workoutId: w.id, blockId: amrap, exerciseId: pushUps, order: 4, sets: 1, reps: '5' },
      { workoutId: w.id, blockId: amrap, exerciseId: squats, order: 5, sets: 1, reps: '10' },
    ])
    return w.id
  })
})

async function checkBothThemes(page: Page, name: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 375, height: 860 })
}

describe('blocks in the player', () => {
  it('runs a superset, an EMOM and an AMRAP (offline), logging each set with its block and round and the score', async () => {
    const page = await h.signIn(
      { email: EMAIL, name: 'blocks.athlete' },
      {
        path: `/workout/${workoutId}/train`,
        width: 375,
        before: (p) => p.clock.install(),
      },
    )
    // Superset: A1, a short rest, A2, the round's rest, A1 set 2, …
    await page.getByText('Superset A1 · Set 1 of 2', { exact: true }).waitFor()
    await checkBothThemes(page, 'blocks-superset')
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Rest' }).waitFor()
    // The partner rest (15 s: the exercise names none); the clock may have moved a second.
    expect(await page.getByRole('timer', { name: 'Rest time remaining' }).textContent()).toMatch(
      /^0:1[45]$/,
    )
    await page.getByText('Up next: Squats', { exact: true }).waitFor()
    await page.clock.fastForward(16_000)
    await page.getByText('Superset A2 · Set 1 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    // The round's rest: the block's 60 s.
    expect(await page.getByRole('timer', { name: 'Rest time remaining' }).textContent()).toMatch(
      /^(1:00|0:59)$/,
    )
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Superset A1 · Set 2 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Superset A2 · Set 2 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()

    // EMOM: Get ready, minute 1's Done, the rest of the minute is rest, minute 2 on the minute.
    await page.getByRole('heading', { name: 'EMOM · 2 min' }).waitFor()
    await page.getByRole('button', { name: 'Start EMOM' }).click()
    await page.getByText('Get ready', { exact: true }).waitFor()
    await page.clock.fastForward(3_000)
    await page.getByRole('heading', { name: 'Minute 1 of 2' }).waitFor()
    await checkBothThemes(page, 'blocks-emom')
    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await page.getByText('Rest until the next minute', { exact: true }).waitFor()
    await page.clock.fastForward(60_000)
    await page.getByRole('heading', { name: 'Minute 2 of 2' }).waitFor()
    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await page.clock.fastForward(60_000)
    await page.getByText('Time!', { exact: true }).last().waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()

    // AMRAP, with the network gone (as in a basement gym): two rounds, then 3 reps of the part
    // round when time is up; its sets and score wait on the device.
    await page.getByRole('heading', { name: 'AMRAP · 1 min' }).waitFor()
    await h.context.setOffline(true)
    await page.getByRole('button', { name: 'Start AMRAP' }).click()
    await page.clock.fastForward(3_500)
    await page.getByRole('heading', { name: 'Round 1 · AMRAP 1 min' }).waitFor()
    await page.getByRole('button', { name: '+1 round' }).click()
    await page.getByRole('button', { name: '+1 round' }).click()
    await page.getByRole('heading', { name: 'Round 3 · AMRAP 1 min' }).waitFor()
    await page.clock.fastForward(60_000)
    await page.getByText('Time!', { exact: true }).last().waitFor()
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'More reps' }).click()
    await page.getByText('AMRAP: 2 rounds + 3 reps', { exact: true }).waitFor()
    await checkBothThemes(page, 'blocks-amrap-score')
    await page.getByRole('button', { name: 'Save score' }).click()
    await page.getByText('Workout Complete', { exact: true }).first().waitFor()
    const user = await h.server.database.db.select().from(users).where(eq(users.email, EMAIL)).get()
    const stored = () =>
      h.server.database.db.select().from(blockScores).where(eq(blockScores.userId, user!.id)).all()
    expect(await stored()).toEqual([])
    await h.context.setOffline(false)

    const [superset, emom, amrap] = blockIds as [number, number, number]
    await expect
      .poll(async () =>
        (
          await h.server.database.db
            .select()
            .from(loggedSets)
            .where(eq(loggedSets.userId, user!.id))
            .orderBy(asc(loggedSets.id))
            .all()
        ).map((s) => [s.exerciseId, s.setNumber, s.blockId, s.round]),
      )
      .toEqual([
        [pushUps, 1, superset, 1],
        [squats, 1, superset, 1],
        [pushUps, 2, superset, 2],
        [squats, 2, superset, 2],
        [squats, 1, emom, 1],
        [squats, 2, emom, 2],
        [pushUps, 1, amrap, 1],
        [squats, 1, amrap, 1],
        [pushUps, 2, amrap, 2],
        [squats, 2, amrap, 2],
      ])
    await expect
      .poll(async () => (await stored()).map((s) => [s.blockId, s.kind, s.rounds, s.reps]))
      .toEqual([[amrap, 'rounds+reps', 2, 3]])
  })
})
