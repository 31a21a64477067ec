import { and, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exercises, users, workoutExercises, workouts } from '~/server/db/schema'
import {
  checkScreen,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  signInThroughUi,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createInvitation, createUser } from '../support/factories'

const h = browserHarness({ height: 900 })

const titleOf = (page: Page) => expect.poll(() => page.title())

/** checkScreen (375 and 1280 px: axe, no sideways scroll, screenshots), in light then dark. */
async function checkLightAndDark(page: Page, name: string, ready: () => Promise<void>) {
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await ready()
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => localStorage.removeItem('theme'))
  await page.reload()
  await ready()
}

async function builtinWorkout(key: string) {
  const row = await h.server.database.db
    .select()
    .from(workouts)
    .where(eq(workouts.builtinKey, key))
    .get()
  if (!row) throw new Error(`no built-in workout ${key}`)
  return row
}

describe('page titles', () => {
  it('names each page in the tab title, workouts and exercises by their names', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/auth`)
    await titleOf(page).toBe('Sign in · Calisthenics')
    await signInThroughUi(page, { demo: 'Demo athlete' })
    await page.waitForURL(`${h.server.url}/daily`)
    await titleOf(page).toBe('Daily · Calisthenics')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Explore' }).click()
    await titleOf(page).toBe('Explore · Calisthenics')
    await nav.getByRole('link', { name: 'Skills' }).click()
    await titleOf(page).toBe('Skills · Calisthenics')

    const fundamentals = await builtinWorkout('fundamentals')
    await page.goto(`${h.server.url}/workout/${fundamentals.id}`)
    await titleOf(page).toBe(`${fundamentals.title} · Calisthenics`)
    await page.goto(`${h.server.url}/exercise-list/${fundamentals.id}`)
    await page.getByRole('link', { name: /Push-ups/ }).click()
    await page.getByRole('heading', { name: 'Exercise Tracker' }).waitFor()
    await titleOf(page).toBe('Push-ups · Calisthenics')

    await page.goto(`${h.server.url}/admin/users`)
    await titleOf(page).not.toBe('Push-ups · Calisthenics')
    await page.goto(`${h.server.url}/no-such-page`)
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    await titleOf(page).toBe('Page not found · Calisthenics')
  })
})

describe('the not-found page', () => {
  it('sits inside the header and tab bar for a signed-in user, with its texts', async () => {
    const page = await h.signIn({ demo: 'Demo athlete' })
    await page.goto(`${h.server.url}/no-such-page`)
    const ready = async () => {
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
      await page
        .getByRole('banner')
        .getByText(/^Streak: \d+ days?$/)
        .waitFor()
    }
    await ready()
    await page.getByText('Did you forget to add the page to the router?').waitFor()
    expect(await page.getByRole('main').count()).toBe(1)
    await page.setViewportSize({ width: 375, height: 900 })
    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: 'Daily' })
      .waitFor()
    await checkLightAndDark(page, 'not-found-signed-in', ready)
  })

  it('stands alone for a visitor who is not signed in', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/no-such-page`)
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    expect(await page.getByRole('banner').count()).toBe(0)
    await titleOf(page).toBe('Page not found · Calisthenics')
  })
})

describe('terms and privacy', () => {
  it('opens both pages from the links on the sign-in page, signed out', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/auth`)
    await page
      .getByText('By signing in, you agree to our Terms of Service and Privacy Policy.')
      .waitFor()
    await page.getByRole('link', { name: 'Terms of Service' }).click()
    await page.waitForURL(`${h.server.url}/terms`)
    const terms = () => page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor()
    await terms()
    await titleOf(page).toBe('Terms of Service · Calisthenics')
    await checkLightAndDark(page, 'terms', terms)
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await page.waitForURL(`${h.server.url}/auth`)

    await page.getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL(`${h.server.url}/privacy`)
    const privacy = async () => {
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor()
      await page.getByRole('heading', { level: 2, name: 'What the app stores' }).waitFor()
    }
    await privacy()
    await page.getByRole('listitem').filter({ hasText: 'Sessions cookie' }).waitFor()
    await page.getByText('No third-party trackers, analytics or advertising.').waitFor()
    await titleOf(page).toBe('Privacy Policy · Calisthenics')
    await checkLightAndDark(page, 'privacy', privacy)
  })
})

describe('signing in', () => {
  it('shows the success banner, then opens Daily', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/auth`)
    await signInThroughUi(page, { demo: 'Demo athlete' })
    await page.getByText('Sign in successful! Redirecting to dashboard...').waitFor()
    await page.waitForURL(`${h.server.url}/daily`)
    await page.getByRole('heading', { name: "Today's Workout" }).waitFor()
  })

  it('shows the banner and returns to the page the visitor asked for', async () => {
    const page = await h.open()
    await page.goto(`${h.server.url}/skills`)
    await page.waitForURL(/\/auth\?redirect=/)
    await signInThroughUi(page, { demo: 'Demo athlete' })
    await page.getByText('Sign in successful! Redirecting to dashboard...').waitFor()
    await page.waitForURL(`${h.server.url}/skills`)
  })
})

describe('wide tables on a phone', () => {
  it("shows a trainer's sent invitations and clients as cards, nothing scrolling sideways", async () => {
    const trainer = await h.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'trainer@demo.local'))
      .get()
    if (!trainer) throw new Error('no demo trainer')
    await createInvitation(h.server.database, {
      trainerId: trainer.id,
      email: 'a.rather.long.address.for.a.phone@example.test',
    })
    await createInvitation(h.server.database, {
      trainerId: trainer.id,
      email: 'accepted.client@example.test',
      accepted: true,
    })
    await createUser(h.server.database, { username: 'card-client', trainerId: trainer.id })

    const page = await h.signIn({ demo: 'Demo trainer' }, { width: 375 })
    await page.goto(`${h.server.url}/trainer/users`)
    const clientsReady = () =>
      page
        .getByRole('row', { name: /card-client/ })
        .getByRole('link', { name: /View Progress/ })
        .waitFor()
    await clientsReady()
    await expectCards(page, 'card-client')
    await checkLightAndDark(page, 'phone-cards-my-users', clientsReady)

    await page.getByRole('tab', { name: 'Invitations' }).click()
    const row = page.getByRole('row', { name: /a\.rather\.long\.address/ })
    const invitationsReady = () => row.getByText('Pending').waitFor()
    await invitationsReady()
    await page.setViewportSize({ width: 375, height: 900 })
    await expectCards(page, 'a.rather.long.address')
    await row.getByRole('button', { name: /^Resend invitation to/ }).waitFor()
    expect(
      await page
        .getByRole('row', { name: /accepted\.client/ })
        .getByRole('button', { name: /^Resend/ })
        .isDisabled(),
    ).toBe(true)
    await checkLightAndDark(page, 'phone-cards-invitations', async () => {
      await page.getByRole('tab', { name: 'Invitations' }).click()
      await invitationsReady()
    })
  })
})

/** At 375 px the row of `name` is a card: full width, labelled values, nothing clipped. */
async function expectCards(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 900 })
  await expectNoSidewaysScroll(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const row = page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) })
  const shape = await row.evaluate((tr) => {
    const region = tr.closest('[role="region"]') as HTMLElement
    return {
      display: getComputedStyle(tr).display,
      headerShown: getComputedStyle(tr.closest('table')!.querySelector('thead')!).display,
      clipped: region.scrollWidth > region.clientWidth,
      labels: [...tr.querySelectorAll('td[data-label]')].map(
        (td) => getComputedStyle(td, '::before').content,
      ),
    }
  })
  expect(shape).toMatchObject({ display: 'block', headerShown: 'none', clipped: false })
  expect(shape.labels.length).toBeGreaterThan(0)
  expect(shape.labels.every((l) => l !== 'none' && l !== '""')).toBe(true)
  const box = await row.getByRole('rowheader').boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
}

describe('counts in the singular', () => {
  it("says '1 set' in the list and '1 set done.' in the tracker for a one-set exercise", async () => {
    const fundamentals = await builtinWorkout('fundamentals')
    const pushUps = await h.server.database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.builtinKey, 'push-ups'))
      .get()
    await h.server.database.write((db) =>
      db
        .update(workoutExercises)
        .set({ sets: 1, reps: '2', duration: null })
        .where(
          and(
            eq(workoutExercises.workoutId, fundamentals.id),
            eq(workoutExercises.exerciseId, pushUps!.id),
          ),
        )
        .run(),
    )
    const page = await h.signIn({ email: 'one.set@example.test', name: 'One Set' })
    await page.goto(`${h.server.url}/exercise-list/${fundamentals.id}`)
    const item = page.getByRole('link', { name: /Push-ups/ })
    await item.getByText('1 set', { exact: true }).waitFor()
    await item.click()
    await page.getByText('Set 1 of 1').waitFor()
    await page.getByRole('button', { name: /^Count a rep/ }).click()
    await page.getByRole('button', { name: /^Count a rep/ }).click()
    await page.getByText('1 set done.', { exact: true }).waitFor()
    expect(await page.getByText(/All 1 sets/).count()).toBe(0)
    await screenshot(page, 'tracker-one-set-1280')
    await expectNoAxeViolations(page, 'tracker, one set done')
  })
})
