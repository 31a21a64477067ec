// docs/architecture.md#request-cost: the Daily answer is kept per user under the versions read
// with the session, so each change that Daily shows must move `users.daily_version` (or the
// catalogue's version) in its own transaction, whoever makes it: another server process on the
// same file, or a tool writing to the file directly.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getKeptDaily } from '~/server/services/progress/kept-daily'
import { localDay } from '~/shared/rules/days'
import type { Daily } from '~/shared/schemas/progress'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { useServerPairAndTool } from '../support/test-server'

const servers = useServerPairAndTool()
let admin = ''
let athlete = { id: 0, token: '' }
let trainerId = 0

beforeAll(async () => {
  const { a } = servers
  admin = await createSessionToken(a.database, (await createUser(a.database, { role: 'admin' })).id)
  trainerId = (await createUser(a.database, { role: 'trainer', username: 'Coach Kim' })).id
})
beforeEach(async () => {
  const user = await createUser(servers.a.database)
  athlete = { id: user.id, token: await createSessionToken(servers.a.database, user.id) }
})

const daily = async (url = servers.a.url) =>
  (await rest(url, 'GET', '/api/daily', { token: athlete.token })).body as Daily
const today = () => localDay(new Date(), 'UTC')

async function addPlan(name: string, workoutIds: number[]): Promise<number> {
  const now = Date.now()
  const plan = await servers.tool.execute({
    sql: 'INSERT INTO custom_workout_plans (user_id, trainer_id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    args: [athlete.id, trainerId, name, '', now, now],
  })
  const planId = Number(plan.rows[0]![0])
  for (const [position, workoutId] of workoutIds.entries())
    await servers.tool.execute({
      sql: 'INSERT INTO plan_workouts (plan_id, workout_id, position) VALUES (?, ?, ?)',
      args: [planId, workoutId, position],
    })
  return planId
}

describe('the kept Daily answer', () => {
  it("shows a workout completed through another server process at once, with the day's streak", async () => {
    const before = await daily()
    const card = before.workouts[0]!
    expect(card.isCompleted).toBe(false)
    expect(before.streak).toBe(0)
    // Server A keeps this answer now; server B records every exercise of the first workout.
    const exercises = (
      await rest(servers.bUrl, 'GET', `/api/workouts/${card.id}/exercises`, {
        token: athlete.token,
      })
    ).body as { exercises: { exerciseId: number }[] }
    for (const exercise of exercises.exercises) {
      const done = await rest(servers.bUrl, 'POST', `/api/user/${athlete.id}/progress`, {
        token: athlete.token,
        body: { workoutId: card.id, exerciseId: exercise.exerciseId },
      })
      expect(done.status).toBe(200)
    }
    const after = await daily()
    expect(after.workouts[0]).toMatchObject({ id: card.id, isCompleted: true })
    expect(after.completed).toBe(1)
    expect(after.streak).toBe(1)
    expect(after.week.find((d) => d.isToday)?.completed).toBe(true)
  })

  it('shows a completion another tool wrote into the file, and its removal', async () => {
    const card = (await daily()).workouts[1]!
    await servers.tool.execute({
      sql: 'INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at) VALUES (?, ?, ?, ?, ?)',
      args: [athlete.id, card.id, card.title, today(), Date.now()],
    })
    expect((await daily()).workouts[1]).toMatchObject({ id: card.id, isCompleted: true })
    await servers.tool.execute({
      sql: 'DELETE FROM workout_completions WHERE user_id = ?',
      args: [athlete.id],
    })
    expect((await daily()).workouts[1]).toMatchObject({ id: card.id, isCompleted: false })
  })

  it("follows the trainer's plans: assigned, renamed, their workouts changed, the trainer renamed, removed", async () => {
    expect((await daily()).plans).toEqual([])
    const workoutIds = (await daily()).workouts.map((w) => w.id)
    const planId = await addPlan('Week one', [workoutIds[0]!])
    expect((await daily()).plans).toMatchObject([
      { id: planId, name: 'Week one', trainerName: 'Coach Kim', workouts: [{ id: workoutIds[0] }] },
    ])
    await servers.tool.execute({
      sql: "UPDATE custom_workout_plans SET name = 'Week two' WHERE id = ?",
      args: [planId],
    })
    expect((await daily()).plans[0]?.name).toBe('Week two')
    await servers.tool.execute({
      sql: 'INSERT INTO plan_workouts (plan_id, workout_id, position) VALUES (?, ?, 1)',
      args: [planId, workoutIds[1]!],
    })
    expect((await daily()).plans[0]?.workouts.map((w) => w.id)).toEqual(workoutIds.slice(0, 2))
    await servers.tool.execute({
      sql: 'UPDATE plan_workouts SET workout_id = ? WHERE plan_id = ? AND position = 1',
      args: [workoutIds[2]!, planId],
    })
    expect((await daily()).plans[0]?.workouts.map((w) => w.id)).toEqual([
      workoutIds[0],
      workoutIds[2],
    ])
    await servers.tool.execute({
      sql: 'DELETE FROM plan_workouts WHERE plan_id = ? AND position = 1',
      args: [planId],
    })
    expect((await daily()).plans[0]?.workouts).toHaveLength(1)
    await servers.tool.execute({
      sql: "UPDATE users SET username = 'Coach Lee' WHERE id = ?",
      args: [trainerId],
    })
    expect((await daily()).plans[0]?.trainerName).toBe('Coach Lee')
    await servers.tool.execute({
      sql: "UPDATE users SET username = 'Coach Kim' WHERE id = ?",
      args: [trainerId],
    })
    await servers.tool.execute({
      sql: 'DELETE FROM custom_workout_plans WHERE id = ?',
      args: [planId],
    })
    expect((await daily()).plans).toEqual([])
  })

  it('shows a catalogue change made through the other process', async () => {
    const card = (await daily()).workouts[0]!
    const patched = await rest(servers.bUrl, 'PATCH', `/api/workouts/${card.id}`, {
      token: admin,
      body: { title: `${card.title} (new)` },
    })
    expect(patched.status).toBe(200)
    expect((await daily()).workouts[0]?.title).toBe(`${card.title} (new)`)
    await rest(servers.bUrl, 'PATCH', `/api/workouts/${card.id}`, {
      token: admin,
      body: { title: card.title },
    })
  })

  it("follows the athlete's profile changed through another process or a tool", async () => {
    const before = await daily()
    expect(before.trainingLevel).toBe('beginner')
    // Server A keeps the answer; server B changes the level and the equipment.
    const patched = await rest(servers.bUrl, 'PATCH', '/api/user', {
      token: athlete.token,
      body: { trainingLevel: 'advanced', equipment: ['bar', 'rings', 'dip-bars', 'parallettes'] },
    })
    expect(patched.status).toBe(200)
    const after = await daily()
    expect(after.trainingLevel).toBe('advanced')
    expect(after.workouts.map((w) => w.difficulty)).not.toContain('beginner')
    // A tool writing the file directly: back to beginner.
    await servers.tool.execute({
      sql: "UPDATE users SET training_level = 'beginner', equipment = '[]' WHERE id = ?",
      args: [athlete.id],
    })
    const again = await daily()
    expect(again.trainingLevel).toBe('beginner')
    expect(again.workouts.map((w) => w.id)).toEqual(before.workouts.map((w) => w.id))
  })

  it('follows a program started, paused and left through the other process or a tool', async () => {
    expect((await daily()).lead.program).toBeNull()
    const started = await rest(servers.bUrl, 'POST', `/api/user/${athlete.id}/program`, {
      token: athlete.token,
      body: { programId: 'bodyweight-base', startDay: today() },
    })
    expect(started.status, started.text).toBe(200)
    expect((await daily()).lead).toMatchObject({
      first: 'program',
      program: { id: 'bodyweight-base', state: 'due', week: 1, day: 1 },
    })
    await servers.tool.execute({
      sql: 'UPDATE users SET program_paused_on = ? WHERE id = ?',
      args: [today(), athlete.id],
    })
    expect((await daily()).lead.program?.state).toBe('paused')
    // The day's workout completed by another tool: resumed, the program has moved on.
    const workoutId = (await daily()).lead.program!.workout!.id
    await servers.tool.execute({
      sql: 'INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at) VALUES (?, ?, ?, ?, ?)',
      args: [athlete.id, workoutId, 'x', today(), Date.now()],
    })
    await servers.tool.execute({
      sql: 'UPDATE users SET program_paused_on = NULL WHERE id = ?',
      args: [athlete.id],
    })
    expect((await daily()).lead.program).toMatchObject({ state: 'upcoming', day: 2, done: 1 })
    const left = await rest(servers.bUrl, 'DELETE', `/api/user/${athlete.id}/program`, {
      token: athlete.token,
    })
    expect(left.status).toBe(200)
    expect((await daily()).lead).toEqual({ first: null, program: null, plan: null })
  })

  it('is read again for a new day, and kept while nothing changes', async () => {
    const db = servers.a.database.db
    const evening = new Date('2026-03-02T23:50:00Z')
    const morning = new Date('2026-03-03T00:10:00Z')
    const first = await getKeptDaily({ db, userId: athlete.id, timeZone: 'UTC', now: evening })
    expect(await getKeptDaily({ db, userId: athlete.id, timeZone: 'UTC', now: evening })).toBe(
      first,
    )
    const next = await getKeptDaily({ db, userId: athlete.id, timeZone: 'UTC', now: morning })
    expect(first.day).toBe('2026-03-02')
    expect(next.day).toBe('2026-03-03')
    // The same instant is still the 2nd in New York: its own answer.
    const there = await getKeptDaily({
      db,
      userId: athlete.id,
      timeZone: 'America/New_York',
      now: morning,
    })
    expect(there.day).toBe('2026-03-02')
  })
})
