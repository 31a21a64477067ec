import { devSubject, DEMO_ACCOUNTS } from '../auth/dev-provider'
import { roleTypeId } from '../services/users/queries'
import type { Database } from '../db/client'
import { users } from '../db/schema'

/**
 * The four demo accounts of the development sign-in page; only outside production. They open
 * on Daily (onboarding skipped, the defaults kept), as a demonstration should.
 */
export async function seedDemoAccounts(database: Database): Promise<void> {
  await database.write(async (db) => {
    for (const account of DEMO_ACCOUNTS) {
      await db
        .insert(users)
        .values({
          username: account.name.toLowerCase().replace(/\s+/g, '-'),
          email: account.email,
          emailVerified: true,
          googleId: devSubject(account.email),
          userTypeId: await roleTypeId(db, account.role),
          onboarding: 'skipped',
        })
        .onConflictDoNothing()
        .run()
    }
  })
}
