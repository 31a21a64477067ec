// History as training sessions, and correcting a set from a session page, at 375 px: what the
// screen says and what the server then stores (docs/product.md#session-page).
import { and, asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  exercises,
  users,
  workoutBlocks,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { callerFor } from '../support/caller'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'

const h = browserHarness({ height: 900 })
const EMAIL = 'sessions.athlete@example.test'

function noonDaysAgo(daysAgo: number): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12))
}

/**
 * A built-in main workout (warm-ups set no records) of at least two exercises in straight or
 * superset blocks, in order, each with its planned sets.
 */
async function twoExerciseWorkout() {
  const { db } = h.server.database
  const rows = await db
    .select({
      workoutId: workouts.id,
      title: workouts.title,
      exerciseId: exercises.id,
      name: exercises.name,
      sets: workoutExercises.sets,
    })
    .from(workoutExercises)
    .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .innerJoin(workoutBlocks, eq(workoutBlocks.id, workoutExercises.blockId))
    .where(
      and(eq(workouts.category, 'workout'), inArray(workoutBlocks.kind, ['straight', 'superset'])),
    )
    .orderBy(asc(workouts.id), asc(workoutExercises.order))
    .all()
  const byWorkout = new Map<number, typeof rows>()
  for (const r of rows) byWorkout.set(r.workoutId, [...(byWorkout.get(r.workoutId) ?? []), r])
  const [, chosen] = [...byWorkout].find(([, list]) => list.length >= 2)!
  return { workoutId: chosen[0]!.workoutId, title: chosen[0]!.title, exercises: chosen }
}

describe('training sessions in history', () => {
  it('lists sessions on the profile and corrects and removes sets from a session page, with records and streak following', async () => {
    const page = await h.signIn({ email: EMAIL, name: 'Sessions Athlete' }, { width: 375 })
    const { database } = h.server
    const me = (await database.db.select().from(users).where(eq(users.email, EMAIL)).get())!
    const caller = callerFor(database, { ...me, role: 'user' })
    const workout = await twoExerciseWorkout()
    const [first, ...rest] = workout.exercises
    const set = (
      exerciseId: number,
      at: Date,
      reps: number,
      workoutId?: number,
      setNumber = 1,
    ) => ({
      clientId: crypto.randomUUID(),
      exerciseId,
      setNumber,
      reps,
      performedAt: at.toISOString(),
      ...(workoutId ? { workoutId } : {}),
    })
    // Three days ago 5 reps of the first exercise; yesterday the whole workout (every planned
    // set), 10 reps a record.
    await caller.sets.log({ userId: me.id, sets: [set(first!.exerciseId, noonDaysAgo(3), 5)] })
    const planned = (e: { exerciseId: number; sets: number }, from = 1, reps = 6) =>
      Array.from({ length: e.sets - from + 1 }, (_, i) =>
        set(e.exerciseId, noonDaysAgo(1), reps, workout.workoutId, from + i),
      )
    await caller.sets.log({
      userId: me.id,
      sets: [
        set(first!.exerciseId, noonDaysAgo(1), 10, workout.workoutId),
        // The first exercise's other sets stay under three days ago's 5: no record of their own.
        ...planned(first!, 2, 4),
        ...rest.flatMap((e) => planned(e)),
      ],
    })
    expect((await database.db.select().from(users).where(eq(users.id, me.id)).get())?.streak).toBe(
      1,
    )

    await page.goto(`${h.server.url}/profile`)
    const history = page.getByRole('region', { name: 'Recent history' })
    const entry = history.getByRole('link', { name: new RegExp(workout.title) })
    await entry.getByText(/^Completed · \d+ exercises · \d+ sets$/).waitFor()
    await history.getByRole('link', { name: new RegExp(first!.name) }).waitFor()
    await entry.click()

    await page.getByRole('heading', { name: workout.title, level: 1 }).waitFor()
    await page.getByText(/Workout Complete/).waitFor()
    const firstSection = page.getByRole('region', { name: first!.name })
    await firstSection.getByText('Set 1 · 10 reps').waitFor()
    await firstSection.getByText('New PR').waitFor()
    await checkScreen(page, 'session-page', 900)

    // Edit: 10 reps were really 4; the record goes back to the 5 of three days ago.
    await firstSection.getByRole('button', { name: `Edit Set 1 · 10 reps` }).click()
    await firstSection.getByRole('spinbutton', { name: 'Reps', exact: true }).fill('4')
    await firstSection.getByRole('spinbutton', { name: 'Load (kg)' }).fill('10')
    await firstSection.getByRole('button', { name: 'Save' }).click()
    await waitForToast(page, 'Set saved')
    await firstSection.getByText('Set 1 · 4 reps · +10 kg').waitFor()
    expect(await firstSection.getByText('New PR').count()).toBe(0)
    const records = await caller.sets.records({ userId: me.id })
    expect(records.find((r) => r.exerciseId === first!.exerciseId)?.bestReps?.reps).toBe(5)

    // Undo the last exercise's first set: the workout is no longer complete; the day's other
    // sets still count it for the streak (docs/product.md#streak).
    const last = rest.at(-1)!
    const lastSection = page.getByRole('region', { name: last.name })
    await lastSection.getByRole('button', { name: 'Undo Set 1 · 6 reps' }).click()
    await waitForToast(page, 'Set removed')
    await page.getByText(/Session saved/).waitFor()
    const completions = await database.db
      .select()
      .from(workoutCompletions)
      .where(eq(workoutCompletions.userId, me.id))
      .all()
    expect(completions).toEqual([])
    expect((await database.db.select().from(users).where(eq(users.id, me.id)).get())?.streak).toBe(
      1,
    )

    await page.getByRole('button', { name: /back/i }).first().click()
    await history
      .getByRole('link', { name: new RegExp(workout.title) })
      .getByText(/^Session saved/)
      .waitFor()
  })
})
