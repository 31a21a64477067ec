// docs/product.md#daily-choice: Daily chooses for the athlete. Over real HTTP, for each level ×
// no equipment / all of it, 28 consecutive days of GET /api/daily?day= never give a workout above
// the level (or more than one below) or one needing equipment the athlete lacks, never repeat a
// workout within 3 days where the catalogue has others that fit, and answer the same for the same
// user and day; logged sessions make a level offer, and accepting it moves the level.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { exercises, workoutExercises } from '~/server/db/schema'
import { TRAINING_LEVELS, type TrainingLevel } from '~/shared/rules/athlete-profile'
import { addDays, localDay } from '~/shared/rules/days'
import { canDoWith, EQUIPMENT_KEYS, type EquipmentKey } from '~/shared/rules/equipment'
import type { Workout } from '~/shared/schemas/catalogue'
import type { Daily } from '~/shared/schemas/progress'
import type { User } from '~/shared/schemas/user'
import { createSessionToken, createUser, createWorkout } from '../support/factories'
import { rest } from '../support/rest'
import { serverHarness } from '../support/test-server'

const h = serverHarness()
const DAY_MS = 86_400_000

let catalogue: Workout[] = []
/** Each workout's exercises' equipment text, read from the database, not from the answer. */
const equipmentOf = new Map<number, string[]>()

beforeAll(async () => {
  catalogue = (await rest(h.server.url, 'GET', '/api/workouts', { token: h.token }))
    .body as Workout[]
  const rows = await h.server.database.db
    .select({ workoutId: workoutExercises.workoutId, equipment: exercises.equipment })
    .from(workoutExercises)
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .all()
  for (const row of rows)
    equipmentOf.set(row.workoutId, [...(equipmentOf.get(row.workoutId) ?? []), row.equipment])
})
afterEach(() => vi.useRealTimers())

async function athlete(profile: Record<string, unknown>) {
  const user = await createUser(h.server.database)
  const token = await createSessionToken(h.server.database, user.id)
  const patched = await rest(h.server.url, 'PATCH', '/api/user', { token, body: profile })
  expect(patched.status).toBe(200)
  return { id: user.id, token, user: patched.body as User }
}

async function dailyOn(token: string, day?: string): Promise<Daily> {
  const res = await rest(h.server.url, 'GET', `/api/daily${day ? `?day=${day}` : ''}`, { token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as Daily
}

const allowed: Record<TrainingLevel, string[]> = {
  beginner: ['beginner'],
  intermediate: ['beginner', 'intermediate'],
  advanced: ['intermediate', 'advanced'],
}
// Independent of the shared rule: equipment words a bodyweight-only athlete must never meet.
const KIT = /\b(bars?|rings?|box|bench|wall|band|parallettes|weights?|dumbbells?)\b/

/** 28 consecutive days, asked as ?day= from two 'todays' two weeks apart (the limit is 14). */
async function fourWeeks(token: string): Promise<Map<string, Daily>> {
  const start = new Date()
  const days = new Map<string, Daily>()
  for (const week of [0, 1]) {
    vi.useFakeTimers({ toFake: ['Date'], now: start.getTime() + week * 14 * DAY_MS })
    const today = localDay(new Date(), 'UTC')
    for (let i = 0; i < 14; i += 1) {
      const day = addDays(today, i)
      days.set(day, await dailyOn(token, day))
    }
    vi.useRealTimers()
  }
  return days
}

describe('Daily chooses for the athlete', () => {
  for (const level of TRAINING_LEVELS) {
    for (const kit of ['no equipment', 'all equipment'] as const) {
      it(`${level}, ${kit}: 28 days at or one below the level, with what they own, varied`, async () => {
        const owned: EquipmentKey[] = kit === 'no equipment' ? [] : [...EQUIPMENT_KEYS]
        const me = await athlete({ trainingLevel: level, equipment: owned })
        expect(me.user).toMatchObject({ trainingLevel: level, equipment: owned })
        const days = await fourWeeks(me.token)
        expect(days.size).toBe(28)
        const sections = new Map<string, number[]>()
        for (const [day, answer] of days) {
          expect(answer.day).toBe(day)
          expect(answer.trainingLevel).toBe(level)
          expect(answer.workouts.length, `${day}: a session`).toBeGreaterThan(0)
          for (const w of answer.workouts) {
            expect(allowed[level], `${w.title} on ${day}`).toContain(w.difficulty)
            const texts = equipmentOf.get(w.id) ?? []
            for (const text of texts)
              expect(canDoWith(text, owned), `${w.title}: ${text}`).toBe(true)
            if (owned.length === 0)
              // 'parallettes or floor' names kit, but the floor will do.
              for (const text of texts.filter((t) => !/\bor floor\b/.test(t)))
                expect(text, `${w.title}: ${text}`).not.toMatch(KIT)
            sections.set(w.category, [...(sections.get(w.category) ?? []), w.id])
          }
        }
        // No repeat within 3 days where the catalogue has enough that fit.
        const ordered = [...days.keys()].sort()
        for (const category of sections.keys()) {
          const fit = catalogue.filter(
            (w) =>
              w.category === category &&
              allowed[level].includes(w.difficulty) &&
              (equipmentOf.get(w.id) ?? []).every((t) => canDoWith(t, owned)),
          )
          const window = Math.min(3, fit.length)
          const picks = ordered.map(
            (day) => days.get(day)!.workouts.find((w) => w.category === category)?.id,
          )
          for (let i = 0; i < picks.length; i += 1)
            for (let back = 1; back < window && i - back >= 0; back += 1)
              if (picks[i] !== undefined && picks[i - back] !== undefined)
                expect(picks[i], `${category} on ${ordered[i]} and ${back} day(s) before`).not.toBe(
                  picks[i - back],
                )
        }
        // The same user and day give the same answer.
        const day = ordered[5]!
        vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${ordered[0]}T12:00:00Z`) })
        const again = await dailyOn(me.token, day)
        vi.useRealTimers()
        expect(again.workouts.map((w) => w.id)).toEqual(days.get(day)!.workouts.map((w) => w.id))
      })
    }
  }

  it('answers the same for the same user and day, and This week agrees with ?day=', async () => {
    const me = await athlete({ trainingLevel: 'intermediate', equipment: ['bar', 'wall'] })
    const first = await dailyOn(me.token)
    const second = await dailyOn(me.token)
    expect(second).toEqual(first)
    expect(first.ahead).toHaveLength(7)
    for (const entry of first.ahead.slice(1, 4)) {
      const that = await dailyOn(me.token, entry.day)
      expect(entry.workouts.map((w) => w.id)).toEqual(that.workouts.map((w) => w.id))
    }
  })

  it('refuses a day in the past, beyond 14 days ahead, or not a date, with 400', async () => {
    const today = localDay(new Date(), 'UTC')
    for (const day of [addDays(today, -1), addDays(today, 15), '2026-02-30', 'tomorrow']) {
      const res = await rest(h.server.url, 'GET', `/api/daily?day=${day}`, { token: h.token })
      expect(res.status, day).toBe(400)
    }
    expect((await dailyOn(h.token, addDays(today, 14))).day).toBe(addDays(today, 14))
  })
})

describe('the athlete on GET and PATCH /api/user', () => {
  it('answers the profile with defaults, takes each field and refuses unknown values with 400', async () => {
    const user = await createUser(h.server.database, { onboarding: 'pending' })
    const token = await createSessionToken(h.server.database, user.id)
    const fresh = (await rest(h.server.url, 'GET', '/api/user', { token })).body as User
    expect(fresh).toMatchObject({
      trainingLevel: 'beginner',
      goals: ['general'],
      equipment: [],
      daysPerWeek: 3,
      sessionMinutes: 45,
      onboarding: 'pending',
    })
    const body = {
      trainingLevel: 'advanced',
      goals: ['skills', 'mobility'],
      equipment: ['rings', 'bar'],
      daysPerWeek: 5,
      sessionMinutes: 60,
      onboarding: 'done',
    }
    const patched = await rest(h.server.url, 'PATCH', '/api/user', { token, body })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject(body)
    for (const bad of [
      { trainingLevel: 'expert' },
      { goals: ['cardio'] },
      { goals: [] },
      { equipment: ['treadmill'] },
      { equipment: ['bar', 'bar'] },
      { equipment: 'bar' },
      { daysPerWeek: 1 },
      { daysPerWeek: 7 },
      { sessionMinutes: 9 },
      { sessionMinutes: 91 },
      { sessionMinutes: 30.5 },
      { onboarding: 'pending' },
    ]) {
      const res = await rest(h.server.url, 'PATCH', '/api/user', { token, body: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    expect((await rest(h.server.url, 'GET', '/api/user', { token })).body).toMatchObject(body)
  })
})

describe('level offers', () => {
  /** A beginner workout of the test's own: squats 8-12 × 2, plank 20-30 s × 1. */
  async function testWorkout() {
    const ids = await h.server.database.db
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .all()
    const id = (name: string) => ids.find((e) => e.name === name)!.id
    const workoutId = await createWorkout(h.server.database, `Offer test ${randomUUID()}`, [
      { exerciseId: id('Squats'), sets: 2, reps: '8-12' },
      { exerciseId: id('Plank'), sets: 1, reps: '20-30 seconds' },
    ])
    return { workoutId, squats: id('Squats'), plank: id('Plank') }
  }

  async function session(
    me: { id: number; token: string },
    w: Awaited<ReturnType<typeof testWorkout>>,
    daysAgo: number,
    reps: number,
    seconds: number,
  ) {
    const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString()
    const sets = [
      { exerciseId: w.squats, setNumber: 1, reps },
      { exerciseId: w.squats, setNumber: 2, reps },
      { exerciseId: w.plank, setNumber: 1, seconds },
    ].map((s) => ({ ...s, clientId: randomUUID(), workoutId: w.workoutId, performedAt: at }))
    const res = await rest(h.server.url, 'POST', `/api/user/${me.id}/sets`, {
      token: me.token,
      body: { sets },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }

  it('offers the next level after three sessions at the top, and accepting moves the level', async () => {
    const w = await testWorkout()
    const me = await athlete({ trainingLevel: 'beginner' })
    await session(me, w, 3, 12, 30)
    await session(me, w, 2, 12, 30)
    expect((await dailyOn(me.token)).levelOffer).toBeNull()
    await session(me, w, 1, 12, 30)
    const offered = await dailyOn(me.token)
    expect(offered.levelOffer).toMatchObject({
      direction: 'up',
      level: 'intermediate',
      title: 'Ready for Intermediate?',
    })
    await rest(h.server.url, 'PATCH', '/api/user', {
      token: me.token,
      body: { trainingLevel: 'intermediate' },
    })
    const after = await dailyOn(me.token)
    expect(after.trainingLevel).toBe('intermediate')
    expect(after.levelOffer).toBeNull()
  })

  it('offers the easier level after three missed bottoms; Not now puts it off', async () => {
    const w = await testWorkout()
    const me = await athlete({ trainingLevel: 'beginner' })
    // A beginner has no easier level: the same sessions at intermediate make the offer.
    await rest(h.server.url, 'PATCH', '/api/user', {
      token: me.token,
      body: { trainingLevel: 'intermediate' },
    })
    await h.server.database.write((db) =>
      db.run(`UPDATE workouts SET difficulty = 'intermediate' WHERE id = ${w.workoutId}`),
    )
    for (const ago of [3, 2, 1]) await session(me, w, ago, 5, 10)
    expect((await dailyOn(me.token)).levelOffer).toMatchObject({
      direction: 'down',
      level: 'beginner',
      title: 'Step back to Beginner?',
    })
    const dismissed = await rest(h.server.url, 'POST', '/api/daily/level-offer/dismiss', {
      token: me.token,
    })
    expect(dismissed.status).toBe(200)
    expect((await dailyOn(me.token)).levelOffer).toBeNull()
    expect((await dailyOn(me.token)).trainingLevel).toBe('intermediate')
  })

  it('does not offer after sessions between the bottom and the top', async () => {
    const w = await testWorkout()
    const me = await athlete({ trainingLevel: 'beginner' })
    for (const ago of [3, 2, 1]) await session(me, w, ago, 10, 25)
    expect((await dailyOn(me.token)).levelOffer).toBeNull()
  })
})
