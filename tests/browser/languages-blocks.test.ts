// docs/development.md#translations: the timed blocks of the workout player (docs/product.md#blocks)
// in a German browser at 375 px: the built-in EMOM and AMRAP, their clock's labels and buttons,
// each ended early, and the AMRAP's score line with one round and rep and with several.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { workouts } from '~/server/db/schema'
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshot } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 860, locale: 'de-DE', signIn: 'session' })

async function builtinWorkout(key: string): Promise<number> {
  const row = await h.server.database.db
    .select({ id: workouts.id })
    .from(workouts)
    .where(eq(workouts.builtinKey, key))
    .get()
  if (!row) throw new Error(`no built-in workout ${key}`)
  return row.id
}

/** The block's screen at 375 px: axe clean, nothing sideways, a screenshot to look at. */
async function checkBlockScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, name)
  await expectNoSidewaysScroll(page, name)
  await screenshot(page, `languages-blocks-${name}-375`)
}

/** None of `texts` (the English of what was just checked in German) is on the screen. */
async function expectNoEnglish(page: Page, texts: string[]) {
  for (const text of texts) {
    expect(await page.getByText(text, { exact: true }).count(), text).toBe(0)
  }
}

/** Signs a new athlete in on `workoutId`'s player, its clock under the test's hand. */
function train(workoutId: number, name: string) {
  return h.signIn(
    { email: `${name}@example.test`, name },
    { path: `/workout/${workoutId}/train`, width: 375, before: (p) => p.clock.install() },
  )
}

describe('the timed blocks in German', () => {
  it('run the built-in EMOM: its minute, Done, the rest of the minute, ended early', async () => {
    const page = await train(await builtinWorkout('emom-12-push-and-legs'), 'emom.de')
    page.setDefaultTimeout(20_000)

    await page.getByRole('button', { name: 'EMOM starten' }).waitFor()
    await checkBlockScreen(page, 'emom-intro')
    await expectNoEnglish(page, ['Start EMOM', 'Skip block'])
    await page.getByRole('button', { name: 'EMOM starten' }).click()
    await page.getByRole('timer', { name: 'Mach dich bereit' }).waitFor()
    await page.clock.fastForward(3_000)

    await page.getByRole('heading', { name: 'Minute 1 von 12' }).waitFor()
    await page.getByRole('timer', { name: 'EMOM-Uhr' }).waitFor()
    await page.getByText('Arbeit', { exact: true }).waitFor()
    await checkBlockScreen(page, 'emom-minute')
    await expectNoEnglish(page, ['Work', 'Done', 'End block'])

    await page.getByRole('button', { name: 'Erledigt', exact: true }).click()
    await page.getByText('Pause bis zur nächsten Minute', { exact: true }).waitFor()
    await expectNoEnglish(page, ['Rest until the next minute'])
    await page.clock.fastForward(60_000)
    await page.getByRole('heading', { name: 'Minute 2 von 12' }).waitFor()

    // Ended early: the clock stops.
    await page.getByRole('button', { name: 'Block beenden' }).click()
    await page.getByText('Zeit!', { exact: true }).last().waitFor()
    await checkBlockScreen(page, 'emom-ended')
    await expectNoEnglish(page, ['Time!', 'Continue'])
    // One of the two exercises done: the session is saved, the other named as left open.
    await page.getByRole('button', { name: 'Weiter' }).click()
    await page.getByRole('heading', { name: 'Einheit gespeichert', level: 1 }).waitFor()
    await page
      .getByText('0 von 2 Übungen · Nicht gemacht: Jump Squats · Nicht fertig: Push-ups', {
        exact: true,
      })
      .waitFor()
    await checkBlockScreen(page, 'emom-summary')
  })

  it('run the built-in AMRAP: its rounds, ended early, and the score line in German', async () => {
    const page = await train(await builtinWorkout('amrap-20-5-10-15'), 'amrap.de')
    page.setDefaultTimeout(20_000)

    await page.getByRole('button', { name: 'AMRAP starten' }).click()
    await page.clock.fastForward(3_500)
    await page.getByRole('heading', { name: 'Runde 1 · AMRAP 20 min' }).waitFor()
    await page.getByRole('timer', { name: 'AMRAP-Uhr' }).waitFor()
    await checkBlockScreen(page, 'amrap-round')
    await expectNoEnglish(page, ['+1 round', 'End block', 'Work'])
    await page.getByRole('button', { name: '+1 Runde' }).click()
    await page.getByRole('heading', { name: 'Runde 2 · AMRAP 20 min' }).waitFor()

    // Ended early after one round: the reps of the part round make the score.
    await page.getByRole('button', { name: 'Block beenden' }).click()
    await page.getByText('Zeit!', { exact: true }).last().waitFor()
    await page.getByText('AMRAP: 1 Runde + 0 Wiederholungen', { exact: true }).waitFor()
    const more = page.getByRole('button', { name: 'Mehr Wiederholungen' })
    await more.click()
    await page.getByText('AMRAP: 1 Runde + 1 Wiederholung', { exact: true }).waitFor()
    await more.click()
    await more.click()
    await page.getByText('AMRAP: 1 Runde + 3 Wiederholungen', { exact: true }).waitFor()
    await checkBlockScreen(page, 'amrap-score')
    await expectNoEnglish(page, ['Time!', 'Save score', 'More reps', 'Fewer reps'])

    await page.getByRole('button', { name: 'Ergebnis speichern' }).click()
    await page.getByRole('heading', { name: 'Workout abgeschlossen', level: 1 }).waitFor()
    // The end screen shows the score, in German.
    await page
      .getByRole('region', { name: 'Ergebnisse' })
      .getByText('AMRAP: 1 Runde + 3 Wiederholungen', { exact: true })
      .waitFor()
  })
})
