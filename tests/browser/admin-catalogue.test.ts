import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { exercises, workoutExercises, workouts } from '~/server/db/schema'
import { workoutMinutes } from '~/shared/rules/workout-minutes'
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  waitForToast,
} from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 900 })

/** Signs in as the demo admin and opens Manage Workouts & Exercises. */
async function catalogueAsAdmin(width?: number) {
  const page = await h.signIn({ demo: 'Demo admin' }, { width })
  await page.goto(`${h.server.url}/admin/workouts`)
  await page.getByRole('heading', { name: 'Manage Workouts & Exercises' }).waitFor()
  return page
}

async function addExercise(page: Page, manage: ReturnType<Page['getByRole']>, name: string) {
  await manage.getByRole('button', { name: 'Add Exercise' }).click()
  const select = page.getByRole('dialog', { name: 'Select Exercise to Add' })
  await select.getByRole('searchbox', { name: 'Search exercises...' }).fill(name.toUpperCase())
  await select.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  const configure = page.getByRole('dialog', { name: 'Configure Exercise' })
  expect(await configure.getByLabel('Sets').inputValue()).toBe('3')
  expect(await configure.getByLabel('Reps').inputValue()).toBe('10')
  await configure.getByLabel('Duration (seconds)').fill('40')
  await configure.getByLabel('Rest time (seconds)').fill('20')
  await configure.getByRole('button', { name: 'Add Exercise' }).click()
  await configure.waitFor({ state: 'detached' })
  await waitForToast(page, 'Exercise added')
}

describe('the catalogue editor', () => {
  it('creates a workout, adds three exercises, edits, reorders and deletes it', async () => {
    const page = await catalogueAsAdmin()
    await page.getByRole('button', { name: 'Create Workout' }).click()
    const form = page.getByRole('dialog', { name: 'Create Workout' })
    expect(await form.getByLabel('Duration (minutes)').inputValue()).toBe('30')
    expect(await form.getByLabel('Difficulty').inputValue()).toBe('beginner')
    expect(await form.getByLabel('Category').inputValue()).toBe('workout')
    await form.getByRole('button', { name: 'Create Workout' }).click()
    await form.getByText('Title is required').waitFor()
    await form.getByText('Description is required').waitFor()
    await form.getByText('Image background is required').waitFor()
    await expectNoAxeViolations(page)
    await form.getByLabel('Title').fill('Browser Ladder')
    await form.getByLabel('Description').fill('Built by the browser test')
    await form.getByLabel('Duration (minutes)').fill('15')
    await form.getByLabel('Difficulty').selectOption('intermediate')
    await form.getByLabel('Category').selectOption('skills')
    await form.getByLabel('Image background').selectOption({ label: 'Blue' })
    await form.getByRole('button', { name: 'Create Workout' }).click()
    await form.waitFor({ state: 'detached' })
    await waitForToast(page, 'Workout created')

    await page.getByRole('searchbox', { name: 'Search workouts...' }).fill('browser ladder')
    const card = page.getByRole('listitem').filter({ hasText: 'Browser Ladder' })
    await card.getByText('15 min', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Exercises of Browser Ladder' }).click()
    const manage = page.getByRole('dialog', { name: 'Manage Exercises for Browser Ladder' })
    await manage.getByText('No exercises added to this workout yet').waitFor()

    const names = ['Incline Push-ups', 'Squats', 'Plank']
    for (const name of names) await addExercise(page, manage, name)
    await manage.getByText('3 exercises').waitFor()
    const orderColumn = async () =>
      manage
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => [r.children[0]?.textContent, r.children[1]?.textContent]),
        )
    expect(await orderColumn()).toEqual(names.map((n, i) => [String(i + 1), n]))
    await manage
      .getByRole('row', { name: new RegExp(names[0]!) })
      .getByText('40s')
      .waitFor()
    await screenshot(page, 'admin-manage-exercises-1280', { viewport: true })
    await expectNoAxeViolations(page)

    await manage.getByRole('button', { name: `Edit parameters of ${names[1]}` }).click()
    const params = page.getByRole('dialog', { name: 'Edit Exercise Parameters' })
    expect(await params.getByLabel('Duration (seconds)').inputValue()).toBe('40')
    await params.getByLabel('Sets').fill('0')
    await params.getByRole('button', { name: 'Save' }).click()
    await params.getByText('Sets must be at least 1').waitFor()
    await params.getByLabel('Sets').fill('5')
    await params.getByRole('button', { name: 'Save' }).click()
    await params.waitFor({ state: 'detached' })
    await waitForToast(page, 'Exercise updated')
    await manage
      .getByRole('row', { name: new RegExp(names[1]!) })
      .getByRole('cell', { name: '5', exact: true })
      .waitFor()

    await manage.getByRole('button', { name: `Move ${names[2]} up` }).click()
    await expect.poll(orderColumn).toEqual([
      ['1', names[0]],
      ['2', names[2]],
      ['3', names[1]],
    ])

    await manage.getByRole('button', { name: 'Close' }).click()
    const minutes = workoutMinutes(
      [
        { sets: 3, duration: 40, restTime: 20 },
        { sets: 5, duration: 40, restTime: 20 },
        { sets: 3, duration: 40, restTime: 20 },
      ],
      15,
    )
    expect(minutes).not.toBe(15)
    await card.getByText(`${minutes} min`, { exact: true }).waitFor()
    await card.getByText('3 exercises').waitFor()

    await card.getByRole('button', { name: 'Delete Browser Ladder' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete workout?' })
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Delete Workout' }).click()
    await waitForToast(page, 'Workout deleted')
    await page.getByText('No workouts found').waitFor()
  })

  it('creates and edits an exercise through all four tabs, showing an invalid field’s message', async () => {
    const page = await catalogueAsAdmin()
    await page.getByRole('tab', { name: 'Exercises' }).click()
    await page.waitForURL(/tab=exercises/)
    await page.getByRole('button', { name: 'Create Exercise' }).click()
    const form = page.getByRole('dialog', { name: 'Create Exercise' })
    await form.getByLabel('Name').fill('Browser Archer Push-up')
    await form.getByLabel('Description').fill('A push-up shifting to one arm')
    await form.getByLabel('Category').selectOption('push')
    await form.getByLabel('Body part').selectOption('upper')
    await form.getByLabel('Difficulty').selectOption('advanced')
    await form.getByLabel('Equipment').fill('none')
    await form.getByLabel('Icon').fill('push')
    await form.getByLabel('Variations').fill('0')

    await form.getByRole('tab', { name: 'Details' }).click()
    await form
      .getByLabel('Instructions')
      .fill('Lower towards one hand, keep the other arm straight')
    await form.getByLabel('Tempo').fill('3-1-1')
    await form.getByRole('tab', { name: 'Form' }).click()
    await form.getByLabel('Correct form tips').fill('Straight line\n\n  \nElbow tucked')
    await form.getByLabel('Common mistakes').fill('Sagging hips')
    await form.getByRole('tab', { name: 'Progress' }).click()
    await form.getByLabel('Progression tips').fill('Move towards one-arm push-ups')
    await form.getByLabel('Regression tips').fill('Elevate the hands')
    await form.getByLabel('Easier variation').selectOption({ label: 'Diamond Push-ups' })
    await screenshot(page, 'admin-exercise-form-progress-1280', { viewport: true })

    await form.getByRole('button', { name: 'Create Exercise' }).click()
    // The invalid field is on Basic Info: the form goes there and shows its message.
    await form.getByText('Must have at least 1 variation').waitFor()
    expect(await form.getByRole('tab', { name: 'Basic Info' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    await expectNoAxeViolations(page)
    await form.getByLabel('Variations').fill('3')
    await form.getByRole('button', { name: 'Create Exercise' }).click()
    await form.waitFor({ state: 'detached' })
    await waitForToast(page, 'Exercise created')

    const saved = await h.server.database.db
      .select()
      .from(exercises)
      .where(eq(exercises.name, 'Browser Archer Push-up'))
      .get()
    const diamond = await h.server.database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.builtinKey, 'diamond-push-ups'))
      .get()
    expect(saved?.easierExerciseId).toBe(diamond?.id)
    expect(saved).toMatchObject({
      variations: 3,
      tempo: '3-1-1',
      correctFormTips: ['Straight line', 'Elbow tucked'],
      incorrectFormTips: ['Sagging hips'],
      regressionTips: 'Elevate the hands',
    })

    await page.getByRole('searchbox', { name: 'Search exercises...' }).fill('archer push')
    const card = page.getByRole('listitem').filter({ hasText: 'Browser Archer Push-up' })
    await card.getByText('3', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Edit Browser Archer Push-up' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Exercise' })
    expect(await edit.getByLabel('Name').inputValue()).toBe('Browser Archer Push-up')
    await edit.getByRole('tab', { name: 'Form' }).click()
    expect(await edit.getByLabel('Correct form tips').inputValue()).toBe(
      'Straight line\nElbow tucked',
    )
    await edit.getByRole('tab', { name: 'Details' }).click()
    await edit.getByLabel('Tempo').fill('2-0-2')
    await edit.getByRole('button', { name: 'Save Exercise' }).click()
    await edit.waitFor({ state: 'detached' })
    await waitForToast(page, 'Exercise updated')
    const updated = await h.server.database.db
      .select({ tempo: exercises.tempo, variations: exercises.variations })
      .from(exercises)
      .where(eq(exercises.id, saved!.id))
      .get()
    expect(updated).toEqual({ tempo: '2-0-2', variations: 3 })

    await card.getByRole('button', { name: 'Delete Browser Archer Push-up' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete exercise?' })
      .getByRole('button', { name: 'Delete Exercise' })
      .click()
    await waitForToast(page, 'Exercise deleted')
    await card.waitFor({ state: 'detached' })
  })

  it('refuses to delete an exercise a workout uses and names the workout', async () => {
    const used = await h.server.database.db
      .select({ name: exercises.name, workout: workouts.title })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
      .limit(1)
      .get()
    if (!used) throw new Error('the built-in catalogue has no workout exercises')
    const page = await catalogueAsAdmin()
    await page.goto(`${h.server.url}/admin/workouts?tab=exercises`)
    await page.getByRole('searchbox', { name: 'Search exercises...' }).fill(used.name)
    await page.getByRole('button', { name: `Delete ${used.name}`, exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete exercise?' })
      .getByRole('button', { name: 'Delete Exercise' })
      .click()
    await page
      .getByRole('alert')
      .getByText(new RegExp(`409: This exercise is used by .*'${used.workout}'`))
      .waitFor()
    await page.getByRole('button', { name: `Delete ${used.name}`, exact: true }).waitFor()
  })

  it('fits a 375 px phone without sideways scrolling, dialogs included', async () => {
    const page = await catalogueAsAdmin(375)
    await page.getByRole('heading', { name: 'Manage Workouts & Exercises' }).waitFor()
    await page.getByRole('listitem').first().waitFor()
    await expectNoSidewaysScroll(page, 'workouts at 375 px')
    await screenshot(page, 'admin-workouts-375')
    await expectNoAxeViolations(page)
    await page
      .getByRole('button', { name: /^Exercises of / })
      .first()
      .click()
    await page
      .getByRole('dialog', { name: /^Manage Exercises for / })
      .locator('tbody tr')
      .first()
      .waitFor()
    await screenshot(page, 'admin-manage-exercises-375', { viewport: true })
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('tab', { name: 'Exercises' }).click()
    await page.getByRole('button', { name: 'Create Exercise' }).click()
    await page.getByRole('dialog', { name: 'Create Exercise' }).waitFor()
    await expectNoSidewaysScroll(page, 'exercise form at 375 px')
    await screenshot(page, 'admin-exercise-form-375', { viewport: true })
  })
})
