import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { users } from '~/server/db/schema'
import { getDaily } from '~/server/services/progress/get-daily'
import { recordToasts } from './browser'
import type { BrowserHarness } from './browser-harness'

/**
 * For the athlete journeys (tests/browser/athlete*.test.ts): `signedIn` signs a new athlete in
 * with the page's clock installed first, so the test can move time on, and its toasts recorded; `todaysWarmup` is the
 * last signed-in athlete's warm-up today, the first section of their own Daily session.
 */
export function athleteDay(h: BrowserHarness) {
  let signedInAs = ''
  return {
    signedIn(email: string, width?: number): Promise<Page> {
      signedInAs = email
      return h.signIn(
        { email, name: email.split('@')[0] },
        {
          width,
          before: async (page) => {
            await page.clock.install()
            await recordToasts(page)
          },
        },
      )
    },
    async todaysWarmup() {
      const { db } = h.server.database
      const user = await db.select().from(users).where(eq(users.email, signedInAs)).get()
      if (!user) throw new Error(`no athlete ${signedInAs}`)
      const daily = await getDaily({ db, userId: user.id })
      const warmup = daily.workouts.find((w) => w.category === 'warmup')
      if (!warmup) throw new Error('no warm-up today')
      return warmup
    },
  }
}
