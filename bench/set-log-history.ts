// One athlete's growing history (docs/product.md#set-log): with 300, 3,000 and 30,000 logged sets
// over 60 exercises, the milliseconds of logging a set, reading their records, one exercise's
// history (500 sets) and the player's 'Last time' read, through the app's own services on a
// fresh migrated file database, and a correction (PATCH) on an old day. Prints each figure and
// its ratio to the 300-set row (goal: at most 1.5x at 30,000). Run: npm run bench
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { asc, sql } from 'drizzle-orm'
import { exercises, loggedSets } from '~/server/db/schema'
import { getLastSession } from '~/server/services/progression/get-last-session'
import { rankedBests } from '~/server/services/sets/exercise-bests'
import { listRecords } from '~/server/services/sets/list-records'
import { listSets } from '~/server/services/sets/list-sets'
import { logSets } from '~/server/services/sets/log-sets'
import { updateSet } from '~/server/services/sets/update-set'
import { loadCatalogue } from '~/server/db/catalogue'
import { createUser } from '../tests/support/factories'
import { createTestDatabase, ensureBaseDatabase } from '../tests/support/test-db'

const SIZES = [300, 3_000, 30_000]
/** A first athlete measured and not printed: the first size would carry the JIT's warm-up. */
const WARM_UP = 300
const ROUNDS = Number(process.env.ROUNDS ?? 15)

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? 0
}

await ensureBaseDatabase()
const database = createTestDatabase()
await loadCatalogue(database)
const ids = (
  await database.db.select({ id: exercises.id }).from(exercises).orderBy(asc(exercises.id)).all()
)
  .map((e) => e.id)
  .slice(0, 60)
const rows: { size: number; figures: Record<string, number> }[] = []
for (const size of [WARM_UP, ...SIZES]) {
  const user = await createUser(database)
  // The history, straight into the log: a set a day per exercise, back over the years.
  await database.write(async (db) => {
    for (let start = 0; start < size; start += 500) {
      await db
        .insert(loggedSets)
        .values(
          Array.from({ length: Math.min(500, size - start) }, (_, k) => {
            const i = start + k
            const at = new Date(Date.now() - (Math.floor(i / ids.length) + 2) * 86_400_000)
            return {
              userId: user.id,
              clientId: randomUUID(),
              exerciseId: ids[i % ids.length]!,
              setNumber: 1,
              reps: 5 + (i % 7),
              loadKg: i % 3 === 0 ? 10 : null,
              day: at.toISOString().slice(0, 10),
              performedAt: at,
            }
          }),
        )
        .run()
    }
  })
  // The bests such a history keeps, as the migration ranks them for an existing log.
  await database.write((db) => db.run(rankedBests(sql`l.user_id = ${user.id}`)))
  const exerciseId = ids[0]!
  const oldSet = (await listSets({ db: database.db, userId: user.id, exerciseId, limit: 500 })).at(
    -1,
  )!
  let reps = 5
  rows.push({
    size,
    figures: {
      'log a set': await median(() =>
        logSets({
          database,
          userId: user.id,
          timeZone: 'UTC',
          sets: [{ clientId: randomUUID(), exerciseId, setNumber: 1, reps: 8 }],
          paths: [[]],
        }),
      ),
      records: await median(() => listRecords({ db: database.db, userId: user.id })),
      'exercise history': await median(() =>
        listSets({ db: database.db, userId: user.id, exerciseId, limit: 500 }),
      ),
      'last time': await median(() =>
        getLastSession({ db: database.db, userId: user.id, exerciseId }),
      ),
      'correct an old set': await median(() =>
        updateSet({ database, input: { userId: user.id, setId: oldSet.id, reps: (reps += 1) } }),
      ),
    },
  })
}
rows.shift()
console.info(`One athlete's history, ${ROUNDS} rounds, median ms (ratio to ${SIZES[0]} sets)`)
const base = rows[0]!.figures
for (const { size, figures } of rows) {
  const cells = Object.entries(figures).map(
    ([name, ms]) => `${name} ${ms.toFixed(1)} (${(ms / (base[name] ?? ms)).toFixed(1)}x)`,
  )
  console.info(`  ${String(size).padStart(6)} sets: ${cells.join(' · ')}`)
}
database.close()
