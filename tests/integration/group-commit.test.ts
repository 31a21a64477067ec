// docs/decisions/017-group-commit.md: writers queued together share one transaction, yet each
// one's statements commit all or nothing, a failing writer fails alone, and every answer comes
// after its own commit.
import { rmSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/client'
import { DatabaseUnavailableError } from '~/server/db/health'
import {
  exerciseCompletions,
  users,
  workoutCompletions,
  workoutExercises,
} from '~/server/db/schema'
import { claimProgressVersion, readProgressState } from '~/server/services/progress/progress-state'
import { createSessionToken, createUser, getUserRow } from '../support/factories'
import { rest } from '../support/rest'
import { createTestDatabase } from '../support/test-db'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let database: Database
let workoutId: number
let exerciseIds: number[]

beforeAll(async () => {
  server = await startTestServer()
  database = server.database
  const plan = await database.db.select().from(workoutExercises).all()
  workoutId = plan[0]!.workoutId
  exerciseIds = plan.filter((p) => p.workoutId === workoutId).map((p) => p.exerciseId)
})
afterAll(() => server.close())

/** An exercise completion of `userId`, as a statement a writer queues. */
const completion = (userId: number, exerciseId = exerciseIds[0]!) =>
  database.db
    .insert(exerciseCompletions)
    .values({ userId, workoutId, exerciseId, day: '2026-01-01' })

async function completionsOf(userId: number) {
  const row = await database.db
    .select({ n: count() })
    .from(exerciseCompletions)
    .where(eq(exerciseCompletions.userId, userId))
    .get()
  return row?.n ?? 0
}

describe('group commit', () => {
  it('commits many writers queued at once, and each sees its write committed when it hears back', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => createUser(database)))
    // Another connection, as a second process would read the file.
    const other = createClient({ url: database.url })
    try {
      await Promise.all(
        people.map(async (person) => {
          await database.commit([completion(person.id), completion(person.id)])
          const seen = await other.execute({
            sql: 'SELECT count(*) AS n FROM exercise_completions WHERE user_id = ?',
            args: [person.id],
          })
          expect(Number(seen.rows[0]!.n)).toBe(2)
        }),
      )
    } finally {
      other.close()
    }
  })

  it('fails only the writer whose statement fails, leaving none of its statements behind', async () => {
    const [a, b, c] = await Promise.all([
      createUser(database),
      createUser(database),
      createUser(database),
    ])
    const results = await Promise.allSettled([
      database.commit([completion(a!.id)]),
      // Its first statement is fine; its second names a user that does not exist.
      database.commit([completion(b!.id), completion(999_999_999)]),
      database.commit([completion(c!.id), completion(c!.id)]),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await completionsOf(a!.id)).toBe(1)
    expect(await completionsOf(b!.id)).toBe(0)
    expect(await completionsOf(c!.id)).toBe(2)
  })

  it('refuses a progress claim made on a stale state, and commits the others queued with it', async () => {
    const stale = await createUser(database)
    const fresh = await createUser(database)
    const now = new Date()
    const staleState = await readProgressState(database.db, stale.id, now)
    const freshState = await readProgressState(database.db, fresh.id, now)
    // Another writer (another process, a tool) claims the next version in between.
    await database.write((db) =>
      db
        .update(users)
        .set({ progressVersion: staleState.version + 1 })
        .where(eq(users.id, stale.id))
        .run(),
    )
    const results = await Promise.allSettled([
      database.commit([claimProgressVersion(staleState), completion(stale.id)]),
      database.commit([claimProgressVersion(freshState), completion(fresh.id)]),
    ])
    expect(results[0]!.status).toBe('rejected')
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain('stale progress write')
    expect(results[1]!.status).toBe('fulfilled')
    expect(await completionsOf(stale.id)).toBe(0)
    expect(await completionsOf(fresh.id)).toBe(1)
    expect((await getUserRow(database, fresh.id))!.progressVersion).toBe(freshState.version + 1)
  })

  it('counts every completion of many athletes finishing at once, and a workout finished twice once', async () => {
    const athletes = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const user = await createUser(database)
        return { id: user.id, token: await createSessionToken(database, user.id) }
      }),
    )
    const record = (athlete: (typeof athletes)[number], exerciseId?: number) =>
      rest(server.url, 'POST', `/api/user/${athlete.id}/progress`, {
        token: athlete.token,
        body: exerciseId === undefined ? { workoutId } : { workoutId, exerciseId },
      })
    const answers = await Promise.all(
      athletes.flatMap((athlete) => [
        ...exerciseIds.map((id) => record(athlete, id)),
        // The whole workout, twice: one completion on the day.
        record(athlete),
        record(athlete),
      ]),
    )
    expect(answers.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([])
    for (const athlete of athletes) {
      expect(await completionsOf(athlete.id)).toBe(exerciseIds.length)
      const workouts = await database.db
        .select({ n: count() })
        .from(workoutCompletions)
        .where(
          and(
            eq(workoutCompletions.userId, athlete.id),
            eq(workoutCompletions.workoutId, workoutId),
          ),
        )
        .get()
      expect(workouts?.n).toBe(1)
      // One claimed version per request: no write was lost or counted twice.
      expect((await getUserRow(database, athlete.id))!.progressVersion).toBe(exerciseIds.length + 2)
    }
  })

  it('refuses queued writers at once, and the next ones too, when the database file is gone', async () => {
    const doomed = createTestDatabase()
    // A statement that changes nothing and refers to nothing.
    const touch = () =>
      doomed.commit([doomed.db.update(users).set({ level: 1 }).where(eq(users.id, -1))])
    await touch()
    try {
      rmSync(doomed.path)
      await expect(touch()).rejects.toThrow(DatabaseUnavailableError)
      await expect(touch()).rejects.toThrow(DatabaseUnavailableError)
    } finally {
      doomed.close()
    }
  })
})
