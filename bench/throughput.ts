// Requests per second and server CPU per request, each against its baseline measured in the same
// run: the app and each baseline run as their own process (bench/support/
// bench-server.ts), autocannon drives 50 connections from this process, and subject and baseline
// are interleaved ROUNDS times; medians are printed. Run: npm run bench (or tsx bench/throughput.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { freePort } from '../tests/support/test-server'

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 4)
const CONNECTIONS = 50
const root = join(import.meta.dirname, '..')

interface Server {
  url: string
  child: ChildProcess
  firstLine: string
}

async function start(kind: string, jsonFile = ''): Promise<Server> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/support/bench-server.ts'), kind, String(port), jsonFile],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)))
    createInterface({ input: child.stdout! }).once('line', resolve)
  })
  return { url: `http://127.0.0.1:${port}`, child, firstLine }
}

/** utime + stime of a process, in seconds (clock ticks are 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

interface Run {
  rps: number
  p99: number
  cpuMsPerRequest: number
}

async function load(
  server: Server,
  options: Omit<autocannon.Options, 'url'> & { path?: string },
  seconds = SECONDS,
): Promise<Run> {
  const cpuBefore = cpuSeconds(server.child.pid!)
  const result = await autocannon({
    url: server.url + (options.path ?? ''),
    connections: CONNECTIONS,
    duration: seconds,
    ...options,
  })
  const cpu = cpuSeconds(server.child.pid!) - cpuBefore
  if (result.non2xx || result.errors) {
    throw new Error(
      `${server.url}${options.path ?? ''}: ${result.non2xx} non-2xx, ${result.errors} errors`,
    )
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMsPerRequest: (cpu * 1000) / result.requests.total,
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** ROUNDS interleaved runs of each, then the median of every figure. */
async function compare(a: () => Promise<Run>, b: () => Promise<Run>): Promise<[Run, Run]> {
  await a() // warm-up (JIT, caches), not counted
  await b()
  const as: Run[] = []
  const bs: Run[] = []
  for (let i = 0; i < ROUNDS; i++) {
    as.push(await a())
    bs.push(await b())
  }
  const summary = (runs: Run[]): Run => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
  })
  return [summary(as), summary(bs)]
}

const rows: string[][] = []
function row(
  measure: string,
  subject: Run,
  baseline: Run,
  name: string,
  ratio: number,
  goal?: number,
  lowerIsBetter = false,
) {
  const met = goal === undefined || (lowerIsBetter ? ratio <= goal : ratio >= goal)
  rows.push([
    measure,
    `${subject.rps.toFixed(0)} rps, p99 ${subject.p99} ms, ${subject.cpuMsPerRequest.toFixed(2)} ms CPU`,
    `${name}: ${baseline.rps.toFixed(0)} rps, ${baseline.cpuMsPerRequest.toFixed(2)} ms CPU`,
    ratio.toFixed(3),
    goal === undefined
      ? '(no goal)'
      : `${lowerIsBetter ? '≤' : '≥'} ${goal} ${met ? 'met' : 'MISSED'}`,
  ])
}

async function main() {
  const started = await start('app')
  const setup = JSON.parse(started.firstLine) as {
    url: string
    users: { id: number; token: string }[]
    workoutId: number
    exerciseIds: number[]
    dbFile: string
  }
  const app = { ...started, url: setup.url }
  const [athlete] = setup.users
  const auth = { authorization: `Bearer ${athlete!.token}` }
  // Read rows ask as a browser does: brotli, which the app then spends CPU on (the bare
  // baselines ignore it and send plain JSON).
  const asBrowser = { ...auth, 'accept-encoding': 'br' }
  const dir = mkdtempSync(join(tmpdir(), 'calisthenics-throughput-'))
  const save = async (path: string) => {
    const file = join(dir, path.replace(/\W+/g, '-') + '.json')
    writeFileSync(file, await (await fetch(app.url + path, { headers: auth })).text())
    return file
  }
  const workoutsJson = await save('/api/workouts')
  const dailyJson = await save('/trpc/workouts.daily')
  const bareHttpWorkouts = await start('bare-http', workoutsJson)
  const bareHttpDaily = await start('bare-http', dailyJson)
  const bareFastify = await start('bare-fastify', workoutsJson)
  const bareTrpc = await start('bare-trpc', dailyJson)
  const bareInsert = await start('bare-insert', setup.dbFile)
  try {
    const [rest, restBase] = await compare(
      () => load(app, { path: '/api/workouts', headers: asBrowser }),
      () => load(bareHttpWorkouts, { path: '/api/workouts' }),
    )
    row(
      'GET /api/workouts (REST, signed in)',
      rest,
      restBase,
      'bare node:http',
      rest.rps / restBase.rps,
      0.15,
    )

    const [daily, dailyBase] = await compare(
      () => load(app, { path: '/trpc/workouts.daily', headers: asBrowser }),
      () => load(bareHttpDaily, { path: '/trpc/workouts.daily' }),
    )
    row('tRPC workouts.daily', daily, dailyBase, 'bare node:http', daily.rps / dailyBase.rps, 0.1)

    const [, fastifyBase] = await compare(
      () => load(bareFastify, { path: '/api/workouts' }),
      () => load(bareFastify, { path: '/api/workouts' }),
    )
    const [, trpcBase] = await compare(
      () => load(bareTrpc, { path: '/trpc/workouts.daily' }),
      () => load(bareTrpc, { path: '/trpc/workouts.daily' }),
    )
    row(
      'server CPU per read (REST workouts)',
      rest,
      fastifyBase,
      'bare Fastify',
      rest.cpuMsPerRequest / fastifyBase.cpuMsPerRequest,
    )
    row(
      'server CPU per read (tRPC daily)',
      daily,
      trpcBase,
      'bare Fastify + tRPC adapter',
      daily.cpuMsPerRequest / trpcBase.cpuMsPerRequest,
      2,
      true,
    )

    // Writes last: they grow the database. Each request is the next of 50 users, rotating over
    // the workout's exercises; the baseline inserts one completion row per request.
    let n = 0
    const next = (path: (id: number) => string) => (req: autocannon.Request) => {
      const user = setup.users[n % setup.users.length]!
      const exerciseId =
        setup.exerciseIds[Math.floor(n / setup.users.length) % setup.exerciseIds.length]
      n++
      return {
        ...req,
        path: path(user.id),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ workoutId: setup.workoutId, exerciseId }),
      }
    }
    const [writes, insertBase] = await compare(
      () =>
        load(app, {
          method: 'POST',
          requests: [{ method: 'POST', setupRequest: next((id) => `/api/user/${id}/progress`) }],
        }),
      () =>
        load(app, {
          method: 'POST',
          requests: [{ method: 'POST', setupRequest: next(() => '/bench/insert') }],
        }),
    )
    row(
      'exercise completions (1 process)',
      writes,
      insertBase,
      'one INSERT, same stack',
      writes.rps / insertBase.rps,
      0.6,
    )

    // The set log at a gym's peak: each request logs one set (a new client id) for the next of
    // 50 athletes in the workout; the baseline is bare Fastify doing one INSERT into the set log
    // of the same database file, in its own process.
    const nextSet = (req: autocannon.Request) => {
      const user = setup.users[n % setup.users.length]!
      const exerciseId =
        setup.exerciseIds[Math.floor(n / setup.users.length) % setup.exerciseIds.length]!
      n++
      return {
        ...req,
        path: `/api/user/${user.id}/sets`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({
          clientId: randomUUID(),
          workoutId: setup.workoutId,
          exerciseId,
          setNumber: 1 + (Math.floor(n / 500) % 5),
          reps: 8,
        }),
      }
    }
    const nextInsert = (req: autocannon.Request) => {
      const user = setup.users[n++ % setup.users.length]!
      return {
        ...req,
        path: '/insert',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userId: user.id,
          clientId: randomUUID(),
          exerciseId: setup.exerciseIds[0],
        }),
      }
    }
    const [sets, bareInsertBase] = await compare(
      () => load(app, { method: 'POST', requests: [{ method: 'POST', setupRequest: nextSet }] }),
      () =>
        load(bareInsert, {
          method: 'POST',
          requests: [{ method: 'POST', setupRequest: nextInsert }],
        }),
    )
    row(
      'POST /api/user/{id}/sets (1 process)',
      sets,
      bareInsertBase,
      'bare Fastify, one INSERT, same file',
      sets.rps / bareInsertBase.rps,
      0.6,
    )
  } finally {
    for (const server of [app, bareHttpWorkouts, bareHttpDaily, bareFastify, bareTrpc, bareInsert])
      server.child.kill()
  }
  console.info(
    `Throughput: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, medians`,
  )
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const r of rows) console.info('  ' + r.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
}

await main()
