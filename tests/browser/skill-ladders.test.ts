// docs/product.md#skills and #skill-practice in Chromium at 375 px: the skill tree, Train → player
// → the step passes and the next step shows, a timed hold; each new screen axe-clean at 375 and
// 1280 px, light and dark. The skill page, a trainer's Set step and the kiosk's ladders are in
// skill-ladder-pages.test.ts.
import { describe, expect, it } from 'vitest'
import { browserHarness } from '../support/browser-harness'
import { card, checkBothThemes, skillLadders } from '../support/skill-ladders'

// Signed in with a session: these tests are about the ladders, not signing in (app-shell is).
const h = browserHarness({ height: 860, signIn: 'session' })
const { signIn, skillId, passesOf } = skillLadders(h)

describe('the skill tree', () => {
  it('draws each skill under the one it requires, with its step, standard and bar, at 375 px', async () => {
    const page = await signIn('tree.climber@example.test')
    const tree = page.getByRole('region', { name: 'Skills to Unlock' })
    await tree.getByRole('heading', { name: 'Crow Pose' }).waitFor()

    const after = (name: string) => tree.getByRole('list', { name: `After ${name}`, exact: true })
    const childNames = async (name: string) =>
      (await after(name).locator(':scope > li > article h3').allInnerTexts()).sort()
    expect(await childNames('Crow Pose')).toEqual(['Handstand', 'Planche'])
    expect(await childNames('Handstand')).toEqual(['Freestanding Handstand Push-up'])
    expect(await childNames('L-sit')).toEqual(['V-sit'])
    expect(await childNames('V-sit')).toEqual(['Manna'])
    // Drawn as a tree: a skill sits to the right of the one it requires.
    const x = async (name: string) =>
      (await tree.getByRole('heading', { name, exact: true }).boundingBox())!.x
    expect(await x('Handstand')).toBeGreaterThan(await x('Crow Pose'))
    expect(await x('Freestanding Handstand Push-up')).toBeGreaterThan(await x('Handstand'))
    expect(await x('Manna')).toBeGreaterThan(await x('V-sit'))

    const pistol = card(page, 'Pistol Squat')
    await pistol.getByText('Step 1 of 4 · Squats · 3 × 20', { exact: true }).waitFor()
    const bar = pistol.getByRole('progressbar', { name: 'Pistol Squat: 0 of 4 steps passed' })
    expect(await bar.getAttribute('aria-valuenow')).toBe('0')

    // A skill whose requirement is locked says so, and cannot be trained yet.
    const handstand = card(page, 'Handstand')
    await handstand.getByText('Requires Crow Pose', { exact: true }).first().waitFor()
    expect(
      await handstand.getByRole('button', { name: 'Train Handstand', exact: true }).isDisabled(),
    ).toBe(true)
    await checkBothThemes(page, 'skill-tree')
  })
})

describe('practising a step', () => {
  it('Train opens the player on the current step; sets meeting the standard pass it and the next step shows', async () => {
    const email = 'step.passer@example.test'
    const page = await signIn(email)
    await card(page, 'Pistol Squat').getByRole('link', { name: 'Train Pistol Squat' }).click()
    const id = await skillId('pistol-squat')
    await page.waitForURL(`${h.server.url}/skills/${id}/train`)
    await page.getByText('Pistol Squat · Step 1 of 4', { exact: true }).waitFor()
    await page.getByText('Standard: 3 × 20', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Skip Exercise' }).count()).toBe(0)
    await page.getByRole('heading', { name: 'Squats', level: 1 }).waitFor()
    await page.getByText('Set 1 of 3', { exact: true }).waitFor()
    await page.getByText('20 reps', { exact: true }).waitFor()
    expect(await page.title()).toBe('Training: Pistol Squat · Calisthenics')
    await checkBothThemes(page, 'skill-practice')

    for (const set of [1, 2, 3]) {
      await page.getByText(`Set ${set} of 3`, { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Log Set' }).click()
      if (set < 3) await page.getByRole('button', { name: 'Skip Rest' }).click()
    }
    const summary = page.getByRole('region', { name: 'Practice Complete' })
    await summary.getByRole('heading', { name: 'Step passed' }).waitFor()
    await summary.getByText('Pistol Squat: step 1 passed, Squats', { exact: true }).waitFor()
    await summary
      .getByText('Next: step 2, Bulgarian Split Squats (3 × 10)', { exact: true })
      .waitFor()
    await checkBothThemes(page, 'skill-practice-summary')
    expect(await passesOf(email, 'pistol-squat')).toEqual([[1, 'logged']])

    await page.getByRole('link', { name: 'Back to Pistol Squat' }).click()
    await page.waitForURL(`${h.server.url}/skills/${id}`)
    const progress = page.getByRole('region', { name: 'Your progress' })
    await progress.getByText('Step 2 of 4', { exact: true }).waitFor()
    const steps = page.getByRole('region', { name: 'The ladder' }).getByRole('listitem')
    await steps
      .nth(0)
      .getByText(/^Passed \d{1,2} [A-Z][a-z]{2} · logged$/)
      .waitFor()
    expect(await steps.nth(1).getAttribute('aria-current')).toBe('step')

    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${h.server.url}/skills`)
    await card(page, 'Pistol Squat')
      .getByText('Step 2 of 4 · Bulgarian Split Squats · 3 × 10', { exact: true })
      .waitFor()
  })
})

describe('practising a hold', () => {
  it('times each hold against the standard: three holds of 30 s pass Deep Squat Hold', async () => {
    const email = 'hold.passer@example.test'
    const id = await skillId('crow-pose')
    const page = await h.signIn(
      { email, name: 'hold.passer' },
      { path: `/skills/${id}/train`, width: 375, before: (p) => p.clock.install() },
    )
    await page.getByText('Standard: 3 × 30 s', { exact: true }).waitFor()
    await page.getByText('Hold 30 s', { exact: true }).waitFor()
    for (const set of [1, 2, 3]) {
      await page.getByText(`Set ${set} of 3`, { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Start Hold' }).click()
      await page.clock.fastForward(3_000)
      await page.getByText('Holding', { exact: true }).waitFor()
      await page.clock.fastForward(31_000)
      await page.getByText('Target reached: stop when you are done', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Stop and Log Set' }).click()
      if (set < 3) await page.getByRole('button', { name: 'Skip Rest' }).click()
    }
    const summary = page.getByRole('region', { name: 'Practice Complete' })
    await summary.getByText('Crow Pose: step 1 passed, Deep Squat Hold', { exact: true }).waitFor()
    await summary.getByText('Next: step 2, Frog Stand (3 × 20 s)', { exact: true }).waitFor()
    expect(await passesOf(email, 'crow-pose')).toEqual([[1, 'logged']])
  })
})
