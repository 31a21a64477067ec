// Sets of a workout's blocks and the scores of its AMRAP and For Time blocks over real HTTP
// (docs/product.md#blocks-in-the-player): stored with block and round, scores stored once in the
// call of their sets, a block of another workout or a score of the wrong kind refused with
// nothing written, and only the owner writes (their trainer reads the session).
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  blockScores,
  exercises,
  loggedSets,
  workoutBlocks,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import type { BlockKind } from '~/shared/rules/blocks'
import type { SessionDetail } from '~/shared/schemas/sessions'
import type { LogSetsResult } from '~/shared/schemas/sets'
import { createSessionToken, createUser } from '../support/factories'
import { rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()

let squat: number
let plank: number

beforeAll(async () => {
  const rows = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .orderBy(asc(exercises.id))
    .limit(2)
    .all()
  ;[squat, plank] = rows.map((r) => r.id) as [number, number]
})

async function person(opts: { role?: 'user' | 'trainer'; trainerId?: number } = {}) {
  const user = await createUser(h.server.database, opts)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}
type Person = Awaited<ReturnType<typeof person>>

/** A workout of one block of `kind` holding squats and planks; answers its ids. */
async function blockWorkout(kind: BlockKind) {
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({
        title: `Block test ${randomUUID()}`,
        description: 'One block',
        imageBackground: 'bg-blue-500',
      })
      .returning({ id: workouts.id })
      .get()
    const b = await db
      .insert(workoutBlocks)
      .values({ workoutId: w.id, position: 1, kind, rounds: 3, minutes: 10, capSeconds: 900 })
      .returning({ id: workoutBlocks.id })
      .get()
    await db
      .insert(workoutExercises)
      .values([
        { workoutId: w.id, blockId: b.id, exerciseId: squat, order: 1, sets: 3, reps: '10' },
        { workoutId: w.id, blockId: b.id, exerciseId: plank, order: 2, sets: 3, reps: '10' },
      ])
      .run()
    return { workoutId: w.id, blockId: b.id }
  })
}

function log(who: Person, body: unknown, userId = who.id) {
  return rest(h.server.url, 'POST', `/api/user/${userId}/sets`, { token: who.token, body })
}

const set = (fields: Record<string, unknown>) => ({
  clientId: randomUUID(),
  setNumber: 1,
  reps: 10,
  ...fields,
})
const messages = (body: unknown) =>
  (body as { issues: { path: (string | number)[]; message: string }[] }).issues.map(
    (i) => `${i.path.join('.')}: ${i.message}`,
  )

async function storedSets(userId: number) {
  return h.server.database.db
    .select()
    .from(loggedSets)
    .where(eq(loggedSets.userId, userId))
    .orderBy(asc(loggedSets.id))
    .all()
}
async function storedScores(userId: number) {
  return h.server.database.db.select().from(blockScores).where(eq(blockScores.userId, userId)).all()
}

describe('sets of blocks', () => {
  it('stores each set with its block and round, and answers them so', async () => {
    const me = await person()
    const { workoutId, blockId } = await blockWorkout('superset')
    const res = await log(me, {
      sets: [
        set({ workoutId, blockId, round: 1, exerciseId: squat }),
        set({ workoutId, blockId, round: 1, exerciseId: plank }),
        set({ workoutId, blockId, round: 2, setNumber: 2, exerciseId: squat }),
      ],
    })
    expect(res.status, res.text).toBe(200)
    expect((res.body as LogSetsResult).sets.map((s) => [s.blockId, s.round])).toEqual([
      [blockId, 1],
      [blockId, 1],
      [blockId, 2],
    ])
    expect((await storedSets(me.id)).map((s) => [s.blockId, s.round])).toEqual([
      [blockId, 1],
      [blockId, 1],
      [blockId, 2],
    ])
  })

  it('stores an AMRAP score with its sets once, however often the call is sent', async () => {
    const me = await person()
    const { workoutId, blockId } = await blockWorkout('amrap')
    const body = {
      sets: [set({ workoutId, blockId, round: 1, exerciseId: squat })],
      scores: [
        { clientId: randomUUID(), workoutId, blockId, kind: 'rounds+reps', rounds: 5, reps: 7 },
      ],
    }
    const answers = await Promise.all([log(me, body), log(me, body), log(me, body)])
    for (const a of answers) expect(a.status, a.text).toBe(200)
    expect(await storedSets(me.id)).toHaveLength(1)
    const scores = await storedScores(me.id)
    expect(scores).toHaveLength(1)
    const sessionId = (answers[0]!.body as LogSetsResult).sets[0]!.sessionId
    expect(scores[0]).toMatchObject({
      workoutId,
      blockId,
      kind: 'rounds+reps',
      rounds: 5,
      reps: 7,
      seconds: null,
      sessionId,
    })

    const detail = await rest(h.server.url, 'GET', `/api/user/${me.id}/sessions/${sessionId}`, {
      token: me.token,
    })
    expect(detail.status, detail.text).toBe(200)
    const session = detail.body as SessionDetail
    expect(session.sets[0]).toMatchObject({ blockId, round: 1 })
    expect(session.scores).toMatchObject([{ blockId, kind: 'rounds+reps', rounds: 5, reps: 7 }])
  })

  it('stores a For Time score alone, a capped one without seconds, each once', async () => {
    const trainer = await person({ role: 'trainer' })
    const me = await person({ trainerId: trainer.id })
    const { workoutId, blockId } = await blockWorkout('for-time')
    const done = { clientId: randomUUID(), workoutId, blockId, kind: 'time', seconds: 522 }
    const capped = { clientId: randomUUID(), workoutId, blockId, kind: 'time' }
    for (let i = 0; i < 2; i++) {
      const res = await log(me, { scores: [done, capped] })
      expect(res.status, res.text).toBe(200)
      expect((res.body as LogSetsResult).sets).toEqual([])
    }
    const scores = await storedScores(me.id)
    expect(scores.map((s) => s.seconds).sort()).toEqual([522, null])
    // The session the scores made is read by the athlete's trainer with them.
    const sessionId = scores[0]!.sessionId
    expect(sessionId).not.toBeNull()
    const detail = await rest(h.server.url, 'GET', `/api/user/${me.id}/sessions/${sessionId}`, {
      token: trainer.token,
    })
    expect(detail.status, detail.text).toBe(200)
    expect((detail.body as SessionDetail).scores).toHaveLength(2)
  })

  it('refuses a block of another workout, a round below 1 and a score of the wrong kind, writing nothing', async () => {
    const me = await person()
    const mine = await blockWorkout('amrap')
    const other = await blockWorkout('for-time')
    const straight = await blockWorkout('straight')

    const foreign = await log(me, {
      sets: [
        set({ workoutId: mine.workoutId, blockId: mine.blockId, round: 1, exerciseId: squat }),
        set({ workoutId: mine.workoutId, blockId: other.blockId, round: 1, exerciseId: squat }),
      ],
    })
    expect(foreign.status).toBe(400)
    expect(messages(foreign.body)).toEqual([
      'sets.1.blockId: This block is not part of the workout',
    ])

    const round0 = await log(me, {
      sets: [
        set({ workoutId: mine.workoutId, blockId: mine.blockId, round: 0, exerciseId: squat }),
      ],
    })
    expect(round0.status).toBe(400)
    expect(messages(round0.body)).toEqual(['sets.0.round: A round is 1 or more'])

    const noBlock = await log(me, { sets: [set({ exerciseId: squat, round: 2 })] })
    expect(noBlock.status).toBe(400)
    expect(messages(noBlock.body)).toContain(
      'sets.0.blockId: A round is a round of a block: send blockId with round',
    )

    const wrongKind = await log(me, {
      sets: [
        set({ workoutId: mine.workoutId, blockId: mine.blockId, round: 1, exerciseId: squat }),
      ],
      scores: [
        { clientId: randomUUID(), ...mine, kind: 'time', seconds: 300 },
        { clientId: randomUUID(), ...straight, kind: 'time', seconds: 300 },
        {
          clientId: randomUUID(),
          workoutId: mine.workoutId,
          blockId: other.blockId,
          kind: 'time',
          seconds: 1,
        },
      ],
    })
    expect(wrongKind.status).toBe(400)
    expect(messages(wrongKind.body)).toEqual([
      "scores.0.kind: This block is scored by rounds and reps: send kind 'rounds+reps'",
      'scores.1.blockId: Only AMRAP and For Time blocks keep a score',
      'scores.2.blockId: This block is not part of the workout',
    ])
    const badShape = await log(me, {
      scores: [{ clientId: randomUUID(), ...mine, kind: 'rounds+reps', seconds: 5 }],
    })
    expect(badShape.status).toBe(400)
    expect(messages(badShape.body)).toEqual([
      'scores.0.rounds: An AMRAP score sends its rounds',
      'scores.0.seconds: An AMRAP score is rounds and reps, not seconds',
    ])
    expect(await storedSets(me.id)).toEqual([])
    expect(await storedScores(me.id)).toEqual([])
  })

  it('lets only the owner log sets and scores', async () => {
    const trainer = await person({ role: 'trainer' })
    const me = await person({ trainerId: trainer.id })
    const stranger = await person()
    const { workoutId, blockId } = await blockWorkout('amrap')
    const body = {
      sets: [set({ workoutId, blockId, round: 1, exerciseId: squat })],
      scores: [{ clientId: randomUUID(), workoutId, blockId, kind: 'rounds+reps', rounds: 1 }],
    }
    expect((await log(stranger, body, me.id)).status).toBe(403)
    expect((await log(trainer, body, me.id)).status).toBe(403)
    expect(await storedSets(me.id)).toEqual([])
    expect(await storedScores(me.id)).toEqual([])
    expect(await storedScores(stranger.id)).toEqual([])
  })
})
