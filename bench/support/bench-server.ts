// One server process for bench/throughput.ts, so the load generator and the server each have a
// core. `tsx bench/support/bench-server.ts <kind> <port> [json file]` (the app picks its own port):
//   app           the real app (fresh migrated file database, demo catalogue, request logging
//                 on, rate limits off: they would cap one address long before the server does),
//                 plus POST /bench/insert: the same session check and write lock, one INSERT;
//                 prints {url, users: [{id, token}], workoutId, exerciseIds} as one JSON line.
//   bare-http     node:http answering every request with the bytes of the json file
//   bare-fastify  Fastify answering every request with the bytes of the json file
//   bare-trpc     Fastify with tRPC's Fastify adapter and one query returning the json file's
//                 value (parsed), under the same path as the app's (/trpc/workouts.daily)
//   bare-insert   Fastify with a plain libSQL client on the database file given (the app's),
//                 POST /insert doing one INSERT of the set in its body into the set log
// Every kind prints `ready` once it listens.
import { createWriteStream, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createClient } from '@libsql/client'
import { initTRPC } from '@trpc/server'
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify'
import Fastify, { type FastifyInstance } from 'fastify'
import { validateSessionToken } from '~/server/auth/session'
import type { Database } from '~/server/db/client'
import { exerciseCompletions, workoutExercises } from '~/server/db/schema'
import { createSessionToken, createUser } from '../../tests/support/factories'
import { startTestServer } from '../../tests/support/test-server'

const [kind, portText, jsonFile] = process.argv.slice(2)
const port = Number(portText)
const USERS = 50

async function app() {
  const { database, url } = await startTestServer(
    {},
    { logStream: createWriteStream('/dev/null'), beforeListen: addInsertBaseline },
  )
  const users = []
  for (let i = 0; i < USERS; i++) {
    const user = await createUser(database)
    users.push({ id: user.id, token: await createSessionToken(database, user.id) })
  }
  // The workout with the most exercises: recording one rarely completes it, like most writes.
  const plan = await database.db.select().from(workoutExercises).all()
  const counts = new Map<number, number[]>()
  for (const p of plan) counts.set(p.workoutId, [...(counts.get(p.workoutId) ?? []), p.exerciseId])
  const [workoutId, exerciseIds] = [...counts].sort((a, b) => b[1].length - a[1].length)[0]!
  const dbFile = (database as Database & { path: string }).path
  console.info(JSON.stringify({ url, users, workoutId, exerciseIds, dbFile }))
}

/** POST /bench/insert: the same session check and write lock as any write, then one INSERT. */
function addInsertBaseline(server: FastifyInstance, database: Database) {
  server.post('/bench/insert', async (request, reply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const session = await validateSessionToken(database, token)
    if (!session) return reply.code(401).send({ error: 'Unauthorized' })
    const { workoutId, exerciseId } = request.body as { workoutId: number; exerciseId: number }
    await database.write((db) =>
      db
        .insert(exerciseCompletions)
        .values({ userId: session.user.id, workoutId, exerciseId, day: '2026-01-01' })
        .run(),
    )
    return { workoutCompleted: false, newBadges: [] }
  })
}

/** One INSERT per request, nothing else: the floor under the app's POST /sets. */
async function bareInsert(dbFile: string) {
  const client = createClient({ url: `file:${dbFile}` })
  await client.execute('PRAGMA busy_timeout = 5000')
  const server = Fastify()
  server.post('/insert', async (request) => {
    const set = request.body as { userId: number; clientId: string; exerciseId: number }
    const at = Date.now()
    await client.execute({
      sql: `INSERT INTO logged_sets (user_id, client_id, exercise_id, set_number, reps, day,
        performed_at, created_at) VALUES (?, ?, ?, 1, 8, ?, ?, ?)`,
      args: [set.userId, set.clientId, set.exerciseId, '2026-01-01', at, at],
    })
    return { ok: true }
  })
  await server.listen({ port, host: '127.0.0.1' })
  console.info('ready')
}

async function bare() {
  const body = readFileSync(jsonFile!, 'utf8')
  if (kind === 'bare-http') {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      res.end(body)
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  } else if (kind === 'bare-fastify') {
    const server = Fastify()
    server.get('/*', (_req, reply) => {
      reply.type('application/json; charset=utf-8').send(body)
    })
    await server.listen({ port, host: '127.0.0.1' })
  } else {
    const value: unknown = JSON.parse(body).result?.data ?? JSON.parse(body)
    const t = initTRPC.create()
    const router = t.router({ workouts: t.router({ daily: t.procedure.query(() => value) }) })
    const server = Fastify()
    await server.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } })
    await server.listen({ port, host: '127.0.0.1' })
  }
  console.info('ready')
}

// A clean exit on SIGINT, so `node --cpu-prof` writes its profile.
process.once('SIGINT', () => process.exit(0))
await (kind === 'app' ? app() : kind === 'bare-insert' ? bareInsert(jsonFile!) : bare())
