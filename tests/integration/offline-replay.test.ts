import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCatalogue } from '~/server/db/catalogue'
import type { Database } from '~/server/db/client'
import { exerciseCompletions, workoutCompletions, workouts } from '~/server/db/schema'
import { callerFor } from '../support/caller'
import { createUser } from '../support/factories'
import { createTestDatabase } from '../support/test-db'

// docs/product.md#offline: a completion sent late by the offline queue carries performedAt,
// lands on that day, and a replay of it records nothing twice.
let database: Database
beforeEach(async () => {
  database = createTestDatabase()
  await loadCatalogue(database)
})

async function fundamentals() {
  const w = await database.db
    .select()
    .from(workouts)
    .where(eq(workouts.builtinKey, 'fundamentals'))
    .get()
  const caller = callerFor(database, { id: 0, username: 'x', email: 'x', role: 'user' })
  const list = await caller.workouts.exercises({ id: w!.id })
  return { id: w!.id, exerciseIds: list.exercises.map((e) => e.exerciseId) }
}

describe('a completion replayed from the offline queue', () => {
  it('lands on the day it was done and is recorded once however often it is sent', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id, exerciseIds } = await fundamentals()
    const yesterday = new Date(Date.now() - 24 * 3600_000)
    const performedAt = yesterday.toISOString()
    const exerciseId = exerciseIds[0] as number
    for (let i = 0; i < 3; i++) {
      await caller.progress.record({ userId: user.id, workoutId: id, exerciseId, performedAt })
    }
    const rows = await database.db
      .select()
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, user.id))
      .all()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.day).toBe(performedAt.slice(0, 10))

    await caller.progress.record({ userId: user.id, workoutId: id, performedAt })
    await caller.progress.record({ userId: user.id, workoutId: id, performedAt })
    const done = await database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, user.id))
      .all()
    expect(done.map((d) => d.day)).toEqual([performedAt.slice(0, 10)])
  })

  it('refuses a moment in the future or older than the set log keeps', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id } = await fundamentals()
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    await expect(
      caller.progress.record({ userId: user.id, workoutId: id, performedAt: at(3600_000) }),
    ).rejects.toThrow('A completion cannot be in the future')
    await expect(
      caller.progress.record({
        userId: user.id,
        workoutId: id,
        performedAt: at(-31 * 86_400_000),
      }),
    ).rejects.toThrow('A completion can be recorded up to 30 days after it was done')
  })
})
