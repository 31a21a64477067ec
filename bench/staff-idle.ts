// The trainer's client list at 1,000 clients, rebuilt after a change (a client's row edited, as a
// weigh-in does): warm (one change and read after another), after each thing that an idle server
// loses (its compiled statements, SQLite's page cache, the OS's cache of the file, V8's warm code
// and heap), and after really waiting IDLE_SECONDS with nothing asked. Also whether the list is
// rebuilt at all after the wait when nothing changed. Medians and maxima over real HTTP, in this
// process, so an idle wait idles the server too.
// Run: tsx bench/staff-idle.ts (IDLE_SECONDS=600 for the ten minutes of the report; default 60).
import { spawnSync } from 'node:child_process'
import { Agent } from 'node:http'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { forgetCompiledStatements } from '~/server/db/statement-cache'
import { getKeptClients } from '~/server/services/trainer/kept-clients'
import { getAsBrowser, prepareStaffData } from './support/staff-data'

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 60)
const WARM = Number(process.env.WARM ?? 15)
const TRIES = Number(process.env.TRIES ?? 3)

const { server, trainerId, trainerToken } = await prepareStaffData({
  users: 100_000,
  clients: 1_000,
})
const { client } = server.database
const someClient = Number(
  (
    await client.execute({
      sql: 'SELECT min(id) FROM users WHERE trainer_id = ?',
      args: [trainerId],
    })
  ).rows[0]![0],
)

let agent = new Agent({ keepAlive: true, maxSockets: 1 })
const get = (path: string) => getAsBrowser(agent, server.url + path, trainerToken)

/** ms of one GET of the list. */
async function ask(): Promise<number> {
  const start = performance.now()
  const status = await get('/api/trainer/users')
  if (status !== 200) throw new Error(`/api/trainer/users: ${status}`)
  return performance.now() - start
}

let weight = 60
/** A change the list shows (its version is bumped by trigger), then the list: ms of the read. */
async function changeThenAsk(): Promise<number> {
  weight = weight === 60 ? 61 : 60
  await client.execute({
    sql: 'UPDATE users SET weight = ? WHERE id = ?',
    args: [weight, someClient],
  })
  return ask()
}

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as (options?: { type: 'major'; execution: 'sync' }) => void

const LOSSES: Record<string, () => Promise<void> | void> = {
  'compiled statements forgotten': () => forgetCompiledStatements(),
  "SQLite's page cache emptied (PRAGMA shrink_memory)": async () => {
    await client.execute('PRAGMA shrink_memory')
  },
  "the OS's cache of the database file dropped": () => {
    for (const file of [server.database.path, `${server.database.path}-wal`]) {
      const dd = spawnSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0'], { stdio: 'ignore' })
      if (dd.status !== 0) throw new Error(`dd could not drop the cache of ${file}`)
    }
  },
  // V8 flushes the bytecode of functions unused over several full collections, which is what
  // its memory reducer runs on an idle process.
  'eight full collections (V8 ages and flushes unused code)': () => {
    for (let i = 0; i < 8; i++) gc({ type: 'major', execution: 'sync' })
  },
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!
const format = (v: number[]) =>
  `median ${median(v).toFixed(1)} ms, max ${Math.max(...v).toFixed(1)} ms`
const lines: string[] = []

async function warmUp() {
  for (let i = 0; i < 3; i++) await changeThenAsk()
}

await warmUp()
const warm: number[] = []
for (let i = 0; i < WARM; i++) warm.push(await changeThenAsk())
lines.push(`warm, a change then the list (${WARM} times): ${format(warm)}`)
const keptRead: number[] = []
for (let i = 0; i < WARM; i++) keptRead.push(await ask())
lines.push(`the kept list, nothing changed (${WARM} times): ${format(keptRead)}`)

// The kept list was once kept per UTC quarter hour: an idle trainer's next read was a rebuild.
// Now it holds until a client's local midnight; read in process a quarter hour and an hour on.
for (const minutes of [15, 60]) {
  const before = await getKeptClients({ db: server.database.db, trainerId })
  const at = new Date(Date.now() + minutes * 60_000)
  const start = performance.now()
  const list = await getKeptClients({ db: server.database.db, trainerId, now: at })
  const ms = performance.now() - start
  lines.push(
    `the list ${minutes} minutes on, nothing changed (in process): ${ms.toFixed(1)} ms, ` +
      `${list === before ? 'the kept one' : 'made again'}`,
  )
}

for (const [name, lose] of Object.entries(LOSSES)) {
  const after: number[] = []
  for (let i = 0; i < TRIES; i++) {
    await warmUp()
    await lose()
    after.push(await changeThenAsk())
  }
  lines.push(`after ${name}, a change then the list (${TRIES} times): ${format(after)}`)
}

await warmUp()
await ask()
const keptBefore = await getKeptClients({ db: server.database.db, trainerId })
const quarterBefore = Math.floor(Date.now() / 900_000)
await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
const crossed = Math.floor(Date.now() / 900_000) !== quarterBefore
// The server has long closed the idle connection: a new one, as a browser would open.
agent.destroy()
agent = new Agent({ keepAlive: true, maxSockets: 1 })
const unchanged = await ask()
const kept = (await getKeptClients({ db: server.database.db, trainerId })) === keptBefore
const changed = await changeThenAsk()
const again = await changeThenAsk()
lines.push(
  `after ${IDLE_SECONDS} s idle: the list with nothing changed ${unchanged.toFixed(1)} ms, ` +
    `${kept ? 'the kept one' : 'made again'} ` +
    `(${crossed ? 'a UTC quarter hour began during the wait' : 'within one UTC quarter hour'}), ` +
    `then a change and the list ${changed.toFixed(1)} ms, and again ${again.toFixed(1)} ms`,
)

await server.close()
agent.destroy()
console.info('Trainer client list at 1,000 clients (100k users), rebuilt after a change, over HTTP')
for (const line of lines) console.info(`  ${line}`)
