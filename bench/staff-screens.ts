// Staff screens against data size (the goal: flat up to 100k users): the admin stats, a trainer's
// client list and the admin user search, p95 over real HTTP at three sizes of the same run, each
// as a growth ratio against the smallest. The three sizes are up at once and each round asks all
// three in turn, so the machine's slow moments fall on every size alike (run one after another,
// the smallest size's p95 moved between 4 and 12 ms from run to run).
// Run: npm run bench (or tsx bench/staff-screens.ts).
import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { listClients } from '~/server/services/trainer/list-clients'
import { createSessionToken, createUser } from '../tests/support/factories'
import { startTestServer } from '../tests/support/test-server'

const SIZES = [
  { users: 1_000, clients: 10 },
  { users: 10_000, clients: 100 },
  { users: 100_000, clients: 1_000 },
]
const ROUNDS = Number(process.env.ROUNDS ?? 200)

async function prepare(size: (typeof SIZES)[number]) {
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
  // The trainer's clients' calendars: three workouts a week over the last 90 days, every other
  // one done, so the list's compliance has a quarter's entries to count.
  await client.execute({
    sql: `WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < 89)
      INSERT INTO calendar_entries (user_id, trainer_id, day, position, workout_id)
      SELECT u.id, ?, date('now', printf('-%d days', d.k)), 1, (SELECT min(id) FROM workouts)
      FROM users u, d WHERE u.trainer_id = ? AND d.k % 7 IN (0, 2, 4)`,
    args: [trainer.id, trainer.id],
  })
  await client.execute({
    sql: `INSERT OR IGNORE INTO workout_completions (user_id, workout_id, workout_title, day, completed_at)
      SELECT c.user_id, c.workout_id, 'Bulk', c.day, 0 FROM calendar_entries c WHERE c.id % 2 = 0`,
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
  return { server, calls, trainerId: trainer.id }
}

// Asked as a browser asks (keep-alive, brotli accepted) with node:http: undici's fetch in this
// same process added ~1.2 ms to each request and most of the p95 (measured beside a node:http
// client, which found the server's own time flat from 10 to 1,000 clients).
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
function get(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const prepared = []
for (const size of SIZES) prepared.push({ size, ...(await prepare(size)) })
const names = Object.keys(prepared[0]!.calls) as (keyof (typeof prepared)[number]['calls'])[]
const times = prepared.map(() => Object.fromEntries(names.map((n) => [n, [] as number[]])))
for (const name of names) {
  // The first rounds warm the JIT and the kept answers, untimed.
  for (let i = 0; i < ROUNDS + 10; i++) {
    for (const [at, { server, calls }] of prepared.entries()) {
      const { path, token } = calls[name]
      const start = performance.now()
      const status = await get(server.url + path, token)
      if (status !== 200) throw new Error(`${path}: ${status}`)
      if (i >= 10) times[at]![name]!.push(performance.now() - start)
    }
  }
}
// The list as made after a change (a completion, a calendar edit): the kept answer's cost when it
// is not kept, in this process, streaks and compliance included.
const made = prepared.map(() => [] as number[])
for (let i = 0; i < ROUNDS + 5; i++) {
  for (const [at, { server, trainerId }] of prepared.entries()) {
    const start = performance.now()
    await listClients({ db: server.database.db, trainerId })
    if (i >= 5) made[at]!.push(performance.now() - start)
  }
}
for (const { server } of prepared) await server.close()
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
console.info(
  `Staff screens, p95 of ${ROUNDS} requests per size, the sizes asked in turn; goal: at most 2x growth`,
)
for (const name of names) {
  const base = p95(times[0]![name]!)
  const cells = prepared.map(
    ({ size }, at) =>
      `${size.users / 1000}k users/${size.clients} clients ${p95(times[at]![name]!).toFixed(1)} ms (${(p95(times[at]![name]!) / base).toFixed(1)}x)`,
  )
  const growth = p95(times.at(-1)![name]!) / base
  console.info(`  ${name.padEnd(20)} ${cells.join('  ')}  ${growth <= 2 ? 'met' : 'MISSED'}`)
}
{
  const base = p95(made[0]!)
  const cells = prepared.map(
    ({ size }, at) =>
      `${size.clients} clients ${p95(made[at]!).toFixed(1)} ms (${(p95(made[at]!) / base).toFixed(1)}x)`,
  )
  console.info(
    `  client list made afresh (in process, streaks and compliance; not a goal row: it grows with the clients it lists) ${cells.join('  ')}`,
  )
}
