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
import type { SessionDetail } from '~/shared/schemas/sessions'
import type { LogSetsResult } from '~/shared/schemas/sets'
import { callerFor } from '../support/caller'
import { checkScreen, waitForToast } from '../support/browser'
import { browserHarness } from '../support/browser-harness'
import { createSessionToken } from '../support/factories'
import { rest } from '../support/rest'

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

  it("reads a built-in rep workout's sets against its plan: reps, not seconds, on the page and over the API", async () => {
    const email = 'plans.athlete@example.test'
    const page = await h.signIn({ email, name: 'Plans Athlete' }, { width: 375 })
    const { db } = h.server.database
    const me = (await db.select().from(users).where(eq(users.email, email)).get())!
    const token = await createSessionToken(h.server.database, me.id)
    const builtIn = async (key: string) =>
      (await db.select().from(workouts).where(eq(workouts.builtinKey, key)).get())!
    const exerciseId = async (key: string) =>
      (await db.select().from(exercises).where(eq(exercises.builtinKey, key)).get())!.id
    const pullUps = await exerciseId('pull-ups')
    const log = async (sets: Record<string, unknown>[]) => {
      const res = await rest(h.server.url, 'POST', `/api/user/${me.id}/sets`, {
        token,
        body: { sets },
      })
      expect(res.status, res.text).toBe(200)
      return (res.body as LogSetsResult).sets[0]!.sessionId!
    }
    const at = (daysAgo: number, minute: number) =>
      new Date(noonDaysAgo(daysAgo).getTime() + minute * 60_000).toISOString()

    // Upper-Body Strength asks 4 sets of 6-8 pull-ups (its row's time estimate is 35 s): done
    // 8, 7, 6, 5, three on target.
    const upper = await builtIn('upper-body-strength')
    const straight = await log(
      [8, 7, 6, 5].map((reps, i) => ({
        clientId: crypto.randomUUID(),
        workoutId: upper.id,
        exerciseId: pullUps,
        setNumber: i + 1,
        reps,
        performedAt: at(2, i * 3),
      })),
    )
    await page.goto(`${h.server.url}/sessions/${straight}`)
    const pullUpsSection = page.getByRole('region', { name: 'Pull-ups' })
    await pullUpsSection.getByText('Planned: 4 sets · 6-8 reps', { exact: true }).waitFor()
    await pullUpsSection.getByText('4 of 4 sets · 3 on target', { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Not done' })
      .getByText('Dips · 4 sets · 8-10 reps', { exact: true })
      .waitFor()
    expect(await page.getByText(/\d+ s\b/).count()).toBe(0)
    await checkScreen(page, 'session-plan', 900)
    const detail = await rest(h.server.url, 'GET', `/api/user/${me.id}/sessions/${straight}`, {
      token,
    })
    expect(detail.status, detail.text).toBe(200)
    expect((detail.body as SessionDetail).plan?.exercises[0]).toMatchObject({
      exerciseId: pullUps,
      sets: 4,
      reps: '6-8',
      seconds: null,
      block: null,
    })

    // The AMRAP plans its score, not sets: five rounds of 5 pull-ups read as rounds.
    const amrap = await builtIn('amrap-20-5-10-15')
    const block = (await db
      .select()
      .from(workoutBlocks)
      .where(eq(workoutBlocks.workoutId, amrap.id))
      .get())!
    const rounds = await log(
      [1, 2, 3, 4, 5].map((round) => ({
        clientId: crypto.randomUUID(),
        workoutId: amrap.id,
        blockId: block.id,
        round,
        exerciseId: pullUps,
        setNumber: round,
        reps: 5,
        performedAt: at(1, round * 3),
      })),
    )
    await page.goto(`${h.server.url}/sessions/${rounds}`)
    const amrapSection = page.getByRole('region', { name: 'Pull-ups' })
    await amrapSection.getByText('Planned: AMRAP 20 min · 5 reps', { exact: true }).waitFor()
    await amrapSection.getByText('5 rounds · 5 on target', { exact: true }).waitFor()
    const amrapDetail = (
      await rest(h.server.url, 'GET', `/api/user/${me.id}/sessions/${rounds}`, { token })
    ).body as SessionDetail
    expect(amrapDetail.plan?.exercises[0]).toMatchObject({
      sets: null,
      reps: '5',
      seconds: null,
      block: { kind: 'amrap', minutes: 20 },
    })
  })
})
