// The training part in German and Spanish at 375 px (docs/development.md#translations): the
// profile's history, stats and records, and a session page, with dates in the language.
import { asc, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exercises, users, workoutExercises, workouts } from '~/server/db/schema'
import { callerFor } from '../support/caller'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 1100, locale: 'de-DE' })

function noonDaysAgo(daysAgo: number): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12))
}

/** A built-in main workout of at least two exercises, all of them in order. */
async function twoExerciseWorkout() {
  const rows = await h.server.database.db
    .select({ workoutId: workouts.id, title: workouts.title, exerciseId: exercises.id })
    .from(workoutExercises)
    .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .where(eq(workouts.category, 'workout'))
    .orderBy(asc(workouts.id), asc(workoutExercises.order))
    .all()
  const byWorkout = new Map<number, typeof rows>()
  for (const r of rows) byWorkout.set(r.workoutId, [...(byWorkout.get(r.workoutId) ?? []), r])
  const [, chosen] = [...byWorkout].find(([, list]) => list.length >= 2)!
  return chosen
}

/** An athlete with a one-exercise session three days ago and a whole workout yesterday. */
async function athleteWithHistory(email: string) {
  const { database } = h.server
  const me = (await database.db.select().from(users).where(eq(users.email, email)).get())!
  const caller = callerFor(database, { ...me, role: 'user' })
  const [first, ...rest] = await twoExerciseWorkout()
  const set = (exerciseId: number, daysAgo: number, reps: number, workoutId?: number) => ({
    clientId: crypto.randomUUID(),
    exerciseId,
    setNumber: 1,
    reps,
    performedAt: noonDaysAgo(daysAgo).toISOString(),
    ...(workoutId ? { workoutId } : {}),
  })
  await caller.sets.log({ userId: me.id, sets: [set(first!.exerciseId, 3, 5)] })
  await caller.sets.log({
    userId: me.id,
    sets: [
      set(first!.exerciseId, 1, 10, first!.workoutId),
      ...rest.map((e) => set(e.exerciseId, 1, 6, first!.workoutId)),
    ],
  })
  return { title: first!.title }
}

/** The day as the history list writes it, in `locale`. */
const historyDay = (daysAgo: number, locale: string) =>
  noonDaysAgo(daysAgo).toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** English texts of the training screens that must not be left on a translated screen. */
const ENGLISH = [
  'Recent history',
  'Personal Records',
  'Workouts per week',
  'Total workouts',
  'About you',
  'Tell us about you',
  'Your data',
  'Delete account',
  'Session saved',
  'Workout Complete',
  'Comments',
  'Post comment',
  'Most reps',
]

async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('#main').innerText()
  return ENGLISH.filter((words) => text.includes(words))
}

describe('the training screens in German and Spanish', () => {
  it('shows the profile and a session page in German', async () => {
    const email = 'training.de@example.test'
    const page = await h.signIn({ email, name: 'training-de' }, { width: 375, path: '/settings' })
    const { title } = await athleteWithHistory(email)

    await page.goto(`${h.server.url}/profile`)
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor()
    // A new account has no age yet: the form asks.
    await page.getByRole('heading', { name: 'Erzähl uns von dir' }).waitFor()
    await page.getByRole('heading', { name: 'Persönliche Rekorde' }).waitFor()
    const history = page.getByRole('region', { name: 'Letzte Einheiten' })
    const whole = history.getByRole('link', { name: new RegExp(title) })
    await whole.getByText(/^Abgeschlossen · \d+ Übungen · \d+ Sätze$/).waitFor()
    await history.getByText(/ · 1 Übung · 1 Satz$/).waitFor()
    await whole.getByText(historyDay(1, 'de'), { exact: true }).waitFor()
    await page.getByText('Meiste Wiederholungen').first().waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-profile-de', 1100)

    await whole.click()
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    await page.getByText(/Workout abgeschlossen ·/).waitFor()
    await page.getByText('Satz 1 · 10 Wiederholungen', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Kommentar senden' }).waitFor()
    await page.getByRole('combobox', { name: 'Betrifft' }).waitFor()
    const longDay = noonDaysAgo(1).toLocaleDateString('de', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    await page.getByText(longDay, { exact: true }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-session-de', 1100)
  })

  it('shows the profile in Spanish', async () => {
    const email = 'training.es@example.test'
    const page = await h.signIn({ email, name: 'training-es' }, { width: 375, path: '/settings' })
    const { title } = await athleteWithHistory(email)
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es')
    await waitForToast(page, 'Idioma guardado')

    await page.goto(`${h.server.url}/profile`)
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Récords personales' }).waitFor()
    const history = page.getByRole('region', { name: 'Historial reciente' })
    const whole = history.getByRole('link', { name: new RegExp(title) })
    await whole.getByText(/^Completado · \d+ ejercicios · \d+ series$/).waitFor()
    await history.getByText(/ · 1 ejercicio · 1 serie$/).waitFor()
    await whole.getByText(historyDay(1, 'es'), { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-profile-es', 1100)
  })
})
