// Staff screens against data size (issue 12: flat at 100k users): the admin stats, a trainer's
// client list and the admin user search, p95 over real HTTP at three sizes of the same run, each
// as a growth ratio against the smallest. Run: npm run bench (or tsx bench/staff-screens.ts).
import { performance } from 'node:perf_hooks'
import { createSessionToken, createUser } from '../tests/support/factories'
import { startTestServer } from '../tests/support/test-server'

const SIZES = [
  { users: 1_000, clients: 10 },
  { users: 10_000, clients: 100 },
  { users: 100_000, clients: 1_000 },
]
const ROUNDS = Number(process.env.ROUNDS ?? 100)

async function measure(size: (typeof SIZES)[number]) {
  const server = await startTestServer()
  const { client } = server.database
  const admin = await createUser(server.database, { role: 'admin' })
  const trainer = await createUser(server.database, { role: 'trainer' })
  // Bulk data in SQL: `users` athletes (the first `clients` of them the trainer's), ten completed
  // workouts each, spread evenly over the last year (so about 3 % of athletes are active).
  await client.execute({
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      INSERT INTO users (username, email, google_id, user_type_id, trainer_id, time_zone)
      SELECT printf('athlete-%06d', i), printf('athlete-%06d@example.test', i), 'bulk-' || i,
        (SELECT id FROM user_types WHERE name = 'user'), CASE WHEN i <= ? THEN ? END,
        CASE i % 3 WHEN 0 THEN 'UTC' WHEN 1 THEN 'America/New_York' ELSE 'Asia/Tokyo' END
      FROM n`,
    args: [size.users, size.clients, trainer.id],
  })
  await client.execute({
    sql: `WITH RECURSIVE k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < 9)
      INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at)
      SELECT u.id, NULL, 'Bulk', date('now', printf('-%d days', (u.id * 7 + k.j * 37) % 365)), 0
      FROM users u, k WHERE u.username LIKE 'athlete-%'`,
    args: [],
  })
  const adminToken = await createSessionToken(server.database, admin.id)
  const trainerToken = await createSessionToken(server.database, trainer.id)
  const wanted = `athlete-${String(Math.floor(size.users / 2)).padStart(6, '0')}`
  const calls = {
    'admin stats': { path: '/api/admin/stats', token: adminToken },
    'trainer client list': { path: '/api/trainer/users', token: trainerToken },
    'admin user search': { path: `/api/admin/users?query=${wanted}`, token: adminToken },
  }
  const p95: Record<string, number> = {}
  for (const [name, { path, token }] of Object.entries(calls)) {
    const times: number[] = []
    for (let i = 0; i < ROUNDS + 10; i++) {
      const start = performance.now()
      const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${path}: ${res.status}`)
      if (i >= 10) times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    p95[name] = times[Math.floor(times.length * 0.95)]!
  }
  await server.close()
  return p95
}

// The smallest size once untimed first: the first server of the process also warms the JIT.
await measure(SIZES[0]!)
const results = []
for (const size of SIZES) results.push({ size, p95: await measure(size) })
console.info(`Staff screens, p95 of ${ROUNDS} sequential requests; goal: at most 2x growth`)
for (const name of Object.keys(results[0]!.p95)) {
  const base = results[0]!.p95[name]!
  const cells = results.map(
    ({ size, p95 }) =>
      `${size.users / 1000}k users/${size.clients} clients ${p95[name]!.toFixed(1)} ms (${(p95[name]! / base).toFixed(1)}x)`,
  )
  const growth = results.at(-1)!.p95[name]! / base
  console.info(`  ${name.padEnd(20)} ${cells.join('  ')}  ${growth <= 2 ? 'met' : 'MISSED'}`)
}
