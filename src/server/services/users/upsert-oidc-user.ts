import { eq, like, sql } from 'drizzle-orm'
import { needsOnboarding } from '~/shared/rules/athlete-profile'
import type { Units } from '~/shared/rules/units'
import type { Database, Drizzle } from '../../db/client'
import { roleChanges, userTypes, users } from '../../db/schema'
import { roleTypeId } from './queries'

export interface OidcIdentity {
  sub: string
  email: string
  emailVerified: boolean
  name: string | null
  picture: string | null
}

/** A unique username from the display name (or the email's local part), e.g. 'Jane Doe' -> 'jane-doe-2'. */
async function freeUsername(db: Drizzle, identity: OidcIdentity): Promise<string> {
  const source = identity.name?.trim() || identity.email.split('@')[0] || 'user'
  const base =
    source
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'user'
  const taken = new Set(
    (
      await db
        .select({ u: users.username })
        .from(users)
        .where(like(users.username, `${base}%`))
        .all()
    ).map((r) => r.u),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Finds the user by the provider's subject id (never by email: two accounts may share an email
 * over time) and creates or refreshes it. ADMIN_EMAILS promotes a verified email to admin.
 */
export async function upsertOidcUser({
  database,
  identity,
  adminEmails,
  timeZone,
  units,
}: {
  database: Database
  identity: OidcIdentity
  adminEmails: Set<string>
  timeZone?: string
  /** The unit a new account starts with (the browser's language); an existing one keeps its own. */
  units?: Units
}): Promise<{ userId: number; created: boolean; onboardingPending: boolean }> {
  return database.write(async (db) => {
    const existing = await db
      .select({ id: users.id, role: userTypes.name, onboarding: users.onboarding })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(users.googleId, identity.sub))
      .get()
    const makeAdmin = identity.emailVerified && adminEmails.has(identity.email.toLowerCase())
    const adminTypeId = makeAdmin ? await roleTypeId(db, 'admin') : null
    const profile = {
      email: identity.email,
      emailVerified: identity.emailVerified,
      photoURL: identity.picture,
      ...(timeZone ? { timeZone } : {}),
    }
    if (existing) {
      const promote = adminTypeId !== null && existing.role !== 'admin'
      const update = db
        .update(users)
        .set({ ...profile, ...(promote ? { userTypeId: adminTypeId } : {}) })
        .where(eq(users.id, existing.id))
      if (promote) {
        await db.batch([
          update,
          db.insert(roleChanges).values({
            userId: existing.id,
            fromRole: existing.role,
            toRole: 'admin',
            source: 'admin_emails',
          }),
        ])
      } else {
        await update.run()
      }
      return {
        userId: existing.id,
        created: false,
        onboardingPending: needsOnboarding({
          role: promote ? 'admin' : existing.role,
          onboarding: existing.onboarding,
        }),
      }
    }
    const username = await freeUsername(db, identity)
    const userTypeId = adminTypeId ?? (await roleTypeId(db, 'user'))
    const insertUser = db
      .insert(users)
      .values({
        ...profile,
        googleId: identity.sub,
        username,
        userTypeId,
        ...(units ? { units } : {}),
      })
      .returning({ id: users.id })
    if (adminTypeId === null) {
      const inserted = await insertUser.get()
      return { userId: inserted.id, created: true, onboardingPending: true }
    }
    // The audit row commits with the user it describes.
    const [rows] = await db.batch([
      insertUser,
      db.run(sql`INSERT INTO role_changes (user_id, from_role, to_role, source)
        SELECT id, 'user', 'admin', 'admin_emails' FROM users WHERE google_id = ${identity.sub}`),
    ])
    const inserted = rows[0]
    if (!inserted) throw new Error('user insert returned no row')
    return { userId: inserted.id, created: true, onboardingPending: false }
  })
}
