import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeLike } from '~/server/db/sql'
import { listUsers } from '~/server/services/users/list-users'
import { addDays, computeStreak, localDay } from '~/shared/rules/days'
import type { User } from '~/shared/schemas/user'
import {
  addCompletionDays,
  createSessionToken,
  createUser,
  insertUsers,
} from '../support/factories'
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
  it('answers a plain list of users with the fields of docs/product.md#data, and no private columns', async () => {
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
    await insertUsers(server.database, 60, (i) => ({
      username: `bulk-${i}`,
      email: `bulk-${i}@example.test`,
    }))
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

describe('GET /api/admin/users over a big list', () => {
  beforeAll(async () => {
    await insertUsers(server.database, 130, (i) => ({
      username: `Many-${String(i).padStart(3, '0')}`,
      email: `many-${i}@big.example`,
      role: i % 10 === 0 ? 'trainer' : 'user',
    }))
  })

  it('pages a search over 130 matching users in two pages of at most 100', async () => {
    const first = await get('/api/admin/users?query=mANY-&limit=100')
    expect(first).toHaveLength(100)
    const second = await get(`/api/admin/users?query=mANY-&limit=100&cursor=${first.at(-1)!.id}`)
    expect(second).toHaveLength(30)
    const names = [...first, ...second].map((u) => u.username)
    expect(new Set(names).size).toBe(130)
    expect(names.every((n) => n.startsWith('Many-'))).toBe(true)
  })

  it('finds users by email as well as by username, ignoring case', async () => {
    expect((await get('/api/admin/users?query=MANY-7%40BIG')).map((u) => u.username)).toEqual([
      'Many-007',
    ])
  })

  it('refuses a page larger than 100', async () => {
    const res = await rest(server.url, 'GET', '/api/admin/users?limit=101', { token: managerToken })
    expect(res.status).toBe(400)
  })

  it('filters by role, alone and together with the search', async () => {
    const trainers = await get('/api/admin/users?role=trainer&limit=100')
    expect(trainers.length).toBeGreaterThanOrEqual(13)
    expect(trainers.every((u) => u.role === 'trainer')).toBe(true)
    const found = await get('/api/admin/users?role=trainer&query=many-&limit=100')
    expect(found.map((u) => u.username)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Many-${String(i * 10).padStart(3, '0')}`),
    )
    const managers = await get('/api/admin/users?role=manager')
    expect(managers.map((u) => u.role)).toEqual(managers.map(() => 'manager'))
    expect(managers.length).toBeGreaterThanOrEqual(1)
  })

  it('refuses an unknown role', async () => {
    const res = await rest(server.url, 'GET', '/api/admin/users?role=owner', {
      token: managerToken,
    })
    expect(res.status).toBe(400)
  })
})

describe('live streaks in the user list', () => {
  it('shows the streak as of today, not the stored column', async () => {
    const today = localDay(new Date(), 'UTC')
    const fresh = await createUser(server.database, { username: 'streak-fresh' })
    await addCompletionDays(server.database, fresh.id, [addDays(today, -1), addDays(today, -2)], {
      storedStreak: 0,
    })
    const stale = await createUser(server.database, { username: 'streak-stale' })
    await addCompletionDays(server.database, stale.id, [addDays(today, -5), addDays(today, -6)], {
      storedStreak: 7,
    })
    const list = await get('/api/admin/users?query=streak-')
    expect(list.map((u) => [u.username, u.streak])).toEqual([
      ['streak-fresh', 2],
      ['streak-stale', 0],
    ])
  })

  it('agrees with the streak rule for every user of a page, in every time zone', async () => {
    const now = new Date('2025-03-10T23:30:00Z')
    const zones = [
      'UTC',
      'Asia/Tokyo',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ]
    // A fixed pseudo-random pattern of days around `now`, gaps and future days included.
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const expected = new Map<number, number>()
    for (let i = 0; i < 40; i++) {
      const timeZone = zones[i % zones.length]!
      const user = await createUser(server.database, { username: `tz-streak-${i}` })
      const today = localDay(now, timeZone)
      const days = Array.from({ length: 20 }, (_, d) => addDays(today, 2 - d)).filter(
        () => random() < 0.7,
      )
      await addCompletionDays(server.database, user.id, days, { timeZone, storedStreak: 99 })
      expected.set(user.id, computeStreak(days, today))
    }
    const page = await listUsers({ db: server.database.db, query: 'tz-streak-', limit: 100, now })
    expect(page.users).toHaveLength(40)
    expect(new Map(page.users.map((u) => [u.id, u.streak]))).toEqual(expected)
    expect([...expected.values()].some((s) => s > 2)).toBe(true)
    expect([...expected.values()].some((s) => s === 0)).toBe(true)
  })
})
