import { createServer } from 'node:net'
import { createClient, type Client as SqlClient } from '@libsql/client'
import type { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp, type ServerLimits } from '~/server/app'
import { loadConfig, type AppConfig } from '~/server/config'
import { openDatabase, type Database } from '~/server/db/client'
import { createRateLimits, createUnlimitedRateLimits } from '~/server/rate-limit/rate-limits'
import { seedDemoAccounts } from '~/server/seed/demo-accounts'
import { loadCatalogue } from '~/server/db/catalogue'
import { createTestDatabase, ensureBaseDatabase, SERVED_DB } from './test-db'
import { afterAll, beforeAll } from 'vitest'
import { Agent } from './agent'
import { createSessionToken, createUser } from './factories'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

export interface TestServer {
  app: FastifyInstance
  url: string
  config: AppConfig
  database: Database & { path: string }
  agent(): Agent
  close(): Promise<void>
}

/** The real server on a real port with a fresh migrated database and the demo accounts. */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: {
    rateLimits?: boolean
    /** The rate limits' clock (a fixed one: no refill however slow the machine). */
    rateLimitClock?: () => number
    logStream?: Writable
    serverLimits?: Partial<ServerLimits>
    /** Adds routes before the server listens (the benches' baselines). */
    beforeListen?: (app: FastifyInstance, database: Database) => void
  } = {},
): Promise<TestServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    ...env,
  })
  await ensureBaseDatabase()
  // The copy holds both already; loading them again is what the server does at every start.
  const database = createTestDatabase(SERVED_DB)
  await loadCatalogue(database)
  await seedDemoAccounts(database)
  const app = await buildApp({
    config,
    database,
    rateLimits: opts.rateLimits
      ? createRateLimits(database, {}, opts.rateLimitClock)
      : createUnlimitedRateLimits(),
    logger: opts.logStream ? { stream: opts.logStream } : false,
    serverLimits: opts.serverLimits,
  })
  opts.beforeListen?.(app, database)
  await app.listen({ port, host: '127.0.0.1' })
  return {
    app,
    url,
    config,
    database,
    agent: () => new Agent(url),
    async close() {
      await app.close()
      database.close()
    },
  }
}

/**
 * One real server per test file (or describe block) with one signed-in athlete: `h.server`,
 * and `h.token` for `Authorization: Bearer`. `env` and `opts` as for startTestServer.
 */
export function serverHarness(
  env: Record<string, string> = {},
  opts: Parameters<typeof startTestServer>[1] = {},
): { server: TestServer; token: string } {
  const h = {} as { server: TestServer; token: string }
  beforeAll(async () => {
    h.server = await startTestServer(env, opts)
    const user = await createUser(h.server.database)
    h.token = await createSessionToken(h.server.database, user.id)
  })
  afterAll(() => h.server?.close())
  return h
}

/**
 * A second server on `first`'s database file, with its own connection and its own kept answers:
 * what a second process is to the first. `close` stops it.
 */
export async function startSecondServer(
  first: TestServer,
): Promise<{ url: string; close: () => Promise<void> }> {
  const database = openDatabase(`file:${first.database.path}`)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), APP_URL: url })
  const app = await buildApp({ config, database, rateLimits: createUnlimitedRateLimits() })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    url,
    close: async () => {
      await app.close()
      database.close()
    },
  }
}

/**
 * For tests of kept answers: a server, a second one on its file (another process, as far as kept
 * answers go) and a plain SQL client on the file (a tool writing behind both), started before
 * the file's tests and closed after them. Read the fields inside tests or hooks.
 */
export function useServerPairAndTool() {
  const pair = {} as { a: TestServer; bUrl: string; tool: SqlClient }
  let closeB: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    pair.a = await startTestServer()
    const b = await startSecondServer(pair.a)
    pair.bUrl = b.url
    closeB = b.close
    pair.tool = createClient({ url: `file:${pair.a.database.path}` })
  })
  afterAll(async () => {
    pair.tool?.close()
    await closeB()
    await pair.a?.close()
  })
  return pair
}
