import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCatalogue } from '~/server/db/catalogue'
import type { Database } from '~/server/db/client'
import { badges, userBadges, users, workoutCompletions, workouts } from '~/server/db/schema'
import { getDaily } from '~/server/services/progress/get-daily'
import { getProgress } from '~/server/services/progress/get-progress'
import { recordProgress } from '~/server/services/progress/record-progress'
import { addDays, localDay, weekStart } from '~/shared/rules/days'
import { callerFor } from '../support/caller'
import { createUser } from '../support/factories'
import { createTestDatabase } from '../support/test-db'

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
  const list = await callerFor(database, {
    id: 0,
    username: 'x',
    email: 'x',
    role: 'user',
  }).workouts.exercises({ id: w!.id })
  return { id: w!.id, exerciseIds: list.exercises.map((e) => e.exerciseId) }
}

describe('recording progress', () => {
  it('completes a workout once per day however often it is posted', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id } = await fundamentals()
    await caller.progress.record({ userId: user.id, workoutId: id })
    await caller.progress.record({ userId: user.id, workoutId: id })
    const rows = await database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, user.id))
      .all()
    expect(rows).toHaveLength(1)
    const progress = await caller.progress.get({ userId: user.id })
    expect(progress).toMatchObject({ completedWorkouts: [id], workoutsToday: 1, streak: 1 })
  })

  it('completes the workout when its last exercise is recorded, not before', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id, exerciseIds } = await fundamentals()
    for (const exerciseId of exerciseIds.slice(0, -1)) {
      const r = await caller.progress.record({
        userId: user.id,
        workoutId: id,
        exerciseId,
        sets: 3,
        reps: 30,
      })
      expect(r.workoutCompleted).toBe(false)
    }
    expect((await caller.progress.get({ userId: user.id })).completedExercises).toHaveLength(
      exerciseIds.length - 1,
    )
    const last = await caller.progress.record({
      userId: user.id,
      workoutId: id,
      exerciseId: exerciseIds.at(-1)!,
      seconds: 90,
    })
    expect(last.workoutCompleted).toBe(true)
    expect((await caller.progress.get({ userId: user.id })).completedWorkouts).toEqual([id])
  })

  it('awards the first-workout badge in the same write as the completion and raises nothing twice', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id } = await fundamentals()
    const first = await caller.progress.record({ userId: user.id, workoutId: id })
    expect(first.newBadges.map((b) => b.name)).toContain('First Workout')
    const again = await caller.progress.record({ userId: user.id, workoutId: id })
    expect(again.newBadges).toEqual([])
    const list = await caller.badges.list()
    expect(list.filter((b) => b.isEarned).map((b) => b.name)).toContain('First Workout')
    // Another user has earned nothing.
    const other = await createUser(database)
    expect((await callerFor(database, other).badges.list()).some((b) => b.isEarned)).toBe(false)
  })

  it('counts the streak over consecutive local days and breaks it after a missed day', async () => {
    const user = await createUser(database)
    const { id } = await fundamentals()
    const day = (iso: string) => new Date(iso)
    await recordProgress({
      database,
      input: { userId: user.id, workoutId: id },
      now: day('2026-11-18T12:00:00Z'),
    })
    await recordProgress({
      database,
      input: { userId: user.id, workoutId: id },
      now: day('2026-11-19T12:00:00Z'),
    })
    await recordProgress({
      database,
      input: { userId: user.id, workoutId: id },
      now: day('2026-11-20T12:00:00Z'),
    })
    expect(
      (await getProgress({ db: database.db, userId: user.id, now: day('2026-11-20T20:00:00Z') }))
        .streak,
    ).toBe(3)
    expect(
      (await getProgress({ db: database.db, userId: user.id, now: day('2026-11-21T20:00:00Z') }))
        .streak,
    ).toBe(3)
    expect(
      (await getProgress({ db: database.db, userId: user.id, now: day('2026-11-22T20:00:00Z') }))
        .streak,
    ).toBe(0)
    const row = await database.db
      .select({ streak: users.streak })
      .from(users)
      .where(eq(users.id, user.id))
      .get()
    expect(row?.streak).toBe(3)
  })

  it("uses the user's time zone for the day", async () => {
    const user = await createUser(database)
    await database.write((db) =>
      db.update(users).set({ timeZone: 'America/Los_Angeles' }).where(eq(users.id, user.id)).run(),
    )
    const { id } = await fundamentals()
    const lateEvening = new Date('2026-11-21T07:30:00Z') // 23:30 on the 20th in Los Angeles
    await recordProgress({ database, input: { userId: user.id, workoutId: id }, now: lateEvening })
    const row = await database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, user.id))
      .get()
    expect(row?.day).toBe('2026-11-20')
    expect(localDay(lateEvening, 'UTC')).toBe('2026-11-21')
  })

  it('refuses an exercise that is not part of the workout and changes nothing', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id } = await fundamentals()
    await expect(
      caller.progress.record({ userId: user.id, workoutId: id, exerciseId: 999_999 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(
      caller.progress.record({ userId: user.id, workoutId: 999_999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await caller.progress.get({ userId: user.id })).completedExercises).toEqual([])
  })

  it("refuses to read or write someone else's progress", async () => {
    const me = await createUser(database)
    const other = await createUser(database)
    const { id } = await fundamentals()
    const caller = callerFor(database, me)
    await expect(caller.progress.get({ userId: other.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(caller.progress.record({ userId: other.id, workoutId: id })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    )
    const rows = await database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, other.id))
      .all()
    expect(rows).toEqual([])
  })

  it('awards the full-day badge when every workout of the day is done', async () => {
    const user = await createUser(database)
    const now = new Date()
    // The athlete's own session (docs/product.md#daily-choice), not the kiosk's shared one.
    const ids = (await callerFor(database, user).workouts.daily()).workouts.map((w) => w.id)
    expect(ids).toHaveLength(4)
    for (const workoutId of ids)
      await recordProgress({ database, input: { userId: user.id, workoutId }, now })
    const daily = await callerFor(database, user).workouts.daily()
    expect(daily).toMatchObject({ completed: 4, total: 4, percent: 100 })
    const fullDay = (await database.db.select().from(badges).all()).find(
      (b) => b.rule.kind === 'fullDay',
    )
    const earned = await database.db
      .select()
      .from(userBadges)
      .where(eq(userBadges.userId, user.id))
      .all()
    expect(earned.map((e) => e.badgeId)).toContain(fullDay!.id)
  })
})

describe('the daily session', () => {
  it('offers one workout from each section with counts and minutes in one call', async () => {
    const user = await createUser(database)
    const daily = await callerFor(database, user).workouts.daily()
    expect(daily.workouts.map((w) => w.category)).toEqual([
      'warmup',
      'skills',
      'workout',
      'cooldown',
    ])
    expect(daily.workouts.map((w) => w.backgroundClass)).toEqual([
      'workout-bg-1',
      'workout-bg-2',
      'workout-bg-3',
      'workout-bg-4',
    ])
    for (const w of daily.workouts) {
      expect(w.exerciseCount).toBeGreaterThan(0)
      expect(w.minutes).toBeGreaterThan(0)
      expect(w.isCompleted).toBe(false)
    }
    expect(daily).toMatchObject({ completed: 0, total: 4, percent: 0, streak: 0 })
    expect(daily.week.map((d) => d.completed)).toEqual(Array(7).fill(false))
  })

  it('marks yesterday and today in the week after real completions, with the streak, in the user’s time zone', async () => {
    const timeZone = 'Pacific/Auckland'
    const user = await createUser(database, { timeZone })
    const caller = callerFor(database, { ...user, timeZone })
    const { id } = await fundamentals()
    const now = new Date()
    await recordProgress({
      database,
      input: { userId: user.id, workoutId: id },
      now: new Date(now.getTime() - 86_400_000),
    })
    await caller.progress.record({ userId: user.id, workoutId: id })

    const daily = await caller.workouts.daily()
    const today = localDay(new Date(), timeZone)
    expect(daily.day).toBe(today)
    expect(daily.streak).toBe(2)
    expect(daily.week).toHaveLength(7)
    expect(daily.week[0]!.day).toBe(weekStart(today))
    // Yesterday is in the strip unless today is Monday; either way only those two days are marked.
    expect(daily.week).toEqual(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(weekStart(today), i)
        return {
          day,
          completed: day === today || day === addDays(today, -1),
          isToday: day === today,
          // Nothing was scheduled by a trainer, so no day is missed.
          missed: false,
        }
      }),
    )
  })

  it('builds the week Monday first from the user’s own calendar, not the server’s', async () => {
    // 06:30 UTC on Wednesday 25 November is still Tuesday 24 November in Los Angeles.
    const now = new Date('2026-11-25T06:30:00Z')
    const user = await createUser(database, { timeZone: 'America/Los_Angeles' })
    const { id } = await fundamentals()
    for (const daysAgo of [2, 1, 0]) {
      await recordProgress({
        database,
        input: { userId: user.id, workoutId: id },
        now: new Date(now.getTime() - daysAgo * 86_400_000),
      })
    }
    const daily = await getDaily({ db: database.db, userId: user.id, now })
    expect(daily.day).toBe('2026-11-24')
    expect(daily.streak).toBe(3)
    // Sunday 22 November belongs to the week before: it counts for the streak only.
    expect(daily.week).toEqual([
      { day: '2026-11-23', completed: true, isToday: false, missed: false },
      { day: '2026-11-24', completed: true, isToday: true, missed: false },
      { day: '2026-11-25', completed: false, isToday: false, missed: false },
      { day: '2026-11-26', completed: false, isToday: false, missed: false },
      { day: '2026-11-27', completed: false, isToday: false, missed: false },
      { day: '2026-11-28', completed: false, isToday: false, missed: false },
      { day: '2026-11-29', completed: false, isToday: false, missed: false },
    ])
  })
})

describe('skills', () => {
  it('unlocks a skill for the signed-in user only and awards the first-skill badge', async () => {
    const me = await createUser(database)
    const other = await createUser(database)
    const caller = callerFor(database, me)
    const [skill] = await caller.skills.list()
    const result = await caller.skills.unlock({ id: skill!.id, isUnlocked: true })
    expect(result.newBadges.length).toBe(1)
    expect((await caller.skills.list()).find((s) => s.id === skill!.id)?.isUnlocked).toBe(true)
    expect(
      (await callerFor(database, other).skills.list()).find((s) => s.id === skill!.id)?.isUnlocked,
    ).toBe(false)
    const again = await caller.skills.unlock({ id: skill!.id, isUnlocked: true })
    expect(again.newBadges).toEqual([])
    const rows = await database.db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, me.id)))
      .all()
    expect(rows).toHaveLength(1)
  })

  it('answers 404 for an unknown skill', async () => {
    const me = await createUser(database)
    await expect(
      callerFor(database, me).skills.unlock({ id: 999_999, isUnlocked: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('concurrent completions', () => {
  it('records one completion when the same workout is completed twice at once, and both of two different ones', async () => {
    const user = await createUser(database)
    const caller = callerFor(database, user)
    const { id } = await fundamentals()
    const other = await database.db
      .select()
      .from(workouts)
      .where(eq(workouts.builtinKey, 'morning-warmup'))
      .get()
    const results = await Promise.allSettled([
      caller.progress.record({ userId: user.id, workoutId: id }),
      caller.progress.record({ userId: user.id, workoutId: id }),
      caller.progress.record({ userId: user.id, workoutId: other!.id }),
      caller.progress.record({ userId: user.id, workoutId: other!.id }),
    ])
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
    const rows = await database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, user.id))
      .all()
    expect(rows.map((r) => r.workoutId).sort()).toEqual([id, other!.id].sort())
    const earned = await database.db
      .select()
      .from(userBadges)
      .where(eq(userBadges.userId, user.id))
      .all()
    expect(new Set(earned.map((e) => e.badgeId)).size).toBe(earned.length)
  })
})
