import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// docs/product.md#offline: a signed-in athlete is never sent to sign-in while offline, even when
// the app's one online visit on this device was the first screen itself, whose page brought the
// session (so the app never asked for it).
const h = browserHarness({ serviceWorkers: 'allow' })

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
