// Correcting the set log over real HTTP (docs/product.md#set-log): a set changed or removed on an
// older day, and everything that follows from sets (records, completions, streak, badges, level,
// ladder steps) recomputed with it, as the server stores them.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  badges,
  exercises,
  skillPrerequisites,
  skillSteps,
  userBadges,
  userStepPasses,
  workoutCompletions,
} from '~/server/db/schema'
import { markedSets } from '~/server/services/sets/set-marks'
import { rankedBests } from '~/server/services/sets/exercise-bests'
import { localDay } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import type { ExerciseRecords, LoggedSet, LogSetsResult } from '~/shared/schemas/sets'
import { createSessionToken, createUser, createWorkout, getUserRow } from '../support/factories'
import { rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

interface Athlete {
  id: number
  token: string
}

let squat: number
let lunge: number

beforeAll(async () => {
  const rows = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .orderBy(asc(exercises.id))
    .limit(3)
    .all()
  squat = rows[0]!.id
  lunge = rows[2]!.id
})

async function athlete(): Promise<Athlete> {
  const user = await createUser(h.server.database)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}

/** A workout of its own (a set of squats, then one of lunges per leg), so tests never share a completion. */
function workout(): Promise<number> {
  return createWorkout(h.server.database, `Correction test ${randomUUID()}`, [
    { exerciseId: squat, sets: 1, reps: '10' },
    { exerciseId: lunge, sets: 1, reps: '8 per leg' },
  ])
}

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const dayAgo = (days: number) => localDay(new Date(Date.now() - days * 86_400_000), 'UTC')

async function log(who: Athlete, sets: Record<string, unknown>[]): Promise<LoggedSet[]> {
  const res = await rest(h.server.url, 'POST', `/api/user/${who.id}/sets`, {
    token: who.token,
    body: { sets: sets.map((s) => ({ clientId: randomUUID(), setNumber: 1, ...s })) },
  })
  expect(res.status, res.text).toBe(200)
  return (res.body as LogSetsResult).sets
}

function patch(who: Athlete, setId: number, body: unknown) {
  return rest(h.server.url, 'PATCH', `/api/user/${who.id}/sets/${setId}`, {
    token: who.token,
    body,
  })
}

function remove(who: Athlete, setId: number) {
  return rest(h.server.url, 'DELETE', `/api/user/${who.id}/sets/${setId}`, { token: who.token })
}

async function completionDays(userId: number): Promise<string[]> {
  const rows = await h.server.database.db
    .select({ day: workoutCompletions.day })
    .from(workoutCompletions)
    .where(eq(workoutCompletions.userId, userId))
    .all()
  return rows.map((r) => r.day).sort()
}

async function badgeNames(userId: number): Promise<string[]> {
  const rows = await h.server.database.db
    .select({ name: badges.name })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .all()
  return rows.map((r) => r.name).sort()
}

describe('correcting a set', () => {
  it('corrects reps on an older day and the records follow', async () => {
    const me = await athlete()
    const [first] = await log(me, [{ exerciseId: squat, reps: 10, performedAt: ago(3) }])
    const [second] = await log(me, [{ exerciseId: squat, reps: 12, performedAt: ago(2) }])
    expect(second!.records).toEqual(['reps'])

    const res = await patch(me, second!.id, { reps: 8, loadKg: 5, rpe: 8 })
    expect(res.status, res.text).toBe(200)
    expect((res.body as { set: LoggedSet }).set).toMatchObject({
      id: second!.id,
      reps: 8,
      loadKg: 5,
      rpe: 8,
      day: dayAgo(2),
      records: [],
    })
    const records = (
      await rest(h.server.url, 'GET', `/api/user/${me.id}/records`, { token: me.token })
    ).body as ExerciseRecords[]
    expect(records.find((r) => r.exerciseId === squat)?.bestReps).toEqual({
      reps: 10,
      setId: first!.id,
      day: dayAgo(3),
    })

    // null clears load and effort.
    const cleared = await patch(me, second!.id, { loadKg: null, rpe: null })
    expect((cleared.body as { set: LoggedSet }).set).toMatchObject({ loadKg: null, rpe: null })
  })

  it('refuses a bad correction with 400 naming the field, and changes nothing', async () => {
    const me = await athlete()
    const [set] = await log(me, [{ exerciseId: squat, reps: 10 }])
    for (const [body, field] of [
      [{ reps: -1 }, 'reps'],
      [{ rpe: 11 }, 'rpe'],
      [{ side: 'middle' }, 'side'],
      [{ loadKg: 501 }, 'loadKg'],
      [{}, 'reps'],
    ] as const) {
      const res = await patch(me, set!.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(res.body)).toContain(field)
    }
    // A rep set is corrected in reps, not seconds.
    const wrongKind = await patch(me, set!.id, { seconds: 30 })
    expect(wrongKind.status).toBe(400)
    const list = (await rest(h.server.url, 'GET', `/api/user/${me.id}/sets`, { token: me.token }))
      .body as LoggedSet[]
    expect(list).toMatchObject([{ id: set!.id, reps: 10, seconds: null, rpe: null }])
  })

  it("lets nobody else correct or remove a set, and answers 404 for another athlete's set", async () => {
    const me = await athlete()
    const other = await athlete()
    const [set] = await log(me, [{ exerciseId: squat, reps: 10 }])
    expect((await patch(other, set!.id, { reps: 1 })).status).toBe(404)
    expect((await remove(other, set!.id)).status).toBe(404)
    const asMe = await rest(h.server.url, 'PATCH', `/api/user/${me.id}/sets/${set!.id}`, {
      token: other.token,
      body: { reps: 1 },
    })
    expect(asMe.status).toBe(403)
    const list = (await rest(h.server.url, 'GET', `/api/user/${me.id}/sets`, { token: me.token }))
      .body as LoggedSet[]
    expect(list.map((s) => s.reps)).toEqual([10])
  })
})

describe('removing a set on an older day', () => {
  it('takes back the completion, streak, badge and level the set earned', async () => {
    const me = await athlete()
    const workoutId = await workout()
    // Yesterday: the whole workout (a set of each exercise); today: the workout again.
    const yesterday = await log(me, [
      { workoutId, exerciseId: squat, reps: 10, performedAt: ago(1) },
      { workoutId, exerciseId: lunge, side: 'left', reps: 8, performedAt: ago(1) },
      { workoutId, exerciseId: lunge, side: 'right', reps: 8, performedAt: ago(1) },
    ])
    await log(me, [
      { workoutId, exerciseId: squat, reps: 10 },
      { workoutId, exerciseId: lunge, side: 'left', reps: 8 },
    ])
    expect(await completionDays(me.id)).toEqual([dayAgo(1), dayAgo(0)])
    expect((await getUserRow(h.server.database, me.id))?.streak).toBe(2)
    expect(await badgeNames(me.id)).toContain('First Workout')

    // Yesterday's squat was that day's only squat: yesterday's workout is no longer complete.
    const res = await remove(me, yesterday[0]!.id)
    expect(res.status, res.text).toBe(200)
    expect(await completionDays(me.id)).toEqual([dayAgo(0)])
    const row = await getUserRow(h.server.database, me.id)
    expect(row?.streak).toBe(1)
    expect(row?.workoutCount).toBe(1)
    // One workout is still done: First Workout stays; the level agrees with the badges.
    const names = await badgeNames(me.id)
    expect(names).toContain('First Workout')
    expect(row?.level).toBe(levelFromBadges(names.length))
    const progress = await rest(h.server.url, 'GET', `/api/user/${me.id}/progress`, {
      token: me.token,
    })
    expect(progress.body).toMatchObject({ streak: 1, completedWorkouts: [workoutId] })
  })

  it("takes back the only workout's badge, and a marked completion stays", async () => {
    const me = await athlete()
    const workoutId = await workout()
    const sets = await log(me, [
      { workoutId, exerciseId: squat, reps: 10, performedAt: ago(2) },
      { workoutId, exerciseId: lunge, reps: 8, side: 'left', performedAt: ago(2) },
    ])
    expect(await badgeNames(me.id)).toContain('First Workout')
    const res = await remove(me, sets[1]!.id)
    expect(res.status, res.text).toBe(200)
    expect(
      (res.body as { lostBadges: { name: string }[] }).lostBadges.map((b) => b.name),
    ).toContain('First Workout')
    expect(await completionDays(me.id)).toEqual([])
    expect(await badgeNames(me.id)).not.toContain('First Workout')
    const row = await getUserRow(h.server.database, me.id)
    expect(row?.level).toBe(levelFromBadges((await badgeNames(me.id)).length))

    // 'Complete Workout' marks a workout done without sets: removing a set never takes it back.
    const marked = await rest(h.server.url, 'POST', `/api/user/${me.id}/progress`, {
      token: me.token,
      body: { workoutId },
    })
    expect(marked.status, marked.text).toBe(200)
    const [extra] = await log(me, [{ workoutId, exerciseId: squat, reps: 5 }])
    expect((await remove(me, extra!.id)).status).toBe(200)
    expect(await completionDays(me.id)).toEqual([dayAgo(0)])
  })

  it('takes back a ladder step passed only by the removed set; a corrected set can pass it again', async () => {
    // A first step (reps) of a skill that requires nothing.
    const [step] = await h.server.database.db
      .select({
        id: skillSteps.id,
        exerciseId: skillSteps.exerciseId,
        sets: skillSteps.sets,
        reps: skillSteps.reps,
      })
      .from(skillSteps)
      .leftJoin(skillPrerequisites, eq(skillPrerequisites.skillId, skillSteps.skillId))
      .where(and(eq(skillSteps.order, 1), isNull(skillPrerequisites.skillId)))
      .all()
      .then((rows) => rows.filter((r) => r.reps !== null))
    expect(step).toBeDefined()
    const me = await athlete()
    const passes = async () =>
      (
        await h.server.database.db
          .select({ stepId: userStepPasses.stepId, how: userStepPasses.how })
          .from(userStepPasses)
          .where(and(eq(userStepPasses.userId, me.id), eq(userStepPasses.stepId, step!.id)))
          .all()
      ).map((p) => p.how)
    const sets = await log(
      me,
      Array.from({ length: step!.sets }, (_, i) => ({
        exerciseId: step!.exerciseId,
        setNumber: i + 1,
        reps: step!.reps!,
        performedAt: ago(4),
      })),
    )
    expect(await passes()).toEqual(['logged'])

    // One set short of the standard: the step is no longer passed.
    const lowered = await patch(me, sets[0]!.id, { reps: step!.reps! - 1 })
    expect(lowered.status, lowered.text).toBe(200)
    expect(await passes()).toEqual([])
    // Raised back, it passes again.
    const raised = await patch(me, sets[0]!.id, { reps: step!.reps! })
    expect((raised.body as { passedSteps: { stepId: number }[] }).passedSteps).toMatchObject([
      { stepId: step!.id },
    ])
    expect(await passes()).toEqual(['logged'])
    // Removed, it is gone again.
    expect((await remove(me, sets[1]!.id)).status).toBe(200)
    expect(await passes()).toEqual([])
  })
})

describe('kept bests and marks', () => {
  it('agree with bests and marks computed afresh from the log after sets are logged, corrected and removed', async () => {
    const me = await athlete()
    const warmUp = await createWorkout(
      h.server.database,
      `Warm-up ${randomUUID()}`,
      [{ exerciseId: squat, sets: 1, reps: '10' }],
      'warmup',
    )
    // A deterministic jumble: reps, holds, loads, sides, a warm-up, over several days.
    const sets = await log(
      me,
      Array.from({ length: 40 }, (_, i) => ({
        exerciseId: i % 3 === 0 ? lunge : squat,
        setNumber: (i % 4) + 1,
        ...(i % 5 === 0 ? { seconds: 2 + (i % 9) * 3 } : { reps: 3 + ((i * 7) % 11) }),
        ...(i % 4 === 1 ? { loadKg: 5 + (i % 6) * 2.5 } : {}),
        ...(i % 3 === 0 ? { side: i % 2 === 0 ? 'left' : 'right' } : {}),
        ...(i % 13 === 0 ? { workoutId: warmUp, exerciseId: squat, side: undefined } : {}),
        performedAt: ago(1 + (i % 6)),
      })),
    )
    // Every set's marks (records and 'First time') as kept equal the marks computed afresh,
    // sets logged late for older days included.
    const history = async () =>
      (await rest(h.server.url, 'GET', `/api/user/${me.id}/sets?limit=500`, { token: me.token }))
        .body as LoggedSet[]
    const marksAgree = async () => {
      const keptSets = await history()
      await h.server.database.write((db) =>
        db.run(sql`UPDATE logged_sets SET records = m.records, first_time = m.first_time
          FROM (${markedSets(sql`l.user_id = ${me.id}`)}) AS m WHERE logged_sets.id = m.id`),
      )
      expect(await history()).toEqual(keptSets)
      return true
    }
    const logged = await history()
    expect(logged.some((s) => s.records.length > 0)).toBe(true)
    expect(logged.some((s) => s.firstTime) && logged.some((s) => !s.firstTime)).toBe(true)
    expect(await marksAgree()).toBe(true)

    for (const [i, set] of sets.entries()) {
      if (i % 7 === 2) expect((await remove(me, set.id)).status).toBe(200)
      else if (i % 7 === 4 && set.reps !== null)
        expect((await patch(me, set.id, { reps: set.reps + 6 })).status).toBe(200)
    }
    const records = async () =>
      (await rest(h.server.url, 'GET', `/api/user/${me.id}/records`, { token: me.token }))
        .body as ExerciseRecords[]
    const kept = await records()
    expect(kept.length).toBeGreaterThan(0)
    await h.server.database.write((db) =>
      db.batch([
        db.run(sql`DELETE FROM exercise_bests WHERE user_id = ${me.id}`),
        db.run(rankedBests(sql`l.user_id = ${me.id}`)),
      ]),
    )
    expect(await records()).toEqual(kept)

    // And after the corrections, every set's marks still equal the marks computed afresh.
    expect(await marksAgree()).toBe(true)
  })
})
