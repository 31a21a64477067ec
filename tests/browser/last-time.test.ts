import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, workoutBlocks, workoutExercises, workouts } from '~/server/db/schema'
import type { BlockKind } from '~/shared/rules/blocks'
import type { LastSession } from '~/shared/schemas/progression'
import type { LoggedSet } from '~/shared/schemas/sets'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// 'Last time', Records → History and the player's Details read back what was done
// (docs/product.md#player, #profile, #progression): one day's sessions apart, every set with its
// own load, the day's best set kept; advice never from a timed block's rounds; effort never
// carried to a set the athlete did not rate; last session's load pre-filled and said so.

const h = browserHarness({ height: 860 })

let pullUps = 0
/** Pull-ups 3 × 6-8, straight sets. */
let weighted = 0
/** Pull-ups 2 × 6-8, straight sets: another workout of the same day. */
let volume = 0
/** An AMRAP of pull-ups, 5 a round. */
let amrap = { workoutId: 0, blockId: 0 }

/** A workout of pull-ups in one block of `kind`; answers its and the block's ids. */
async function pullUpWorkout(title: string, kind: BlockKind, sets: number, reps: string) {
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title, description: `${title}.`, imageBackground: 'workout-bg-2' })
      .returning({ id: workouts.id })
      .get()
    const b = await db
      .insert(workoutBlocks)
      .values({ workoutId: w.id, position: 1, kind, ...(kind === 'amrap' ? { minutes: 8 } : {}) })
      .returning({ id: workoutBlocks.id })
      .get()
    await db
      .insert(workoutExercises)
      .values({
        workoutId: w.id,
        blockId: b.id,
        exerciseId: pullUps,
        order: 1,
        sets,
        reps,
        restTime: 60,
      })
      .run()
    return { workoutId: w.id, blockId: b.id }
  })
}

beforeAll(async () => {
  const row = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, 'pull-ups'))
    .get()
  pullUps = row?.id ?? 0
  weighted = (await pullUpWorkout('Weighted Pull-ups', 'straight', 3, '6-8')).workoutId
  volume = (await pullUpWorkout('Pull-up Volume', 'straight', 2, '6-8')).workoutId
  amrap = await pullUpWorkout('Pull-up AMRAP', 'amrap', 1, '5')
})

/** Signed in at 375 px on `path`. */
async function signedInAt(name: string, path: string): Promise<Page> {
  const page = await h.signIn({ email: `${name}@example.test`, name }, { path, width: 375 })
  page.setDefaultTimeout(20_000)
  return page
}

async function me(page: Page): Promise<number> {
  return ((await (await page.request.get(`${h.server.url}/api/user`)).json()) as { id: number }).id
}

/** The athlete's sets as the server answers them (GET /api/user/{id}/sets), oldest first. */
async function setsOnServer(page: Page): Promise<LoggedSet[]> {
  const res = await page.request.get(`${h.server.url}/api/user/${await me(page)}/sets`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as LoggedSet[]).reverse()
}

/** POST /api/user/{id}/sets as the page's own app would send them (its origin). */
async function postSets(page: Page, sets: object[]) {
  const res = await page.request.post(`${h.server.url}/api/user/${await me(page)}/sets`, {
    data: { sets },
    headers: { origin: new URL(h.server.url).origin },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** GET .../exercises/{pull-ups}/last-session with `query`. */
async function lastSession(page: Page, query = ''): Promise<LastSession> {
  const path = `/api/user/${await me(page)}/exercises/${pullUps}/last-session${query}`
  const res = await page.request.get(`${h.server.url}${path}`)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as LastSession
}

/** Start Workout from the workout's exercise list. */
async function start(page: Page, workoutId: number) {
  await page.goto(`${h.server.url}/exercise-list/${workoutId}`)
  await page.getByRole('link', { name: 'Start Workout' }).click()
  await page.waitForURL(`${h.server.url}/workout/${workoutId}/train`)
}

/** Logs the set on screen with `reps` (from the target of 8), and `load` typed under Details. */
async function logSet(page: Page, reps: number, load?: string) {
  const step = reps > 8 ? 'More reps' : 'Fewer reps'
  for (let i = 0; i < Math.abs(reps - 8); i++)
    await page.getByRole('button', { name: step }).click()
  if (load !== undefined) {
    if ((await page.getByLabel('Load (kg)').count()) === 0)
      await page.getByRole('button', { name: 'Details' }).click()
    await page.getByLabel('Load (kg)').fill(load)
  }
  await page.getByRole('button', { name: 'Log Set' }).click()
}

async function skipRest(page: Page) {
  await page.getByRole('button', { name: 'Skip Rest' }).click()
}

describe("'Last time' by session", () => {
  it('keeps three Pull-ups sessions of one day apart in the player, the history and the API, the best set kept', async () => {
    const page = await signedInAt('three.sessions', '/daily')

    // Session 1, Weighted Pull-ups: 9 @ +12.5 kg (the day's best set), then 7 and 6 @ +15 kg.
    await start(page, weighted)
    await page.getByText('Set 1 of 3', { exact: true }).waitFor()
    await logSet(page, 9, '12.5')
    await skipRest(page)
    await page.getByText('Set 2 of 3', { exact: true }).waitFor()
    await logSet(page, 7, '15')
    await skipRest(page)
    await page.getByText('Set 3 of 3', { exact: true }).waitFor()
    await page.locator('#log-set-line').getByText('8 reps · +15 kg', { exact: true }).waitFor()
    await logSet(page, 6)
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()
    await expect.poll(async () => (await setsOnServer(page)).length).toBe(3)

    // Session 2, an AMRAP: three rounds of 5, sent as the player sends a block's sets.
    await postSets(
      page,
      [1, 2, 3].map((round) => ({
        clientId: crypto.randomUUID(),
        ...amrap,
        exerciseId: pullUps,
        setNumber: round,
        round,
        reps: 5,
      })),
    )

    // Session 3, Pull-up Volume: its 'Last time' is the AMRAP's (no day's sets merged by set
    // number), and its 5-rep rounds under the 6-8 range suggest nothing: the advice reads the
    // straight sets of the first session.
    await start(page, volume)
    await page.getByText('Last time: 3 × 5', { exact: true }).waitFor()
    await page.getByText('Set 1 of 2', { exact: true }).waitFor()
    expect(await page.getByRole('region', { name: 'Suggestion' }).count()).toBe(0)
    expect(await page.getByText(/Too hard\?/).count()).toBe(0)
    await logSet(page, 7, '10')
    await skipRest(page)
    await logSet(page, 7)
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()
    await expect.poll(async () => (await setsOnServer(page)).length).toBe(8)

    // The API: each session its own, the last one the practice-free third; the advice's sets
    // the third's straight sets; before the third began, the AMRAP's rounds and the first's sets.
    const sets = await setsOnServer(page)
    const sessionIds = [...new Set(sets.map((s) => s.sessionId))]
    expect(sessionIds).toHaveLength(3)
    expect(new Set(sets.map((s) => s.day)).size).toBe(1)
    const last = await lastSession(page, `?workoutId=${weighted}`)
    expect(last.sessionId).toBe(sessionIds[2])
    expect(last.sets.map((s) => [s.setNumber, s.reps, s.loadKg])).toEqual([
      [2, 7, 10],
      [1, 7, 10],
    ])
    expect(last.workingSets).toEqual(last.sets)
    const third = sets.find((s) => s.sessionId === sessionIds[2])
    const before = encodeURIComponent(third?.performedAt ?? '')
    const earlier = await lastSession(page, `?workoutId=${volume}&before=${before}`)
    expect(earlier.sets.map((s) => [s.round, s.reps, s.loadKg])).toEqual([
      [3, 5, null],
      [2, 5, null],
      [1, 5, null],
    ])
    expect(earlier.workingSets.map((s) => [s.setNumber, s.reps, s.loadKg])).toEqual([
      [3, 6, 15],
      [2, 7, 15],
      [1, 9, 12.5],
    ])
    expect(earlier.suggestion).toBeNull()

    // The player's 'Last time' for a new session of the first workout: the third session, its
    // load pre-filled. Re-opened the same day it joins that workout's session, so 'Last time' is
    // read before it.
    await start(page, weighted)
    await page.getByText('Last time: 2 × 7 @ +10 kg', { exact: true }).waitFor()

    // Records → History: the three sessions on three lines, newest first, each set with its own
    // load; the day's best set, 9 @ +12.5 kg, tops the chart.
    await page.goto(`${h.server.url}/profile`)
    const records = page.getByRole('region', { name: 'Personal Records' })
    const item = records
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pull-ups' }) })
    await item.getByText('History of Pull-ups').click()
    const chart = item.getByRole('figure', { name: 'Pull-ups: best set per day, 1 day' })
    await chart.waitFor()
    await item.getByText('Top: 9 reps @ +12.5 kg', { exact: true }).waitFor()
    expect((await chart.getByRole('row').allTextContents())[1]).toMatch(/9 reps @ \+12\.5 kg$/)
    const lines = item.getByRole('list').last().getByRole('listitem')
    await expect
      .poll(async () =>
        (await lines.allInnerTexts()).map((text) => text.split('\n').at(-1)?.trim()),
      )
      .toEqual(['2 × 7 @ +10 kg', '3 × 5', '9 @ +12.5 kg · 7, 6 @ +15 kg'])
    // One day's three lines each say when the session began.
    for (const line of await lines.all()) expect(await line.locator('time').count()).toBe(2)
    await lines.first().scrollIntoViewIfNeeded()
    await checkScreen(page, 'last-time-history-sessions')
  })
})

describe("the player's Details", () => {
  it('never carries an effort to a set the athlete did not rate', async () => {
    const page = await signedInAt('rated.once', '/daily')
    await start(page, volume)
    await page.getByText('Set 1 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Details' }).click()
    await page.getByLabel('Effort (RPE)').selectOption('8')
    const line = page.locator('#log-set-line')
    await line.getByText('8 reps · RPE 8', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await skipRest(page)

    // Set 2: Details' effort is empty again, and the Log Set line says no RPE.
    await page.getByText('Set 2 of 2', { exact: true }).waitFor()
    if ((await page.getByLabel('Effort (RPE)').count()) === 0)
      await page.getByRole('button', { name: 'Details' }).click()
    expect(await page.getByLabel('Effort (RPE)').inputValue()).toBe('')
    expect(await line.count()).toBe(0)
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()

    await expect
      .poll(async () => (await setsOnServer(page)).map((s) => [s.setNumber, s.reps, s.rpe]))
      .toEqual([
        [1, 8, 8],
        [2, 8, null],
      ])
  })

  it("starts a new session's first set from last session's load, says so, and stores it", async () => {
    const page = await signedInAt('load.again', '/daily')
    // Yesterday's session of Weighted Pull-ups: 8 @ +12.5 kg, then 6 @ +15 kg.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await postSets(
      page,
      [
        [8, 12.5],
        [6, 15],
      ].map(([reps, loadKg], i) => ({
        clientId: crypto.randomUUID(),
        workoutId: weighted,
        exerciseId: pullUps,
        setNumber: i + 1,
        reps,
        loadKg,
        performedAt: yesterday,
      })),
    )

    await start(page, weighted)
    await page.getByText('Last time: 8 @ +12.5 kg · 6 @ +15 kg', { exact: true }).waitFor()
    // Set 1 starts from last session's set 1 load, said under the Log Set line and the field.
    const line = page.locator('#log-set-line')
    await line.getByText('8 reps · +12.5 kg', { exact: true }).waitFor()
    await line.getByText('Load from last time', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Details' }).click()
    const load = page.getByLabel('Load (kg)')
    expect(await load.inputValue()).toBe('12.5')
    await page.getByText('From last time', { exact: true }).waitFor()
    // A load the athlete changes is their own: neither hint stays.
    await load.fill('15')
    await line.getByText('8 reps · +15 kg', { exact: true }).waitFor()
    expect(await page.getByText(/from last time/i).count()).toBe(0)
    await load.fill('12.5')
    await line.getByText('Load from last time', { exact: true }).waitFor()
    await line.scrollIntoViewIfNeeded()
    await checkScreen(page, 'last-time-load-prefilled', 860)
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await checkScreen(page, 'last-time-load-prefilled-dark', 860)
    await page.setViewportSize({ width: 375, height: 860 })
    await page.getByRole('button', { name: 'Log Set' }).click()
    await skipRest(page)

    // Set 2 starts from this session's set 1, no longer said to be last time's.
    await page.getByText('Set 2 of 3', { exact: true }).waitFor()
    await line.getByText('8 reps · +12.5 kg', { exact: true }).waitFor()
    expect(await page.getByText('Load from last time').count()).toBe(0)
    await page.getByRole('button', { name: 'Log Set' }).click()
    await expect
      .poll(async () => (await setsOnServer(page)).map((s) => [s.setNumber, s.loadKg]))
      .toEqual([
        [1, 12.5],
        [2, 15],
        [1, 12.5],
        [2, 12.5],
      ])
  })
})
