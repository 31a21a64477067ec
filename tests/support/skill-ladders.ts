import { and, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { skills, skillSteps, userStepPasses, users } from '~/server/db/schema'
import { checkScreen } from './browser'
import type { BrowserHarness } from './browser-harness'

/** axe, no sideways scroll and screenshots at 375 and 1280 px, light then dark. */
export async function checkBothThemes(page: Page, name: string) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await checkScreen(page, `${name}-light`)
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await checkScreen(page, `${name}-dark`)
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 375, height: 860 })
}

/** A skill's card on the Skills tab's tree. */
export const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Skills to Unlock' }).getByRole('article', { name, exact: true })

/** For tests/browser/skill-ladder*.test.ts: sign-in at 375 px, the ladders' rows. */
export function skillLadders(h: BrowserHarness) {
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

  return {
    signIn(email: string, path = '/skills') {
      return h.signIn({ email, name: email.split('@')[0] }, { path, width: 375 })
    },
    skillId,
    userId,
    /** The passes of one user on one skill's ladder, as [step order, how]. */
    async passesOf(email: string, key: string) {
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
    },
  }
}
