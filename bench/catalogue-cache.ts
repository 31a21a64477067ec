// The catalogue cache: listing the workouts from the cache (one version lookup) against loading
// and converting them from the database every time (what every request did before), on the same
// database in the same run. Prints microseconds per call and the ratio. Run: npm run bench
import { performance } from 'node:perf_hooks'
import { loadAllWorkouts, listWorkouts } from '../src/server/services/catalogue/list-workouts'
import { loadCatalogue } from '../src/server/db/catalogue'
import { createTestDatabase, ensureBaseDatabase } from '../tests/support/test-db'

const ROUNDS = Number(process.env.ROUNDS ?? 2_000)

async function main() {
  await ensureBaseDatabase()
  const database = createTestDatabase()
  await loadCatalogue(database)
  const db = database.db
  async function time(fn: () => Promise<unknown>) {
    for (let i = 0; i < 100; i++) await fn()
    const start = performance.now()
    for (let i = 0; i < ROUNDS; i++) await fn()
    return ((performance.now() - start) * 1000) / ROUNDS
  }
  const a1 = await time(() => loadAllWorkouts(db))
  const b1 = await time(() => listWorkouts({ db }))
  const a2 = await time(() => loadAllWorkouts(db))
  const b2 = await time(() => listWorkouts({ db }))
  const uncached = (a1 + a2) / 2
  const cached = (b1 + b2) / 2
  const count = (await listWorkouts({ db })).length
  console.info(`Catalogue, ${ROUNDS} calls x2, ${count} workouts`)
  console.info(`  load and convert each time: ${uncached.toFixed(0)} µs`)
  console.info(
    `  cached (version lookup):    ${cached.toFixed(0)} µs   ratio ${(uncached / cached).toFixed(1)}x`,
  )
  database.close()
}

void main()
