// docs/development.md#translations: the app's shell, Daily, Explore, Messages, the sign-in page
// and Programs speak the browser's language (an account with no choice follows it): texts,
// plurals, the header's weekday and week, a message's time.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { users, workoutCompletions, workouts } from '~/server/db/schema'
import { isoWeekNumber } from '~/shared/display'
import { localDay } from '~/shared/rules/days'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'

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

describe('Explore, Messages and the sign-in page in German at 375 px', () => {
  const h = browserHarness({ height: 900, locale: 'de-DE' })

  it('shows Explore, its filters and its count in German', async () => {
    const page = await signInOnDaily(h, 'entdecken@example.test', 'entdecken')
    await page.getByRole('heading', { name: 'Dein Workout heute', level: 1 }).waitFor()
    await page.goto(`${h.server.url}/explore`)
    await page.getByRole('heading', { name: 'Übungen entdecken', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Übungsbibliothek in Zahlen' }).waitFor()
    await page
      .getByRole('group', { name: 'Bewegung' })
      .getByRole('button', { name: 'Drücken' })
      .waitFor()
    await page.getByText(/^\d+ Übungen$/).waitFor()
    await page.getByRole('button', { name: 'Nach Schwierigkeit' }).click()
    await page
      .getByRole('group', { name: 'Schwierigkeit' })
      .getByRole('button', { name: 'Anfänger' })
      .waitFor()
    await page.getByLabel('Equipment', { exact: true }).selectOption({ label: 'Klimmzugstange' })
    const text = await page.locator('main').innerText()
    for (const english of [
      'Explore Exercises',
      'Exercise Library Stats',
      'Total Exercises',
      'All Exercises',
      'By Body Part',
      'Any equipment',
    ]) {
      expect(text).not.toContain(english)
    }
    await checkScreen(page, 'languages-app-explore-german', 900)

    await page.getByRole('searchbox', { name: 'Übungen suchen' }).fill('zzzz nichts')
    await page.getByText('Keine Übungen gefunden').waitFor()
    await page.getByText('0 Übungen', { exact: true }).waitFor()
  })

  it('shows the thread with the trainer in German, a message with its German time', async () => {
    const { database } = h.server
    const trainer = await createUser(database, { role: 'trainer', username: 'trainerin-de' })
    const athlete = await createUser(database, { trainerId: trainer.id, username: 'athlet-de' })
    const token = await createSessionToken(database, athlete.id)
    const context = await h.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'de-DE',
    })
    try {
      await context.addCookies([{ name: 'session', value: token, url: h.server.url }])
      const page = await context.newPage()
      await page.goto(`${h.server.url}/messages`)
      await page.getByRole('heading', { name: 'Nachrichten', level: 1 }).waitFor()
      await page.getByText('Mit deinem Trainer trainerin-de').waitFor()
      await page.getByText('Noch keine Nachrichten. Sag trainerin-de Hallo.').waitFor()
      await page.getByLabel('Schreib eine Nachricht').fill('Hallo, mein Knie zwickt')
      await page.getByRole('button', { name: 'Senden' }).click()
      const thread = page.getByRole('log', { name: 'Unterhaltung mit trainerin-de' })
      const mine = thread.getByRole('listitem').filter({ hasText: 'mein Knie zwickt' })
      await mine.getByText('Du', { exact: true }).waitFor()
      const time = mine.locator('time')
      const when = await time.getAttribute('datetime')
      const german = await page.evaluate(
        (iso) =>
          new Date(iso).toLocaleString('de', {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }),
        when!,
      )
      await expect(time.textContent()).resolves.toBe(german)
      expect(german).not.toMatch(/AM|PM/)
      const text = await page.locator('main').innerText()
      for (const english of ['With your trainer', 'Write a message', 'No messages yet']) {
        expect(text).not.toContain(english)
      }
      await checkScreen(page, 'languages-app-messages-german', 900)
    } finally {
      await context.close()
    }
  })

  it('shows the sign-in page in German', async () => {
    const context = await h.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'de-DE',
    })
    try {
      const page = await context.newPage()
      await page.goto(`${h.server.url}/auth`)
      await page
        .getByRole('heading', { name: 'Meistere dein Körpergewicht, Tag für Tag', level: 1 })
        .waitFor()
      await page.getByRole('heading', { name: 'Anmelden', level: 2 }).waitFor()
      await page.getByRole('button', { name: 'Mit Google anmelden' }).waitFor()
      await page.getByRole('link', { name: 'Nutzungsbedingungen' }).waitFor()
      await page.getByText('Tägliche Workouts passend zu deinem Level').waitFor()
      const text = await page.locator('main').innerText()
      for (const english of ['Sign in', 'Master your bodyweight', 'Terms of Service', 'agree']) {
        expect(text).not.toContain(english)
      }
      await checkScreen(page, 'languages-app-sign-in-german', 900)
    } finally {
      await context.close()
    }
  })
})

describe('Programs in Spanish at 375 px', () => {
  const h = browserHarness({ height: 900, locale: 'es-ES' })

  it('shows the programs, their weeks and the one followed in Spanish', async () => {
    const page = await signInOnDaily(h, 'programas@example.test', 'programas')
    await page.getByRole('heading', { name: 'Entrenamiento de hoy', level: 1 }).waitFor()
    await page.goto(`${h.server.url}/programs`)
    await page.getByRole('heading', { name: 'Programas', level: 1 }).waitFor()
    const base = page.getByRole('article', { name: 'Bodyweight Base' })
    await base.getByText('8 semanas', { exact: true }).waitFor()
    await base.getByText(/^\d+ días a la semana$/).waitFor()
    await base.getByText('Semana a semana').click()
    await base.getByText('Semana 4: Descarga: 2 series de cada ejercicio').waitFor()
    const text = await page.locator('main').innerText()
    for (const english of ['Week by week', 'Start day', 'Equipment:', 'Start Bodyweight Base']) {
      expect(text).not.toContain(english)
    }
    await checkScreen(page, 'languages-app-programs-spanish', 900)

    await base.getByRole('button', { name: 'Empezar Bodyweight Base' }).click()
    await waitForToast(page, 'Programa iniciado')
    await page.waitForURL(`${h.server.url}/daily`)
    await page.goto(`${h.server.url}/programs`)
    const mine = page.getByRole('region', { name: 'Tu programa' })
    await mine.getByText(/^Siguiente: Semana 1 · Día 1 · 0 de \d+ días hechos$/).waitFor()
    await mine.getByRole('button', { name: 'Pausar' }).waitFor()
    await base.getByText('Sigues este programa').waitFor()
  })
})
