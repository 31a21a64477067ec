// docs/product.md#trainer-workouts in Chromium: a trainer writes a private workout with the
// catalogue editor's builder (an exercise note included), schedules it for a client, and the
// client, on a phone, finds it on Daily and sees the note in the player. The server's copy is
// checked over HTTP.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deviceDay } from '~/shared/rules/days'
import type { Workout, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { dayLabel } from '~/client/routes/_app/trainer/-components/client-calendar-days'

import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness, TEST_LOCALE } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900 })

async function addExercise(page: Page, name: string, note?: string) {
  const manage = page.getByRole('dialog', { name: 'Manage Exercises for Pulling day for Sam' })
  await manage.getByRole('button', { name: 'Add Exercise' }).click()
  const select = page.getByRole('dialog', { name: 'Select Exercise to Add' })
  await select.getByRole('searchbox', { name: 'Search exercises...' }).fill(name)
  await select.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  const configure = page.getByRole('dialog', { name: 'Configure Exercise' })
  await configure.getByLabel('Sets').fill('4')
  if (note) await configure.getByLabel('Note').fill(note)
  await configure.getByRole('button', { name: 'Add Exercise' }).click()
  await configure.waitFor({ state: 'detached' })
  await waitForToast(page, 'Exercise added')
}

describe("a trainer's own workouts", () => {
  it('are written with the builder, scheduled for a client and played with their notes, and nobody else sees them', async () => {
    const trainer = await createUser(h.server.database, { role: 'trainer', username: 'coach-w' })
    const client = await createUser(h.server.database, { trainerId: trainer.id })
    const trainerToken = await createSessionToken(h.server.database, trainer.id)
    const clientToken = await createSessionToken(h.server.database, client.id)

    const page = await h.open(1280)
    await h.context.addCookies([{ name: 'session', value: trainerToken, url: h.server.url }])
    await page.goto(`${h.server.url}/trainer/workouts`)
    await page.getByRole('heading', { name: 'My Workouts', level: 1 }).waitFor()
    await page.getByText('No workouts found').waitFor()
    await page.getByRole('button', { name: 'Create Workout' }).click()
    const form = page.getByRole('dialog', { name: 'Create Workout' })
    await form
      .getByText('Only you and the clients you schedule it for see it.', { exact: false })
      .waitFor()
    await form.getByLabel('Title').fill('Pulling day for Sam')
    await form.getByLabel('Description').fill('Rows and hangs, slow lowering')
    await form.getByLabel('Image background').selectOption({ label: 'Blue' })
    await form.getByRole('button', { name: 'Create Workout' }).click()
    await waitForToast(page, 'Workout created')
    await page.getByRole('button', { name: 'Exercises of Pulling day for Sam' }).click()
    await addExercise(page, 'Squats', 'Three seconds down')
    await addExercise(page, 'Plank')
    const manage = page.getByRole('dialog', { name: 'Manage Exercises for Pulling day for Sam' })
    await manage.getByText('Three seconds down').waitFor()
    await checkScreen(page, 'trainer-workouts-builder')
    await page.keyboard.press('Escape')
    await manage.waitFor({ state: 'detached' })
    await checkScreen(page, 'trainer-workouts')

    // What the server stored: the trainer's, not the catalogue's.
    const mine = (await rest(h.server.url, 'GET', '/api/trainer/workouts', { token: trainerToken }))
      .body as Workout[]
    expect(mine.map((w) => [w.title, w.exerciseCount, w.ownerId])).toEqual([
      ['Pulling day for Sam', 2, trainer.id],
    ])
    const workout = mine[0]!
    const catalogue = (await rest(h.server.url, 'GET', '/api/workouts', { token: clientToken }))
      .body as Workout[]
    expect(catalogue.some((w) => w.id === workout.id)).toBe(false)

    // Scheduled for today on the client's calendar, picked among the trainer's workouts.
    const today = deviceDay()
    await page.goto(`${h.server.url}/trainer/clients/${client.id}/calendar`)
    await page.getByRole('button', { name: `Add workout to ${dayLabel(today)}` }).click()
    const add = page.getByRole('dialog', { name: 'Add workout' })
    await add.getByRole('searchbox', { name: 'Search workouts...' }).fill('pulling day')
    await add.getByRole('button', { name: 'Add Pulling day for Sam', exact: true }).click()
    await waitForToast(page, 'Pulling day for Sam scheduled')

    // The client's phone: Daily leads with it, and the player shows the note.
    const phone = await h.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: TEST_LOCALE,
    })
    try {
      await phone.addCookies([{ name: 'session', value: clientToken, url: h.server.url }])
      const athlete = await phone.newPage()
      await athlete.goto(`${h.server.url}/daily`)
      const scheduled = athlete.getByRole('region', { name: 'Today from coach-w' })
      await scheduled.getByRole('link', { name: 'Start Pulling day for Sam' }).click()
      await athlete.waitForURL(`${h.server.url}/workout/${workout.id}/train`)
      await athlete.getByText('Note: Three seconds down', { exact: true }).waitFor()
      await athlete.getByText('Set 1 of 4', { exact: true }).waitFor()
      await checkScreen(athlete, 'trainer-workouts-player')
    } finally {
      await phone.close()
    }

    // Anyone else: as if it did not exist.
    const stranger = await createUser(h.server.database)
    const strangerToken = await createSessionToken(h.server.database, stranger.id)
    const res = await rest(h.server.url, 'GET', `/api/workouts/${workout.id}/exercises`, {
      token: strangerToken,
    })
    expect(res.status).toBe(404)
    const seen = (
      await rest(h.server.url, 'GET', `/api/workouts/${workout.id}/exercises`, {
        token: clientToken,
      })
    ).body as WorkoutWithExercises
    expect(seen.exercises.map((e) => [e.exercise.name, e.sets, e.note])).toEqual([
      ['Squats', 4, 'Three seconds down'],
      ['Plank', 4, null],
    ])
  })
})
