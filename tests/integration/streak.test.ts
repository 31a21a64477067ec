// The streak and completion over real HTTP and the real migrated database (docs/product.md#streak,
// #completion): a day counts by the stated rule whichever screen reads it, the SQL that reads many
// users' streaks at once is the pure rule, a timed block completes only when it ran out or scored,
// and migration 0030 brings existing athletes under the rule.
import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '~/server/db/catalogue'
import { type Drizzle, migrationsFolder, openDatabase, prepareDatabase } from '~/server/db/client'
import { migrateDatabase } from '~/server/db/migrate'
import {
  badges,
  exercises,
  imports,
  loggedSets,
  streakSetDays,
  userBadges,
  users,
  workoutBlocks,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { readProgressState } from '~/server/services/progress/progress-state'
import { countActiveUsers } from '~/server/services/users/get-staff-stats'
import { liveStreaks } from '~/server/services/users/live-streaks'
import type { BlockKind } from '~/shared/rules/blocks'
import { addDays, localDay } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import { type StreakSet, streakDays, streakOf } from '~/shared/rules/streak'
import type { Progress } from '~/shared/schemas/progress'
import type { SessionPage } from '~/shared/schemas/sessions'
import type { LogSetsResult } from '~/shared/schemas/sets'
import { createSessionToken, createUser, createWorkout, getUserRow } from '../support/factories'
import { rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()
let moves: number[]

beforeAll(async () => {
  const rows = await h.server.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .orderBy(asc(exercises.id))
    .limit(5)
    .all()
  moves = rows.map((r) => r.id)
})

async function athlete(opts: { trainerId?: number } = {}) {
  const user = await createUser(h.server.database, opts)
  return { id: user.id, token: await createSessionToken(h.server.database, user.id) }
}
type Athlete = Awaited<ReturnType<typeof athlete>>

function log(who: Athlete, body: unknown) {
  return rest(h.server.url, 'POST', `/api/user/${who.id}/sets`, { token: who.token, body })
}
const set = (fields: Record<string, unknown>) => ({ clientId: randomUUID(), reps: 8, ...fields })

async function progressOf(who: Athlete): Promise<Progress> {
  const res = await rest(h.server.url, 'GET', `/api/user/${who.id}/progress`, { token: who.token })
  expect(res.status, res.text).toBe(200)
  return res.body as Progress
}

/** A workout of one `kind` block holding the first two moves (3 sets each). */
async function blockWorkout(kind: BlockKind, numbers: { rounds?: number; minutes?: number }) {
  return h.server.database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title: `Streak ${randomUUID()}`, description: 'x', imageBackground: 'bg-blue-500' })
      .returning({ id: workouts.id })
      .get()
    const b = await db
      .insert(workoutBlocks)
      .values({ workoutId: w.id, position: 1, kind, ...numbers })
      .returning({ id: workoutBlocks.id })
      .get()
    await db
      .insert(workoutExercises)
      .values(
        moves.slice(0, 2).map((exerciseId, i) => ({
          workoutId: w.id,
          blockId: b.id,
          exerciseId,
          order: i + 1,
          sets: 3,
          reps: '10',
        })),
      )
      .run()
    return { workoutId: w.id, blockId: b.id }
  })
}

describe('a day counts for the streak by the stated rule', () => {
  it('counts 11 sets of 5 exercises ended early, which leave the workout not completed', async () => {
    const trainer = await createUser(h.server.database, { role: 'trainer' })
    const me = await athlete({ trainerId: trainer.id })
    const workoutId = await createWorkout(
      h.server.database,
      `Five moves ${randomUUID()}`,
      moves.map((exerciseId) => ({ exerciseId, sets: 3, reps: '8' })),
    )
    const active = await countActiveUsers({ db: h.server.database.db })
    // Two sets: no day yet.
    const first = await log(me, {
      sets: [0, 1].map((i) => set({ workoutId, exerciseId: moves[i], setNumber: 1 })),
    })
    expect(first.status, first.text).toBe(200)
    expect((await progressOf(me)).streak).toBe(0)
    // Nine more: 11 sets of 5 exercises, then the athlete ends early.
    const rest9 = await log(me, {
      sets: Array.from({ length: 9 }, (_, i) =>
        set({ workoutId, exerciseId: moves[(i + 2) % 5], setNumber: 1 + Math.floor((i + 2) / 5) }),
      ),
    })
    expect(rest9.status, rest9.text).toBe(200)
    expect((rest9.body as LogSetsResult).completedWorkouts).toEqual([])
    const progress = await progressOf(me)
    expect(progress).toMatchObject({ streak: 1, completedWorkouts: [] })
    // The header's user, the profile and the lists read the same day.
    const user = await rest(h.server.url, 'GET', '/api/user', { token: me.token })
    expect((user.body as { streak: number }).streak).toBe(1)
    const summary = await rest(h.server.url, 'GET', `/api/user/${me.id}/summary`, {
      token: me.token,
    })
    expect(summary.status, summary.text).toBe(200)
    expect((summary.body as { streak: number }).streak).toBe(1)
    expect(
      (
        await liveStreaks({ db: h.server.database.db, users: [{ id: me.id, timeZone: 'UTC' }] })
      ).get(me.id),
    ).toBe(1)
    const row = await getUserRow(h.server.database, me.id)
    expect(row?.streak).toBe(1)
    expect(row?.lastActiveDay).toBe(localDay(new Date(), 'UTC'))
    expect(await countActiveUsers({ db: h.server.database.db })).toBe(active + 1)
    // History says the session was saved, not completed.
    const sessions = await rest(h.server.url, 'GET', `/api/user/${me.id}/sessions`, {
      token: me.token,
    })
    expect((sessions.body as SessionPage).items[0]).toMatchObject({
      completed: false,
      setCount: 11,
    })
  })

  it('a removal that leaves two sets takes the day back', async () => {
    const me = await athlete()
    const res = await log(me, {
      sets: [0, 1, 2].map((i) => set({ exerciseId: moves[i], setNumber: 1 })),
    })
    expect((await progressOf(me)).streak).toBe(1)
    const [gone] = (res.body as LogSetsResult).sets
    const removed = await rest(h.server.url, 'DELETE', `/api/user/${me.id}/sets/${gone!.id}`, {
      token: me.token,
    })
    expect(removed.status, removed.text).toBe(200)
    expect((await progressOf(me)).streak).toBe(0)
    expect((await getUserRow(h.server.database, me.id))?.lastActiveDay).toBeNull()
  })
})

describe('a workout is complete when it got what it asked', () => {
  it('one AMRAP round without the score does not complete it; the score does', async () => {
    const me = await athlete()
    const { workoutId, blockId } = await blockWorkout('amrap', { minutes: 10 })
    const round = (n: number) =>
      moves
        .slice(0, 2)
        .map((exerciseId) => set({ workoutId, blockId, exerciseId, setNumber: n, round: n }))
    const one = await log(me, { sets: round(1) })
    expect(one.status, one.text).toBe(200)
    expect((one.body as LogSetsResult).completedWorkouts).toEqual([])
    expect((await progressOf(me)).completedWorkouts).toEqual([])
    const scored = await log(me, {
      sets: round(2),
      scores: [
        { clientId: randomUUID(), workoutId, blockId, kind: 'rounds+reps', rounds: 2, reps: 0 },
      ],
    })
    expect(scored.status, scored.text).toBe(200)
    expect((scored.body as LogSetsResult).completedWorkouts.map((c) => c.workoutId)).toEqual([
      workoutId,
    ])
    expect((await progressOf(me)).completedWorkouts).toEqual([workoutId])

    // A score sent alone (time ran out before the part round's first rep) completes it too.
    const other = await athlete()
    await log(other, { sets: round(1) })
    const alone = await log(other, {
      scores: [
        { clientId: randomUUID(), workoutId, blockId, kind: 'rounds+reps', rounds: 1, reps: 0 },
      ],
    })
    expect(alone.status, alone.text).toBe(200)
    expect((alone.body as LogSetsResult).completedWorkouts.map((c) => c.workoutId)).toEqual([
      workoutId,
    ])
    expect(await progressOf(other)).toMatchObject({ completedWorkouts: [workoutId], streak: 1 })
  })

  it('an EMOM completes with a set in its last minute, not before', async () => {
    const me = await athlete()
    const { workoutId, blockId } = await blockWorkout('emom', { minutes: 4 })
    const minute = (m: number) =>
      set({
        workoutId,
        blockId,
        exerciseId: moves[(m - 1) % 2],
        setNumber: Math.ceil(m / 2),
        round: m,
      })
    const early = await log(me, { sets: [minute(1), minute(2), minute(3)] })
    expect((early.body as LogSetsResult).completedWorkouts).toEqual([])
    const last = await log(me, { sets: [minute(4)] })
    expect((last.body as LogSetsResult).completedWorkouts.map((c) => c.workoutId)).toEqual([
      workoutId,
    ])
  })

  it('a circuit needs all its rounds, and straight work every planned set', async () => {
    const me = await athlete()
    const { workoutId, blockId } = await blockWorkout('circuit', { rounds: 2 })
    const round = (n: number) =>
      moves
        .slice(0, 2)
        .map((exerciseId) => set({ workoutId, blockId, exerciseId, setNumber: n, round: n }))
    expect(((await log(me, { sets: round(1) })).body as LogSetsResult).completedWorkouts).toEqual(
      [],
    )
    expect(
      ((await log(me, { sets: round(2) })).body as LogSetsResult).completedWorkouts.length,
    ).toBe(1)
  })
})

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31
    return s / 2 ** 31
  }
}

describe('the SQL of many users’ streaks is the rule', () => {
  it('gives every user the streak the pure function gives over the same log', async () => {
    const db = h.server.database.db
    const now = new Date()
    const zones = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata']
    const next = random(43)
    type Logged = StreakSet & { importId: number | null; id?: number }
    const people: { id: number; timeZone: string; sets: Logged[]; completions: string[] }[] = []
    for (let u = 0; u < 24; u++) {
      const timeZone = zones[u % zones.length]!
      const user = await createUser(h.server.database, { timeZone })
      const today = localDay(now, timeZone)
      const [imported] = await h.server.database.write((w) =>
        w
          .insert(imports)
          .values({ userId: user.id, source: 'strong', fileName: 'x.csv', fileHash: randomUUID() })
          .returning({ id: imports.id })
          .all(),
      )
      const sets: Logged[] = []
      const completions: string[] = []
      for (let back = 0; back < 12; back++) {
        const day = addDays(today, -back)
        if (next() < 0.2) completions.push(day)
        const count = Math.floor(next() * 5)
        for (let i = 0; i < count; i++) {
          const importedSet = next() < 0.15
          sets.push({
            day,
            workoutId: null,
            exerciseId: moves[Math.floor(next() * 3)]!,
            // Often the same set again (a per-side set's other side), so keys repeat.
            setNumber: 1 + Math.floor(next() * 2),
            round: next() < 0.3 ? 1 : null,
            imported: importedSet,
            importId: importedSet ? imported!.id : null,
          })
        }
      }
      await h.server.database.write(async (w) => {
        await insertSets(w, user.id, sets)
        if (completions.length)
          await w
            .insert(workoutCompletions)
            .values(completions.map((day) => ({ userId: user.id, workoutTitle: 'T', day })))
            .run()
      })
      people.push({ id: user.id, timeZone, sets, completions })
    }
    /** The SQL's streaks and days against the pure rule over each user's log as it is now. */
    async function expectTheRule() {
      const sql = await liveStreaks({ db, users: people, now })
      const expected = people.map((p) => streakOf(p.completions, p.sets, localDay(now, p.timeZone)))
      expect(people.map((p) => sql.get(p.id))).toEqual(expected)
      // Enough of both kinds of day, so the comparison means something.
      expect(expected.filter((n) => n > 0).length).toBeGreaterThan(3)
      for (const p of people) {
        const state = await readProgressState(db, p.id, now)
        expect([...state.days].sort()).toEqual(streakDays(p.completions, p.sets).sort())
      }
    }
    await expectTheRule()

    // Removals (one by one, as a correction does, and an import's sets at once, as its undo
    // does), imported sets turned own, and the same sets logged again: the kept days follow.
    let removedDays = 0
    const removed = new Map<number, Logged[]>()
    for (const p of people) {
      const before = streakDays([], p.sets).length
      const gone = p.sets.filter((s) => s.importId === null && next() < 0.4)
      await h.server.database.write(async (w) => {
        for (const s of gone) await w.delete(loggedSets).where(eq(loggedSets.id, s.id!)).run()
        const importGoes = next()
        if (importGoes < 0.4) {
          await w
            .delete(loggedSets)
            .where(and(eq(loggedSets.userId, p.id), isNotNull(loggedSets.importId)))
            .run()
          p.sets = p.sets.filter((s) => s.importId === null)
        } else if (importGoes < 0.7) {
          // The import's row gone (by a plain SQL client): its sets stay, as the athlete's own.
          await w.delete(imports).where(eq(imports.userId, p.id)).run()
          for (const s of p.sets) Object.assign(s, { importId: null, imported: false })
        }
      })
      p.sets = p.sets.filter((s) => !gone.includes(s))
      removed.set(p.id, gone)
      removedDays += before - streakDays([], p.sets).length
    }
    expect(removedDays, 'removals that take a day back').toBeGreaterThan(3)
    await expectTheRule()

    // Half the removed sets again, and a set the day already has (its key repeats).
    for (const p of people) {
      const relogged = [
        ...p.sets.slice(0, 1),
        ...(removed.get(p.id) ?? []).filter(() => next() < 0.5),
      ].map((s) => ({ ...s, id: undefined }))
      await h.server.database.write((w) => insertSets(w, p.id, relogged))
      p.sets.push(...relogged)
    }
    await expectTheRule()
  })
})

/** The sets straight into the log, each given the id it got. */
async function insertSets(
  w: Drizzle,
  userId: number,
  sets: (StreakSet & { importId: number | null; id?: number })[],
) {
  if (sets.length === 0) return
  const rows = await w
    .insert(loggedSets)
    .values(
      sets.map((s) => ({
        userId,
        clientId: randomUUID(),
        workoutId: s.workoutId,
        exerciseId: s.exerciseId,
        setNumber: s.setNumber,
        round: s.round,
        reps: 5,
        day: s.day,
        performedAt: new Date(),
        importId: s.importId,
      })),
    )
    .returning({ id: loggedSets.id })
    .all()
  rows.forEach((row, i) => (sets[i]!.id = row.id))
}

describe('migration 0030', () => {
  it('recomputes an existing athlete’s streak, streak badges, level and last active day', async () => {
    // A database as it was before the migration, with a week of sets and no completed workout.
    const dir = mkdtempSync(join(tmpdir(), 'streak-migration-'))
    const before = join(dir, 'drizzle')
    cpSync(migrationsFolder(), before, { recursive: true })
    const journalPath = join(before, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[]
    }
    journal.entries = journal.entries.filter((e) => e.tag < '0030')
    writeFileSync(journalPath, JSON.stringify(journal))
    const database = openDatabase(`file:${join(dir, 'app.db')}`)
    try {
      await prepareDatabase(database)
      await database.write((db) => migrate(db, { migrationsFolder: before }))
      await loadCatalogue(database)
      const user = await createUser(database)
      const today = localDay(new Date(), 'UTC')
      await database.write((db) =>
        db
          .insert(loggedSets)
          .values(
            Array.from({ length: 7 * 3 }, (_, i) => ({
              userId: user.id,
              clientId: randomUUID(),
              exerciseId: moves[i % 3]!,
              setNumber: 1,
              reps: 5,
              day: addDays(today, -1 - Math.floor(i / 3)),
              performedAt: new Date(),
            })),
          )
          .run(),
      )
      // The day before the week: 2 own sets and 3 imported ones, which do not make it count.
      const eighth = addDays(today, -8)
      await database.write(async (db) => {
        const [imported] = await db
          .insert(imports)
          .values({ userId: user.id, source: 'strong', fileName: 'x.csv', fileHash: randomUUID() })
          .returning({ id: imports.id })
          .all()
        await db
          .insert(loggedSets)
          .values(
            Array.from({ length: 5 }, (_, i) => ({
              userId: user.id,
              clientId: randomUUID(),
              exerciseId: moves[i % 3]!,
              setNumber: 1 + Math.floor(i / 3),
              reps: 5,
              day: eighth,
              performedAt: new Date(),
              importId: i < 2 ? null : imported!.id,
            })),
          )
          .run()
      })
      expect((await getUserRow(database, user.id))?.lastActiveDay).toBeNull()

      expect((await migrateDatabase(database)).applied).toBe(1)
      // The days the sets make count, kept from the sets already there.
      const kept = await database.db
        .select({ day: streakSetDays.day })
        .from(streakSetDays)
        .where(eq(streakSetDays.userId, user.id))
        .orderBy(asc(streakSetDays.day))
        .all()
      expect(kept.map((k) => k.day)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(today, -7 + i)),
      )
      const row = await getUserRow(database, user.id)
      expect(row?.streak).toBe(7)
      expect(row?.lastActiveDay).toBe(addDays(today, -1))
      const earned = await database.db
        .select({ name: badges.name })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, user.id))
        .all()
      expect(earned.map((b) => b.name).sort()).toEqual(['On a Roll', 'Week Warrior'])
      expect(row?.level).toBe(levelFromBadges(2))
      // The live streak agrees.
      const live = await liveStreaks({ db: database.db, users: [{ id: user.id, timeZone: 'UTC' }] })
      expect(live.get(user.id)).toBe(7)
      expect(
        await database.db.select().from(users).where(eq(users.id, user.id)).all(),
      ).toHaveLength(1)
    } finally {
      database.close()
    }
  })
})
