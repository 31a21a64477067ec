// One athlete's growing history (docs/product.md#set-log): with 300, 3,000 and 30,000 logged sets
// over 60 exercises (half of them on the measured one, so its page of history is full at every
// size), the milliseconds of logging a set,
// reading their records, a page of one exercise's history (the newest 100 sets, as the profile
// asks) and the player's 'Last time' read, through the app's own services on a fresh migrated
// file database, and a correction (PATCH) on an old day. Prints each figure and its ratio to the
// 300-set row (goal: at most 1.5x at 30,000). Then the whole log at 10,000 and 1,000,000 sets
// around one athlete: a correction and a removal on an old day (goal: the same cost at both).
// Run: npm run bench
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { asc, sql } from 'drizzle-orm'
import { exercises, loggedSets } from '~/server/db/schema'
import { getLastSession } from '~/server/services/progression/get-last-session'
import { rankedBests } from '~/server/services/sets/exercise-bests'
import { markedSets } from '~/server/services/sets/set-marks'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import { listRecords } from '~/server/services/sets/list-records'
import { listSets } from '~/server/services/sets/list-sets'
import { logSets } from '~/server/services/sets/log-sets'
import { deleteSet } from '~/server/services/sets/delete-set'
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
  // The history, straight into the log: a set a day per exercise, back over the years. Each
  // exercise's first three sets are 5, 6 and 7 reps with 10 kg and the later ones 5 to 7 reps
  // without load: every size keeps the same bests (four per exercise), so the records answer
  // alike and only the history behind them grows.
  const seen = new Map<number, number>()
  await database.write(async (db) => {
    for (let start = 0; start < size; start += 500) {
      await db
        .insert(loggedSets)
        .values(
          Array.from({ length: Math.min(500, size - start) }, (_, k) => {
            const i = start + k
            const at = new Date(Date.now() - (Math.floor(i / ids.length) + 2) * 86_400_000)
            const exerciseId = i % 2 === 0 ? ids[0]! : ids[1 + ((i >> 1) % (ids.length - 1))]!
            const n = seen.get(exerciseId) ?? 0
            seen.set(exerciseId, n + 1)
            return {
              userId: user.id,
              clientId: randomUUID(),
              exerciseId,
              setNumber: 1,
              reps: 5 + (n % 3),
              loadKg: n < 3 ? 10 : null,
              day: at.toISOString().slice(0, 10),
              performedAt: at,
            }
          }),
        )
        .run()
    }
  })
  // The bests and marks such a history keeps, as the migrations compute them for an existing log.
  await database.write((db) =>
    db.batch([
      db.run(rankedBests(sql`l.user_id = ${user.id}`)),
      db.run(sql`UPDATE logged_sets SET records = m.records, first_time = m.first_time
        FROM (${markedSets(sql`l.user_id = ${user.id}`)}) AS m WHERE logged_sets.id = m.id`),
    ]),
  )
  const exerciseId = ids[0]!
  const oldSet = (
    await listSets({ db: database.db, userId: user.id, exerciseId, limit: SET_LIMITS.maxListLimit })
  ).at(-1)!
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
        listSets({ db: database.db, userId: user.id, exerciseId }),
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
database.close()
print(`One athlete's history, ${ROUNDS} rounds, median ms (ratio to ${SIZES[0]} sets)`, rows)

// The whole log growing around one athlete with 1,000 sets: a correction and a removal of one of
// their old sets, with 10,000 and with 1,000,000 sets in the log (the rest are 100 others').
const LOG_SIZES = [10_000, 1_000_000]
const OTHERS = 100
const logRows: { size: number; figures: Record<string, number> }[] = []
for (const size of LOG_SIZES) {
  const log = createTestDatabase()
  await loadCatalogue(log)
  const me = await createUser(log)
  const others = []
  for (let i = 0; i < OTHERS; i++) others.push((await createUser(log)).id)
  const fill = async (userIds: number[], count: number) =>
    log.write((db) =>
      db.run(sql`
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1}),
          u(k, id) AS (SELECT key, value FROM json_each(${JSON.stringify(userIds)})),
          e(k, id) AS (SELECT key, value FROM json_each(${JSON.stringify(ids)}))
        INSERT INTO logged_sets (user_id, client_id, exercise_id, set_number, reps, day,
          performed_at)
        SELECT u.id, lower(hex(randomblob(16))), e.id, 1, 5 + n.i % 3,
          date('now', '-' || (n.i / ${ids.length * userIds.length} + 2) || ' days'),
          (unixepoch('now') - (n.i / ${ids.length * userIds.length} + 2) * 86400) * 1000
        FROM n JOIN u ON u.k = n.i % ${userIds.length}
          JOIN e ON e.k = (n.i / ${userIds.length}) % ${ids.length}`),
    )
  await fill([me.id], 1_000)
  await fill(others, size - 1_000)
  await log.write((db) =>
    db.batch([
      db.run(rankedBests(sql`l.user_id = ${me.id}`)),
      db.run(sql`UPDATE logged_sets SET records = m.records, first_time = m.first_time
        FROM (${markedSets(sql`l.user_id = ${me.id}`)}) AS m WHERE logged_sets.id = m.id`),
    ]),
  )
  const old = (
    await listSets({ db: log.db, userId: me.id, limit: SET_LIMITS.maxListLimit })
  ).reverse()
  let reps = 5
  let next = 1
  logRows.push({
    size,
    figures: {
      'correct an old set': await median(() =>
        updateSet({
          database: log,
          input: { userId: me.id, setId: old[0]!.id, reps: (reps += 1) },
        }),
      ),
      'remove an old set': await median(() =>
        deleteSet({ database: log, userId: me.id, setId: old[next++]!.id }),
      ),
    },
  })
  log.close()
}
print(`The whole log, ${ROUNDS} rounds, median ms (ratio to ${LOG_SIZES[0]} sets)`, logRows)

function print(title: string, table: { size: number; figures: Record<string, number> }[]) {
  console.info(title)
  const base = table[0]!.figures
  for (const { size, figures } of table) {
    const cells = Object.entries(figures).map(
      ([name, ms]) => `${name} ${ms.toFixed(1)} (${(ms / (base[name] ?? ms)).toFixed(1)}x)`,
    )
    console.info(`  ${size.toLocaleString('en').padStart(9)} sets: ${cells.join(' · ')}`)
  }
}
