// docs/product.md#explore and #skills in Chromium: the library's search box and combined filters
// (the ranking, movement, equipment and a phone's list: explore-search.test.ts),
// the stats card above the list; each skill's own icon and description, badges still to earn as
// goals; both screens axe-clean at phone and desktop widths in light and dark.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { exercises } from '~/server/db/schema'
import { searchExercises } from '~/shared/rules/catalogue-search'
import { checkScreen, WHOLE_LIBRARY } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

// Signed in with a session: these tests are about Explore, not signing in (app-shell is).
const h = browserHarness({ height: 900, signIn: 'session' })

function signedIn(email: string) {
  return h.signIn({ email, name: email.split('@')[0] }, { path: '/explore' })
}

const rows = (page: Page) => page.locator('a[href*="/exercise/explore/"]')
// Rows read by textContent: a row off screen skips rendering (content-visibility: auto), and
// innerText gives only rendered text.

async function rowNames(page: Page) {
  return (await rows(page).locator('h2').allTextContents()).sort()
}

async function library() {
  return h.server.database.db.select().from(exercises).all()
}

/** Waits for the whole library on screen and returns its size. */
async function everyRow(page: Page) {
  const all = (await library()).length
  await expect.poll(() => rows(page).count(), WHOLE_LIBRARY).toBe(all)
  return all
}

describe('Explore', () => {
  it('narrows the library as you type, by name and by target muscle, and keeps the text in the URL', async () => {
    const page = await signedIn('searcher@example.test')
    const all = await everyRow(page)
    const search = page.getByRole('searchbox', { name: 'Search exercises' })
    expect(await search.getAttribute('placeholder')).toBe('Search exercises...')

    await search.focus()
    await page.keyboard.type('pull')
    await page.getByRole('heading', { name: 'Pull-ups', exact: true }).waitFor()
    // The catalogue search's answer (docs/product.md#search-rule), in its order.
    const pull = searchExercises(await library(), 'pull').map((e) => e.name)
    await expect.poll(() => rows(page).locator('h2').allTextContents()).toEqual(pull)
    expect(pull.length).toBeLessThan(all)
    await page.waitForURL(/[?&]q=pull/)

    // A muscle matches at the start of a word: 'hamstring flexibility' too.
    const hamstrings = (await library())
      .filter((e) => /\bhamstring/i.test(e.targetMuscles ?? ''))
      .map((e) => e.name)
      .sort()
    expect(hamstrings.length).toBeGreaterThan(1)
    await search.fill('HAMSTRINGS')
    await expect.poll(() => rowNames(page)).toEqual(hamstrings)
    await page.getByText(`${hamstrings.length} exercises`, { exact: true }).waitFor()

    await page.reload()
    expect(await search.inputValue()).toBe('HAMSTRINGS')
    await expect.poll(() => rowNames(page)).toEqual(hamstrings)

    await search.fill('zzqx nothing like it')
    await page.getByText('No exercises found').waitFor()
    await page.getByText('Try adjusting your filters').waitFor()
    expect(await rows(page).count()).toBe(0)
  })

  it('combines a body part and a difficulty, shows both chips pressed, and puts the stats card above the list', async () => {
    const page = await signedIn('combiner@example.test')
    const all = await everyRow(page)
    await page.getByRole('button', { name: 'By Body Part' }).click()
    const bodyParts = page.getByRole('group', { name: 'Body part' })
    await bodyParts.getByRole('button', { name: 'Lower', exact: true }).click()
    await page.getByRole('button', { name: 'By Difficulty' }).click()
    const difficulties = page.getByRole('group', { name: 'Difficulty' })
    // Only the difficulties the library holds, in progression order.
    expect(await difficulties.getByRole('button').allInnerTexts()).toEqual([
      'All',
      'Beginner',
      'Intermediate',
      'Advanced',
    ])
    await difficulties.getByRole('button', { name: 'Advanced', exact: true }).click()

    const both = (await library())
      .filter((e) => e.bodyPart === 'lower' && e.difficulty === 'advanced')
      .map((e) => e.name)
      .sort()
    expect(both.length).toBeGreaterThan(0)
    await expect.poll(() => rowNames(page)).toEqual(both)
    expect(both.length).toBeLessThan(all)
    for (const [group, name] of [
      [bodyParts, 'Lower'],
      [difficulties, 'Advanced'],
    ] as const) {
      expect(
        await group.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true')
    }

    const stats = page.getByRole('region', { name: 'Exercise Library Stats' })
    const statsBox = await stats.boundingBox()
    const firstRow = await rows(page).first().boundingBox()
    expect(statsBox!.y + statsBox!.height).toBeLessThan(firstRow!.y)
    // The card counts the whole library, whatever the filters.
    await stats.getByText(String(all), { exact: true }).waitFor()

    await page.getByRole('button', { name: 'All Exercises' }).click()
    await expect.poll(() => rows(page).count(), WHOLE_LIBRARY).toBe(all)
    expect(await page.getByRole('group', { name: 'Body part' }).count()).toBe(0)
  })
})

describe('Skills', () => {
  it("shows each skill's own icon and description, and badges not yet earned as goals", async () => {
    const page = await signedIn('skiller@example.test')
    await page.goto(`${h.server.url}/skills`)
    const skills = page.getByRole('region', { name: 'Skills to Unlock' })
    await skills.getByRole('heading', { name: 'Crow Pose' }).waitFor()
    const icons = await skills
      .locator('[data-icon]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')))
    expect(icons.length).toBe(await skills.getByRole('listitem').count())
    expect(new Set(icons).size).toBe(14)
    expect(icons).not.toContain('default')
    await skills
      .getByText('Balance on bent arms with the knees resting high on the upper arms.')
      .waitFor()

    await page.getByText('0 badges earned').waitFor()
    const goals = page.getByRole('region', { name: 'Badges to Earn' })
    for (const goal of [
      'Complete your first workout',
      'Complete 10 workouts',
      'Reach a 7-day streak',
      'Unlock 5 skills',
      'Complete 10 cool-downs',
    ])
      await goals.getByText(goal, { exact: true }).waitFor()
    await page.getByText('Complete your first workout to earn a badge.').waitFor()

    // Train no longer unlocks in one tap: every step of the ladder passes first (here by
    // 'I can do this' on the skill page), and the last one unlocks the skill.
    await skills.getByRole('link', { name: 'Crow Pose', exact: true }).click()
    await page.getByRole('heading', { name: 'Crow Pose', level: 1 }).waitFor()
    const progress = page.getByRole('region', { name: 'Your progress' })
    for (const next of ['Step 2 of 3', 'Step 3 of 3', 'Unlocked']) {
      await page.getByRole('button', { name: 'I can do this' }).click()
      await page
        .getByRole('alertdialog', { name: 'Pass this step?' })
        .getByRole('button', { name: 'I can do this' })
        .click()
      await progress.getByText(next, { exact: true }).waitFor()
    }
    await page.goto(`${h.server.url}/skills`)
    await page.getByText('1 badge earned').waitFor()
    await page.getByRole('region', { name: 'Your Badges' }).getByText('First Unlock').waitFor()
    await expect.poll(() => goals.getByText('Unlock your first skill').count()).toBe(0)
    await goals.getByText('Unlock 5 skills').waitFor()
  })
})

describe('both screens at phone and desktop widths', () => {
  it('pass axe with no sideways scrolling in light and dark', async () => {
    const page = await signedIn('looker@example.test')
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.goto(`${h.server.url}/explore?mode=difficulty&bodyPart=upper&q=push`)
      await page.getByRole('group', { name: 'Difficulty' }).waitFor()
      await rows(page).first().waitFor()
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      )
      await checkScreen(page, `explore-${theme}`)
      await page.goto(`${h.server.url}/skills`)
      await page.getByRole('heading', { name: 'Badges to Earn' }).waitFor()
      await checkScreen(page, `skills-${theme}`)
    }
  })
})
