import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { escapeLike, listUsers } from '~/server/services/users/list-users'
import { roleTypeId } from '~/server/services/users/upsert-oauth-user'
import type { User } from '~/shared/schemas/user'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let managerToken: string
beforeAll(async () => {
  server = await startTestServer()
  const manager = await createUser(server.database, { role: 'manager' })
  managerToken = await createSessionToken(server.database, manager.id)
  await createUser(server.database, { username: 'Alice-Runner', email: 'alice@gym.example' })
  await createUser(server.database, { username: 'bob', email: 'BOB.Lifter@Gym.Example' })
  await createUser(server.database, { username: 'per_cent', email: 'pc@x.example' })
  await createUser(server.database, { username: 'perXcent', email: 'px@x.example' })
  await createUser(server.database, { username: '100%-effort', email: 'effort@x.example' })
})
afterAll(() => server.close())

async function get(path: string) {
  const res = await rest(server.url, 'GET', path, { token: managerToken })
  expect(res.status, res.text).toBe(200)
  return res.body as User[]
}

describe('GET /api/admin/users', () => {
  it('answers a plain list of users with the spec fields, and no private columns', async () => {
    const list = await get('/api/admin/users')
    const alice = list.find((u) => u.username === 'Alice-Runner')
    expect(alice).toMatchObject({
      email: 'alice@gym.example',
      role: 'user',
      streak: 0,
      level: 1,
      photoURL: null,
    })
    expect(Object.keys(alice!)).not.toContain('googleId')
    expect(Object.keys(alice!)).not.toContain('emailVerified')
  })

  it('searches username and email case-insensitively by substring', async () => {
    expect((await get('/api/admin/users?query=ALICE')).map((u) => u.username)).toEqual([
      'Alice-Runner',
    ])
    expect((await get('/api/admin/users?query=lifter%40gym')).map((u) => u.username)).toEqual([
      'bob',
    ])
    expect((await get('/api/admin/users?query=runner')).map((u) => u.username)).toEqual([
      'Alice-Runner',
    ])
    expect(await get('/api/admin/users?query=nobody-has-this')).toEqual([])
  })

  it('treats % and _ in the search as plain characters', async () => {
    expect((await get('/api/admin/users?query=per_cent')).map((u) => u.username)).toEqual([
      'per_cent',
    ])
    expect(
      (await get(`/api/admin/users?query=${encodeURIComponent('100%')}`)).map((u) => u.username),
    ).toEqual(['100%-effort'])
    expect(await get(`/api/admin/users?query=${encodeURIComponent('%')}`)).toHaveLength(1)
  })

  it('pages with limit and cursor, in id order, without gaps or repeats', async () => {
    const all = await get('/api/admin/users?limit=100')
    expect(all.length).toBeGreaterThan(5)
    const seen: number[] = []
    let cursor: number | undefined
    for (let i = 0; i < 50; i++) {
      const page = await get(`/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.length).toBeLessThanOrEqual(2)
      seen.push(...page.map((u) => u.id))
      if (page.length < 2) break
      cursor = page.at(-1)!.id
    }
    expect(seen).toEqual(all.map((u) => u.id))
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
  })

  it('answers 50 users by default', async () => {
    await server.database.write(async (db) => {
      const userTypeId = await roleTypeId(db, 'user')
      await db
        .insert(users)
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            username: `bulk-${i}`,
            email: `bulk-${i}@example.test`,
            googleId: `bulk-sub-${i}`,
            userTypeId,
          })),
        )
        .run()
    })
    expect(await get('/api/admin/users')).toHaveLength(50)
    expect(await get('/api/admin/users?query=bulk-&limit=100')).toHaveLength(60)
  })
})

describe('listUsers', () => {
  it('gives a next cursor only when another page exists', async () => {
    const first = await listUsers({ db: server.database.db, query: 'x.example', limit: 2 })
    expect(first.users).toHaveLength(2)
    expect(first.nextCursor).toBe(first.users[1]!.id)
    const second = await listUsers({
      db: server.database.db,
      query: 'x.example',
      limit: 2,
      cursor: first.nextCursor!,
    })
    expect(second.users.map((u) => u.username)).toEqual(['100%-effort'])
    expect(second.nextCursor).toBeNull()
  })

  it('escapes LIKE wildcards and its escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })
})
