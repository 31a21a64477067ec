// docs/product.md#skills, #skill-page, #skill-practice, #client-progress and #kiosk-library in
// Chromium at 375 px: the skill tree, the skill page, Train → player → the step passes and the
// next step shows, I can do this, a trainer's Set step, the kiosk's ladders; each new screen
// axe-clean at 375 and 1280 px, light and dark.
import { and, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { skills, skillSteps, userStepPasses, users } from '~/server/db/schema'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 860 })

function signIn(email: string, path = '/skills') {
  return h.signIn({ email, name: email.split('@')[0] }, { path, width: 375 })
}

async function skillId(key: string) {
  const row = await h.server.database.db
    .select({ id: skills.id })
    .from(skills)
    .where(eq(skills.builtinKey, key))
    .get()
  if (!row) throw new Error(`no skill ${key}`)
  return row.id
}

async function userId(email: string) {
  const row = await h.server.database.db.select().from(users).where(eq(users.email, email)).get()
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

/** The passes of one user on one skill's ladder, as [step order, how]. */
async function passesOf(email: string, key: string) {
  const rows = await h.server.database.db
    .select({ order: skillSteps.order, how: userStepPasses.how })
    .from(userStepPasses)
    .innerJoin(skillSteps, eq(skillSteps.id, userStepPasses.stepId))
    .where(
      and(
        eq(userStepPasses.userId, await userId(email)),
        eq(skillSteps.skillId, await skillId(key)),
      ),
    )
    .all()
  return rows.map((r) => [r.order, r.how]).sort()
}

/** axe, no sideways scroll and screenshots at 375 and 1280 px, light then dark. */
async function checkBothThemes(page: Page, name: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 375, height: 860 })
}

const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Skills to Unlock' }).getByRole('article', { name, exact: true })

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

describe('the skill page', () => {
  it('shows every step with its still and standard; I can do this asks first, passes the step, and the last unlocks the skill', async () => {
    const email = 'self.assessor@example.test'
    const id = await skillId('crow-pose')
    const page = await signIn(email, `/skills/${id}`)
    await page.getByRole('heading', { name: 'Crow Pose', level: 1 }).waitFor()
    expect(await page.title()).toBe('Crow Pose · Calisthenics')
    const ladder = page.getByRole('region', { name: 'The ladder' })
    const steps = ladder.getByRole('listitem')
    expect(await steps.count()).toBe(3)
    await steps.nth(0).getByText('3 × 30 s', { exact: true }).waitFor()
    await steps.nth(0).getByRole('img', { name: 'Deep Squat Hold demonstration' }).waitFor()
    expect(await steps.nth(0).getAttribute('aria-current')).toBe('step')
    await checkBothThemes(page, 'skill-page')

    // Cancel changes nothing.
    await page.getByRole('button', { name: 'I can do this' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Pass this step?' })
    await dialog.waitFor()
    await checkBothThemes(page, 'skill-page-confirm')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await passesOf(email, 'crow-pose')).toEqual([])

    for (const order of [1, 2, 3]) {
      await page.getByRole('button', { name: 'I can do this' }).click()
      await dialog.getByRole('button', { name: 'I can do this' }).click()
      if (order < 3) {
        await waitForToast(page, 'Step passed')
        await page
          .getByRole('region', { name: 'Your progress' })
          .getByText(`Step ${order + 1} of 3`, { exact: true })
          .waitFor()
      }
    }
    await waitForToast(page, 'Skill Unlocked!')
    await page.getByText("You've unlocked the Crow Pose skill!").waitFor()
    await page
      .getByRole('region', { name: 'Your progress' })
      .getByText('Unlocked', { exact: true })
      .waitFor()
    expect(await passesOf(email, 'crow-pose')).toEqual([
      [1, 'self'],
      [2, 'self'],
      [3, 'self'],
    ])
    await steps
      .nth(2)
      .getByText(/^Passed .* · self$/)
      .waitFor()
    expect(await page.getByRole('button', { name: 'I can do this' }).count()).toBe(0)

    // Its dependants are free to climb now, and the first unlock earned its badge.
    await page.goto(`${h.server.url}/skills`)
    const handstand = card(page, 'Handstand')
    await handstand.getByRole('link', { name: 'Train Handstand' }).waitFor()
    expect(await handstand.getByText('Requires Crow Pose').count()).toBe(0)
    await page.getByRole('region', { name: 'Your Badges' }).getByText('First Unlock').waitFor()

    // A skill still locked behind another says what it needs first, with a link.
    await page.goto(`${h.server.url}/skills/${await skillId('manna')}`)
    const requires = page.getByRole('region', { name: 'Requires first' })
    await requires.getByRole('link', { name: /V-sit/ }).waitFor()
    await page.getByText('Requires V-sit before its steps can pass.').waitFor()
    expect(await page.getByRole('button', { name: 'I can do this' }).isDisabled()).toBe(true)
    await checkBothThemes(page, 'skill-page-locked')
  })
})

describe("a trainer's Set step", () => {
  it('puts the client on a step: the steps below count as passed, set by the trainer', async () => {
    const email = 'set.by.trainer@example.test'
    const athlete = await signIn(email)
    const me = await userId(email)
    const trainer = await h.server.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'demo-trainer'))
      .get()
    await h.server.database.write((db) =>
      db.update(users).set({ trainerId: trainer!.id }).where(eq(users.id, me)).run(),
    )
    const t = await h.signInSeparately({ demo: 'Demo trainer' }, { width: 375 })
    try {
      const page = t.page
      await page.goto(`${h.server.url}/trainer/clients/${me}`)
      const ladders = page.getByRole('region', { name: 'Skill ladders' })
      await ladders.getByRole('heading', { name: 'Pistol Squat' }).waitFor()
      const setButton = ladders.getByRole('button', { name: 'Set step for Pistol Squat' })
      expect(await setButton.isDisabled()).toBe(true)
      await ladders
        .getByRole('combobox', { name: 'Step for Pistol Squat' })
        .selectOption({ label: 'Step 3: Box Pistol Squats (3 × 8)' })
      await setButton.click()
      const dialog = page.getByRole('alertdialog', {
        name: /^Set .+'s Pistol Squat step\?$/,
      })
      await dialog.waitFor()
      await checkBothThemes(page, 'client-progress-set-step-confirm')
      await dialog.getByRole('button', { name: 'Set step' }).click()
      await waitForToast(page, 'Step set')
      await ladders.getByText('Step 3 of 4 · Box Pistol Squats · 3 × 8', { exact: true }).waitFor()
      await checkBothThemes(page, 'client-progress-skills')
    } finally {
      await t.context.close()
    }
    expect(await passesOf(email, 'pistol-squat')).toEqual([
      [1, 'trainer'],
      [2, 'trainer'],
    ])
    await athlete.goto(`${h.server.url}/skills/${await skillId('pistol-squat')}`)
    await athlete
      .getByText(/^Passed .* · set by your trainer$/)
      .first()
      .waitFor()
    await athlete
      .getByRole('region', { name: 'Your progress' })
      .getByText('Step 3 of 4', { exact: true })
      .waitFor()
  })
})

describe('the kiosk library', () => {
  it('shows a skill ladder: the skills, and the chosen one’s steps with stills and standards', async () => {
    const issued = await registerKiosk({
      database: h.server.database,
      name: 'Ladder wall',
      timeZone: 'UTC',
    })
    const page = await h.open(1280, 860)
    await page.goto(`${h.server.url}/kiosk/pair`)
    await page.getByLabel('Pairing code').fill(issued.pairingCode)
    await page.getByRole('button', { name: 'Pair' }).click()
    await page.waitForURL(`${h.server.url}/kiosk`)
    await page.goto(`${h.server.url}/kiosk/library`)
    await page.getByRole('button', { name: 'Skill ladders' }).click()
    const list = page.getByRole('navigation', { name: 'Skills' })
    await list.getByRole('button', { name: 'Planche' }).click()
    const ladder = page.getByRole('article', { name: 'Planche' })
    await ladder.getByText('Requires Crow Pose', { exact: true }).waitFor()
    const steps = ladder.getByRole('list', { name: 'Planche ladder' }).getByRole('listitem')
    expect(await steps.count()).toBe(5)
    await steps.nth(0).getByText('Step 1 of 5', { exact: true }).waitFor()
    await steps.nth(0).getByText('3 × 30 s', { exact: true }).waitFor()
    await steps
      .nth(0)
      .getByRole('img', { name: /demonstration$/ })
      .waitFor()
    await checkScreen(page, 'kiosk-skill-ladders')
  })
})
