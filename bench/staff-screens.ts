// Staff screens against data size (the goal: flat up to 100k users): the admin stats, a trainer's
// client list and the admin user search, p95 over real HTTP at three sizes of the same run, each
// as a growth ratio against the smallest. The three sizes are up at once and each round asks all
// three in turn, so the machine's slow moments fall on every size alike (run one after another,
// the smallest size's p95 moved between 4 and 12 ms from run to run).
// Run: npm run bench (or tsx bench/staff-screens.ts).
import { Agent } from 'node:http'
import { performance } from 'node:perf_hooks'
import { listClients } from '~/server/services/trainer/list-clients'
import { getAsBrowser, prepareStaffData, type StaffSize } from './support/staff-data'

const SIZES = [
  { users: 1_000, clients: 10 },
  { users: 10_000, clients: 100 },
  { users: 100_000, clients: 1_000 },
]
const ROUNDS = Number(process.env.ROUNDS ?? 200)

async function prepare(size: StaffSize) {
  const { server, trainerId, adminToken, trainerToken } = await prepareStaffData(size)
  const wanted = `athlete-${String(Math.floor(size.users / 2)).padStart(6, '0')}`
  const calls = {
    'admin stats': { path: '/api/admin/stats', token: adminToken },
    'trainer client list': { path: '/api/trainer/users', token: trainerToken },
    'admin user search': { path: `/api/admin/users?query=${wanted}`, token: adminToken },
  }
  return { server, calls, trainerId }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const get = (url: string, token: string) => getAsBrowser(agent, url, token)

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
