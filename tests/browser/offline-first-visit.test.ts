import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, users } from '~/server/db/schema'
import { updateProfile } from '~/server/services/profile/update-profile'
import { localDay } from '~/shared/rules/days'
import type { LoggedSet } from '~/shared/schemas/sets'
import { callerFor } from '../support/caller'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

// docs/product.md#offline: a signed-in athlete is never sent to sign-in while offline, even when
// the app's one online visit on this device was the first screen itself, whose page brought the
// session (so the app never asked for it); and that one visit of Daily is enough to train any
// workout it shows.
const h = browserHarness({ serviceWorkers: 'allow' })

/**
 * Three short main workouts (push-ups 2 × 8, squats 1 × 15; 4 minutes each): an athlete with 10
 * minutes a session rotates through these and no built-in one (docs/product.md#daily-choice),
 * today's main workout one of them and This week's coming days the others.
 */
const BASEMENT = ['Basement Strength A', 'Basement Strength B', 'Basement Strength C']
const basementIds = new Map<string, number>()
let pushUpsId = 0
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
  pushUpsId = await idOf('push-ups')
  const squatsId = await idOf('squats')
  const admin = callerFor(database, await createUser(database, { role: 'admin' }))
  for (const title of BASEMENT) {
    const workout = await admin.workouts.create({
      title,
      description: 'Two pushes and a squat with no reception.',
      imageBackground: 'workout-bg-2',
      category: 'workout',
      difficulty: 'beginner',
    })
    await admin.workouts.addExercise({
      id: workout.id,
      exerciseId: pushUpsId,
      sets: 2,
      reps: '8',
      duration: 40,
      restTime: 90,
    })
    await admin.workouts.addExercise({
      id: workout.id,
      exerciseId: squatsId,
      sets: 1,
      reps: '15',
      duration: 50,
      restTime: 90,
    })
    basementIds.set(title, workout.id)
  }
})

/**
 * A phone at 375 px holding a valid session cookie and nothing else of this site: the athlete
 * signed in on it before (here, in a context of its own), and the app's storage starts empty.
 */
async function signedInPhone(email: string): Promise<Page> {
  const signedIn = await h.signInSeparately({ email, name: email.split('@')[0] })
  const cookies = await signedIn.context.cookies()
  await signedIn.context.close()
  const page = await h.open(375, 812)
  await h.context.addCookies(cookies)
  return page
}

/** What a person waits for on the first visit: Daily's content, and the app under its worker. */
async function firstVisitOfDaily(page: Page) {
  await page.goto(`${h.server.url}/daily`)
  await page.getByRole('heading', { name: "Today's Workout" }).first().waitFor()
  await page.getByRole('heading', { name: "Today's Progress" }).waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Runs `change` on one store of the device's offline database, in the page. */
function changeStore(page: Page, store: 'answers' | 'queue', change: 'clear' | object) {
  return page.evaluate(
    ({ store, change }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('calisthenics-offline')
        open.onerror = () => reject(new Error('no offline database'))
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite')
          if (change === 'clear') tx.objectStore(store).clear()
          else tx.objectStore(store).add(change)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error ?? new Error('not written'))
        }
      }),
    { store, change },
  )
}

/** How many writes wait in the device's queue. */
function queued(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('calisthenics-offline')
        open.onsuccess = () => {
          const count = open.result.transaction('queue').objectStore('queue').count()
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
        }
      }),
  )
}

const offlineUserId = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('offline:user') ?? 'null') as { user: { id: number } }).user
        .id,
  )

describe('the first visit as the only online visit', () => {
  it('reloads Daily from the device with the network off, not the sign-in page', async () => {
    const page = await signedInPhone('first.visit@example.test')
    await firstVisitOfDaily(page)

    await h.context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: "Today's Workout" }).first().waitFor()
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor()
    await page.getByText('Offline', { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/daily')
  })

  it('says it is offline, with what waits in the queue, when Daily was not kept on the device', async () => {
    const page = await signedInPhone('first.visit.empty@example.test')
    await firstVisitOfDaily(page)
    // The device lost what it kept (the browser may clear it); an update made offline earlier
    // still waits to be sent.
    await changeStore(page, 'answers', 'clear')
    const userId = await offlineUserId(page)
    await changeStore(page, 'queue', {
      userId,
      kind: 'skill',
      input: { id: 1, stepId: 1 },
      queuedAt: Date.now(),
      clientIds: [],
    })

    await h.context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: 'You are offline' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/daily')
    await page
      .getByText('1 update waiting to sync: kept on this device and sent when you are back online.')
      .waitFor()
    // Inside the app: its tabs lead to the other screens.
    await page.getByRole('navigation', { name: 'Tabs' }).waitFor()
    await checkScreen(page, 'offline-first-visit-not-kept')
    expect(await queued(page)).toBe(1)
  })

  it('says it is offline, not sign-in, when the device knows the athlete by id alone', async () => {
    const page = await signedInPhone('first.visit.older@example.test')
    await firstVisitOfDaily(page)
    // What an older version of the app remembered: the id, not the session.
    await page.evaluate(() => {
      const { user } = JSON.parse(localStorage.getItem('offline:user') ?? 'null') as {
        user: { id: number }
      }
      localStorage.setItem('offline:user', String(user.id))
    })

    await h.context.setOffline(true)
    // A new tab: nothing of the first visit's tab (its session storage) comes along.
    const cold = await h.context.newPage()
    await cold.goto(`${h.server.url}/daily`)
    await cold.getByRole('heading', { name: 'You are offline' }).waitFor()
    await cold
      .getByText('The app needs the network to open on this device; connect and try again.')
      .waitFor()
    expect(new URL(cold.url()).pathname).toBe('/daily')
    await checkScreen(cold, 'offline-first-visit-unknown-user')
  })

  it('sends a device signed out before going offline to sign-in', async () => {
    const page = await signedInPhone('first.visit.out@example.test')
    await firstVisitOfDaily(page)
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL(/\/auth$/)

    await h.context.setOffline(true)
    await page.goto(`${h.server.url}/daily`)
    await page.waitForURL(/\/auth\?redirect=/)
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor()
  })
})

/** The reads whose answers the device keeps, per procedure (read in the page, from IndexedDB). */
function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('calisthenics-offline')
        open.onsuccess = () => {
          const keys = open.result.transaction('answers').objectStore('answers').getAllKeys()
          keys.onsuccess = () => {
            open.result.close()
            // userId|procedure|input: the procedure and its input.
            resolve((keys.result as string[]).map((key) => key.split('|').slice(1).join('|')))
          }
        }
      }),
  )
}

/** Yesterday's push-ups, 8 reps, as the player says it. */
const LAST_TIME = /^Last time: .*\b8$/

async function logSetAndSkipRest(page: Page) {
  await page.getByRole('button', { name: 'Log Set' }).click()
  const skip = page.getByRole('button', { name: 'Skip Rest' })
  await Promise.race([
    skip.waitFor().then(() => skip.click()),
    page.getByRole('heading', { name: 'Workout Complete' }).waitFor(),
  ])
}

describe('training offline from one visit of Daily', () => {
  it("starts and finishes today's main workout and starts one of the week's with the network off, and every set reaches the server once", async () => {
    const email = 'first.visit.training@example.test'
    const page = await signedInPhone(email)
    const { database } = h.server
    const user = await database.db.select().from(users).where(eq(users.email, email)).get()
    if (!user) throw new Error('no user')
    await updateProfile({ database, userId: user.id, input: { sessionMinutes: 10 } })
    // Push-ups yesterday, for 'Last time'.
    const yesterday = new Date(Date.now() - 24 * 3600_000)
    await callerFor(database, { ...user, role: 'user' }).sets.log({
      userId: user.id,
      sets: [
        {
          clientId: crypto.randomUUID(),
          exerciseId: pushUpsId,
          setNumber: 1,
          reps: 8,
          performedAt: yesterday.toISOString(),
        },
      ],
    })
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/trpc/')) asked.push(...pathname.slice(6).split(','))
    })
    await firstVisitOfDaily(page)

    // Today's main workout and another of This week's, as Daily shows them.
    const main = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'See all main workouts' }) })
    const mainTitle = (await main.getByRole('heading', { level: 2 }).textContent()) ?? ''
    expect(BASEMENT).toContain(mainTitle)
    const week = page.getByRole('region', { name: 'This week' })
    const otherTitle = BASEMENT.find((title) => title !== mainTitle) as string
    await week.getByRole('link', { name: otherTitle }).first().waitFor()
    // Kept in the background after Daily showed, from one read.
    const mainId = basementIds.get(mainTitle) as number
    const otherId = basementIds.get(otherTitle) as number
    await expect
      .poll(() => keptReads(page))
      .toEqual(
        expect.arrayContaining([
          `workouts.exercises|{"id":${mainId}}`,
          `workouts.exercises|{"id":${otherId}}`,
          `progression.lastSession|{"userId":${user.id},"exerciseId":${pushUpsId},"workoutId":${mainId}}`,
          `progress.get|{"userId":${user.id}}`,
        ]),
      )
    expect(asked.filter((path) => path === 'workouts.offline')).toHaveLength(1)
    expect(
      asked.filter((path) =>
        ['workouts.exercises', 'progression.lastSession', 'progress.get'].includes(path),
      ),
    ).toEqual([])

    // No network, and a cold start: Daily, then the main workout's Start.
    await h.context.setOffline(true)
    await page.reload()
    await main.getByRole('link', { name: `Start ${mainTitle}` }).click()
    await page.getByRole('heading', { name: mainTitle, level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Start Workout' }).click()
    await page.getByRole('button', { name: 'Log Set' }).waitFor()
    await page.getByText(LAST_TIME).waitFor()
    // Its figure: code the device kept, never run online.
    await page.getByRole('img', { name: 'Push-ups demonstration' }).waitFor()
    for (let set = 0; set < 3; set++) await logSetAndSkipRest(page)
    await page.getByRole('heading', { name: 'Workout Complete' }).waitFor()
    await checkScreen(page, 'offline-from-daily-complete')
    await page.setViewportSize({ width: 375, height: 812 })

    // Another cold start: one of This week's workouts starts too.
    await page.goto(`${h.server.url}/daily`)
    await week.getByRole('link', { name: otherTitle }).first().click()
    await page.getByRole('heading', { name: otherTitle, level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Start Workout' }).click()
    await page.getByText(LAST_TIME).waitFor()
    await page.getByRole('button', { name: 'Log Set' }).click()
    await page
      .getByTestId('player-sync-waiting')
      .getByText('Offline · 4 sets waiting to sync')
      .waitFor()

    // Back online: each set is stored once, as the API reads them back.
    await h.context.setOffline(false)
    const token = await createSessionToken(database, user.id)
    const today = localDay(new Date(), user.timeZone)
    const storedToday = async () => {
      const res = await rest(h.server.url, 'GET', `/api/user/${user.id}/sets?from=${today}`, {
        token,
      })
      expect(res.status, res.text).toBe(200)
      return res.body as LoggedSet[]
    }
    await expect.poll(async () => (await storedToday()).length).toBe(4)
    await page.getByTestId('player-sync-waiting').waitFor({ state: 'detached' })
    const sets = await storedToday()
    expect(new Set(sets.map((s) => s.clientId)).size).toBe(4)
    expect(
      sets
        .map(
          (s) =>
            `${s.workoutId === mainId ? 'main' : s.workoutId === otherId ? 'other' : s.workoutId} ${s.exerciseId === pushUpsId ? 'push-ups' : 'squats'} ${s.setNumber} × ${s.reps}`,
        )
        .sort(),
    ).toEqual([
      'main push-ups 1 × 8',
      'main push-ups 2 × 8',
      'main squats 1 × 15',
      'other push-ups 1 × 8',
    ])
  })
})
