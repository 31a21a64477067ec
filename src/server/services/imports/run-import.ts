// Writing an import in the background (docs/architecture.md#background-imports): batches of
// rows, each one transaction through the write queue, and a rest as long as the batch took
// between two, so other users' requests are answered while a large file imports; progress and
// a heartbeat on the import's row after each batch.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { exercises, imports, loggedSets, trainingSessions } from '../../db/schema'
import { IMPORT_LIMITS } from '~/shared/schemas/imports'
import { recomputeExercise } from '../sets/exercise-bests'
import type { ImportPlan } from './plan-import'
import { recomputeProgress } from './recompute-progress'

interface Running {
  cancelled: boolean
  done: Promise<void>
}

// The imports this process is writing, so an undo can stop one first.
const running = new WeakMap<Database, Map<number, Running>>()

function runningOf(database: Database): Map<number, Running> {
  let map = running.get(database)
  if (!map) running.set(database, (map = new Map()))
  return map
}

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * After a batch that took `ms`, as long again before the next (at least a few ms): an import
 * takes at most about half of the writer and the event loop, the rest stays with everyone else.
 */
const restAfter = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(5, ms)))

/** Stops this process's run of the import, if any, once its current batch is written. */
export async function stopImport(database: Database, importId: number): Promise<void> {
  const run = runningOf(database).get(importId)
  if (!run) return
  run.cancelled = true
  await run.done
}

/** Starts writing `plan` as import `importId` in the background; its row tells how it goes. */
export function startRun(args: {
  database: Database
  userId: number
  importId: number
  plan: ImportPlan
  exerciseIds: Map<string, number | null>
  countsTowardStreak: boolean
  log?: (error: unknown) => void
}): Promise<void> {
  const map = runningOf(args.database)
  const state: Running = { cancelled: false, done: Promise.resolve() }
  state.done = runImport(args, state).finally(() => map.delete(args.importId))
  map.set(args.importId, state)
  return state.done
}

async function runImport(
  {
    database,
    userId,
    importId,
    plan,
    exerciseIds,
    countsTowardStreak,
    log,
  }: Parameters<typeof startRun>[0],
  state: Running,
): Promise<void> {
  const db = database.db
  try {
    await breathe()
    const ids = await resolveExercises(database, userId, importId, exerciseIds)
    let setCount = 0
    for (let start = 0; start < plan.sets.length; start += IMPORT_LIMITS.batchRows) {
      if (state.cancelled) return
      const began = performance.now()
      const batch = plan.sets.slice(start, start + IMPORT_LIMITS.batchRows)
      const sessionIndexes = [...new Set(batch.map((s) => s.sessionIndex))]
      const results = await database.commit([
        ...sessionIndexes.map((i) => {
          const s = plan.sessions[i]
          if (!s) throw new Error('import plan without its session')
          return db
            .insert(trainingSessions)
            .values({ userId, workoutId: null, importId, ...s })
            .onConflictDoNothing()
        }),
        ...(countsTowardStreak
          ? sessionIndexes.map((i) => {
              const s = plan.sessions[i]
              if (!s) throw new Error('import plan without its session')
              return db.run(sql`INSERT INTO workout_completions
                (user_id, workout_id, workout_title, day, completed_at, from_sets, import_id)
                SELECT ${userId}, NULL, ${s.title}, ${s.day}, ${s.endedAt.getTime()}, 1, ${importId}
                WHERE NOT EXISTS (SELECT 1 FROM workout_completions WHERE user_id = ${userId}
                  AND workout_id IS NULL AND day = ${s.day} AND workout_title = ${s.title})`)
            })
          : []),
        db
          .insert(loggedSets)
          .values(
            batch.map((s) => {
              const session = plan.sessions[s.sessionIndex]
              return {
                userId,
                clientId: s.clientId,
                workoutId: null,
                exerciseId: ids.get(s.exercise) ?? 0,
                setNumber: s.setNumber,
                reps: s.reps,
                seconds: s.seconds,
                loadKg: s.loadKg,
                rpe: s.rpe,
                day: s.day,
                performedAt: s.performedAt,
                sessionId: sql`(SELECT id FROM training_sessions WHERE user_id = ${userId}
                  AND workout_key = ${session?.workoutKey ?? 0} AND day = ${s.day})`,
                importId,
              }
            }),
          )
          .onConflictDoNothing()
          .returning({ id: loggedSets.id }),
      ])
      setCount += (results.at(-1) as unknown[]).length
      await database.commit([
        db
          .update(imports)
          .set({ rowsDone: start + batch.length, setCount, heartbeatAt: new Date() })
          .where(eq(imports.id, importId)),
      ])
      await restAfter(performance.now() - began)
    }
    // Records and first-time marks of every exercise the file touched, afresh.
    for (const exerciseId of new Set(ids.values())) {
      if (state.cancelled) return
      const began = performance.now()
      await database.commit(recomputeExercise(db, userId, exerciseId))
      await database.commit([
        db.update(imports).set({ heartbeatAt: new Date() }).where(eq(imports.id, importId)),
      ])
      await restAfter(performance.now() - began)
    }
    if (countsTowardStreak) await recomputeProgress(database, userId)
    await database.commit([
      db
        .update(imports)
        .set({
          status: 'done',
          finishedAt: new Date(),
          setCount,
          sessionCount: sql`(SELECT count(*) FROM training_sessions WHERE import_id = ${importId})`,
        })
        .where(eq(imports.id, importId)),
    ])
  } catch (error) {
    log?.(error)
    await database
      .commit([
        db
          .update(imports)
          .set({
            status: 'failed',
            finishedAt: new Date(),
            error:
              'The import stopped on an error. Undo it to remove what it wrote, then try again.',
          })
          .where(eq(imports.id, importId)),
      ])
      .catch(() => undefined)
  }
}

/**
 * Each name's exercise id: the mapped one, or the athlete's own exercise of that name, made
 * when new (kept in the import's options, so undo removes those left without sets).
 */
async function resolveExercises(
  database: Database,
  userId: number,
  importId: number,
  exerciseIds: Map<string, number | null>,
): Promise<Map<string, number>> {
  const db = database.db
  const ids = new Map<string, number>()
  const created: number[] = []
  for (const [name, id] of exerciseIds) {
    if (id !== null) {
      ids.set(name, id)
      continue
    }
    const own = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(sql`${exercises.ownerId} = ${userId} AND ${exercises.name} = ${name}`)
      .get()
    if (own) {
      ids.set(name, own.id)
      continue
    }
    const [rows] = (await database.commit([
      db
        .insert(exercises)
        .values({
          name,
          description: 'Your own exercise, brought by an import.',
          category: 'other',
          equipment: 'none',
          instructions: '',
          icon: 'other',
          ownerId: userId,
        })
        .returning({ id: exercises.id }),
    ])) as [{ id: number }[]]
    const made = rows[0]
    if (!made) throw new Error('own exercise not made')
    ids.set(name, made.id)
    created.push(made.id)
  }
  if (created.length > 0)
    await database.commit([
      db
        .update(imports)
        .set({
          options: sql`json_set(${imports.options}, '$.createdExerciseIds', json(${JSON.stringify(created)}))`,
        })
        .where(eq(imports.id, importId)),
    ])
  return ids
}
