// docs/product.md#skill-page, #client-progress and #kiosk-library in Chromium at 375 px: the
// skill page and I can do this, a trainer's Set step, the kiosk's ladders; each new screen
// axe-clean at 375 and 1280 px, light and dark. The skill tree and practising a step are in
// skill-ladders.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { users } from '~/server/db/schema'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { card, checkBothThemes, skillLadders } from '../support/skill-ladders'

// Signed in with a session: these tests are about the ladders, not signing in (app-shell is).
const h = browserHarness({ height: 860, signIn: 'session' })
const { signIn, skillId, userId, passesOf } = skillLadders(h)

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
