// docs/architecture.md#writes: the in-process write lock cannot order writers in two processes;
// the progress version claim (migration 0006) must. Two real servers (src/server/main.ts) share
// one database file, and one athlete's completions are sent to both at once.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  exerciseCompletions,
  userBadges,
  userSkills,
  workoutCompletions,
  workoutExercises,
  workouts,
  skills,
} from '~/server/db/schema'
import { loadCatalogue } from '~/server/db/catalogue'
import { openDatabase } from '~/server/db/client'
import { claimProgressVersion, readProgressState } from '~/server/services/progress/progress-state'
import { recordProgress } from '~/server/services/progress/record-progress'
import { levelFromBadges } from '~/shared/rules/levels'
import { createSessionToken, createUser, getUserRow } from '../support/factories'
import { rest } from '../support/rest'
import { createTestDatabase } from '../support/test-db'
import { freePort } from '../support/test-server'

const database = createTestDatabase()
const servers: { url: string; child: ChildProcess }[] = []

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const root = process.cwd()
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['--tsconfig', join(root, 'tsconfig.json'), join(root, 'src', 'server', 'main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return { url, child }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error('a server process did not become ready within 30 s')
}

beforeAll(async () => {
  await loadCatalogue(database)
  servers.push(...(await Promise.all([startServer(), startServer()])))
}, 60_000)
afterAll(() => {
  for (const s of servers) s.child.kill()
  database.close()
})

async function biggestWorkout() {
  const plan = await database.db
    .select({ workoutId: workoutExercises.workoutId, exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .all()
  const byWorkout = new Map<number, number[]>()
  for (const p of plan)
    byWorkout.set(p.workoutId, [...(byWorkout.get(p.workoutId) ?? []), p.exerciseId])
  const [workoutId, exerciseIds] = [...byWorkout].sort((a, b) => b[1].length - a[1].length)[0]!
  return { workoutId, exerciseIds }
}

describe('two server processes on one database', () => {
  it('count every completion of one athlete sent to both at once, and agree on streak, badges and level', async () => {
    const user = await createUser(database)
    const token = await createSessionToken(database, user.id)
    const { workoutId, exerciseIds } = await biggestWorkout()
    // Every exercise of the workout three times over, alternating between the two processes.
    const sends = [...exerciseIds, ...exerciseIds, ...exerciseIds].map((exerciseId, i) =>
      rest(servers[i % 2]!.url, 'POST', `/api/user/${user.id}/progress`, {
        token,
        body: { workoutId, exerciseId, sets: 1, reps: 5 },
      }),
    )
    const results = await Promise.all(sends)
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([])

    const exercisesLogged = await database.db
      .select({ n: count() })
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, user.id))
      .get()
    // Each exercise once: one already done that day records nothing again, whichever process
    // the repeat reached.
    expect(exercisesLogged?.n).toBe(new Set(exerciseIds).size)
    const completions = await database.db
      .select({ n: count() })
      .from(workoutCompletions)
      .where(
        and(eq(workoutCompletions.userId, user.id), eq(workoutCompletions.workoutId, workoutId)),
      )
      .get()
    expect(completions?.n).toBe(1)
    // The derived values are those of the final state, not of a writer that read too early.
    const row = await getUserRow(database, user.id)
    const earned = await database.db
      .select({ badgeId: userBadges.badgeId })
      .from(userBadges)
      .where(eq(userBadges.userId, user.id))
      .all()
    expect(row?.streak).toBe(1)
    expect(row?.progressVersion).toBe(sends.length)
    expect(earned.length).toBeGreaterThan(0)
    expect(new Set(earned.map((e) => e.badgeId)).size).toBe(earned.length)
    expect(row?.level).toBe(levelFromBadges(earned.length))
    const newBadges = results.flatMap((r) => (r.body as { newBadges: { id: number }[] }).newBadges)
    expect(newBadges.map((b) => b.id).sort()).toEqual(earned.map((e) => e.badgeId).sort())
  }, 60_000)

  it('unlock skills sent to both at once without losing one or leaving the level behind', async () => {
    const user = await createUser(database)
    const token = await createSessionToken(database, user.id)
    const all = await database.db.select({ id: skills.id }).from(skills).all()
    const results = await Promise.all(
      all.map((s, i) =>
        rest(servers[i % 2]!.url, 'PATCH', `/api/skills/${s.id}`, {
          token,
          body: { isUnlocked: true },
        }),
      ),
    )
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([])
    const unlocked = await database.db
      .select({ n: count() })
      .from(userSkills)
      .where(eq(userSkills.userId, user.id))
      .get()
    expect(unlocked?.n).toBe(all.length)
    const earned = await database.db
      .select({ n: count() })
      .from(userBadges)
      .where(eq(userBadges.userId, user.id))
      .get()
    expect((await getUserRow(database, user.id))?.level).toBe(levelFromBadges(earned?.n ?? 0))
  }, 60_000)
})

describe('the progress version claim', () => {
  it('refuses a write based on a state another writer has changed since, and a retry reads afresh', async () => {
    const user = await createUser(database)
    const { workoutId, exerciseIds } = await biggestWorkout()
    const stale = await readProgressState(database.db, user.id, new Date(), workoutId)
    await recordProgress({
      database,
      input: { userId: user.id, workoutId, exerciseId: exerciseIds[0] },
    })
    await expect(database.commit([claimProgressVersion(stale, { streak: 99 })])).rejects.toThrow(
      /stale progress write/,
    )
    const row = await getUserRow(database, user.id)
    expect(row?.streak).toBe(0)
    expect(row?.progressVersion).toBe(1)
    // The refused batch left no transaction open: the next write commits and is seen elsewhere.
    await recordProgress({
      database,
      input: { userId: user.id, workoutId, exerciseId: exerciseIds[1] },
    })
    // A second connection to the same file, as another process has.
    const other = openDatabase(database.url)
    const logged = await other.db
      .select({ n: count() })
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, user.id))
      .get()
    other.close()
    expect(logged?.n).toBe(2)
    expect((await getUserRow(database, user.id))?.progressVersion).toBe(2)
  })

  it('refuses a completion of a workout that does not exist with 404 and writes nothing', async () => {
    const user = await createUser(database)
    const token = await createSessionToken(database, user.id)
    const ids = await database.db.select({ id: workouts.id }).from(workouts).all()
    const res = await rest(servers[0]!.url, 'POST', `/api/user/${user.id}/progress`, {
      token,
      body: { workoutId: Math.max(...ids.map((w) => w.id)) + 1000 },
    })
    expect(res.status).toBe(404)
    expect((await getUserRow(database, user.id))?.progressVersion).toBe(0)
  })
})
