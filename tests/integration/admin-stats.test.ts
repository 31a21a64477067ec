import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countActiveUsers, getStaffStats } from '~/server/services/users/get-staff-stats'
import { addDays, localDay } from '~/shared/rules/days'
import type { StaffStats } from '~/shared/schemas/staff'
import { addCompletionDays, createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { createTestDatabase } from '../support/test-db'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let managerToken: string
let adminToken: string
const today = (timeZone: string) => localDay(new Date(), timeZone)

beforeAll(async () => {
  // The seed adds one demo account of each role: 1 trainer and 1 user to start with.
  server = await startTestServer()
  const manager = await createUser(server.database, { role: 'manager' })
  managerToken = await createSessionToken(server.database, manager.id)
  const admin = await createUser(server.database, { role: 'admin' })
  adminToken = await createSessionToken(server.database, admin.id)
  await addCompletionDays(server.database, admin.id, [today('UTC')])

  await createUser(server.database, { role: 'trainer', username: 'Coach-Zed' })
  await createUser(server.database, { role: 'trainer', email: 'zed.trainer@gym.example' })
  await createUser(server.database, { role: 'trainer', username: 'coach-amy' })

  const add = async (username: string, days: string[], timeZone = 'UTC', storedStreak = 0) => {
    const user = await createUser(server.database, { username })
    await addCompletionDays(server.database, user.id, days, { timeZone, storedStreak })
  }
  await add('trained-today', [today('UTC')])
  await add('trained-yesterday', [addDays(today('UTC'), -1), addDays(today('UTC'), -2)])
  // Stored streak 5 from two days ago: stale, so not active.
  await add('zed-stale', [addDays(today('UTC'), -2)], 'UTC', 5)
  await add('never-trained', [], 'UTC', 3)
  // Far from UTC on both sides: their today and yesterday are other UTC dates.
  await add('kiritimati', [today('Pacific/Kiritimati')], 'Pacific/Kiritimati')
  await add('pago-pago', [addDays(today('Pacific/Pago_Pago'), -1)], 'Pacific/Pago_Pago')
  await add('pago-pago-lapsed', [addDays(today('Pacific/Pago_Pago'), -2)], 'Pacific/Pago_Pago')
})
afterAll(() => server.close())

async function stats(query = '', token = managerToken): Promise<StaffStats> {
  const res = await rest(server.url, 'GET', `/api/admin/stats${query}`, { token })
  expect(res.status, res.text).toBe(200)
  return res.body as StaffStats
}

describe('GET /api/admin/stats', () => {
  it('counts trainers, users and active users from the data', async () => {
    expect(await stats()).toEqual({
      totalTrainers: 4,
      // demo athlete + 7 users above
      totalUsers: 8,
      activeUsers: 4,
      matchingTrainers: 4,
      matchingUsers: 8,
    })
  })

  it('answers admins the same numbers', async () => {
    expect((await stats('', adminToken)).totalUsers).toBe(8)
  })

  it('counts the trainers and users matching the search by username or email, ignoring case', async () => {
    expect(await stats('?query=ZED')).toMatchObject({
      totalTrainers: 4,
      totalUsers: 8,
      activeUsers: 4,
      matchingTrainers: 2,
      matchingUsers: 1,
    })
    expect(await stats('?query=pago')).toMatchObject({ matchingTrainers: 0, matchingUsers: 2 })
    expect(await stats(`?query=${encodeURIComponent('%')}`)).toMatchObject({
      matchingTrainers: 0,
      matchingUsers: 0,
    })
  })

  it('refuses an overlong search', async () => {
    const res = await rest(server.url, 'GET', `/api/admin/stats?query=${'x'.repeat(201)}`, {
      token: managerToken,
    })
    expect(res.status).toBe(400)
  })
})

describe('countActiveUsers', () => {
  it('uses each user’s own calendar day', async () => {
    // 23:30 UTC on 10 March: already 11 March in Tokyo, still 10 March in Los Angeles.
    const now = new Date('2025-03-10T23:30:00Z')
    const local = createTestDatabase()
    try {
      const add = async (timeZone: string, days: string[]) => {
        const user = await createUser(local)
        await addCompletionDays(local, user.id, days, { timeZone })
      }
      await add('Asia/Tokyo', ['2025-03-11']) // today there: active
      await add('Asia/Tokyo', ['2025-03-09']) // two days ago there: not active
      await add('America/Los_Angeles', ['2025-03-09']) // yesterday there: active
      await add('America/Los_Angeles', ['2025-03-08']) // two days ago there: not active
      await add('UTC', ['2025-03-09']) // yesterday: active
      await add('UTC', ['2025-03-12']) // only a future day: not active
      expect(await countActiveUsers({ db: local.db, now })).toBe(3)
      expect(await getStaffStats({ db: local.db, now, query: 'no-such-person' })).toMatchObject({
        activeUsers: 3,
        matchingUsers: 0,
        matchingTrainers: 0,
      })
      // A day later nobody's streak has survived.
      expect(await countActiveUsers({ db: local.db, now: new Date('2025-03-15T12:00:00Z') })).toBe(
        0,
      )
    } finally {
      local.close()
    }
  })
})
