// Migration 0012: each user's workout and exercise totals live on their row, kept by triggers in
// the writer's transaction, so a completion's badge check does not count their whole history.
import { createClient } from '@libsql/client'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  exerciseCompletions,
  users,
  workoutCompletions,
  workoutExercises,
} from '~/server/db/schema'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function totals(userId: number) {
  const db = server.database.db
  const [kept] = await db
    .select({ workouts: users.workoutCount, exercises: users.exerciseCount })
    .from(users)
    .where(eq(users.id, userId))
  const [workouts] = await db
    .select({ n: count() })
    .from(workoutCompletions)
    .where(eq(workoutCompletions.userId, userId))
  const [exercises] = await db
    .select({ n: count() })
    .from(exerciseCompletions)
    .where(eq(exerciseCompletions.userId, userId))
  return { kept, counted: { workouts: workouts?.n, exercises: exercises?.n } }
}

describe("a user's completion totals", () => {
  it('follow completions made through the API and rows another tool deletes', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const plan = await server.database.db.select().from(workoutExercises)
    const workoutId = plan[0]!.workoutId
    const steps = plan.filter((p) => p.workoutId === workoutId)
    for (const step of steps) {
      const res = await rest(server.url, 'POST', `/api/user/${user.id}/progress`, {
        token,
        body: { workoutId, exerciseId: step.exerciseId },
      })
      expect(res.status).toBe(200)
    }
    const after = await totals(user.id)
    expect(after.kept).toEqual({ workouts: 1, exercises: steps.length })
    expect(after.kept).toEqual(after.counted)
    const tool = createClient({ url: `file:${server.database.path}` })
    try {
      await tool.execute({
        sql: 'DELETE FROM exercise_completions WHERE id = (SELECT min(id) FROM exercise_completions WHERE user_id = ?)',
        args: [user.id],
      })
      await tool.execute({
        sql: 'DELETE FROM workout_completions WHERE user_id = ?',
        args: [user.id],
      })
    } finally {
      tool.close()
    }
    const removed = await totals(user.id)
    expect(removed.kept).toEqual({ workouts: 0, exercises: steps.length - 1 })
    expect(removed.kept).toEqual(removed.counted)
  })

  it('award a badge another tool added a moment before, on the next completion', async () => {
    const user = await createUser(server.database)
    const token = await createSessionToken(server.database, user.id)
    const [step] = await server.database.db.select().from(workoutExercises).limit(1)
    const record = () =>
      rest(server.url, 'POST', `/api/user/${user.id}/progress`, {
        token,
        body: { workoutId: step!.workoutId, exerciseId: step!.exerciseId },
      })
    // The server has read every badge's rule for this write and keeps them.
    expect((await record()).status).toBe(200)
    const tool = createClient({ url: `file:${server.database.path}` })
    try {
      await tool.execute({
        sql: "INSERT INTO badges (name, description, icon, rule, created_at) VALUES ('Counted twice', 'Two exercises', 'other', ?, ?)",
        args: [JSON.stringify({ kind: 'exercises', count: 2 }), Date.now()],
      })
    } finally {
      tool.close()
    }
    const [other] = await server.database.db
      .select()
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, step!.workoutId))
      .offset(1)
      .limit(1)
    const second = await rest(server.url, 'POST', `/api/user/${user.id}/progress`, {
      token,
      body: { workoutId: other!.workoutId, exerciseId: other!.exerciseId },
    })
    expect(second.status).toBe(200)
    expect(
      (second.body as { newBadges: { name: string }[] }).newBadges.map((b) => b.name),
    ).toContain('Counted twice')
  })
})
