// The set log over real HTTP (docs/product.md#set-log): idempotent writes, validation, who may
// read and write, records, and the completions, streak and badges that follow from sets.
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { exercises, loggedSets, users, workoutExercises, workouts } from '~/server/db/schema'
import { localDay } from '~/shared/rules/days'
import type {
  ExerciseRecords,
  ExerciseRecordsAnswer,
  LoggedSet,
  LogSetsResult,
} from '~/shared/schemas/sets'
import { createSessionToken, createUser } from '../support/factories'
import { rest, type RestResponse } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

interface Athlete {
  id: number
  token: string
}

let squat: number
let plank: number
let lunge: number

beforeAll(async () => {
  const rows = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .orderBy(asc(exercises.id))
    .limit(3)
    .all()
  ;[squat, plank, lunge] = rows.map((r) => r.id) as [number, number, number]
})

async function athlete(opts: { trainerId?: number; role?: 'user' | 'trainer' } = {}) {
  const user = await createUser(h.server.database, opts)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}

/** A workout of its own: squats 2 sets, lunges 1 set per side (so tests do not share days). */
async function workout(): Promise<number> {
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: `Set log test ${randomUUID()}`,
        description: 'Two exercises',
        imageBackground: 'bg-blue-500',
      })
      .returning({ id: workouts.id })
      .get()
    await db
      .insert(workoutExercises)
      .values([
        { workoutId: w.id, exerciseId: squat, order: 1, sets: 2, reps: '10' },
        { workoutId: w.id, exerciseId: lunge, order: 2, sets: 1, reps: '8 per leg' },
      ])
      .run()
    return w.id
  })
}

function log(who: Athlete, body: unknown, userId = who.id) {
  return rest(h.server.url, 'POST', `/api/user/${userId}/sets`, { token: who.token, body })
}

/** What the server stored of `who`'s sets. */
function storedSets(who: Athlete) {
  return h.server.database.db.select().from(loggedSets).where(eq(loggedSets.userId, who.id)).all()
}

function set(fields: Record<string, unknown>) {
  return { clientId: randomUUID(), setNumber: 1, ...fields }
}

function issuePaths(body: unknown): string[] {
  return (body as { issues: { path: (string | number)[] }[] }).issues.map((i) => i.path.join('.'))
}

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

describe('logging sets', () => {
  it('stores a set once however often, and however concurrently, the same client id is sent', async () => {
    const me = await athlete()
    const body = { set: set({ exerciseId: squat, reps: 12, loadKg: -10, rpe: 7.5 }) }
    const answers = await Promise.all(Array.from({ length: 6 }, () => log(me, body)))
    for (const a of answers) expect(a.status, a.text).toBe(200)
    const ids = answers.map((a) => (a.body as LogSetsResult).sets[0]?.id)
    expect(new Set(ids).size).toBe(1)
    const rows = await storedSets(me)
    expect(rows).toHaveLength(1)
    const first = (answers[0]?.body as LogSetsResult).sets[0]
    expect(first).toMatchObject({
      clientId: body.set.clientId,
      exerciseId: squat,
      workoutId: null,
      setNumber: 1,
      side: null,
      reps: 12,
      seconds: null,
      loadKg: -10,
      rpe: 7.5,
      day: localDay(new Date(), 'UTC'),
      records: [],
    })

    // A later retry changes nothing either: not the row, not the progress version.
    const version = async () =>
      (await h.server.database.db.select().from(users).where(eq(users.id, me.id)).get())
        ?.progressVersion
    const before = await version()
    const again = await log(me, body)
    expect((again.body as LogSetsResult).sets[0]?.id).toBe(first?.id)
    expect(await version()).toBe(before)
  })

  it('answers a set the same however the request is spelled, the path over the body', async () => {
    // The plain request takes the set log's fast path (http/hot-write-routes.ts); one with a
    // query string goes through the REST adapter. A client sees no difference.
    const me = await athlete()
    const other = await athlete()
    const answers = []
    for (const query of ['', '?via=adapter']) {
      const answer = await rest(h.server.url, 'POST', `/api/user/${me.id}/sets${query}`, {
        token: me.token,
        body: { ...set({ exerciseId: squat, reps: 5 }), userId: other.id },
      })
      expect(answer.status, answer.text).toBe(200)
      answers.push(answer)
    }
    const [fast, adapter] = answers as [RestResponse, RestResponse]
    const headers = (a: RestResponse) =>
      [...a.headers].filter(([name]) => !['date', 'content-length', 'x-request-id'].includes(name))
    expect(headers(fast)).toEqual(headers(adapter))
    const shape = (a: RestResponse) => {
      const { sets, ...rest } = a.body as LogSetsResult
      return { ...rest, sets: sets.map(({ id: _id, clientId: _c, performedAt: _p, ...s }) => s) }
    }
    expect(shape(fast)).toEqual(shape(adapter))
    const mine = await storedSets(me)
    expect(mine).toHaveLength(2)
  })

  it('takes one set as the body itself, as a set travels, and names its fields when they are bad', async () => {
    const me = await athlete()
    const bare = set({ exerciseId: squat, reps: 9 })
    const first = await log(me, bare)
    expect(first.status, first.text).toBe(200)
    const again = await log(me, bare)
    expect((again.body as LogSetsResult).sets[0]?.id).toBe(
      (first.body as LogSetsResult).sets[0]?.id,
    )
    expect((first.body as LogSetsResult).sets[0]).toMatchObject({
      clientId: bare.clientId,
      reps: 9,
    })

    const bad = await log(me, set({ exerciseId: squat, reps: 5, rpe: 11 }))
    expect(bad.status).toBe(400)
    expect(issuePaths(bad.body)).toEqual(['rpe'])
    const lacking = await log(me, { clientId: randomUUID(), setNumber: 1, reps: 5 })
    expect(lacking.status).toBe(400)
    expect(issuePaths(lacking.body)).toEqual(['exerciseId'])
    const unknown = await log(me, set({ exerciseId: 999_999, reps: 5 }))
    expect(unknown.status).toBe(400)
    expect(issuePaths(unknown.body)).toEqual(['exerciseId'])
    const both = await log(me, { ...set({ exerciseId: squat, reps: 5 }), sets: [bare] })
    expect(both.status).toBe(400)
    const rows = await storedSets(me)
    expect(rows).toHaveLength(1)
  })

  it('refuses bad input with a 400 that names each field at fault, and writes nothing of it', async () => {
    const me = await athlete()
    const bad = await log(me, {
      sets: [
        set({ exerciseId: squat, reps: 1_001 }),
        set({ exerciseId: plank, seconds: -1 }),
        set({ exerciseId: squat, reps: 5, rpe: 11 }),
        set({ exerciseId: squat, reps: 5, loadKg: 500.5 }),
        set({ exerciseId: squat, reps: 5, clientId: 'not-a-uuid' }),
        set({ exerciseId: squat }),
      ],
    })
    expect(bad.status).toBe(400)
    expect(issuePaths(bad.body).sort()).toEqual(
      [
        'sets.0.reps',
        'sets.1.seconds',
        'sets.2.rpe',
        'sets.3.loadKg',
        'sets.4.clientId',
        'sets.5.reps',
      ].sort(),
    )

    const unknown = await log(me, { set: set({ exerciseId: 987_654_321, reps: 5 }) })
    expect(unknown.status).toBe(400)
    expect(issuePaths(unknown.body)).toEqual(['set.exerciseId'])

    const future = await log(me, {
      set: set({
        exerciseId: squat,
        reps: 5,
        performedAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    })
    expect(future.status).toBe(400)
    expect(issuePaths(future.body)).toEqual(['set.performedAt'])

    const stale = await log(me, { set: set({ exerciseId: squat, reps: 5, performedAt: ago(31) }) })
    expect(stale.status).toBe(400)
    expect(issuePaths(stale.body)).toEqual(['set.performedAt'])

    // One bad set in a list refuses the whole list: the good one is not written.
    const mixed = await log(me, {
      sets: [set({ exerciseId: squat, reps: 5 }), set({ exerciseId: 987_654_321, reps: 5 })],
    })
    expect(mixed.status).toBe(400)
    expect(issuePaths(mixed.body)).toEqual(['sets.1.exerciseId'])
    const rows = await storedSets(me)
    expect(rows).toEqual([])
  })

  it('lets only the owner write and undo, and the owner and their trainer read', async () => {
    const trainer = await athlete({ role: 'trainer' })
    const client = await athlete({ trainerId: trainer.id })
    const stranger = await athlete()
    const logged = await log(client, { set: set({ exerciseId: squat, reps: 9 }) })
    const setId = (logged.body as LogSetsResult).sets[0]?.id

    expect(
      (await log(stranger, { set: set({ exerciseId: squat, reps: 9 }) }, client.id)).status,
    ).toBe(403)
    expect(
      (await log(trainer, { set: set({ exerciseId: squat, reps: 9 }) }, client.id)).status,
    ).toBe(403)
    for (const path of [`/api/user/${client.id}/sets`, `/api/user/${client.id}/records`]) {
      expect((await rest(h.server.url, 'GET', path, { token: stranger.token })).status).toBe(403)
      const read = await rest(h.server.url, 'GET', path, { token: trainer.token })
      expect(read.status).toBe(200)
      expect(read.body).toHaveLength(1)
    }
    const del = (who: Athlete, userId: number) =>
      rest(h.server.url, 'DELETE', `/api/user/${userId}/sets/${setId}`, { token: who.token })
    expect((await del(trainer, client.id)).status).toBe(403)
    // Someone else's set under your own address is not there.
    expect((await del(stranger, stranger.id)).status).toBe(404)
    expect((await del(client, client.id)).status).toBe(200)
  })
})

describe('records', () => {
  it('marks a set as a record exactly when it beats every earlier set of the exercise, from its second day on', async () => {
    const me = await athlete()
    const marks = async (fields: Record<string, unknown>) => {
      const res = await log(me, { set: set(fields) })
      expect(res.status, res.text).toBe(200)
      const [stored] = (res.body as LogSetsResult).sets
      return stored?.firstTime ? 'first time' : stored?.records
    }
    // The first day is 'First time': beating its own first set that day is no record.
    expect(await marks({ exerciseId: squat, reps: 6, performedAt: ago(2) })).toBe('first time')
    expect(await marks({ exerciseId: squat, reps: 8, performedAt: ago(2) })).toBe('first time')
    expect(await marks({ exerciseId: plank, seconds: 30, performedAt: ago(2) })).toBe('first time')
    expect(await marks({ exerciseId: squat, reps: 10 })).toEqual(['reps'])
    expect(await marks({ exerciseId: squat, reps: 10 })).toEqual([])
    expect(await marks({ exerciseId: squat, reps: 5, loadKg: 10 })).toEqual([])
    expect(await marks({ exerciseId: squat, reps: 5, loadKg: 12.5 })).toEqual(['load'])
    // More load for another rep count is that rep count's first, not a record.
    expect(await marks({ exerciseId: squat, reps: 3, loadKg: 20 })).toEqual([])
    // A hold under 5 s is no test: it sets no record and raises no bar.
    expect(await marks({ exerciseId: plank, seconds: 3 })).toEqual([])
    expect(await marks({ exerciseId: plank, seconds: 45 })).toEqual(['seconds'])
    expect(await marks({ exerciseId: plank, seconds: 40 })).toEqual([])

    const list = await rest(h.server.url, 'GET', `/api/user/${me.id}/sets?exerciseId=${plank}`, {
      token: me.token,
    })
    expect((list.body as LoggedSet[]).map((s) => [s.seconds, s.records])).toEqual([
      [40, []],
      [45, ['seconds']],
      [3, []],
      [30, []],
    ])

    const res = await rest(h.server.url, 'GET', `/api/user/${me.id}/records`, { token: me.token })
    expect(res.status).toBe(200)
    const records = res.body as ExerciseRecords[]
    const ofSquat = records.find((r) => r.exerciseId === squat)
    expect(ofSquat).toMatchObject({
      bestReps: { reps: 10 },
      longestHold: null,
      heaviestLoads: [
        { reps: 3, loadKg: 20 },
        { reps: 5, loadKg: 12.5 },
      ],
    })
    // The set that first reached 10 reps holds the record, not the one that tied it.
    const squats = (
      await rest(h.server.url, 'GET', `/api/user/${me.id}/sets?exerciseId=${squat}`, {
        token: me.token,
      })
    ).body as LoggedSet[]
    expect(ofSquat?.bestReps?.setId).toBe(squats.find((s) => s.records.includes('reps'))?.id)
    expect(records.find((r) => r.exerciseId === plank)).toMatchObject({
      bestReps: null,
      longestHold: { seconds: 45 },
      heaviestLoads: [],
    })
  })

  it("says what each exercise's seconds are: a hold, or timed work (docs/product.md#records)", async () => {
    const me = await athlete()
    const byKey = async (key: string) =>
      (
        await h.server.database.db
          .select({ id: exercises.id })
          .from(exercises)
          .where(eq(exercises.builtinKey, key))
          .get()
      )?.id
    const [jacks, plankHold] = [await byKey('jumping-jacks'), await byKey('plank')]
    for (const exerciseId of [jacks, plankHold])
      expect((await log(me, { set: set({ exerciseId, seconds: 30 }) })).status).toBe(200)
    const res = await rest(h.server.url, 'GET', `/api/user/${me.id}/records`, { token: me.token })
    expect(res.status).toBe(200)
    const kinds = (res.body as ExerciseRecordsAnswer[]).map((r) => [r.exerciseId, r.timedKind])
    expect(kinds).toEqual(
      expect.arrayContaining([
        [jacks, 'work'],
        [plankHold, 'hold'],
      ]),
    )
  })

  it('keeps records per side, and gives none for sets in a warm-up or cool-down workout', async () => {
    const me = await athlete()
    const warmUp = await h.server.database.write((db) =>
      db
        .insert(workouts)
        .values({
          title: `Warm-up ${randomUUID()}`,
          description: 'Loosen up',
          category: 'warmup',
          imageBackground: 'bg-blue-500',
        })
        .returning({ id: workouts.id })
        .get(),
    )
    await h.server.database.write((db) =>
      db
        .insert(workoutExercises)
        .values({ workoutId: warmUp.id, exerciseId: lunge, order: 1, sets: 1, reps: '8 per leg' })
        .run(),
    )
    const logged = async (fields: Record<string, unknown>) => {
      const res = await log(me, { set: set(fields) })
      expect(res.status, res.text).toBe(200)
      return (res.body as LogSetsResult).sets[0]!.records
    }
    await logged({ exerciseId: lunge, side: 'left', reps: 10, performedAt: ago(2) })
    await logged({ exerciseId: lunge, side: 'right', reps: 6, performedAt: ago(2) })
    // 8 on the right beats the right side's 6, not the left's 10.
    expect(await logged({ exerciseId: lunge, side: 'right', reps: 8 })).toEqual(['reps'])
    expect(await logged({ exerciseId: lunge, side: 'left', reps: 9 })).toEqual([])
    // 30 in a warm-up is no record, and raises no bar for the next working set.
    expect(
      await logged({ workoutId: warmUp.id, exerciseId: lunge, side: 'left', reps: 30 }),
    ).toEqual([])
    expect(await logged({ exerciseId: lunge, side: 'left', reps: 11 })).toEqual(['reps'])

    const records = (
      await rest(h.server.url, 'GET', `/api/user/${me.id}/records`, { token: me.token })
    ).body as ExerciseRecords[]
    expect(
      records.filter((r) => r.exerciseId === lunge).map((r) => [r.side, r.bestReps?.reps]),
    ).toEqual([
      ['left', 11],
      ['right', 8],
    ])
  })
})

describe('completions from sets', () => {
  it('completes an exercise with its first set and the workout once every exercise has a set, with streak and badge', async () => {
    const me = await athlete()
    const workoutId = await workout()
    const step = async (fields: Record<string, unknown>) => {
      const res = await log(me, { set: set({ workoutId, ...fields }) })
      expect(res.status, res.text).toBe(200)
      return res.body as LogSetsResult
    }
    const today = localDay(new Date(), 'UTC')

    const squatsDone = await step({ exerciseId: squat, reps: 10 })
    expect(squatsDone.completedExercises).toEqual([{ workoutId, exerciseId: squat, day: today }])
    expect(squatsDone.completedWorkouts).toEqual([])
    // Fewer sets than the workout asks for still count: the exercise was done.
    expect((await step({ exerciseId: squat, setNumber: 2, reps: 9 })).completedExercises).toEqual(
      [],
    )

    const left = await step({ exerciseId: lunge, side: 'left', reps: 8 })
    expect(left.completedExercises).toEqual([{ workoutId, exerciseId: lunge, day: today }])
    expect(left.completedWorkouts).toEqual([{ workoutId, day: today }])
    expect(left.newBadges.map((b) => b.name)).toContain('First Workout')

    const progress = await rest(h.server.url, 'GET', `/api/user/${me.id}/progress`, {
      token: me.token,
    })
    expect(progress.body).toMatchObject({ completedWorkouts: [workoutId], streak: 1 })

    // A further set of a done exercise completes nothing again.
    const extra = await step({ exerciseId: squat, setNumber: 3, reps: 6 })
    expect(extra).toMatchObject({ completedExercises: [], completedWorkouts: [], newBadges: [] })
  })

  it("counts a set logged with yesterday's time for yesterday", async () => {
    const me = await athlete()
    const workoutId = await workout()
    const yesterday = localDay(new Date(Date.now() - 86_400_000), 'UTC')
    const res = await log(me, {
      sets: [
        set({ workoutId, exerciseId: squat, setNumber: 1, reps: 10, performedAt: ago(1) }),
        set({ workoutId, exerciseId: squat, setNumber: 2, reps: 10, performedAt: ago(1) }),
        set({ workoutId, exerciseId: lunge, side: 'left', reps: 8, performedAt: ago(1) }),
        set({ workoutId, exerciseId: lunge, side: 'right', reps: 8, performedAt: ago(1) }),
      ],
    })
    expect(res.status, res.text).toBe(200)
    const result = res.body as LogSetsResult
    expect(result.sets.map((s) => s.day)).toEqual([yesterday, yesterday, yesterday, yesterday])
    expect(result.completedWorkouts).toEqual([{ workoutId, day: yesterday }])
    const progress = await rest(h.server.url, 'GET', `/api/user/${me.id}/progress`, {
      token: me.token,
    })
    // Not done today, but yesterday's workout keeps the streak alive.
    expect(progress.body).toMatchObject({ completedWorkouts: [], streak: 1 })

    // Yesterday's set can be removed too; a set that does not exist is not found.
    const setId = result.sets[0]?.id
    const undo = await rest(h.server.url, 'DELETE', `/api/user/${me.id}/sets/${setId}`, {
      token: me.token,
    })
    expect(undo.status).toBe(200)
    const missing = await rest(h.server.url, 'DELETE', `/api/user/${me.id}/sets/987654321`, {
      token: me.token,
    })
    expect(missing.status).toBe(404)
  })

  it("undoes today's set, which then no longer counts or lists", async () => {
    const me = await athlete()
    const workoutId = await workout()
    const first = (await log(me, { set: set({ workoutId, exerciseId: squat, reps: 10 }) }))
      .body as LogSetsResult
    const setId = first.sets[0]?.id
    const undo = await rest(h.server.url, 'DELETE', `/api/user/${me.id}/sets/${setId}`, {
      token: me.token,
    })
    expect(undo.status).toBe(200)
    const list = await rest(h.server.url, 'GET', `/api/user/${me.id}/sets`, { token: me.token })
    expect(list.body).toEqual([])
    // The undone set took its exercise's completion with it: the next set completes it anew.
    const second = (
      await log(me, { set: set({ workoutId, exerciseId: squat, setNumber: 2, reps: 10 }) })
    ).body as LogSetsResult
    expect(second.completedExercises).toEqual([
      { workoutId, exerciseId: squat, day: localDay(new Date(), 'UTC') },
    ])
  })

  it('filters the list by days and limits it', async () => {
    const me = await athlete()
    await log(me, {
      sets: [
        set({ exerciseId: squat, reps: 1, performedAt: ago(3) }),
        set({ exerciseId: squat, reps: 2, performedAt: ago(2) }),
        set({ exerciseId: squat, reps: 3 }),
      ],
    })
    const from = localDay(new Date(Date.now() - 2 * 86_400_000), 'UTC')
    const to = localDay(new Date(Date.now() - 2 * 86_400_000), 'UTC')
    const ranged = await rest(
      h.server.url,
      'GET',
      `/api/user/${me.id}/sets?from=${from}&to=${to}`,
      {
        token: me.token,
      },
    )
    expect((ranged.body as LoggedSet[]).map((s) => s.reps)).toEqual([2])
    const limited = await rest(h.server.url, 'GET', `/api/user/${me.id}/sets?limit=2`, {
      token: me.token,
    })
    expect((limited.body as LoggedSet[]).map((s) => s.reps)).toEqual([3, 2])
    const badLimit = await rest(h.server.url, 'GET', `/api/user/${me.id}/sets?limit=100000`, {
      token: me.token,
    })
    expect(issuePaths(badLimit.body)).toEqual(['limit'])
  })

  it("pages an exercise's history newest first, each page after the last set of the one before", async () => {
    const me = await athlete()
    const other = await athlete()
    // Logged out of order: an older day arrives last, as an offline queue sends it.
    const logged = await log(me, {
      sets: [
        set({ exerciseId: squat, reps: 2, performedAt: ago(2) }),
        set({ exerciseId: squat, setNumber: 2, reps: 3, performedAt: ago(2) }),
        set({ exerciseId: plank, seconds: 30, performedAt: ago(2) }),
        set({ exerciseId: squat, reps: 4 }),
        set({ exerciseId: squat, reps: 1, performedAt: ago(4) }),
      ],
    })
    const page = async (cursor?: number, who: Athlete = me) =>
      (
        await rest(
          h.server.url,
          'GET',
          `/api/user/${me.id}/sets?exerciseId=${squat}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          { token: who.token },
        )
      ).body as LoggedSet[]
    const first = await page()
    expect(first.map((s) => s.reps)).toEqual([4, 3])
    const second = await page(first.at(-1)!.id)
    expect(second.map((s) => s.reps)).toEqual([2, 1])
    expect(await page(second.at(-1)!.id)).toEqual([])
    // The oldest day is the exercise's first: its set is 'First time'; the others are not.
    expect(second.at(-1)!.firstTime).toBe(true)
    expect([...first, second[0]!].some((s) => s.firstTime)).toBe(false)
    // The call answered its sets as stored after the last of them: the first set's 'First
    // time' went to the older day's set that came after it.
    const answered = (logged.body as LogSetsResult).sets.filter((s) => s.exerciseId === squat)
    expect(answered.map((s) => [s.reps, s.firstTime])).toEqual([
      [2, false],
      [3, false],
      [4, false],
      [1, true],
    ])
    // Another athlete's set as a cursor pages nothing of mine.
    const theirs = (await log(other, set({ exerciseId: squat, reps: 9 }))).body as LogSetsResult
    expect(await page(theirs.sets[0]!.id)).toEqual([])
  })

  it('keeps the old progress call working next to the set log', async () => {
    const me = await athlete()
    const workoutId = await workout()
    const res = await rest(h.server.url, 'POST', `/api/user/${me.id}/progress`, {
      token: me.token,
      body: { workoutId },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ workoutCompleted: true })
  })
})
