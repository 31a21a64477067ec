// docs/development.md#translations: the workout player in a German browser, from the set to the
// summary, and the sets it logs reach the server.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { exercises, workoutExercises, workouts } from '~/server/db/schema'
import { checkScreen } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 860, locale: 'de-DE' })

async function shortWorkout(): Promise<number> {
  const pushUps = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.builtinKey, 'push-ups'))
    .get()
  if (!pushUps) throw new Error('no push-ups')
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
