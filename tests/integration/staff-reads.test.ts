// docs/architecture.md#staff-reads: role totals kept by triggers, user search by the trigram
// index, and live streaks that read the last weeks only, all giving the answers a full scan gives.
import { and, count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { roleCounts, userTypes, users, workoutCompletions } from '~/server/db/schema'
import { deleteAccount } from '~/server/services/profile/delete-account'
import { listClients } from '~/server/services/trainer/list-clients'
import { countActiveUsers, getStaffStats } from '~/server/services/users/get-staff-stats'
import { listUsers } from '~/server/services/users/list-users'
import { setUserRole } from '~/server/services/users/set-user-role'
import { addDays, localDay } from '~/shared/rules/days'
import { addCompletionDays, createUser } from '../support/factories'
import { createTestDatabase } from '../support/test-db'

let database: ReturnType<typeof createTestDatabase>
beforeEach(() => {
  database = createTestDatabase()
})

/** The per-role totals as a full scan counts them, and as the trigger-kept table holds them. */
async function bothCounts() {
  const scanned = await database.db
    .select({ role: userTypes.name, n: count() })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .groupBy(userTypes.name)
    .all()
  const kept = await database.db
    .select({ role: userTypes.name, n: roleCounts.count })
    .from(roleCounts)
    .innerJoin(userTypes, eq(userTypes.id, roleCounts.userTypeId))
    .all()
  const asMap = (rows: { role: string; n: number }[]) =>
    Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.role, r.n]))
  return { scanned: asMap(scanned), kept: asMap(kept) }
}

describe('role totals', () => {
  it('follow sign-ups, role changes, account deletion and a plain SQL insert', async () => {
    const admin = await createUser(database, { role: 'admin' })
    const athletes = await Promise.all([1, 2, 3].map(() => createUser(database)))
    await createUser(database, { role: 'trainer' })
    await setUserRole({
      database,
      userId: athletes[0]!.id,
      role: 'trainer',
      changedBy: admin.id,
      source: 'api',
    })
    await deleteAccount({
      database,
      userId: athletes[1]!.id,
      confirm: athletes[1]!.username,
    })
    await database.client.execute(
      `INSERT INTO users (username, email, google_id, user_type_id)
       SELECT 'raw', 'raw@example.test', 'raw-sub', id FROM user_types WHERE name = 'manager'`,
    )
    const { scanned, kept } = await bothCounts()
    expect(kept).toEqual(scanned)
    expect(kept).toEqual({ admin: 1, trainer: 2, user: 1, manager: 1 })
    const stats = await getStaffStats({ db: database.db })
    expect([stats.totalTrainers, stats.totalUsers]).toEqual([2, 1])
  })
})

describe('user search', () => {
  it('finds a substring of the username or email in any case, with % and _ taken literally', async () => {
    const match = await createUser(database, {
      username: 'Alice_Smith',
      email: 'alice.smith@example.test',
    })
    await createUser(database, { username: 'AliceXSmith', email: 'other@example.test' })
    await createUser(database, { username: 'bob', email: 'bob@example.test' })
    const names = async (query: string) =>
      (await listUsers({ db: database.db, query })).users.map((u) => u.username).sort()
    expect(await names('ICE_s')).toEqual(['Alice_Smith'])
    expect(await names('e.SMI')).toEqual(['Alice_Smith'])
    expect(await names('ice%s')).toEqual([])
    expect(await names('"ali')).toEqual([])
    expect(await names('li')).toEqual(['AliceXSmith', 'Alice_Smith'].sort())
    expect(await names('alice')).toEqual(['AliceXSmith', 'Alice_Smith'].sort())
    // A renamed account is found by its new name only.
    await database.db
      .update(users)
      .set({ username: 'Zed_Renamed' })
      .where(eq(users.id, match.id))
      .run()
    expect(await names('ice_s')).toEqual([])
    expect(await names('renamed')).toEqual(['Zed_Renamed'])
    const stats = await getStaffStats({ db: database.db, query: 'renamed' })
    expect([stats.matchingUsers, stats.matchingTrainers]).toEqual([1, 0])
  })
})

describe('live streaks on the client list', () => {
  it('count a run longer than the recent window in full, and a short one exactly', async () => {
    const trainer = await createUser(database, { role: 'trainer' })
    const long = await createUser(database, { trainerId: trainer.id, username: 'a-long' })
    const short = await createUser(database, { trainerId: trainer.id, username: 'b-short' })
    const now = new Date('2026-06-15T12:00:00Z')
    const today = localDay(now, 'UTC')
    await addCompletionDays(
      database,
      long.id,
      Array.from({ length: 150 }, (_, i) => addDays(today, -i)),
    )
    await addCompletionDays(database, short.id, [addDays(today, -1), addDays(today, -2)])
    const clients = await listClients({ db: database.db, trainerId: trainer.id, now })
    expect(clients.map((c) => [c.username, c.streak])).toEqual([
      ['a-long', 150],
      ['b-short', 2],
    ])
  })
})

describe('active users', () => {
  it('follow each athlete’s latest completed day, also when a completion is removed', async () => {
    const now = new Date('2026-06-15T12:00:00Z')
    const today = localDay(now, 'UTC')
    const recent = await createUser(database)
    const lapsed = await createUser(database)
    await addCompletionDays(database, recent.id, [addDays(today, -1)])
    await addCompletionDays(database, lapsed.id, [addDays(today, -5), today])
    expect(await countActiveUsers({ db: database.db, now })).toBe(2)
    await database.db
      .delete(workoutCompletions)
      .where(and(eq(workoutCompletions.userId, lapsed.id), eq(workoutCompletions.day, today)))
      .run()
    expect(await countActiveUsers({ db: database.db, now })).toBe(1)
  })
})
