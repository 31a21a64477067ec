// docs/development.md#translations: the app's shell and Daily speak the browser's language (an
// account with no choice follows it): texts, plurals and the header's weekday and week.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { users, workoutCompletions, workouts } from '~/server/db/schema'
import { isoWeekNumber } from '~/shared/display'
import { localDay } from '~/shared/rules/days'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

type Harness = ReturnType<typeof browserHarness>

/** A workout completed today, as the player's 'Complete Workout' leaves it. */
async function completeToday(h: Harness, page: Page, email: string) {
  const { db } = h.server.database
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()
  const workout = await db.select({ id: workouts.id, title: workouts.title }).from(workouts).get()
  if (!user || !workout) throw new Error('no user or workout to complete')
  await db.insert(workoutCompletions).values({
    userId: user.id,
    workoutId: workout.id,
    workoutTitle: workout.title,
    day: localDay(new Date(), timeZone),
  })
}

/**
 * Signed in on Daily without the welcome questions (the harness's own way waits for the English
 * heading): the account answered them with 'Skip for now'.
 */
async function signInOnDaily(h: Harness, email: string, name: string) {
  const page = await h.signIn({ email, name }, { path: '/settings', width: 375, height: 1100 })
  await h.server.database.db
    .update(users)
    .set({ onboarding: 'skipped' })
    .where(eq(users.email, email))
  await page.goto(`${h.server.url}/daily`)
  return page
}

/** The header's 'Friday · Week 48' at 375 px, in the page's language. */
async function headerDate(page: Page, locale: string, week: string) {
  const weekday = await page.evaluate(
    (tag) => new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(new Date()),
    locale,
  )
  return `${weekday} · ${week} ${isoWeekNumber(new Date())}`
}

describe('the shell and Daily in German', () => {
  const h = browserHarness({ height: 1100, locale: 'de-DE' })

  it('shows Daily, its plurals and the header date in German', async () => {
    const email = 'taeglich@example.test'
    const page = await signInOnDaily(h, email, 'taeglich')

    await page.getByRole('heading', { name: 'Dein Workout heute', level: 1 }).waitFor()
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de')
    await page.getByRole('heading', { name: 'Serie: 0 Tage' }).waitFor()
    await page.getByText('0 Trainingstage diese Woche').waitFor()
    await page.getByRole('heading', { name: 'Diese Woche', level: 2 }).waitFor()
    await page.getByRole('heading', { name: 'Heutiger Fortschritt' }).waitFor()
    await page.getByRole('navigation', { name: 'Tabs' }).getByText('Entdecken').waitFor()
    await expect(page.getByTestId('header-streak').textContent()).resolves.toBe('Serie: 0 Tage')
    const date = await headerDate(page, 'de', 'Woche')
    expect((await page.locator('header').innerText()).replace(/\s+/g, ' ')).toContain(date)
    expect(await page.title()).toBe('Daily · Calisthenics')
    const exercises = await page.getByRole('article').first().innerText()
    expect(exercises).toMatch(/\d+ Übung(en)?/)

    await completeToday(h, page, email)
    await page.reload()
    await page.getByRole('heading', { name: 'Serie: 1 Tag', exact: true }).waitFor()
    await page.getByText('1 Trainingstag diese Woche').waitFor()

    const text = await page.locator('main').innerText()
    for (const english of [
      "Today's Workout",
      'Complete all sections',
      'This week',
      "Today's Progress",
      'workouts completed',
      'See all',
      'Streak',
    ]) {
      expect(text).not.toContain(english)
    }
    await checkScreen(page, 'languages-app-daily-german', 1100)
  })
})

describe('Daily in Spanish', () => {
  const h = browserHarness({ height: 1100, locale: 'es-ES' })

  it('shows Daily, its plurals and the header date in Spanish', async () => {
    const email = 'diario@example.test'
    const page = await signInOnDaily(h, email, 'diario')

    await page.getByRole('heading', { name: 'Entrenamiento de hoy', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Racha: 0 días' }).waitFor()
    await page.getByRole('heading', { name: 'Progreso de hoy' }).waitFor()
    const date = await headerDate(page, 'es', 'Semana')
    expect((await page.locator('header').innerText()).replace(/\s+/g, ' ')).toContain(date)

    await completeToday(h, page, email)
    await page.reload()
    await page.getByRole('heading', { name: 'Racha: 1 día', exact: true }).waitFor()
    await page.getByText('1 día de entrenamiento esta semana').waitFor()
    const text = await page.locator('main').innerText()
    expect(text).not.toContain("Today's Workout")
    expect(text).not.toContain('This week')
    await checkScreen(page, 'languages-app-daily-spanish', 1100)
  })
})
