// docs/product.md#blocks-in-the-player at 375 px: what the player logs in blocks, read back
// over the REST API as a non-browser client would. A skipped superset partner keeps the other's
// sets; a Tabata counts a rep exercise in reps; an EMOM minute logs the reps done with set
// numbers that skip no missed minute; a circuit of 1-set exercises runs all its rounds, and a
// second run that day numbers its sets on. Timed blocks run under page.clock.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, users, workoutBlocks, workoutExercises, workouts } from '~/server/db/schema'
import type { LoggedSet } from '~/shared/schemas/sets'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 860, signIn: 'session' })

const ids: Record<string, number> = {}
const workoutIds = { tabata: 0, emom: 0, circuit: 0, supersets: 0 }

type Row = { exerciseId: number; sets: number; reps: string; restTime?: number }
type Block = {
  kind: 'circuit' | 'emom' | 'tabata'
  rounds?: number
  minutes?: number
  workSeconds?: number
  restSeconds?: number
}

/** A workout of one block, of the test's own. */
async function blockWorkout(title: string, block: Block, rows: Row[]): Promise<number> {
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title, description: 'A test workout', imageBackground: 'workout-bg-3' })
      .returning()
      .get()
    const b = await db
      .insert(workoutBlocks)
      .values({ workoutId: w.id, position: 1, ...block })
      .returning({ id: workoutBlocks.id })
      .get()
    await db
      .insert(workoutExercises)
      .values(rows.map((r, i) => ({ workoutId: w.id, blockId: b.id, order: i + 1, ...r })))
    return w.id
  })
}

beforeAll(async () => {
  const { db } = h.server.database
  for (const key of ['push-ups', 'squats', 'jump-squats', 'plank', 'inverted-rows']) {
    const row = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.builtinKey, key))
      .get()
    if (!row) throw new Error(`no exercise ${key}`)
    ids[key] = row.id
  }
  const supersets = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(eq(workouts.title, 'Push–Pull Supersets'))
    .get()
  if (!supersets) throw new Error('no Push–Pull Supersets')
  workoutIds.supersets = supersets.id
  // Jump Squats written as time, as a Tabata's rows are: a rep exercise all the same. Plank: a hold.
  workoutIds.tabata = await blockWorkout(
    'Tabata Reps Test',
    { kind: 'tabata', rounds: 2, workSeconds: 20, restSeconds: 10 },
    [
      { exerciseId: ids['jump-squats']!, sets: 1, reps: '20 seconds' },
      { exerciseId: ids.plank!, sets: 1, reps: '20 seconds' },
    ],
  )
  workoutIds.emom = await blockWorkout('EMOM Reps Test', { kind: 'emom', minutes: 3 }, [
    { exerciseId: ids['push-ups']!, sets: 3, reps: '10' },
  ])
  workoutIds.circuit = await blockWorkout(
    'Three Round Test Circuit',
    { kind: 'circuit', rounds: 3, restSeconds: 0 },
    [
      { exerciseId: ids['push-ups']!, sets: 1, reps: '5', restTime: 0 },
      { exerciseId: ids.squats!, sets: 1, reps: '5', restTime: 0 },
    ],
  )
})

/** A new athlete on the player of `workoutId`, the page's clock installed first. */
async function athlete(name: string, workoutId: number) {
  const email = `${name}@example.test`
  const page = await h.signIn(
    { email, name },
    { path: `/workout/${workoutId}/train`, width: 375, before: (p) => p.clock.install() },
  )
  const user = await h.server.database.db.select().from(users).where(eq(users.email, email)).get()
  if (!user) throw new Error(`no user ${email}`)
  const token = await createSessionToken(h.server.database, user.id)
  return { page, userId: user.id, token }
}

/** Every set of the athlete's sessions of `workoutId`, as the REST API answers them. */
async function storedSets(
  who: { userId: number; token: string },
  workoutId: number,
): Promise<LoggedSet[]> {
  const list = await rest(h.server.url, 'GET', `/api/user/${who.userId}/sessions`, {
    token: who.token,
  })
  expect(list.status).toBe(200)
  const items = (list.body as { items: { id: number; workoutId: number | null }[] }).items
  const out: LoggedSet[] = []
  for (const s of items.filter((i) => i.workoutId === workoutId)) {
    const detail = await rest(h.server.url, 'GET', `/api/user/${who.userId}/sessions/${s.id}`, {
      token: who.token,
    })
    expect(detail.status).toBe(200)
    out.push(...(detail.body as { sets: LoggedSet[] }).sets)
  }
  return out
}

const figures = (sets: LoggedSet[]) =>
  sets.map((s) => ({
    exerciseId: s.exerciseId,
    setNumber: s.setNumber,
    round: s.round,
    reps: s.reps,
    seconds: s.seconds,
  }))

async function startTimedBlock(page: Page, kind: string) {
  await page.getByRole('button', { name: `Start ${kind}` }).click()
  await page.getByText('Get ready', { exact: true }).first().waitFor()
  await page.clock.fastForward(3_500)
}

describe('what the player logs in blocks', () => {
  it('keeps a superset partner’s sets when the other is skipped, and logs an early end', async () => {
    const who = await athlete('blocks.skipper', workoutIds.supersets)
    const { page } = who
    // Superset A, skipped whole: Pull-ups, then its partner Dips (offered, not passed by).
    await page.getByText('Superset A1 · Set 1 of 4', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Skip Exercise' }).click()
    await page.getByText('Superset A2 · Set 1 of 4', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Skip Exercise' }).click()
    // Superset B: Inverted Rows set 1, then Pike Push-ups skipped: the Rows' sets 2 and 3 follow.
    await page.getByText('Superset B1 · Set 1 of 3', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByText('Up next: Pike Push-ups', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Superset B2 · Set 1 of 3', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Skip Exercise' }).click()
    for (const set of [2, 3]) {
      await page.getByText(`Superset B1 · Set ${set} of 3`, { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Log Set' }).click()
      await page.getByRole('button', { name: 'Skip Rest' }).click()
    }
    // Then the next superset, never back to Pike Push-ups; ended early there.
    await page.getByText('Superset C1 · Set 1 of 3', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'End Workout' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'End workout?' })
    await dialog.getByRole('button', { name: 'End Workout' }).click()
    await page.getByRole('heading', { name: 'Session saved' }).waitFor()
    // Three sets that day: the day counts for the streak (docs/product.md#streak).
    await page
      .getByRole('region', { name: 'Session saved' })
      .getByText('Streak: 1 day', { exact: true })
      .waitFor()

    await expect
      .poll(async () => figures(await storedSets(who, workoutIds.supersets)))
      .toEqual(
        [1, 2, 3].map((n) => ({
          exerciseId: ids['inverted-rows'],
          setNumber: n,
          round: n,
          reps: 12,
          seconds: null,
        })),
      )
  })

  it('counts a rep exercise of a Tabata in reps, a hold in seconds: no hold record for reps', async () => {
    const who = await athlete('blocks.tabata', workoutIds.tabata)
    const { page } = who
    await page.getByRole('heading', { name: 'Tabata · 2 × 20 s / 10 s' }).waitFor()
    await startTimedBlock(page, 'Tabata')
    await page.getByRole('heading', { name: 'Tabata · Work' }).waitFor()
    // Jump Squats' interval: a reps stepper pre-filled with the exercise's own 10.
    const count = page.getByRole('status', { name: 'Reps this interval' })
    await expect.poll(() => count.textContent()).toBe('10')
    await page.getByRole('button', { name: 'Fewer reps' }).click()
    await page.getByRole('button', { name: 'Fewer reps' }).click()
    await expect.poll(() => count.textContent()).toBe('8')
    await checkScreen(page, 'blocks-tabata-reps')
    // Its rest still shows the interval's count; the Plank's interval (a hold) has none.
    await page.clock.fastForward(20_000)
    await page.getByRole('heading', { name: 'Tabata · Rest' }).waitFor()
    await expect.poll(() => count.textContent()).toBe('8')
    await page.clock.fastForward(10_000)
    await page.getByText('Plank').first().waitFor()
    await count.waitFor({ state: 'detached' })
    await page.clock.fastForward(30_000)
    await page.getByText('Time!', { exact: true }).last().waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Workout Complete', { exact: true }).first().waitFor()

    await expect
      .poll(async () => figures(await storedSets(who, workoutIds.tabata)))
      .toEqual([
        { exerciseId: ids['jump-squats'], setNumber: 1, round: 1, reps: 8, seconds: null },
        { exerciseId: ids.plank, setNumber: 1, round: 2, reps: null, seconds: 20 },
      ])
    const records = await rest(h.server.url, 'GET', `/api/user/${who.userId}/records`, {
      token: who.token,
    })
    expect(records.status).toBe(200)
    const jumpSquats = (
      records.body as {
        exerciseId: number
        bestReps: { reps: number } | null
        longestHold: unknown
      }[]
    ).find((r) => r.exerciseId === ids['jump-squats'])
    expect(jumpSquats?.longestHold).toBeNull()
    expect(jumpSquats?.bestReps?.reps).toBe(8)
  })

  it('logs the reps done in an EMOM minute, and numbers its sets without the missed minute', async () => {
    const who = await athlete('blocks.emom', workoutIds.emom)
    const { page } = who
    await page.getByRole('heading', { name: 'EMOM · 3 min' }).waitFor()
    await startTimedBlock(page, 'EMOM')
    // Minute 1 goes by without Done.
    await page.getByRole('heading', { name: 'Minute 1 of 3' }).waitFor()
    await page.clock.fastForward(60_000)
    await page.getByRole('heading', { name: 'Minute 2 of 3' }).waitFor()
    const count = page.getByRole('status', { name: 'Reps this minute' })
    await expect.poll(() => count.textContent()).toBe('10')
    await page.getByRole('button', { name: 'Fewer reps' }).click()
    await page.getByRole('button', { name: 'Fewer reps' }).click()
    await expect.poll(() => count.textContent()).toBe('8')
    await checkScreen(page, 'blocks-emom-reps')
    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await page.getByText('Rest until the next minute', { exact: true }).waitFor()
    await count.waitFor({ state: 'detached' })
    await page.clock.fastForward(60_000)
    await page.getByRole('heading', { name: 'Minute 3 of 3' }).waitFor()
    // A new minute starts at the target again.
    await expect.poll(() => count.textContent()).toBe('10')
    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await page.clock.fastForward(60_000)
    await page.getByText('Time!', { exact: true }).last().waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect
      .poll(async () => figures(await storedSets(who, workoutIds.emom)))
      .toEqual([
        { exerciseId: ids['push-ups'], setNumber: 1, round: 2, reps: 8, seconds: null },
        { exerciseId: ids['push-ups'], setNumber: 2, round: 3, reps: 10, seconds: null },
      ])
  })

  it('runs all 3 rounds of a circuit of 1-set exercises; a second run that day numbers on', async () => {
    const who = await athlete('blocks.circuit', workoutIds.circuit)
    const { page } = who
    // 'This session' lists each set with the number it is stored with.
    const runCircuit = async (firstSet: string) => {
      for (const round of [1, 2, 3]) {
        for (const name of ['Push-ups', 'Squats']) {
          await page.getByRole('heading', { name, exact: true }).waitFor()
          await page.getByText(`Round ${round} of 3`, { exact: true }).waitFor()
          if (round === 1 && name === 'Squats')
            await page
              .getByRole('region', { name: 'This session' })
              .getByText(firstSet)
              .first()
              .waitFor()
          await page.getByRole('button', { name: 'Log Set' }).click()
        }
      }
      await page.getByText('Workout Complete', { exact: true }).first().waitFor()
    }
    await runCircuit('Set 1 ·')
    const round = (exerciseId: number, setNumber: number, r: number) => ({
      exerciseId,
      setNumber,
      round: r,
      reps: 5,
      seconds: null,
    })
    const firstRun = [1, 2, 3].flatMap((r) => [
      round(ids['push-ups']!, r, r),
      round(ids.squats!, r, r),
    ])
    await expect
      .poll(async () => figures(await storedSets(who, workoutIds.circuit)))
      .toEqual(firstRun)

    // Again the same day: one session, its rows kept apart (sets 4-6, rounds 1-3).
    await page.getByRole('link', { name: 'Back to Daily' }).click()
    await page.waitForURL('**/daily')
    await page.goto(`${h.server.url}/workout/${workoutIds.circuit}/train`)
    await runCircuit('Set 4 ·')
    await expect
      .poll(async () => figures(await storedSets(who, workoutIds.circuit)))
      .toEqual([
        ...firstRun,
        ...[1, 2, 3].flatMap((r) => [
          round(ids['push-ups']!, r + 3, r),
          round(ids.squats!, r + 3, r),
        ]),
      ])
  })
})
