import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/client'
import { roleChanges, userTypes, users } from '~/server/db/schema'
import { type OidcIdentity, upsertOidcUser } from '~/server/services/users/upsert-oidc-user'
import { needsOnboarding } from '~/shared/rules/athlete-profile'
import { createTestDatabase } from '../support/test-db'

let database: Database
beforeEach(() => {
  database = createTestDatabase()
})
afterEach(() => database.close())

function identity(overrides: Partial<OidcIdentity> = {}): OidcIdentity {
  return {
    sub: 'sub-1',
    email: 'jane@example.test',
    emailVerified: true,
    name: 'Jane Doe',
    picture: null,
    ...overrides,
  }
}

async function userRow(userId: number) {
  return database.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      googleId: users.googleId,
      role: userTypes.name,
      timeZone: users.timeZone,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(users.id, userId))
    .get()
}

const noAdmins = new Set<string>()

describe('upsertOidcUser', () => {
  it('creates a user keyed by the subject with the user role and a username from the name', async () => {
    const result = await upsertOidcUser({
      database,
      identity: identity(),
      adminEmails: noAdmins,
      timeZone: 'Europe/Berlin',
    })
    expect(result.created).toBe(true)
    expect(await userRow(result.userId)).toMatchObject({
      username: 'jane-doe',
      email: 'jane@example.test',
      googleId: 'sub-1',
      role: 'user',
      timeZone: 'Europe/Berlin',
    })
  })

  it('makes two users for the same email under two subjects', async () => {
    const a = await upsertOidcUser({
      database,
      identity: identity({ sub: 'sub-a' }),
      adminEmails: noAdmins,
    })
    const b = await upsertOidcUser({
      database,
      identity: identity({ sub: 'sub-b' }),
      adminEmails: noAdmins,
    })
    expect(a.userId).not.toBe(b.userId)
    expect(b.created).toBe(true)
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jane@example.test'))
      .all()
    expect(rows.map((r) => r.googleId).sort()).toEqual(['sub-a', 'sub-b'])
  })

  it('updates the email of the same subject instead of creating a user', async () => {
    const first = await upsertOidcUser({ database, identity: identity(), adminEmails: noAdmins })
    const again = await upsertOidcUser({
      database,
      identity: identity({ email: 'jane.new@example.test', picture: 'https://example.test/p.png' }),
      adminEmails: noAdmins,
    })
    // Still not asked about their training: a sign-in goes on to onboarding.
    expect(again).toEqual({ userId: first.userId, created: false, onboardingPending: true })
    expect(await userRow(first.userId)).toMatchObject({
      email: 'jane.new@example.test',
      username: 'jane-doe',
    })
    expect(await database.db.select().from(users).all()).toHaveLength(1)
  })

  it('gives a second Jane Doe the username jane-doe-2 and a third jane-doe-3', async () => {
    const a = await upsertOidcUser({
      database,
      identity: identity({ sub: 'a' }),
      adminEmails: noAdmins,
    })
    const b = await upsertOidcUser({
      database,
      identity: identity({ sub: 'b', email: 'other@example.test' }),
      adminEmails: noAdmins,
    })
    const c = await upsertOidcUser({
      database,
      identity: identity({ sub: 'c', email: 'third@example.test' }),
      adminEmails: noAdmins,
    })
    expect((await userRow(a.userId))?.username).toBe('jane-doe')
    expect((await userRow(b.userId))?.username).toBe('jane-doe-2')
    expect((await userRow(c.userId))?.username).toBe('jane-doe-3')
  })

  it("falls back to the email's local part when there is no name", async () => {
    const r = await upsertOidcUser({
      database,
      identity: identity({ name: null, email: 'Sam.Smith@example.test' }),
      adminEmails: noAdmins,
    })
    expect((await userRow(r.userId))?.username).toBe('sam-smith')
  })

  it('makes a verified ADMIN_EMAILS address an admin and records it in role_changes', async () => {
    const r = await upsertOidcUser({
      database,
      identity: identity({ email: 'Jane@Example.test' }),
      adminEmails: new Set(['jane@example.test']),
    })
    expect((await userRow(r.userId))?.role).toBe('admin')
    const audit = await database.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, r.userId))
      .all()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      fromRole: 'user',
      toRole: 'admin',
      source: 'admin_emails',
      changedBy: null,
    })
  })

  it('never makes an unverified email an admin, even when listed', async () => {
    const r = await upsertOidcUser({
      database,
      identity: identity({ emailVerified: false }),
      adminEmails: new Set(['jane@example.test']),
    })
    expect((await userRow(r.userId))?.role).toBe('user')
    expect(await database.db.select().from(roleChanges).all()).toHaveLength(0)
  })

  it('promotes an existing user once their email is listed, with one audit row', async () => {
    const first = await upsertOidcUser({ database, identity: identity(), adminEmails: noAdmins })
    const admins = new Set(['jane@example.test'])
    await upsertOidcUser({ database, identity: identity(), adminEmails: admins })
    await upsertOidcUser({ database, identity: identity(), adminEmails: admins })
    expect((await userRow(first.userId))?.role).toBe('admin')
    const audit = await database.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, first.userId))
      .all()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ fromRole: 'user', toRole: 'admin', source: 'admin_emails' })
  })

  it('writes no audit row for an ordinary sign-in', async () => {
    await upsertOidcUser({ database, identity: identity(), adminEmails: noAdmins })
    await upsertOidcUser({ database, identity: identity(), adminEmails: noAdmins })
    expect(await database.db.select().from(roleChanges).all()).toHaveLength(0)
  })
})

describe('who the app asks about their training first (docs/product.md#onboarding)', () => {
  it('an athlete until they answer or skip; staff never', () => {
    expect(needsOnboarding({ role: 'user', onboarding: 'pending' })).toBe(true)
    expect(needsOnboarding({ role: 'user', onboarding: 'skipped' })).toBe(false)
    expect(needsOnboarding({ role: 'user', onboarding: 'done' })).toBe(false)
    for (const role of ['trainer', 'manager', 'admin'])
      expect(needsOnboarding({ role, onboarding: 'pending' })).toBe(false)
  })

  it('an account made an admin by ADMIN_EMAILS is not asked', async () => {
    const made = await upsertOidcUser({
      database,
      identity: identity({ email: 'boss@example.test' }),
      adminEmails: new Set(['boss@example.test']),
    })
    expect(made.onboardingPending).toBe(false)
  })
})
