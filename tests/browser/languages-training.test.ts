// The training part in German and Spanish at 375 px (docs/development.md#translations): the
// profile's history, stats and records, a session page, the Skills tab and a skill's ladder,
// with dates in the language; a workout list, a workout, its exercise list and an exercise's
// tracker.
import { asc, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exercises, users, workoutExercises, workouts } from '~/server/db/schema'
import { callerFor } from '../support/caller'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { skillLadders } from '../support/skill-ladders'

const h = browserHarness({ height: 1100, locale: 'de-DE' })
const { skillId } = skillLadders(h)

function noonDaysAgo(daysAgo: number): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12))
}

/** A built-in main workout of at least two exercises, all of them in order. */
async function twoExerciseWorkout() {
  const rows = await h.server.database.db
    .select({
      workoutId: workouts.id,
      title: workouts.title,
      exerciseId: exercises.id,
      sets: workoutExercises.sets,
    })
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
  const set = (
    exerciseId: number,
    daysAgo: number,
    reps: number,
    workoutId?: number,
    setNumber = 1,
  ) => ({
    clientId: crypto.randomUUID(),
    exerciseId,
    setNumber,
    reps,
    performedAt: noonDaysAgo(daysAgo).toISOString(),
    ...(workoutId ? { workoutId } : {}),
  })
  await caller.sets.log({ userId: me.id, sets: [set(first!.exerciseId, 3, 5)] })
  await caller.sets.log({
    userId: me.id,
    sets: [
      // Every planned set: the workout is complete only with what it asked.
      ...[first!, ...rest].flatMap((e, i) =>
        Array.from({ length: e.sets }, (_, n) =>
          set(e.exerciseId, 1, i === 0 ? 10 : 6, first!.workoutId, n + 1),
        ),
      ),
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
  'Sessions',
  ' complete',
  'About you',
  'Tell us about you',
  'Your data',
  'Delete account',
  'Session saved',
  'Workout Complete',
  'Comments',
  'Post comment',
  'Most reps',
  'Calisthenics Skills',
  'Your Badges',
  'Skills to Unlock',
  'Badges to Earn',
  'more to level up',
  'Complete your first',
  'Unlocked',
  'Requires',
  'The ladder',
  'I can do this',
  'Not passed yet',
  'Working on it',
  'steps passed',
  'Step 1 of',
  'No workouts found',
  'Workout Overview',
  'Total Exercises',
  'Exercise Instructions',
  'Complete Workout',
  'Tap on an exercise',
  'View Full Workout',
  'exercises completed',
  '% complete',
  'Exercise Tracker',
  'Count a rep',
  'Start Rest Timer',
  'Skip Rest',
  'Tap the circle',
  'Correct Form',
  'Incorrect Form',
  'Proper Form',
  'Target Muscles',
  'Back to List',
  'Full Workout',
]

async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('#main').innerText()
  return ENGLISH.filter((words) => text.includes(words))
}

/** The built-in 'fundamentals' workout, and a workout of one exercise (its first) made for the test. */
async function workoutsToWalk() {
  const { db } = h.server.database
  const fundamentals = (await db
    .select()
    .from(workouts)
    .where(eq(workouts.builtinKey, 'fundamentals'))
    .get())!
  const first = (await db
    .select()
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, fundamentals.id))
    .orderBy(asc(workoutExercises.order))
    .get())!
  const single = (await db
    .insert(workouts)
    .values({
      title: `One move ${crypto.randomUUID().slice(0, 6)}`,
      description: fundamentals.description,
      imageBackground: fundamentals.imageBackground,
    })
    .returning()
    .get())!
  await db
    .insert(workoutExercises)
    .values({ workoutId: single.id, exerciseId: first.exerciseId, order: 1, sets: 3, reps: '10' })
  return { fundamentals, single, firstExerciseId: first.exerciseId }
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
    // The sessions card says how many were complete.
    await page.getByText(/^\d+ abgeschlossen$/).waitFor()
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

  it("shows the Skills tab and a skill's ladder in German, and passes a step", async () => {
    const email = 'skills.de@example.test'
    const page = await h.signIn({ email, name: 'skills-de' }, { width: 375, path: '/skills' })
    await page.getByRole('heading', { name: 'Calisthenics-Skills', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Deine Abzeichen' }).waitFor()
    await page
      .getByText('Schließe dein erstes Workout ab, um ein Abzeichen zu verdienen.')
      .waitFor()
    await page.getByRole('heading', { name: 'Freizuschaltende Skills' }).waitFor()
    await page.getByText(/^Noch \d+ bis zum nächsten Level$/).waitFor()
    await page.getByText('0 Abzeichen verdient', { exact: true }).waitFor()
    const crow = page.getByRole('article', { name: 'Crow Pose' })
    await crow.getByText('Stufe 1 von 3', { exact: true }).waitFor()
    await crow.getByRole('link', { name: 'Crow Pose trainieren' }).waitFor()
    await page.getByRole('heading', { name: 'Abzeichen zum Verdienen' }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-skills-de', 1100)

    await page.goto(`${h.server.url}/skills/${await skillId('crow-pose')}`)
    await page.getByRole('heading', { name: 'Crow Pose', level: 1 }).waitFor()
    const ladder = page.getByRole('region', { name: 'Die Leiter' })
    await ladder.getByText('Stufe 1 von 3 · aktuelle Stufe', { exact: true }).waitFor()
    await ladder.getByText('In Arbeit', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Das kann ich' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Diese Stufe als geschafft markieren?' })
    await dialog.getByRole('button', { name: 'Das kann ich' }).click()
    await waitForToast(page, 'Stufe geschafft')
    const progress = page.getByRole('region', { name: 'Dein Fortschritt' })
    await progress.getByText('Stufe 2 von 3', { exact: true }).waitFor()
    await progress.getByText('1 von 3 Stufen geschafft', { exact: true }).waitFor()
    const today = new Date().toLocaleDateString('de', { day: 'numeric', month: 'short' })
    await ladder.getByText(`Geschafft am ${today} · selbst`, { exact: true }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-skill-de', 1100)
  })

  it('shows the Skills tab in Spanish', async () => {
    const email = 'skills.es@example.test'
    const page = await h.signIn({ email, name: 'skills-es' }, { width: 375, path: '/settings' })
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es')
    await waitForToast(page, 'Idioma guardado')

    await page.goto(`${h.server.url}/skills`)
    await page.getByRole('heading', { name: 'Habilidades de calistenia', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Tus insignias' }).waitFor()
    await page.getByRole('heading', { name: 'Habilidades por desbloquear' }).waitFor()
    await page.getByText('0 insignias conseguidas', { exact: true }).waitFor()
    const crow = page.getByRole('article', { name: 'Crow Pose' })
    await crow.getByText('Paso 1 de 3', { exact: true }).waitFor()
    await page.getByText('Completa tu primer entrenamiento', { exact: true }).first().waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-skills-es', 1100)
  })

  it('shows a workout list, a workout, its exercises and the tracker in German', async () => {
    const email = 'workouts.de@example.test'
    const page = await h.signIn({ email, name: 'workouts-de' }, { width: 375, path: '/settings' })
    const { fundamentals, single, firstExerciseId } = await workoutsToWalk()

    await page.goto(`${h.server.url}/workout-list/workout`)
    await page.getByRole('heading', { name: 'Haupt-Workouts', level: 1 }).waitFor()
    const card = page.getByRole('link', { name: new RegExp(fundamentals.title) })
    // An icon and a space before each figure.
    await card.getByText(/^\s*\d+ Min\.$/).waitFor()
    await card.getByText(/^\s*\d+ Übungen$/).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-workout-list-de', 1100)
    await page.setViewportSize({ width: 375, height: 1100 })

    await page.goto(`${h.server.url}/workout/${fundamentals.id}`)
    await page.getByRole('heading', { name: fundamentals.title, level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Workout-Überblick' }).waitFor()
    await page.getByText('Übungen', { exact: true }).first().waitFor()
    await page.getByRole('heading', { name: 'Anleitung zu den Übungen' }).waitFor()
    await page
      .getByText(/^\d+ Sätze · .+ · Pause \d+ s · Tempo .+$/)
      .first()
      .waitFor()
    await page.getByRole('tab', { name: 'Richtige Technik' }).first().waitFor()
    await page.getByRole('button', { name: 'Workout abschließen' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Dieses Workout abschließen?' })
    await ask
      .getByText(`${fundamentals.title} zählt heute als erledigt`, { exact: false })
      .waitFor()
    await ask.getByRole('button', { name: 'Abbrechen' }).click()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-workout-de', 1100)
    await page.setViewportSize({ width: 375, height: 1100 })

    // The plural of 'n of m exercises completed', with several and with one.
    await page.goto(`${h.server.url}/exercise-list/${fundamentals.id}`)
    await page.getByText(/^0 von \d+ Übungen abgeschlossen$/).waitFor()
    await page.getByText('0 % abgeschlossen', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Ganzes Workout ansehen' }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-exercise-list-de', 1100)
    await page.setViewportSize({ width: 375, height: 1100 })
    await page.goto(`${h.server.url}/exercise-list/${single.id}`)
    await page.getByText('0 von 1 Übung abgeschlossen', { exact: true }).waitFor()
    await page.getByText('1 Übung', { exact: true }).waitFor()

    // The exercise page: a rep counted, the set's last rep, then the rest button's label.
    await page.goto(`${h.server.url}/exercise/${single.id}/${firstExerciseId}`)
    await page.getByRole('heading', { name: 'Übungs-Tracker' }).waitFor()
    await page.getByText('Satz 1 von 3', { exact: true }).waitFor()
    const rep = page.getByRole('button', { name: /^Wiederholung zählen/ })
    await rep.click()
    await rep.getByText('von 10 Wiederholungen', { exact: true }).waitFor()
    await page
      .getByRole('button', { name: /^Wiederholung zählen: 1 von 10 Wiederholungen/ })
      .waitFor()
    for (let i = 1; i < 10; i++) await rep.click()
    const startRest = page.getByRole('button', { name: /^Pausen-Timer starten \(\d+ Sekunden\)$/ })
    await startRest.waitFor()
    await page.getByRole('heading', { name: 'Richtige Technik' }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-exercise-de', 1100)
    await page.setViewportSize({ width: 375, height: 1100 })
    await startRest.click()
    await page.getByText(/^Satz \d von 3 · Pause$/).waitFor()
    await page.getByRole('timer', { name: 'Verbleibende Pause' }).waitFor()
    await page.getByRole('button', { name: 'Pausieren', exact: true }).waitFor()
    await page.getByRole('button', { name: /Vorführung pausieren$/ }).waitFor()
    await page.getByRole('button', { name: 'Pause überspringen' }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-exercise-rest-de', 1100)
  })

  it('shows the exercise list and the tracker in Spanish', async () => {
    const email = 'workouts.es@example.test'
    const page = await h.signIn({ email, name: 'workouts-es' }, { width: 375, path: '/settings' })
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es')
    await waitForToast(page, 'Idioma guardado')
    const { fundamentals, single, firstExerciseId } = await workoutsToWalk()

    await page.goto(`${h.server.url}/workout-list/warmup`)
    await page.getByRole('heading', { name: 'Entrenamientos de calentamiento', level: 1 }).waitFor()
    await page.goto(`${h.server.url}/exercise-list/${fundamentals.id}`)
    await page.getByText(/^0 de \d+ ejercicios completados$/).waitFor()
    await page.getByRole('link', { name: 'Ver entrenamiento completo' }).waitFor()
    await page.goto(`${h.server.url}/exercise-list/${single.id}`)
    await page.getByText('0 de 1 ejercicio completado', { exact: true }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-exercise-list-es', 1100)
    await page.setViewportSize({ width: 375, height: 1100 })

    await page.goto(`${h.server.url}/exercise/${single.id}/${firstExerciseId}`)
    await page.getByRole('heading', { name: 'Registro del ejercicio' }).waitFor()
    const rep = page.getByRole('button', { name: /^Contar una repetición/ })
    for (let i = 0; i < 10; i++) await rep.click()
    await page.getByRole('button', { name: /^Iniciar descanso \(\d+ segundos\)$/ }).click()
    await page.getByRole('button', { name: 'Saltar descanso' }).click()
    await page.getByText('Siguiente serie lista', { exact: true }).waitFor()
    await page.getByText('Serie 2 de 3', { exact: true }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    await checkScreen(page, 'languages-training-exercise-es', 1100)
  })
})
