import { mkdirSync } from 'node:fs'
import { and, eq, isNull } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, users, workoutExercises, workouts } from '~/server/db/schema'
import { toKg } from '~/shared/rules/units'
import type { LoggedSet } from '~/shared/schemas/sets'
import { expectNoAxeViolations, expectNoSidewaysScroll } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { callerFor } from '../support/caller'

// What the workout player logs, read back from the server (docs/product.md#player): details stay
// on their set, per-side exercises log left then right from the first set, timed work is not
// called a hold (nor held on the summary), a per-side hold switches sides (in the player and in
// the single-exercise tracker, docs/product.md#tracker), and −15 s shortens the rest.

const h = browserHarness({ height: 860 })
/** Screenshots a person looks at, outside the test artifacts. */
const SHOTS = '/tmp/shots'

async function exerciseId(key: string): Promise<number> {
  const row = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, key))
    .get()
  if (!row) throw new Error(`no exercise ${key}`)
  return row.id
}

/** A workout of the given built-in exercises, in order. */
async function makeWorkout(
  title: string,
  entries: { key: string; sets: number; reps: string; restTime: number }[],
): Promise<number> {
  const ids = await Promise.all(entries.map((e) => exerciseId(e.key)))
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title, description: `${title}.`, imageBackground: 'workout-bg-3' })
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
}

/** Signed in at 375 px on `path`, with the page's clock under the test's hand. */
async function signedInAt(name: string, path: string): Promise<Page> {
  const page = await h.signIn(
    { email: `${name}@example.test`, name },
    { path, width: 375, before: (p) => p.clock.install() },
  )
  // A step that never comes fails with its name, well inside the test's time.
  page.setDefaultTimeout(20_000)
  return page
}

/** Signed in at 375 px on the workout's list, then Start Workout. */
async function startWorkout(name: string, workoutId: number): Promise<Page> {
  const page = await signedInAt(name, `/exercise-list/${workoutId}`)
  await page.getByRole('link', { name: 'Start Workout' }).click()
  await page.waitForURL(`${h.server.url}/workout/${workoutId}/train`)
  return page
}

/** The signed-in athlete's sets as the server answers them (GET /api/user/{id}/sets), oldest first. */
async function setsOnServer(page: Page): Promise<LoggedSet[]> {
  const me = (await (await page.request.get(`${h.server.url}/api/user`)).json()) as { id: number }
  const res = await page.request.get(`${h.server.url}/api/user/${me.id}/sets`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as LoggedSet[]).reverse()
}

/** Seconds on the rest's ring: '1:00' → 60. */
async function restSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Rest time remaining' }).textContent()) ?? ''
  const [m, s] = text.split(':').map(Number)
  return (m ?? 0) * 60 + (s ?? 0)
}

/**
 * Runs `look` (axe, a screenshot) on a screen that moves on by itself (the 5 s of Switch sides):
 * the page's clock is paused and let on 1 ms at a time while `look` waits on the page's own
 * timers (axe does), then flows again.
 */
async function lookWithClockStill(page: Page, look: () => Promise<void>) {
  // Paused a moment ahead: on a busy machine that moment may pass before the call lands, so a
  // little further ahead each time.
  for (let ahead = 100; ; ahead *= 2) {
    const at = (await page.evaluate(() => Date.now())) + ahead
    const error = await page.clock.pauseAt(at).then(
      () => null,
      (e: unknown) => e,
    )
    if (error === null) break
    if (ahead >= 1600 || !String(error).includes('to the past')) throw error
  }
  let settled = false
  const outcome = look().then(
    () => null,
    (error: unknown) => error,
  )
  void outcome.then(() => (settled = true))
  while (!settled) await page.clock.runFor(1)
  const error = await outcome
  if (error) throw error
  await page.clock.resume()
}

let detailsWorkout = 0
let poundsWorkout = 0
let perSideWorkout = 0
let timedWorkout = 0
let workOnlyWorkout = 0
let loadWorkout = 0
/** An exercise with no harder or easier variation: reaching the top of its range adds load. */
let plainExercise = 0
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  detailsWorkout = await makeWorkout('Details Workout', [
    { key: 'push-ups', sets: 2, reps: '8', restTime: 60 },
    { key: 'squats', sets: 1, reps: '10', restTime: 30 },
  ])
  poundsWorkout = await makeWorkout('Pounds Workout', [
    { key: 'push-ups', sets: 1, reps: '8', restTime: 30 },
    { key: 'squats', sets: 1, reps: '10', restTime: 30 },
  ])
  perSideWorkout = await makeWorkout('Per Side First', [
    { key: 'lunges', sets: 2, reps: '5 per leg', restTime: 20 },
    { key: 'push-ups', sets: 1, reps: '5', restTime: 20 },
  ])
  // Side Plank as the built-in Legs & Core Basics has it (docs/product.md#player: per side).
  const sidePlank = await h.server.database.db
    .select({ sets: workoutExercises.sets, reps: workoutExercises.reps })
    .from(workoutExercises)
    .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
    .where(
      and(
        eq(workouts.builtinKey, 'legs-and-core-basics'),
        eq(workoutExercises.exerciseId, await exerciseId('side-plank')),
      ),
    )
    .get()
  expect(sidePlank).toEqual({ sets: 2, reps: '20 seconds per side' })
  timedWorkout = await makeWorkout('Timed Workout', [
    { key: 'jumping-jacks', sets: 1, reps: '30 seconds', restTime: 15 },
    { key: 'side-plank', sets: 1, reps: sidePlank?.reps ?? '', restTime: 15 },
  ])
  const [plain] = await h.server.database.db
    .select({ id: exercises.id, key: exercises.builtinKey })
    .from(exercises)
    .where(and(isNull(exercises.harderExerciseId), isNull(exercises.easierExerciseId)))
    .limit(1)
    .all()
  plainExercise = plain?.id ?? 0
  loadWorkout = await makeWorkout('Load Workout', [
    { key: plain?.key ?? '', sets: 2, reps: '8-12', restTime: 30 },
  ])
  workOnlyWorkout = await makeWorkout('Work Only', [
    { key: 'jumping-jacks', sets: 1, reps: '30 seconds', restTime: 15 },
    { key: 'bear-crawl', sets: 1, reps: '20 seconds', restTime: 15 },
  ])
})

describe('what the workout player logs', () => {
  it('keeps load and effort on the sets of the exercise they were entered for, and −15 s shortens the rest', async () => {
    const page = await startWorkout('load.athlete', detailsWorkout)
    await page.getByText('Set 1 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Details' }).click()
    await page.getByLabel('Load (kg)').fill('10')
    await page.getByLabel('Effort (RPE)').selectOption('8')
    const line = page.locator('#log-set-line')
    await line.getByText('8 reps · +10 kg · RPE 8', { exact: true }).waitFor()
    await expectNoAxeViolations(page, 'the Log Set line')
    await expectNoSidewaysScroll(page, 'the Log Set line')
    for (const toast of await page.getByRole('button', { name: 'Dismiss notification' }).all())
      await toast.click()
    await line.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/player-log-set-line-375.png` })
    await page.getByRole('button', { name: 'Log Set' }).click()

    // −15 s takes 15 s off the rest; pressed on, the rest ends at 0 rather than going below it.
    await page.getByRole('heading', { name: 'Rest' }).waitFor()
    const before = await restSeconds(page)
    await page.getByRole('button', { name: '−15 s' }).click()
    const after = await restSeconds(page)
    expect(before - after).toBeGreaterThanOrEqual(14)
    expect(before - after).toBeLessThanOrEqual(16)
    await expectNoAxeViolations(page, 'the rest with −15 s')
    await page.screenshot({ path: `${SHOTS}/player-rest-375.png` })
    const less = page.getByRole('button', { name: '−15 s' })
    while (await less.isVisible()) {
      if (await less.isEnabled()) await less.click().catch(() => undefined)
      await page.clock.runFor(300)
    }

    // Set 2 starts from set 1's load, closed or not, but never from its effort (not rated for
    // set 2); the next exercise starts from none.
    await page.getByText('Set 2 of 2', { exact: true }).waitFor()
    await line.getByText('8 reps · +10 kg', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Details' }).click()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Exercise 2 of 2', { exact: true }).waitFor()
    await page.getByText('10 reps', { exact: true }).waitFor()
    expect(await line.count()).toBe(0)
    await page.getByRole('button', { name: 'Details' }).click()
    expect(await page.getByLabel('Load (kg)').inputValue()).toBe('')
    expect(await page.getByLabel('Effort (RPE)').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()

    const pushUps = await exerciseId('push-ups')
    await expect
      .poll(async () =>
        (await setsOnServer(page)).map((s) => [
          s.exerciseId === pushUps ? 'push-ups' : 'squats',
          s.setNumber,
          s.reps,
          s.loadKg,
          s.rpe,
        ]),
      )
      .toEqual([
        ['push-ups', 1, 8, 10, 8],
        ['push-ups', 2, 8, 10, null],
        ['squats', 1, 10, null, null],
      ])
  })

  it('logs a workout that opens on a per-side exercise left then right from the first set, through moves and a reload', async () => {
    const page = await startWorkout('sides.athlete', perSideWorkout)
    await page.getByText('5 per side', { exact: true }).waitFor()
    await page.getByText('Set 1 of 2 · Left side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByText('Set 1 of 2 · Right side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()

    // To the next exercise and back with the arrows, then a reload: still the left side of set 2.
    await page.getByText('Set 2 of 2 · Left side', { exact: true }).waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByText('Exercise 2 of 2', { exact: true }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByText('Set 2 of 2 · Left side', { exact: true }).waitFor()
    await page.reload()
    await page.getByText('Set 2 of 2 · Left side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByText('Set 2 of 2 · Right side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Exercise 2 of 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()

    const lunges = await exerciseId('lunges')
    await expect
      .poll(async () =>
        (await setsOnServer(page)).map((s) => [
          s.exerciseId === lunges ? 'lunges' : 'push-ups',
          s.setNumber,
          s.side,
        ]),
      )
      .toEqual([
        ['lunges', 1, 'left'],
        ['lunges', 1, 'right'],
        ['lunges', 2, 'left'],
        ['lunges', 2, 'right'],
        ['push-ups', 1, null],
      ])
  })

  it('calls timed work Work, not Hold, and runs a per-side hold left, Switch sides, right', async () => {
    const page = await startWorkout('timed.athlete', timedWorkout)
    const player = page.locator('body')

    // Jumping Jacks: worked, never held, from the target to the stop.
    await page.getByText('Work 30 s', { exact: true }).waitFor()
    await page.getByText('Start, work, then stop: the seconds you worked are logged').waitFor()
    expect(await player.innerText()).not.toMatch(/\bhold/i)
    await page.getByRole('button', { name: 'Start', exact: true }).click()
    await page.clock.fastForward(3_000)
    await page.getByText('Working', { exact: true }).waitFor()
    expect(await player.innerText()).not.toMatch(/\bhold/i)
    await page.clock.fastForward(31_000)
    await page.getByText('Target reached: stop when you are done', { exact: true }).waitFor()
    expect(await player.innerText()).not.toMatch(/\bhold/i)
    await page.getByRole('button', { name: 'Stop and Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()

    // Side Plank: the left side held, Switch sides (its own screen), then the right side held.
    await page.getByText('Exercise 2 of 2', { exact: true }).waitFor()
    await page.getByText('Hold 20 s per side', { exact: true }).waitFor()
    await page.getByText('Set 1 of 1 · Left side', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Start Hold' }).click()
    await page.clock.fastForward(3_000)
    await page.getByText('Holding', { exact: true }).waitFor()
    await page.clock.fastForward(21_000)
    await page.getByRole('button', { name: 'Stop and Log Set' }).click()
    await page.getByRole('timer', { name: 'Switch sides' }).waitFor()
    await lookWithClockStill(page, async () => {
      await page.getByText('Set 1 of 1 · Right side', { exact: true }).waitFor()
      await page.getByText(/^Right side starts in \d s$/).waitFor()
      await expectNoAxeViolations(page, 'Switch sides')
      await expectNoSidewaysScroll(page, 'Switch sides')
      await page.getByRole('timer', { name: 'Switch sides' }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/player-switch-sides-375.png` })
    })
    await page.clock.fastForward(5_000)
    await page.getByText('Holding', { exact: true }).waitFor()
    await page.clock.fastForward(21_000)
    await page.getByRole('button', { name: 'Stop and Log Set' }).click()
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()

    const jacks = await exerciseId('jumping-jacks')
    await expect
      .poll(async () =>
        (await setsOnServer(page)).map((s) => [
          s.exerciseId === jacks ? 'jumping-jacks' : 'side-plank',
          s.setNumber,
          s.side,
          s.reps,
          (s.seconds ?? 0) >= (s.exerciseId === jacks ? 30 : 20),
        ]),
      )
      .toEqual([
        ['jumping-jacks', 1, null, null, true],
        ['side-plank', 1, 'left', null, true],
        ['side-plank', 1, 'right', null, true],
      ])
  })

  it('never says hold on the summary of timed work: Worked, not Held', async () => {
    const page = await startWorkout('work.only', workOnlyWorkout)
    for (const [target, seconds] of [
      ['Work 30 s', 31],
      ['Work 20 s', 21],
    ] as const) {
      await page.getByText(target, { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Start', exact: true }).click()
      await page.clock.fastForward(3_000 + seconds * 1000)
      await page.getByText('Target reached: stop when you are done', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Stop and Log Set' }).click()
      if (target === 'Work 30 s') await page.getByRole('button', { name: 'Skip Rest' }).click()
    }
    const summary = page.getByRole('region', { name: 'Workout Complete' })
    await summary.waitFor()
    const worked = summary.locator('dt', { hasText: 'Worked' }).locator('xpath=../dd')
    expect(Number((await worked.innerText()).replace(' s', ''))).toBeGreaterThanOrEqual(51)
    await summary.getByText('Streak: 1 day', { exact: true }).waitFor()
    expect(await summary.innerText()).not.toMatch(/\bhold|\bheld/i)
    await expectNoAxeViolations(page, 'the summary of timed work')
    await expectNoSidewaysScroll(page, 'the summary of timed work')
    await page.screenshot({ path: `${SHOTS}/player-summary-work-375.png`, fullPage: true })
    await expect
      .poll(async () => (await setsOnServer(page)).map((s) => [s.seconds !== null, s.reps]))
      .toEqual([
        [true, null],
        [true, null],
      ])
  })

  it('counts a per-side hold in the single-exercise tracker left, Switch sides, right', async () => {
    const sidePlank = await exerciseId('side-plank')
    const page = await signedInAt('tracker.sides', `/exercise/${timedWorkout}/${sidePlank}`)
    const tracker = page.getByRole('region', { name: 'Exercise Tracker' })
    await tracker.getByText('Set 1 of 1 · Left side', { exact: true }).waitFor()
    await tracker.getByRole('button', { name: /^Start the hold timer/ }).click()
    await page.clock.fastForward(20_500)

    // The left side is logged at once; Switch sides counts 5 s, then the right side runs by itself.
    await tracker.getByRole('timer', { name: 'Switch sides' }).waitFor()
    await lookWithClockStill(page, async () => {
      await tracker.getByText('Set 1 of 1 · Right side', { exact: true }).waitFor()
      await tracker.getByText(/^Right side starts in \d s$/).waitFor()
      await expectNoAxeViolations(page, "the tracker's Switch sides")
      await expectNoSidewaysScroll(page, "the tracker's Switch sides")
      await tracker.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/tracker-switch-sides-375.png` })
    })
    await expect
      .poll(async () => (await setsOnServer(page)).map((s) => [s.setNumber, s.side]))
      .toEqual([[1, 'left']])
    await page.clock.fastForward(5_000)
    await tracker.getByRole('button', { name: /^Pause the hold timer/ }).waitFor()
    await tracker.getByText('Set 1 of 1 · Right side', { exact: true }).waitFor()
    await page.clock.fastForward(21_000)
    await tracker.getByText('1 set done.', { exact: true }).waitFor()

    // The screen moves on before the right side reaches the server: wait for it, then look.
    await expect
      .poll(async () =>
        (await setsOnServer(page)).map((s) => [s.exerciseId, s.setNumber, s.side, s.seconds]),
      )
      .toEqual([
        [sidePlank, 1, 'left', 20],
        [sidePlank, 1, 'right', 20],
      ])
    expect((await setsOnServer(page)).filter((s) => s.side === null)).toEqual([])
  })

  it('words timed work as work in the single-exercise tracker', async () => {
    const jacks = await exerciseId('jumping-jacks')
    const page = await signedInAt('tracker.work', `/exercise/${workOnlyWorkout}/${jacks}`)
    const tracker = page.getByRole('region', { name: 'Exercise Tracker' })
    await tracker
      .getByText('Tap the circle (or press Space) to start or pause the work timer')
      .waitFor()
    await tracker.getByRole('button', { name: /^Start the work timer/ }).click()
    await tracker.getByRole('button', { name: /^Pause the work timer/ }).waitFor()
    expect(await tracker.innerText()).not.toMatch(/\bhold|\bheld/i)
  })

  it("suggests a pound athlete's load step in pounds, fills Details with it, and reads body weight in pounds", async () => {
    const page = await signedInAt('pounds.level', '/settings')
    await page.getByLabel('Units').selectOption('lb')
    await page.getByText('Loads in pounds (lb)', { exact: true }).waitFor()
    // Yesterday's session reached the top of 8-12 in both sets, at 45 lb.
    const me = await h.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pounds.level@example.test'))
      .get()
    if (!me) throw new Error('no athlete')
    const yesterday = new Date(Date.now() - 26 * 3_600_000).toISOString()
    await callerFor(h.server.database, { ...me, role: 'user' }).sets.log({
      userId: me.id,
      sets: [1, 2].map((setNumber) => ({
        clientId: crypto.randomUUID(),
        workoutId: loadWorkout,
        exerciseId: plainExercise,
        setNumber,
        reps: 12,
        loadKg: toKg(45, 'lb'),
        performedAt: yesterday,
      })),
    })

    await page.goto(`${h.server.url}/exercise-list/${loadWorkout}`)
    await page.getByRole('link', { name: 'Start Workout' }).click()
    const suggestion = page.getByRole('region', { name: 'Suggestion' })
    await suggestion.getByText('Level up: add 5 lb', { exact: true }).waitFor()
    await page.getByText('Last time: 2 × 12 @ +45 lb', { exact: true }).waitFor()
    expect(await page.locator('body').innerText()).not.toMatch(/\bkg\b/)
    await expectNoAxeViolations(page, 'a suggestion in pounds')
    await suggestion.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/player-suggestion-lb-375.png` })
    await suggestion.getByRole('button', { name: 'Add 5 lb' }).click()
    expect(await page.getByLabel('Load (lb)').inputValue()).toBe('50')
    await page.locator('#log-set-line').getByText('12 reps · +50 lb', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await expect
      .poll(async () => (await setsOnServer(page)).map((s) => s.loadKg))
      .toContainEqual(expect.closeTo(toKg(50, 'lb'), 6))

    // Body weight: typed and shown in pounds, kept in whole kilograms.
    await page.goto(`${h.server.url}/profile`)
    const weight = page.getByLabel('Weight (lb)')
    await page.getByLabel('Age').fill('30')
    await page.getByLabel('Height (cm)').fill('180')
    await weight.fill('60')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Weight must be at least 67 lb', { exact: true }).waitFor()
    await weight.fill('176')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Profile saved', { exact: true }).first().waitFor()
    await expect
      .poll(async () => {
        const row = await h.server.database.db
          .select({ weight: users.weight })
          .from(users)
          .where(eq(users.id, me.id))
          .get()
        return row?.weight
      })
      .toBe(80)
    await expect.poll(() => page.getByLabel('Weight (lb)').inputValue()).toBe('176')
  })

  it('takes loads in pounds and stores kilograms, and corrects and undoes a set from the player', async () => {
    const page = await h.signIn(
      { email: 'pounds.athlete@example.test', name: 'pounds.athlete' },
      { path: '/settings', width: 375, before: (p) => p.clock.install() },
    )
    page.setDefaultTimeout(20_000)
    await page.getByLabel('Units').selectOption('lb')
    await page.getByText('Loads in pounds (lb)', { exact: true }).waitFor()
    await expectNoAxeViolations(page, 'Settings with units')

    await page.goto(`${h.server.url}/exercise-list/${poundsWorkout}`)
    await page.getByRole('link', { name: 'Start Workout' }).click()
    await page.getByRole('button', { name: 'Details' }).click()
    await page.getByLabel('Load (lb)').fill('45')
    const line = page.locator('#log-set-line')
    await line.getByText('8 reps · +45 lb', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await expect
      .poll(async () => (await setsOnServer(page)).map((s) => s.loadKg?.toFixed(2)))
      .toEqual(['20.41'])

    // This session's sets sit under the current set: correct the reps, then undo the set.
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Exercise 2 of 2', { exact: true }).waitFor()
    const thisSession = page.getByRole('region', { name: 'This session' })
    await thisSession.getByText('Set 1 · 8 reps · +45 lb', { exact: true }).waitFor()
    await expectNoAxeViolations(page, "the player's list of this session's sets")
    await thisSession.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/player-this-session-375.png` })
    await thisSession.getByRole('button', { name: /^Edit Push-ups/ }).click()
    await thisSession.getByRole('spinbutton', { name: 'Reps', exact: true }).fill('6')
    await expect(
      thisSession.getByRole('spinbutton', { name: 'Load (lb)' }).inputValue(),
    ).resolves.toBe('45')
    await thisSession.getByRole('button', { name: 'Save' }).click()
    await thisSession.getByText('Set 1 · 6 reps · +45 lb', { exact: true }).waitFor()
    await expect.poll(async () => (await setsOnServer(page)).map((s) => s.reps)).toEqual([6])
    await thisSession.getByRole('button', { name: /^Undo Push-ups/ }).click()
    await expect.poll(async () => (await setsOnServer(page)).length).toBe(0)

    // Squats alone, the last exercise, end the session without completing the workout.
    await page.getByRole('button', { name: 'Log Set' }).click()
    await expect.poll(async () => (await setsOnServer(page)).length).toBe(1)
    await page.getByRole('heading', { name: 'Session saved' }).waitFor()
    await page.getByText('1 of 2 exercises · Not done: Push-ups', { exact: true }).waitFor()
    // No streak started, and no 'Streak: 0 days' says so.
    const summary = page.getByRole('region', { name: 'Session saved' })
    await summary.getByText('No new badges this time', { exact: true }).waitFor()
    expect(await summary.getByText(/^Streak:/).count()).toBe(0)
  })
})
