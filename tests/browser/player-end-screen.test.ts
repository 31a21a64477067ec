// docs/product.md#player ('Summary', 'This session') and #offline in the browser at 375 px: the
// end screen shows an AMRAP's score, 'Not done: …', no figure that is 0 and the session's own
// span; Undo removes a set and the toast's Undo logs it again (the server read over REST both
// ways, the counter following); a set waiting offline is corrected or removed in the device's
// queue before it is sent; and a tab learns that another tab sent its sets.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, workoutBlocks, workoutExercises, workouts } from '~/server/db/schema'
import { clockLabel } from '~/shared/rules/player'
import type { LoggedSet } from '~/shared/schemas/sets'
import { checkScreen, expectNoAxeViolations } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 860, signIn: 'session' })
const SHOTS = '/tmp/calisthenics-screens'

/** Push-ups 3 × 8, then Pike Push-ups 1 × 8: straight sets. */
let straightWorkout = 0
/** One AMRAP of 1 minute: 5 Push-ups and 10 Squats a round. */
let amrapWorkout = 0

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
  const [pushUps, pike, squats] = [
    await idOf('push-ups'),
    await idOf('pike-push-ups'),
    await idOf('squats'),
  ]
  straightWorkout = await database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'End Screen Workout',
        description: 'Push-ups, then pike push-ups.',
        imageBackground: 'workout-bg-2',
      })
      .returning()
      .get()
    await db.insert(workoutExercises).values([
      { workoutId: w.id, exerciseId: pushUps, order: 0, sets: 3, reps: '8', restTime: 60 },
      { workoutId: w.id, exerciseId: pike, order: 1, sets: 1, reps: '8', restTime: 60 },
    ])
    return w.id
  })
  amrapWorkout = await database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'End Screen AMRAP',
        description: 'One AMRAP.',
        imageBackground: 'workout-bg-3',
      })
      .returning()
      .get()
    const [block] = await db
      .insert(workoutBlocks)
      .values([{ workoutId: w.id, position: 1, kind: 'amrap', minutes: 1 }])
      .returning({ id: workoutBlocks.id })
      .all()
    await db.insert(workoutExercises).values([
      { workoutId: w.id, blockId: block!.id, exerciseId: pushUps, order: 1, sets: 1, reps: '5' },
      { workoutId: w.id, blockId: block!.id, exerciseId: squats, order: 2, sets: 1, reps: '10' },
    ])
    return w.id
  })
})

const identity = (name: string) => ({ email: `${name}@example.test`, name })

async function userIdOf(page: Page): Promise<number> {
  return ((await (await page.request.get(`${h.server.url}/api/user`)).json()) as { id: number }).id
}

/** The athlete's sets as the REST API answers them, oldest first. */
async function setsOverRest(page: Page): Promise<LoggedSet[]> {
  const res = await page.request.get(`${h.server.url}/api/user/${await userIdOf(page)}/sets`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as LoggedSet[]).reverse()
}

/** The summary's figures, label → value, as shown. */
async function summaryFigures(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('section[aria-labelledby="summary-heading"] dl > div')].map(
        (d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? ''],
      ),
    ),
  )
}

interface QueuedSet {
  clientId: string
  reps?: number
}

/** The sets waiting in the device's queue (read in the page, from IndexedDB). */
function setsInQueue(page: Page): Promise<QueuedSet[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedSet[]>((resolve, reject) => {
        const open = indexedDB.open('calisthenics-offline')
        open.onerror = () => reject(new Error('no database'))
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll()
          all.onsuccess = () => {
            open.result.close()
            const writes = all.result as { kind: string; input: { sets: QueuedSet[] } }[]
            resolve(writes.filter((w) => w.kind === 'sets').flatMap((w) => w.input.sets))
          }
        }
      }),
  )
}

describe('the end screen', () => {
  it("shows an AMRAP's score, and no figure that is 0", async () => {
    const page = await h.signIn(identity('end.amrap'), {
      path: `/workout/${amrapWorkout}/train`,
      width: 375,
      before: (p) => p.clock.install(),
    })
    await page.getByRole('button', { name: 'Start AMRAP' }).click()
    await page.clock.fastForward(3_500)
    await page.getByRole('heading', { name: 'Round 1 · AMRAP 1 min' }).waitFor()
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: '+1 round' }).click()
    await page.getByRole('heading', { name: 'Round 6 · AMRAP 1 min' }).waitFor()
    await page.clock.fastForward(60_000)
    await page.getByText('Time!', { exact: true }).last().waitFor()
    for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'More reps' }).click()
    await page.getByRole('button', { name: 'Save score' }).click()

    const summary = page.getByRole('region', { name: /Workout Complete|Session saved/ })
    const scores = summary.getByRole('region', { name: 'Scores' })
    await scores.getByText('AMRAP: 5 rounds + 7 reps', { exact: true }).waitFor()
    await page.getByText('Saving your sets...').waitFor({ state: 'detached' })
    const figures = await summaryFigures(page)
    // Five whole rounds of 5 push-ups and 10 squats (the part round is the score's).
    expect(figures).toMatchObject({ 'Total reps': '75' })
    // No hold was held: no 'Held 0 s'; nothing reads 0.
    expect(Object.keys(figures)).not.toContain('Held')
    for (const value of Object.values(figures)) expect(value).not.toMatch(/^(0|0 s|0:00)$/)
    // axe, no sideways scroll, and a look at 375 and 1280 px, light and dark.
    await checkScreen(page, 'end-screen-amrap')
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await checkScreen(page, 'end-screen-amrap-dark')
  })

  it("says 'Not done: …' after an early end, and times the session by its sets, as the server does", async () => {
    const page = await h.signIn(identity('end.early'), {
      path: `/workout/${straightWorkout}/train`,
      width: 375,
      before: (p) => p.clock.install(),
    })
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    // A minute and a half between the first set and the second, whatever the screen did.
    await page.clock.fastForward(90_000)
    await page.getByText('Set 2 of 3', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.clock.fastForward(600_000)
    await page.getByRole('button', { name: 'End Workout' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'End Workout' }).click()

    await page.getByRole('heading', { name: 'Session saved' }).waitFor()
    // Push-ups got 2 of their 3 sets: not finished, and not done either by the rule.
    await page
      .getByText('0 of 2 exercises · Not done: Pike Push-ups · Not finished: Push-ups', {
        exact: true,
      })
      .waitFor()
    expect(await page.getByText(/Left:/).count()).toBe(0)
    await page.getByText('Saving your sets...').waitFor({ state: 'detached' })

    // The session's span as the server holds it (its sets', not the 11 minutes the player was
    // open); the summary says the same.
    const userId = await userIdOf(page)
    const list = await page.request.get(`${h.server.url}/api/user/${userId}/sessions`)
    const [session] = (
      (await list.json()) as {
        items: { startedAt: string; endedAt: string }[]
      }
    ).items
    const span = Math.round((Date.parse(session!.endedAt) - Date.parse(session!.startedAt)) / 1000)
    expect(span).toBeGreaterThanOrEqual(89)
    expect(span).toBeLessThan(120)
    await expect.poll(async () => (await summaryFigures(page)).Time).toBe(clockLabel(span))
    const figures = await summaryFigures(page)
    expect(figures).toEqual({ Time: clockLabel(span), Sets: '2', 'Total reps': '16' })
    await page.screenshot({ path: `${SHOTS}/end-screen-early-375.png`, fullPage: true })
  })
})

describe('undo', () => {
  it('removes a set at once, and the toast puts it back; the counter follows both ways', async () => {
    const page = await h.signIn(identity('end.undo'), {
      path: `/workout/${straightWorkout}/train`,
      width: 375,
    })
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByRole('button', { name: 'More reps' }).click()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByText('Set 3 of 3', { exact: true }).waitFor()
    await expect.poll(async () => (await setsOverRest(page)).length).toBe(2)
    const before = await setsOverRest(page)

    const thisSession = page.getByRole('region', { name: 'This session' })
    await thisSession.getByRole('button', { name: 'Undo Push-ups, Set 2 · 9 reps' }).click()
    const toast = page.getByTestId('toast')
    await toast.getByText('Set removed', { exact: true }).waitFor()
    await expect.poll(async () => (await setsOverRest(page)).map((s) => s.setNumber)).toEqual([1])
    // The set is open again and the player is back on it.
    await page.getByText('Set 2 of 3', { exact: true }).waitFor()
    await expectNoAxeViolations(page, "the toast's Undo")
    await page.screenshot({ path: `${SHOTS}/undo-toast-375.png` })

    await toast.getByRole('button', { name: 'Undo', exact: true }).click()
    await page.getByText('Set restored', { exact: true }).waitFor()
    await expect
      .poll(async () =>
        (await setsOverRest(page)).map((s) => [s.clientId, s.setNumber, s.reps, s.performedAt]),
      )
      .toEqual(before.map((s) => [s.clientId, s.setNumber, s.reps, s.performedAt]))
    await page.getByText('Set 3 of 3', { exact: true }).waitFor()
    await thisSession.getByRole('button', { name: 'Undo Push-ups, Set 2 · 9 reps' }).waitFor()
  })
})

describe('sets not sent yet', () => {
  it('corrects and removes a set waiting offline in the queue; online, the server holds the corrected set once', async () => {
    const page = await h.signIn(identity('end.offline'), {
      path: `/workout/${straightWorkout}/train`,
      width: 375,
    })
    await page.getByRole('button', { name: 'Log Set' }).waitFor()
    // What the player loads after its first paint (the summary, the dialogs) is on the page.
    await page.waitForLoadState('networkidle')
    await h.context.setOffline(true)
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    const thisSession = page.getByRole('region', { name: 'This session' })
    await expect.poll(async () => (await setsInQueue(page)).length).toBe(2)
    await expect.poll(() => thisSession.getByText('Not sent yet', { exact: true }).count()).toBe(2)

    // Set 1 was 6 reps, not 8: corrected on the device.
    await thisSession.getByRole('button', { name: 'Edit Push-ups, Set 1 · 8 reps' }).click()
    await thisSession.getByRole('spinbutton', { name: 'Reps', exact: true }).fill('6')
    await thisSession.getByRole('button', { name: 'Save' }).click()
    await thisSession.getByText('Set 1 · 6 reps', { exact: true }).waitFor()
    await expect.poll(async () => (await setsInQueue(page)).map((s) => s.reps)).toEqual([6, 8])
    // Set 2 was never done: out of the queue.
    await thisSession.getByRole('button', { name: 'Undo Push-ups, Set 2 · 8 reps' }).click()
    await page.getByTestId('toast').getByText('Set removed', { exact: true }).waitFor()
    await expect.poll(async () => (await setsInQueue(page)).map((s) => s.reps)).toEqual([6])
    await page.getByText('Set 2 of 3', { exact: true }).waitFor()
    await expectNoAxeViolations(page, 'a set not sent yet, with Edit and Undo')

    await h.context.setOffline(false)
    await expect
      .poll(async () => (await setsOverRest(page)).map((s) => [s.setNumber, s.reps]))
      .toEqual([[1, 6]])
    await thisSession.getByText('Not sent yet', { exact: true }).waitFor({ state: 'detached' })
    expect(await setsInQueue(page)).toEqual([])
  })

  it("stops saying 'Not sent yet' in a tab once another tab sent the set", async () => {
    const page = await h.signIn(identity('end.tabs'), {
      path: `/workout/${straightWorkout}/train`,
      width: 375,
    })
    await page.getByRole('button', { name: 'Log Set' }).waitFor()
    // What the player loads after its first paint (the summary, the dialogs) is on the page.
    await page.waitForLoadState('networkidle')
    await h.context.setOffline(true)
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page.getByRole('button', { name: 'Skip Rest' }).click()
    const thisSession = page.getByRole('region', { name: 'This session' })
    await thisSession.getByText('Not sent yet', { exact: true }).waitFor()

    // This tab cannot reach the server (its requests fail as a lost connection does); another
    // tab opened on Daily sends the queue.
    await page.route('**/trpc/sets.log**', (route) => route.abort())
    await h.context.setOffline(false)
    const other = await h.context.newPage()
    await other.goto(`${h.server.url}/daily`)
    await expect.poll(async () => (await setsOverRest(page)).map((s) => s.reps)).toEqual([8])
    await thisSession.getByText('Not sent yet', { exact: true }).waitFor({ state: 'detached' })
    // The set is the server's now: Edit and Undo work on it there.
    await thisSession.getByRole('button', { name: 'Edit Push-ups, Set 1 · 8 reps' }).waitFor()
    await other.close()
  })
})
