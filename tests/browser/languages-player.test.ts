// docs/development.md#translations: the workout player in a German browser, from the set to the
// summary, a hold, a set's load and a circuit; one plain workout in Spanish; the sets each logs
// reach the server.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exercises, workoutBlocks, workoutExercises, workouts } from '~/server/db/schema'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 860, locale: 'de-DE' })

async function exerciseId(key: string): Promise<number> {
  const row = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, key))
    .get()
  if (!row) throw new Error(`no exercise ${key}`)
  return row.id
}

async function shortWorkout(): Promise<number> {
  const pushUps = { id: await exerciseId('push-ups') }
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title: 'Kurz', description: 'Kurz.', imageBackground: 'workout-bg-3' })
      .returning()
      .get()
    await db.insert(workoutExercises).values({
      workoutId: w.id,
      exerciseId: pushUps.id,
      order: 0,
      sets: 2,
      reps: '8',
      restTime: 30,
    })
    return w.id
  })
}

describe('the player in German', () => {
  it('plays a short workout: sets, a rest, the summary, and the sets are stored', async () => {
    const workoutId = await shortWorkout()
    const page = await h.signIn(
      { email: 'spieler@example.test', name: 'spieler' },
      { path: `/workout/${workoutId}/train`, width: 375 },
    )
    page.setDefaultTimeout(20_000)

    await page.getByText('Satz 1 von 2', { exact: true }).waitFor()
    await checkScreen(page, 'player-german-set', 860)
    await page.getByRole('button', { name: 'Satz speichern' }).click()

    await page.getByRole('heading', { name: 'Pause', level: 1 }).waitFor()
    await page.getByRole('timer', { name: 'Verbleibende Pause' }).waitFor()
    await page.getByRole('button', { name: 'Pause überspringen' }).click()

    await page.getByText('Satz 2 von 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Satz speichern' }).click()

    await page.getByRole('heading', { name: 'Workout abgeschlossen', level: 1 }).waitFor()
    await page.locator('#main').getByText('Serie: 1 Tag').waitFor()
    await expect(page.getByText('Wiederholungen gesamt').count()).resolves.toBe(1)
    await checkScreen(page, 'player-german-summary', 860)

    const me = (await (await page.request.get(`${h.server.url}/api/user`)).json()) as { id: number }
    const res = await page.request.get(`${h.server.url}/api/user/${me.id}/sets`)
    expect(res.status()).toBe(200)
    const sets = (await res.json()) as { reps: number | null }[]
    expect(sets.map((s) => s.reps)).toEqual([8, 8])
  })
})

/** A hold and a set of push-ups (a straight block), then a circuit of two rounds. */
async function holdAndCircuit() {
  const [deadHang, pushUps, squats, bridges] = await Promise.all(
    ['dead-hang', 'push-ups', 'squats', 'glute-bridges'].map(exerciseId),
  )
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: 'Halten und Runden',
        description: 'Halten.',
        imageBackground: 'workout-bg-2',
      })
      .returning()
      .get()
    const [straight, circuit] = (await db
      .insert(workoutBlocks)
      .values([
        { workoutId: w.id, position: 1, kind: 'straight' },
        { workoutId: w.id, position: 2, kind: 'circuit', rounds: 2, restSeconds: 60 },
      ])
      .returning({ id: workoutBlocks.id })
      .all()) as [{ id: number }, { id: number }]
    await db.insert(workoutExercises).values([
      {
        workoutId: w.id,
        blockId: straight.id,
        exerciseId: deadHang!,
        order: 1,
        sets: 1,
        reps: '30 seconds',
        restTime: 30,
      },
      {
        workoutId: w.id,
        blockId: straight.id,
        exerciseId: pushUps!,
        order: 2,
        sets: 1,
        reps: '8',
        restTime: 30,
      },
      // A circuit's exercises have a set per round, as the catalogue's circuits do.
      { workoutId: w.id, blockId: circuit.id, exerciseId: squats!, order: 3, sets: 2, reps: '5' },
      { workoutId: w.id, blockId: circuit.id, exerciseId: bridges!, order: 4, sets: 2, reps: '1' },
    ])
    return {
      workoutId: w.id,
      circuitId: circuit.id,
      deadHang: deadHang!,
      pushUps: pushUps!,
      squats: squats!,
      bridges: bridges!,
    }
  })
}

/** The sets the server holds for the signed-in athlete, in the order logged. */
async function storedSets(page: Page) {
  const me = (await (await page.request.get(`${h.server.url}/api/user`)).json()) as { id: number }
  const res = await page.request.get(`${h.server.url}/api/user/${me.id}/sets`)
  expect(res.status()).toBe(200)
  const sets = (await res.json()) as {
    id: number
    exerciseId: number
    reps: number | null
    seconds: number | null
    loadKg: number | null
    blockId: number | null
    round: number | null
  }[]
  return sets.sort((a, b) => a.id - b.id)
}

/** axe, no sideways scroll and screenshots at 375 and 1280 px, then on at 375 px. */
async function look(page: Page, name: string) {
  await checkScreen(page, name, 860)
  await page.setViewportSize({ width: 375, height: 860 })
}

/** None of these English words of the player is left on the screen. */
async function expectNoEnglish(page: Page, texts: readonly string[]) {
  const shown = await page.locator('#main').innerText()
  for (const text of texts) {
    const word = text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(shown, `'${text}' on the screen`).not.toMatch(new RegExp(`(^|\\W)${word}(\\W|$)`))
  }
}

describe('the player’s holds, details and blocks in German', () => {
  it('holds, logs a load and runs a circuit at 375 px; the server holds every set', async () => {
    const w = await holdAndCircuit()
    const page = await h.signIn(
      { email: 'halten@example.test', name: 'halten' },
      { path: `/workout/${w.workoutId}/train`, width: 375, before: (p) => p.clock.install() },
    )
    page.setDefaultTimeout(20_000)

    // The hold: its target, the note that the seconds held are logged, 3-2-1, the seconds.
    await page.getByText('30 s halten', { exact: true }).waitFor()
    await page
      .getByText('Starten, halten, dann stoppen: die gehaltenen Sekunden werden gespeichert', {
        exact: true,
      })
      .waitFor()
    await expectNoEnglish(page, ['Hold', 'Start', 'Skip Exercise', 'Space logs', 'seconds you'])
    await look(page, 'player-german-hold')
    await page.getByRole('button', { name: 'Halten starten' }).click()
    await page.getByRole('timer', { name: 'Mach dich bereit' }).waitFor()
    await page.clock.fastForward(3_000)
    await page.getByText('Halten läuft', { exact: true }).waitFor()
    await page.getByRole('timer', { name: 'Gehaltene Sekunden' }).waitFor()
    await page.clock.fastForward(31_000)
    await page.getByText('Ziel erreicht: stopp, wenn du fertig bist', { exact: true }).waitFor()
    await look(page, 'player-german-holding')
    await page.getByRole('button', { name: 'Stoppen und Satz speichern' }).click()
    await page.getByRole('button', { name: 'Pause überspringen' }).click()

    // Push-ups with 10 kg added under Details: the Log Set line says it.
    await page.getByText('Übung 2 von 4', { exact: true }).waitFor()
    await page.getByText('8 Wiederholungen', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Details' }).click()
    await page.getByLabel('Gewicht (kg)').fill('10')
    await page.getByLabel('Anstrengung (RPE)').selectOption('8')
    await page.getByText('8 Wiederholungen · +10 kg · RPE 8', { exact: true }).waitFor()
    await page.getByText('Zusatzgewicht; negativ für ein Band', { exact: true }).waitFor()
    await expectNoEnglish(page, ['Load', 'Effort', 'Added weight', 'reps'])
    await look(page, 'player-german-details')
    await page.getByRole('button', { name: 'Satz speichern' }).click()
    await page.getByRole('button', { name: 'Pause überspringen' }).click()

    // The circuit: round 1's two exercises (one rep is '1 Wiederholung'), the round's rest, round 2.
    await page.getByText('Runde 1 von 2', { exact: true }).waitFor()
    await page.getByText('5 Wiederholungen', { exact: true }).waitFor()
    await expectNoEnglish(page, ['Round', 'Set 1', 'reps'])
    await look(page, 'player-german-circuit')
    await page.getByRole('button', { name: 'Satz speichern' }).click()
    await page.getByRole('heading', { name: 'Pause', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Pause überspringen' }).click()
    await page.getByText('1 Wiederholung', { exact: true }).waitFor()
    await page.getByText('Runde 1 von 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Satz speichern' }).click()
    await page.getByRole('button', { name: 'Pause überspringen' }).click()
    await page.getByText('Runde 2 von 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Satz speichern' }).click()
    await page.getByRole('button', { name: 'Pause überspringen' }).click()
    await page.getByText('Runde 2 von 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Satz speichern' }).click()

    await page.getByRole('heading', { name: 'Workout abgeschlossen', level: 1 }).waitFor()
    await expect
      .poll(async () =>
        (await storedSets(page)).map((s) => [
          s.exerciseId,
          s.reps,
          s.seconds !== null && s.seconds >= 30 && s.seconds <= 35,
          s.loadKg,
          s.blockId,
          s.round,
        ]),
      )
      .toEqual([
        [w.deadHang, null, true, null, expect.any(Number), null],
        [w.pushUps, 8, false, 10, expect.any(Number), null],
        [w.squats, 5, false, null, w.circuitId, 1],
        [w.bridges, 1, false, null, w.circuitId, 1],
        [w.squats, 5, false, null, w.circuitId, 2],
        [w.bridges, 1, false, null, w.circuitId, 2],
      ])
  })

  it('plays a plain workout in Spanish, and its sets are stored', async () => {
    const workoutId = await shortWorkout()
    const page = await h.signIn(
      { email: 'jugador@example.test', name: 'jugador' },
      { width: 375, path: '/settings' },
    )
    page.setDefaultTimeout(20_000)
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es')
    await waitForToast(page, 'Idioma guardado')

    await page.goto(`${h.server.url}/workout/${workoutId}/train`)
    await page.getByText('Serie 1 de 2', { exact: true }).waitFor()
    await page.getByText('8 repeticiones', { exact: true }).waitFor()
    await page.getByText('Ejercicio 1 de 1', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Terminar entrenamiento' }).waitFor()
    await expectNoEnglish(page, ['Set 1', 'reps', 'Log Set', 'End Workout', 'Details'])
    await look(page, 'player-spanish-set')
    await page.getByRole('button', { name: 'Registrar serie' }).click()
    await page.getByRole('heading', { name: 'Descanso', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Saltar descanso' }).click()
    await page.getByText('Serie 2 de 2', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Registrar serie' }).click()
    await page.getByRole('heading', { name: 'Entrenamiento completado', level: 1 }).waitFor()
    await checkScreen(page, 'player-spanish-summary', 860)

    await expect.poll(async () => (await storedSets(page)).map((s) => s.reps)).toEqual([8, 8])
  })
})
