import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { validateSessionToken } from '~/server/auth/session'
import { roleChanges, sessions, userTypes, users } from '~/server/db/schema'
import { setUserRole } from '~/server/services/users/set-user-role'
import { AppError } from '~/server/errors'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { createTestDatabase } from '../support/test-db'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

async function roleOf(userId: number) {
  const row = await server.database.db
    .select({ role: userTypes.name })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(users.id, userId))
    .get()
  return row?.role
}

async function adminIds(): Promise<number[]> {
  const rows = await server.database.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(userTypes.name, 'admin'))
    .all()
  return rows.map((r) => r.id)
}

describe('changing a role over REST', () => {
  beforeEach(async () => {
    server = await startTestServer()
  })
  afterEach(() => server.close())

  it("ends the target's sessions and the new role applies from their next sign-in", async () => {
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    const phone = server.agent()
    await phone.signIn({ email: 'promoted@example.test', name: 'Promoted' })
    const laptop = server.agent()
    await laptop.signIn({ email: 'promoted@example.test', name: 'Promoted' })
    const me = (await phone.request('/api/user')).json<{ id: number; role: string }>()
    expect(me.role).toBe('user')
    expect((await phone.request('/api/admin/users')).status).toBe(403)

    const res = await rest(server.url, 'POST', `/api/admin/user/${me.id}/role`, {
      token: adminToken,
      body: { role: 'manager' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, user: { id: me.id, role: 'manager' } })

    // Every device of the target is signed out, not only one.
    expect((await phone.request('/api/user')).status).toBe(401)
    expect((await laptop.request('/api/admin/users')).status).toBe(401)
    const again = server.agent()
    await again.signIn({ email: 'promoted@example.test', name: 'Promoted' })
    expect((await again.request('/api/user')).json()).toMatchObject({ id: me.id, role: 'manager' })
    expect((await again.request('/api/admin/users')).status).toBe(200)
    // The admin who made the change is untouched.
    expect(await validateSessionToken(server.database, adminToken)).not.toBeNull()
  })

  it('reads the role as stored now on every request, never from the session', async () => {
    const user = await createUser(server.database, { role: 'user' })
    const token = await createSessionToken(server.database, user.id)
    expect((await rest(server.url, 'GET', '/api/admin/users', { token })).status).toBe(403)
    const managerType = await server.database.db
      .select()
      .from(userTypes)
      .where(eq(userTypes.name, 'manager'))
      .get()
    await server.database.write((db) =>
      db.update(users).set({ userTypeId: managerType!.id }).where(eq(users.id, user.id)).run(),
    )
    expect((await rest(server.url, 'GET', '/api/admin/users', { token })).status).toBe(200)
  })

  it("refuses a demoted admin's old and new sessions the admin screens", async () => {
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    const otherAdmin = await createUser(server.database, { role: 'admin' })
    const otherToken = await createSessionToken(server.database, otherAdmin.id)
    expect((await rest(server.url, 'GET', '/api/admin/users', { token: otherToken })).status).toBe(
      200,
    )
    await rest(server.url, 'POST', `/api/admin/user/${otherAdmin.id}/role`, {
      token: adminToken,
      body: { role: 'user' },
    })
    // The old token is gone; a fresh one carries the stored role, not a cached one.
    expect((await rest(server.url, 'GET', '/api/admin/users', { token: otherToken })).status).toBe(
      401,
    )
    const fresh = await createSessionToken(server.database, otherAdmin.id)
    expect((await rest(server.url, 'GET', '/api/admin/users', { token: fresh })).status).toBe(403)
  })

  it('records who made the change, from which role to which, through the API', async () => {
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    const target = await createUser(server.database, { role: 'user' })
    await rest(server.url, 'POST', `/api/admin/user/${target.id}/role`, {
      token: adminToken,
      body: { role: 'trainer' },
    })
    const audit = await server.database.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, target.id))
      .all()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      changedBy: admin.id,
      fromRole: 'user',
      toRole: 'trainer',
      source: 'api',
    })
    expect(audit[0]!.createdAt).toBeInstanceOf(Date)
  })

  it('answers success and writes nothing when the role is already the one asked for', async () => {
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    const target = await createUser(server.database, { role: 'trainer' })
    const targetToken = await createSessionToken(server.database, target.id)
    const res = await rest(server.url, 'POST', `/api/admin/user/${target.id}/role`, {
      token: adminToken,
      body: { role: 'trainer' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, user: { role: 'trainer' } })
    expect(
      await server.database.db
        .select()
        .from(roleChanges)
        .where(eq(roleChanges.userId, target.id))
        .all(),
    ).toHaveLength(0)
    expect(await validateSessionToken(server.database, targetToken)).not.toBeNull()
  })

  it('refuses to demote the last admin with 409 and changes nothing', async () => {
    const [seededAdmin] = await adminIds()
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    // Two admins: demoting the other one is fine.
    const first = await rest(server.url, 'POST', `/api/admin/user/${seededAdmin}/role`, {
      token: adminToken,
      body: { role: 'user' },
    })
    expect(first.status).toBe(200)
    expect(await adminIds()).toEqual([admin.id])

    const res = await rest(server.url, 'POST', `/api/admin/user/${admin.id}/role`, {
      token: adminToken,
      body: { role: 'manager' },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('last admin'),
    })
    expect(await roleOf(admin.id)).toBe('admin')
    expect(
      await server.database.db
        .select()
        .from(roleChanges)
        .where(eq(roleChanges.userId, admin.id))
        .all(),
    ).toHaveLength(0)
    expect(await validateSessionToken(server.database, adminToken)).not.toBeNull()
  })

  it("keeps the caller's current session but ends their other ones when admins change their own role", async () => {
    const admin = await createUser(server.database, { role: 'admin' })
    const current = await createSessionToken(server.database, admin.id)
    const elsewhere = await createSessionToken(server.database, admin.id)
    // The seeded demo admin remains, so this is not the last admin.
    const res = await rest(server.url, 'POST', `/api/admin/user/${admin.id}/role`, {
      token: current,
      body: { role: 'manager' },
    })
    expect(res.status).toBe(200)
    expect(await validateSessionToken(server.database, elsewhere)).toBeNull()
    const me = await rest(server.url, 'GET', '/api/user', { token: current })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ role: 'manager' })
    // Now a manager: may read users, may no longer change roles.
    expect((await rest(server.url, 'GET', '/api/admin/users', { token: current })).status).toBe(200)
    expect(
      (
        await rest(server.url, 'POST', `/api/admin/user/${admin.id}/role`, {
          token: current,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(403)
  })
})

describe('setUserRole', () => {
  it('ends every session of the target when someone else changes the role (CLI: nobody)', async () => {
    const database = createTestDatabase()
    try {
      const target = await createUser(database)
      await createSessionToken(database, target.id)
      await createSessionToken(database, target.id)
      const bystander = await createUser(database)
      const bystanderToken = await createSessionToken(database, bystander.id)
      const result = await setUserRole({
        database,
        userId: target.id,
        role: 'trainer',
        changedBy: null,
        source: 'cli',
      })
      expect(result).toMatchObject({
        changed: true,
        previousRole: 'user',
        user: { role: 'trainer' },
      })
      expect(
        await database.db.select().from(sessions).where(eq(sessions.userId, target.id)).all(),
      ).toHaveLength(0)
      expect(await validateSessionToken(database, bystanderToken)).not.toBeNull()
      const audit = await database.db
        .select()
        .from(roleChanges)
        .where(eq(roleChanges.userId, target.id))
        .all()
      expect(audit).toEqual([
        expect.objectContaining({
          changedBy: null,
          source: 'cli',
          fromRole: 'user',
          toRole: 'trainer',
        }),
      ])
    } finally {
      database.close()
    }
  })

  it('throws NOT_FOUND for an unknown user', async () => {
    const database = createTestDatabase()
    try {
      const attempt = setUserRole({
        database,
        userId: 424242,
        role: 'admin',
        changedBy: null,
        source: 'cli',
      })
      await expect(attempt).rejects.toBeInstanceOf(AppError)
      await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND' })
    } finally {
      database.close()
    }
  })

  it('lets only one of two concurrent demotions of the last two admins through', async () => {
    const database = createTestDatabase()
    try {
      const a = await createUser(database, { role: 'admin' })
      const b = await createUser(database, { role: 'admin' })
      const results = await Promise.allSettled([
        setUserRole({ database, userId: a.id, role: 'user', changedBy: b.id, source: 'api' }),
        setUserRole({ database, userId: b.id, role: 'user', changedBy: a.id, source: 'api' }),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const rejected = results.find((r) => r.status === 'rejected')
      expect(rejected?.reason).toMatchObject({ code: 'CONFLICT' })
      const admins = await database.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
        .where(eq(userTypes.name, 'admin'))
        .all()
      expect(admins).toHaveLength(1)
    } finally {
      database.close()
    }
  })
})
