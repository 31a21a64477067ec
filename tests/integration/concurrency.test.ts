// docs/architecture.md#writes: a pooled file client fails concurrent writers with SQLITE_BUSY unless every write
// goes through the one write lock. These tests push hundreds of writes at a file database at once.
import { count, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, validateSessionToken } from '~/server/auth/session'
import { generateToken } from '~/server/auth/tokens'
import { roleChanges, sessions, userTypes, users } from '~/server/db/schema'
import { setUserRole } from '~/server/services/users/set-user-role'
import { upsertOidcUser } from '~/server/services/users/upsert-oidc-user'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { createTestDatabase } from '../support/test-db'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('concurrent writes over HTTP', () => {
  it('handles 120 sign-ins, 60 role changes and 40 logouts at once without a failed request', async () => {
    expect(server.database.url).toMatch(/^file:/)
    const admin = await createUser(server.database, { role: 'admin' })
    const adminToken = await createSessionToken(server.database, admin.id)
    const targets = await Promise.all(Array.from({ length: 60 }, () => createUser(server.database)))
    const leaving = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const user = await createUser(server.database)
        return createSessionToken(server.database, user.id)
      }),
    )

    const signIns = Array.from({ length: 120 }, async (_, i) => {
      const agent = server.agent()
      const hops = await agent.signIn({ email: `crowd-${i}@example.test`, name: `Crowd ${i}` })
      return { hops, token: agent.sessionToken() }
    })
    const roleCalls = targets.map((t, i) =>
      rest(server.url, 'POST', `/api/admin/user/${t.id}/role`, {
        token: adminToken,
        body: { role: i % 2 ? 'trainer' : 'manager' },
      }),
    )
    const logouts = leaving.map((token) =>
      rest(server.url, 'POST', '/api/auth/logout', { token, body: {} }),
    )
    const [signedIn, roleResults, logoutResults] = await Promise.all([
      Promise.all(signIns),
      Promise.all(roleCalls),
      Promise.all(logouts),
    ])

    const failedHops = signedIn.flatMap((s) => s.hops.filter((h) => h.status >= 400))
    expect(failedHops.map((h) => `${h.status} ${h.text.slice(0, 200)}`)).toEqual([])
    expect(signedIn.filter((s) => !s.token)).toHaveLength(0)
    expect(roleResults.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual(
      [],
    )
    expect(
      logoutResults.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`),
    ).toEqual([])

    // Every write is in the database.
    const crowd = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, 'crowd-%@example.test'))
      .all()
    expect(crowd).toHaveLength(120)
    const crowdSessions = await server.database.db
      .select({ n: count() })
      .from(sessions)
      .where(
        inArray(
          sessions.userId,
          crowd.map((u) => u.id),
        ),
      )
      .get()
    expect(crowdSessions?.n).toBe(120)
    for (const s of signedIn)
      expect(await validateSessionToken(server.database, s.token!)).not.toBeNull()
    const changed = await server.database.db
      .select({
        userId: roleChanges.userId,
        toRole: roleChanges.toRole,
        changedBy: roleChanges.changedBy,
      })
      .from(roleChanges)
      .where(
        inArray(
          roleChanges.userId,
          targets.map((t) => t.id),
        ),
      )
      .all()
    expect(changed).toHaveLength(60)
    expect(new Set(changed.map((c) => c.changedBy))).toEqual(new Set([admin.id]))
    const roles = await server.database.db
      .select({ id: users.id, role: userTypes.name })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(
        inArray(
          users.id,
          targets.map((t) => t.id),
        ),
      )
      .all()
    for (const [i, target] of targets.entries()) {
      expect(roles.find((r) => r.id === target.id)?.role).toBe(i % 2 ? 'trainer' : 'manager')
    }
    for (const token of leaving)
      expect(await validateSessionToken(server.database, token)).toBeNull()
  })

  it('answers concurrent reads while writes are queued', async () => {
    const user = await createUser(server.database, { role: 'manager' })
    const token = await createSessionToken(server.database, user.id)
    const writes = Array.from({ length: 100 }, async () => {
      const other = await createUser(server.database)
      return rest(server.url, 'POST', '/api/auth/logout', {
        token: await createSessionToken(server.database, other.id),
        body: {},
      })
    })
    const reads = Array.from({ length: 100 }, () =>
      rest(server.url, 'GET', '/api/admin/users?limit=5', { token }),
    )
    const results = await Promise.all([...writes, ...reads])
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([])
  })
})

describe('concurrent writes through the services', () => {
  it('runs 300 upserts, session creations and role changes in parallel on a file database', async () => {
    const database = createTestDatabase()
    try {
      const existing = await Promise.all(Array.from({ length: 50 }, () => createUser(database)))
      const upserts = Array.from({ length: 150 }, (_, i) =>
        upsertOidcUser({
          database,
          // Every third identity repeats an earlier subject: the upsert must not make duplicates.
          identity: {
            sub: `svc-${i % 100}`,
            email: `svc-${i}@example.test`,
            emailVerified: true,
            name: 'Same Name',
            picture: null,
          },
          adminEmails: new Set(),
        }),
      )
      const tokens = Array.from({ length: 100 }, () => generateToken())
      const sessionWrites = tokens.map((token, i) =>
        createSession(database, token, existing[i % existing.length]!.id),
      )
      const roleWrites = existing.map((u) =>
        setUserRole({ database, userId: u.id, role: 'trainer', changedBy: null, source: 'cli' }),
      )
      const results = await Promise.allSettled([...upserts, ...sessionWrites, ...roleWrites])
      const failures = results
        .filter((r) => r.status === 'rejected')
        .map((r) => String((r as PromiseRejectedResult).reason))
      expect(failures).toEqual([])

      const svcUsers = await database.db
        .select({ username: users.username })
        .from(users)
        .where(like(users.googleId, 'svc-%'))
        .all()
      expect(svcUsers).toHaveLength(100)
      // Usernames stay unique even when a hundred 'Same Name' users arrive at once.
      expect(new Set(svcUsers.map((u) => u.username)).size).toBe(100)
      const roleRows = await database.db
        .select({ n: count() })
        .from(roleChanges)
        .where(
          inArray(
            roleChanges.userId,
            existing.map((u) => u.id),
          ),
        )
        .get()
      expect(roleRows?.n).toBe(50)
      // The write lock is first come, first served: the role changes were queued after the
      // session writes, so they ended every one of those sessions.
      const remaining = await database.db
        .select({ n: count() })
        .from(sessions)
        .where(
          inArray(
            sessions.userId,
            existing.map((u) => u.id),
          ),
        )
        .get()
      expect(remaining?.n).toBe(0)
    } finally {
      database.close()
    }
  })
})
