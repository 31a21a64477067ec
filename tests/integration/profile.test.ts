import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCatalogue } from '~/server/db/catalogue'
import type { Database } from '~/server/db/client'
import {
  exercises,
  sessions,
  users,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { recordProgress } from '~/server/services/progress/record-progress'
import { getProfileSummary } from '~/server/services/profile/get-summary'
import { exportCsv, toCsv } from '~/shared/rules/csv'
import { callerFor } from '../support/caller'
import { createSessionToken, createUser } from '../support/factories'
import { createTestDatabase } from '../support/test-db'

let database: Database
beforeEach(async () => {
  database = createTestDatabase()
  await loadCatalogue(database)
})

describe('the profile step', () => {
  it('saves age, height, weight and time zone', async () => {
    const user = await createUser(database)
    const saved = await callerFor(database, user).profile.update({
      age: 29,
      height: 178,
      weight: 74,
      timeZone: 'Europe/Oslo',
    })
    expect(saved).toMatchObject({ age: 29, height: 178, weight: 74, timeZone: 'Europe/Oslo' })
  })

  it('refuses impossible values with a message per field and changes nothing', async () => {
    const user = await createUser(database)
    const error = await callerFor(database, user)
      .profile.update({ age: 5, height: 178.5, weight: 999, timeZone: 'Mars/Base' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'BAD_REQUEST' })
    const row = await database.db.select().from(users).where(eq(users.id, user.id)).get()
    expect(row).toMatchObject({ age: null, height: null, weight: null, timeZone: 'UTC' })
  })
})

describe('the language', () => {
  it("keeps the athlete's language, null to follow the browser, and refuses one we do not speak", async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    expect(await caller.profile.update({ locale: 'de' })).toMatchObject({ locale: 'de' })
    const error = await caller.profile.update({ locale: 'fr' as never }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'BAD_REQUEST' })
    expect(String((error as Error).message)).toContain("locale must be 'en', 'de', 'es' or null")
    const row = await database.db.select().from(users).where(eq(users.id, user.id)).get()
    expect(row?.locale).toBe('de')
    expect(await caller.profile.update({ locale: null })).toMatchObject({ locale: null })
  })
})

describe('the profile summary', () => {
  it('counts workouts per week for the last 12 weeks, oldest first', async () => {
    const user = await createUser(database)
    const [w] = await database.db.select().from(workouts).limit(1).all()
    const now = new Date('2026-11-22T12:00:00Z') // a Sunday
    for (const iso of [
      '2026-11-16T08:00:00Z',
      '2026-11-18T08:00:00Z',
      '2026-11-10T08:00:00Z',
      '2026-06-01T08:00:00Z',
    ]) {
      await recordProgress({
        database,
        input: { userId: user.id, workoutId: w!.id },
        now: new Date(iso),
      })
    }
    const summary = await getProfileSummary({ db: database.db, userId: user.id, now })
    expect(summary.weekly).toHaveLength(12)
    expect(summary.weekly.at(-1)).toEqual({ weekStart: '2026-11-16', count: 2 })
    expect(summary.weekly.at(-2)).toEqual({ weekStart: '2026-11-09', count: 1 })
    expect(summary.weekly.reduce((s, x) => s + x.count, 0)).toBe(3)
    expect(summary.totalWorkouts).toBe(4)
    expect(summary.history[0]?.day).toBe('2026-11-18')
  })
})

describe("the profile's sessions", () => {
  it('counts every session, complete or not, and says how many completed their workout, as the session list reads them', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const [done, started] = await database.db.select().from(workouts).limit(2).all()
    const exercise = await database.db.select().from(exercises).limit(1).get()
    // One workout completed, one begun and left after a set, and a set outside any workout.
    await recordProgress({ database, input: { userId: user.id, workoutId: done!.id } })
    const row = await database.db
      .select()
      .from(workoutExercises)
      .where(eq(workoutExercises.workoutId, started!.id))
      .get()
    const set = (exerciseId: number, workoutId?: number) => ({
      clientId: crypto.randomUUID(),
      exerciseId,
      setNumber: 1,
      reps: 8,
      ...(workoutId ? { workoutId } : {}),
    })
    await caller.sets.log({ userId: user.id, sets: [set(row!.exerciseId, started!.id)] })
    await caller.sets.log({ userId: user.id, sets: [set(exercise!.id)] })

    const summary = await caller.profile.summary({ userId: user.id })
    expect(summary).toMatchObject({ sessions: 3, completedSessions: 1, totalWorkouts: 1 })
    const { items } = await caller.sessions.list({ userId: user.id })
    expect(items).toHaveLength(summary.sessions)
    expect(items.filter((s) => s.completed)).toHaveLength(summary.completedSessions)
  })
})

describe('export', () => {
  it("exports only the signed-in user's own data", async () => {
    const me = await createUser(database)
    const other = await createUser(database)
    const [w] = await database.db.select().from(workouts).limit(1).all()
    await recordProgress({ database, input: { userId: me.id, workoutId: w!.id } })
    await recordProgress({ database, input: { userId: other.id, workoutId: w!.id } })
    const data = await callerFor(database, me).profile.export()
    expect(data.user.id).toBe(me.id)
    expect(data.workoutCompletions).toHaveLength(1)
    expect(toCsv(data.workoutCompletions).split('\r\n')[0]).toBe('workoutId,title,day,completedAt')
  })

  it('exports every logged set with all its fields, in the JSON and in the CSV', async () => {
    const me = await createUser(database)
    const other = await createUser(database)
    const exercise = await database.db.select().from(exercises).limit(1).get()
    const at = new Date(Date.now() - 86_400_000).toISOString()
    const mine = [
      { clientId: crypto.randomUUID(), exerciseId: exercise!.id, setNumber: 1, reps: 8 },
      {
        clientId: crypto.randomUUID(),
        exerciseId: exercise!.id,
        setNumber: 2,
        reps: 10,
        loadKg: -12.5,
        rpe: 8.5,
        side: 'left' as const,
        performedAt: at,
      },
    ]
    await callerFor(database, me).sets.log({ userId: me.id, sets: mine })
    await callerFor(database, other).sets.log({
      userId: other.id,
      set: { clientId: crypto.randomUUID(), exerciseId: exercise!.id, setNumber: 1, seconds: 30 },
    })

    const data = await callerFor(database, me).profile.export()
    expect(data.sets).toHaveLength(2)
    const second = data.sets.find((s) => s.setNumber === 2)
    expect(second).toMatchObject({
      clientId: mine[1]!.clientId,
      workoutId: null,
      exerciseId: exercise!.id,
      exercise: exercise!.name,
      side: 'left',
      reps: 10,
      seconds: null,
      loadKg: -12.5,
      rpe: 8.5,
      performedAt: at,
      day: at.slice(0, 10),
      // Its exercise's first day: no record yet.
      records: [],
      firstTime: true,
    })
    expect(typeof second?.id).toBe('number')

    const csv = exportCsv(data)
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Workout completions')
    const sets = lines.indexOf('Sets')
    expect(sets).toBeGreaterThan(0)
    expect(lines[sets - 1]).toBe('')
    expect(lines[sets + 1]).toBe(
      'id,clientId,workoutId,exerciseId,exercise,setNumber,side,reps,seconds,loadKg,rpe,performedAt,day,sessionId,records,firstTime,blockId,round,load,loadUnit',
    )
    expect(lines.slice(sets + 2).filter(Boolean)).toHaveLength(2)
    expect(lines.find((l) => l.includes(mine[1]!.clientId))).toBe(
      [
        second!.id,
        mine[1]!.clientId,
        '',
        exercise!.id,
        exercise!.name.includes(',') ? `"${exercise!.name}"` : exercise!.name,
        2,
        'left',
        10,
        '',
        "'-12.5",
        8.5,
        at,
        at.slice(0, 10),
        second!.sessionId,
        '',
        'true',
        // No block and no round: a set logged outside a workout's blocks.
        '',
        '',
        "'-12.5",
        'kg',
      ].join(','),
    )
  })

  it('writes CSV that spreadsheets cannot run as formulas', () => {
    expect(toCsv([{ a: '=1+1', b: 'x,"y"' }])).toBe(`a,b\r\n'=1+1,"x,""y"""\r\n`)
  })
})

describe('deleting an account', () => {
  it('removes the personal data and sessions and leaves everyone else working', async () => {
    const trainer = await createUser(database, { role: 'trainer' })
    const me = await createUser(database, { trainerId: trainer.id })
    const token = await createSessionToken(database, me.id)
    const [w] = await database.db.select().from(workouts).limit(1).all()
    await recordProgress({ database, input: { userId: me.id, workoutId: w!.id } })
    await callerFor(database, me).profile.delete({ confirm: me.username })
    expect(await database.db.select().from(users).where(eq(users.id, me.id)).get()).toBeUndefined()
    expect(
      await database.db
        .select()
        .from(workoutCompletions)
        .where(eq(workoutCompletions.userId, me.id))
        .all(),
    ).toEqual([])
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, me.id)).all(),
    ).toEqual([])
    expect(token).toBeTruthy()
    expect(
      await database.db.select().from(users).where(eq(users.id, trainer.id)).get(),
    ).toBeDefined()
    expect(
      await database.db.select().from(workouts).where(eq(workouts.id, w!.id)).get(),
    ).toBeDefined()
  })

  it('refuses without the typed username, and refuses the last admin', async () => {
    const me = await createUser(database)
    await expect(callerFor(database, me).profile.delete({ confirm: 'nope' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    )
    const admin = await createUser(database, { role: 'admin' })
    await expect(
      callerFor(database, admin).profile.delete({ confirm: admin.username }),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(await database.db.select().from(users).where(eq(users.id, admin.id)).get()).toBeDefined()
  })

  it('keeps a trainer’s clients when the trainer leaves', async () => {
    const trainer = await createUser(database, { role: 'trainer' })
    const client = await createUser(database, { trainerId: trainer.id })
    await callerFor(database, trainer).profile.delete({ confirm: trainer.username })
    const row = await database.db.select().from(users).where(eq(users.id, client.id)).get()
    expect(row?.trainerId).toBeNull()
  })
})
