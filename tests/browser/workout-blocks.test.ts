// docs/product.md#blocks in Chromium: the admin adds a superset block to a catalogue workout in
// the catalogue editor (its numbers checked as the server checks them) and puts two exercises
// in it; a trainer builds an EMOM workout in My Workouts. The API answers both workouts'
// blocks. Both editors at 375 and 1280 px, light and dark, axe clean.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Workout, WorkoutWithExercises } from '~/shared/schemas/catalogue'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'

const h = browserHarness({ height: 900, signIn: 'session' })

async function addExercise(page: Page, trigger: Locator, name: string, sets = '3') {
  await trigger.click()
  const select = page.getByRole('dialog', { name: 'Select Exercise to Add' })
  await select.getByRole('searchbox', { name: 'Search exercises...' }).fill(name)
  await select.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  const configure = page.getByRole('dialog', { name: 'Configure Exercise' })
  await configure.getByLabel('Sets').fill(sets)
  await configure.getByRole('button', { name: 'Add Exercise' }).click()
  await configure.waitFor({ state: 'detached' })
  await waitForToast(page, 'Exercise added')
}

async function blocksOf(token: string, workoutId: number) {
  const res = await rest(h.server.url, 'GET', `/api/workouts/${workoutId}/exercises`, { token })
  expect(res.status, res.text).toBe(200)
  return (res.body as WorkoutWithExercises).blocks.map((b) => ({
    kind: b.kind,
    minutes: b.minutes,
    restSeconds: b.restSeconds,
    exercises: b.exercises.map((e) => e.exercise.name),
  }))
}

/** Checks the open editor light, then dark from the first paint, reopening it after the reload. */
async function checkLightAndDark(page: Page, name: string, reopen: () => Promise<void>) {
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await reopen()
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
}

describe('blocks in the workout builder', () => {
  it('the admin adds a superset block to a catalogue workout', async () => {
    const admin = await createUser(h.server.database, { role: 'admin', username: 'block-admin' })
    const adminToken = await createSessionToken(h.server.database, admin.id)
    const created = await rest(h.server.url, 'POST', '/api/workouts', {
      token: adminToken,
      body: { title: 'Block Builder Day', description: 'Blocks', imageBackground: 'workout-bg-2' },
    })
    expect(created.status, created.text).toBe(200)
    const workout = created.body as Workout
    await rest(h.server.url, 'POST', `/api/workouts/${workout.id}/exercises`, {
      token: adminToken,
      body: { exerciseId: (await exerciseId(adminToken, 'Squats')) ?? 0 },
    })

    const page = await h.open(1280)
    await h.context.addCookies([{ name: 'session', value: adminToken, url: h.server.url }])
    const openEditor = async () => {
      await page.goto(`${h.server.url}/admin/workouts`)
      await page.getByRole('heading', { name: 'Manage Workouts & Exercises' }).waitFor()
      await page.getByRole('searchbox', { name: 'Search workouts...' }).fill('block builder')
      await page.getByRole('button', { name: 'Exercises of Block Builder Day' }).click()
    }
    await openEditor()
    const manage = page.getByRole('dialog', { name: 'Manage Exercises for Block Builder Day' })
    await manage.getByRole('heading', { name: 'Block 1 · Straight sets' }).waitFor()

    // A superset's rest out of range is refused with the server's message, then added.
    await manage.getByRole('button', { name: 'Add Block' }).click()
    const form = page.getByRole('dialog', { name: 'Add Block' })
    await form.getByLabel('Kind').selectOption({ label: 'Superset' })
    await form.getByLabel('Rest after a round (seconds)').fill('900')
    await form.getByRole('button', { name: 'Add Block' }).click()
    await form.getByText('Rest must be a whole number from 0 to 600 s').waitFor()
    await form.getByLabel('Rest after a round (seconds)').fill('90')
    await form.getByRole('button', { name: 'Add Block' }).click()
    await form.waitFor({ state: 'detached' })
    await waitForToast(page, 'Block added')
    await manage.getByRole('heading', { name: 'Block 2 · Superset · rest 90 s' }).waitFor()
    await manage
      .getByText('A superset alternates 2 to 4 exercises: add another, or it runs as straight sets')
      .waitFor()

    const addToSuperset = manage.getByRole('button', { name: 'Add an exercise to block 2' })
    await addExercise(page, addToSuperset, 'Pull-ups', '4')
    await addExercise(page, addToSuperset, 'Dips', '4')
    const superset = manage.getByRole('region', { name: /^Exercises of Block 2/ })
    // Placed as the player and the wall place them: the block's letter (block 2: B), then the
    // exercise's number in it.
    await superset.getByRole('row', { name: /B1 Pull-ups/ }).waitFor()
    await superset.getByRole('row', { name: /B2 Dips/ }).waitFor()
    // The squats move into the superset by keyboard-usable select, then back.
    await manage.getByLabel('Block of Squats').selectOption({ index: 1 })
    await waitForToast(page, 'Exercise moved')
    await superset.getByRole('row', { name: /B3 Squats/ }).waitFor()
    await manage.getByLabel('Block of Squats').selectOption({ index: 0 })
    await manage
      .getByRole('region', { name: /^Exercises of Block 1/ })
      .getByRole('row', { name: /Squats/ })
      .waitFor()
    await checkLightAndDark(page, 'blocks-admin-editor', openEditor)

    expect(await blocksOf(adminToken, workout.id)).toEqual([
      { kind: 'straight', minutes: undefined, restSeconds: undefined, exercises: ['Squats'] },
      { kind: 'superset', minutes: undefined, restSeconds: 90, exercises: ['Pull-ups', 'Dips'] },
    ])
  }, 240_000)

  it('a trainer builds an EMOM workout in My Workouts', async () => {
    const page = await h.open(1280)
    const trainer = await createUser(h.server.database, { role: 'trainer', username: 'emom-coach' })
    const trainerToken = await createSessionToken(h.server.database, trainer.id)
    await h.context.addCookies([{ name: 'session', value: trainerToken, url: h.server.url }])
    await page.goto(`${h.server.url}/trainer/workouts`)
    await page.getByRole('heading', { name: 'My Workouts', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Create Workout' }).click()
    const create = page.getByRole('dialog', { name: 'Create Workout' })
    await create.getByLabel('Title').fill('EMOM for Sam')
    await create.getByLabel('Description').fill('Twelve minutes on the minute')
    await create.getByLabel('Image background').selectOption({ label: 'Green' })
    await create.getByRole('button', { name: 'Create Workout' }).click()
    await waitForToast(page, 'Workout created')
    const openMine = async () => {
      await page.goto(`${h.server.url}/trainer/workouts`)
      await page.getByRole('button', { name: 'Exercises of EMOM for Sam' }).click()
    }
    await page.getByRole('button', { name: 'Exercises of EMOM for Sam' }).click()
    const mine = page.getByRole('dialog', { name: 'Manage Exercises for EMOM for Sam' })
    await mine.getByRole('button', { name: 'Add Block' }).click()
    const emomForm = page.getByRole('dialog', { name: 'Add Block' })
    await emomForm.getByLabel('Kind').selectOption({ label: 'EMOM' })
    await emomForm.getByLabel('Minutes').fill('')
    await emomForm.getByRole('button', { name: 'Add Block' }).click()
    await emomForm.getByText('EMOM needs minutes: 1 to 60 min').waitFor()
    await checkScreen(page, 'blocks-add-block-form')
    await emomForm.getByLabel('Minutes').fill('12')
    await emomForm.getByRole('button', { name: 'Add Block' }).click()
    await emomForm.waitFor({ state: 'detached' })
    await mine.getByRole('heading', { name: 'Block 1 · EMOM · 12 min' }).waitFor()
    const addToEmom = mine.getByRole('button', { name: 'Add an exercise to block 1' })
    await addExercise(page, addToEmom, 'Push-ups', '6')
    await addExercise(page, addToEmom, 'Squats', '6')
    await checkLightAndDark(page, 'blocks-trainer-builder', openMine)

    const [own] = (
      await rest(h.server.url, 'GET', '/api/trainer/workouts', { token: trainerToken })
    ).body as Workout[]
    expect(await blocksOf(trainerToken, own?.id ?? 0)).toEqual([
      { kind: 'emom', minutes: 12, restSeconds: undefined, exercises: ['Push-ups', 'Squats'] },
    ])
  }, 240_000)
})

async function exerciseId(token: string, name: string): Promise<number | undefined> {
  const res = await rest(h.server.url, 'GET', `/api/exercises?query=${encodeURIComponent(name)}`, {
    token,
  })
  const list = res.body as { id: number; name: string }[]
  return list.find((e) => e.name === name)?.id
}
