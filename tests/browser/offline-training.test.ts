import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  exercises,
  loggedSets,
  sessions,
  skills,
  userStepPasses,
  users,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { localDay } from '~/shared/rules/days'
import { checkScreen, signInThroughUi, skipOnboarding } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// docs/product.md#offline: the player works with the network off; every set waits on the
// device in order and reaches the server once, on its own day, for its own user only.
const h = browserHarness({ serviceWorkers: 'allow' })

/** Push-ups twice and squats once: three sets, reps only. */
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
  const ids = [await idOf('push-ups'), await idOf('squats')]
  workoutId = await database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'Basement Workout',
        description: 'Three sets with no reception.',
        imageBackground: 'workout-bg-2',
      })
      .returning()
      .get()
    await db.insert(workoutExercises).values([
      { workoutId: w.id, exerciseId: ids[0] as number, order: 0, sets: 2, reps: '8', restTime: 30 },
      {
        workoutId: w.id,
        exerciseId: ids[1] as number,
        order: 1,
        sets: 1,
        reps: '15',
        restTime: 30,
      },
    ])
    return w.id
  })
})

const identity = (name: string) => ({ email: `${name}@example.test`, name })

async function userOf(name: string) {
  const user = await h.server.database.db
    .select()
    .from(users)
    .where(eq(users.email, `${name}@example.test`))
    .get()
  if (!user) throw new Error(`no user ${name}`)
  return user
}

async function setsOf(name: string) {
  const user = await userOf(name)
  return h.server.database.db.select().from(loggedSets).where(eq(loggedSets.userId, user.id)).all()
}

/** Signed in on the player, once online, so the app and the workout are on the device. */
async function openPlayerOnline(
  name: string,
  before?: (page: Page) => Promise<void>,
  workout = workoutId,
) {
  const page = await h.signIn(identity(name), {
    path: `/workout/${workout}/train`,
    width: 375,
    before,
  })
  await page.getByRole('button', { name: 'Log Set' }).waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return page
}

async function logSetAndSkipRest(page: Page) {
  await page.getByRole('button', { name: 'Log Set' }).click()
  const skip = page.getByRole('button', { name: 'Skip Rest' })
  await Promise.race([
    skip.waitFor().then(() => skip.click()),
    page.getByRole('heading', { name: 'Workout Complete' }).waitFor(),
  ])
}

interface QueuedWrite {
  userId: number
  kind: string
  clientIds: string[]
}

/** The writes waiting in the device's queue, in order (read in the page, from IndexedDB). */
function queueOnDevice(page: Page): Promise<QueuedWrite[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const open = indexedDB.open('calisthenics-offline')
        open.onerror = () => reject(new Error('no database'))
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll()
          all.onsuccess = () => {
            open.result.close()
            resolve(all.result as QueuedWrite[])
          }
        }
      }),
  )
}

/** Writes of the device's queue, per user id. */
async function queuedOnDevice(page: Page): Promise<Record<number, number>> {
  const counts: Record<number, number> = {}
  for (const w of await queueOnDevice(page)) counts[w.userId] = (counts[w.userId] ?? 0) + 1
  return counts
}

/** Client ids of the sets waiting in the device's queue, per user id. */
async function setsQueuedOnDevice(page: Page): Promise<Record<number, string[]>> {
  const sets: Record<number, string[]> = {}
  for (const w of await queueOnDevice(page)) {
    if (w.kind === 'sets') sets[w.userId] = [...(sets[w.userId] ?? []), ...w.clientIds]
  }
  return sets
}

const waiting = (page: Page) => page.getByTestId('sync-waiting')

describe('training offline', () => {
  it('logs a whole workout offline, across a reload and midnight, and the server holds every set once on its own day', async () => {
    const now = Date.now()
    const yesterday = now - 24 * 3600_000
    const page = await openPlayerOnline('offline.trainee', (p) =>
      p.clock.install({ time: yesterday }),
    )
    await h.context.setOffline(true)
    await page.reload()
    await page.getByRole('button', { name: 'Log Set' }).waitFor()

    // Yesterday evening, in the basement: the first set.
    await logSetAndSkipRest(page)
    await page.getByText('Saved on this device', { exact: true }).waitFor()
    expect(await waiting(page).textContent()).toBe('1 set waiting to sync')
    // The player covers the app's header on a phone, so it says so itself.
    const inPlayer = page.getByTestId('player-sync-waiting')
    expect(await inPlayer.textContent()).toBe('Offline · 1 set waiting to sync')
    expect(await inPlayer.isVisible()).toBe(true)
    await checkScreen(page, 'offline-player-waiting')
    expect(await setsOf('offline.trainee')).toHaveLength(0)
    await page.setViewportSize({ width: 375, height: 860 })

    // After midnight, still offline: the rest of the workout, a reload in the middle.
    await page.clock.setSystemTime(now)
    await page.reload()
    await page.getByRole('button', { name: 'Log Set' }).waitFor()
    await logSetAndSkipRest(page)
    await logSetAndSkipRest(page)
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()
    await page.reload()
    await waiting(page).getByText('3 sets waiting to sync', { exact: true }).waitFor()
    await checkScreen(page, 'offline-sets-waiting')
    // All three wait on the device, for this user. The server is not asked here: Chromium's
    // offline mode lets through a request the player sends while a reload tears the page down
    // (seen in its net log: sent, then cancelled), so a set may reach the server early, as over
    // a real connection lost mid-request. It stays queued and is stored once, by its client id.
    const { id: userId, timeZone } = await userOf('offline.trainee')
    const onDevice = await setsQueuedOnDevice(page)
    expect(Object.keys(onDevice)).toEqual([String(userId)])
    const waitingIds = onDevice[userId] ?? []
    expect(waitingIds).toHaveLength(3)
    expect(new Set(waitingIds).size).toBe(3)

    await h.context.setOffline(false)
    await expect.poll(async () => (await setsOf('offline.trainee')).length).toBe(3)
    await waiting(page).waitFor({ state: 'detached' })
    const sets = await setsOf('offline.trainee')
    expect(sets.map((s) => s.clientId).sort()).toEqual([...waitingIds].sort())
    expect(sets.map((s) => s.day).sort()).toEqual([
      localDay(new Date(yesterday), timeZone),
      localDay(new Date(now), timeZone),
      localDay(new Date(now), timeZone),
    ])
  })

  it('resumes a sync cut off half-way without storing any set twice', async () => {
    const page = await openPlayerOnline('offline.interrupted')
    await h.context.setOffline(true)
    for (let i = 0; i < 3; i++) await logSetAndSkipRest(page)
    await waiting(page).getByText('3 sets waiting to sync', { exact: true }).waitFor()

    // Back online: the first set goes through, the second reaches the server but its answer
    // is lost, and the connection drops again.
    let calls = 0
    await page.route('**/trpc/sets.log**', async (route) => {
      calls += 1
      if (calls === 1) return route.continue()
      if (calls === 2) await route.fetch()
      // A request still under way when the route is lifted is the browser's again.
      return route.abort().catch(() => undefined)
    })
    await h.context.setOffline(false)
    await expect.poll(async () => (await setsOf('offline.interrupted')).length).toBe(2)
    await expect.poll(() => calls).toBeGreaterThanOrEqual(2)
    await waiting(page).getByText('2 sets waiting to sync', { exact: true }).waitFor()

    await page.unroute('**/trpc/sets.log**')
    await page.reload()
    await expect.poll(async () => (await setsOf('offline.interrupted')).length).toBe(3)
    await waiting(page).waitFor({ state: 'detached' })
    const sets = await setsOf('offline.interrupted')
    expect(new Set(sets.map((s) => s.clientId)).size).toBe(3)
  })

  it('keeps the queue through an expired session for the same user only, never for another', async () => {
    const page = await openPlayerOnline('offline.expired')
    const owner = await userOf('offline.expired')
    await h.context.setOffline(true)
    await logSetAndSkipRest(page)
    await waiting(page).getByText('1 set waiting to sync', { exact: true }).waitFor()

    // The session ends on the server while the phone is offline.
    await h.server.database.write((db) => db.delete(sessions).where(eq(sessions.userId, owner.id)))
    await h.context.setOffline(false)
    await page.reload()
    await page.waitForURL(/\/auth/)
    expect(await queuedOnDevice(page)).toEqual({ [owner.id]: 1 })
    expect(await setsOf('offline.expired')).toHaveLength(0)

    // Someone else signs in on the device: the queue is not theirs.
    await page.goto(`${h.server.url}/auth`)
    await signInThroughUi(page, identity('offline.other'))
    await skipOnboarding(page)
    await page.waitForURL(/\/daily/)
    await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
    expect(await waiting(page).count()).toBe(0)
    expect(await setsOf('offline.other')).toHaveLength(0)
    expect(await queuedOnDevice(page)).toEqual({ [owner.id]: 1 })
    expect(await setsOf('offline.expired')).toHaveLength(0)

    // The owner's next sign-in sends it.
    await h.context.clearCookies()
    await page.goto(`${h.server.url}/auth`)
    await signInThroughUi(page, identity('offline.expired'))
    await skipOnboarding(page)
    await page.waitForURL(/\/daily/)
    await expect.poll(async () => (await setsOf('offline.expired')).length).toBe(1)
    await expect.poll(() => queuedOnDevice(page)).toEqual({})
    expect(await setsOf('offline.other')).toHaveLength(0)
  })

  it('shows a set the server refuses once, with its reason, and keeps it for download', async () => {
    const { database } = h.server
    const doomed = await database.write(async (db) => {
      const pushUps = await db
        .select({ id: exercises.id })
        .from(exercises)
        .where(eq(exercises.builtinKey, 'push-ups'))
        .get()
      const w = await db
        .insert(workouts)
        .values({
          title: 'Doomed Workout',
          description: 'Deleted meanwhile.',
          imageBackground: 'workout-bg-1',
        })
        .returning()
        .get()
      await db.insert(workoutExercises).values({
        workoutId: w.id,
        exerciseId: pushUps!.id,
        order: 0,
        sets: 1,
        reps: '8',
        restTime: 30,
      })
      return w.id
    })
    const page = await openPlayerOnline('offline.refused', undefined, doomed)
    await h.context.setOffline(true)
    await logSetAndSkipRest(page)
    await waiting(page).getByText('1 set waiting to sync', { exact: true }).waitFor()

    // The workout is deleted while the phone is offline.
    await database.write((db) => db.delete(workouts).where(eq(workouts.id, doomed)))
    await h.context.setOffline(false)
    const toast = page.getByText('Not saved: the server refused it', { exact: true })
    await toast.waitFor()
    await waiting(page).waitFor({ state: 'detached' })
    expect(await setsOf('offline.refused')).toHaveLength(0)

    // Shown once: not again on the next start; kept for download.
    await page.goto(`${h.server.url}/daily`)
    await page.getByRole('button', { name: 'Download refused items' }).waitFor()
    expect(await toast.count()).toBe(0)
    await checkScreen(page, 'offline-refused')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download refused items' }).click(),
    ])
    const body = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      refused: { kind: string; reason: string; input: { sets: { workoutId: number }[] } }[]
    }
    expect(body.refused).toHaveLength(1)
    expect(body.refused[0]).toMatchObject({ kind: 'sets' })
    expect(body.refused[0]?.reason).toMatch(/^400/)
    expect(body.refused[0]?.input.sets[0]?.workoutId).toBe(doomed)
  })

  it('passes a ladder step offline with I can do this, and the server records it once when the network returns', async () => {
    const { db } = h.server.database
    const crow = await db.select().from(skills).where(eq(skills.builtinKey, 'crow-pose')).get()
    const page = await h.signIn(identity('offline.climber'), {
      path: `/skills/${crow!.id}`,
      width: 375,
    })
    await page.getByText('Step 1 of 3 · current step').waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await h.context.setOffline(true)
    await page.getByRole('button', { name: 'I can do this' }).click()
    await page
      .getByRole('alertdialog', { name: 'Pass this step?' })
      .getByRole('button', { name: 'I can do this' })
      .click()
    // The ladder moves on at once on the device, and says the pass waits.
    await page.getByText('Step 2 of 3 · current step').waitFor()
    await waiting(page).getByText('1 update waiting to sync', { exact: true }).waitFor()
    const user = await userOf('offline.climber')
    const passesOf = () =>
      db.select().from(userStepPasses).where(eq(userStepPasses.userId, user.id)).all()
    expect(await passesOf()).toHaveLength(0)

    await h.context.setOffline(false)
    await waiting(page).waitFor({ state: 'detached' })
    const passes = await passesOf()
    expect(passes).toHaveLength(1)
    expect(passes[0]).toMatchObject({ how: 'self' })
    await page.reload()
    await page.getByText('Step 2 of 3 · current step').waitFor()
  })
})
