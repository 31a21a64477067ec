import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { createClient } from '@libsql/client'
import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '~/server/cli/run-cli'
import { openDatabase } from '~/server/db/client'
import { exercises, loggedSets } from '~/server/db/schema'
import { createSessionToken, createUser } from '../support/factories'
import { BASE_DB } from '../support/test-db'
import { runServerToEnd, startServerProcess } from '../support/server-process'

// The real server as its own process (src/server/main.ts): what an operator sees at start, and
// what a running server keeps `restore` from doing.
const dir = mkdtempSync(join(tmpdir(), 'calisthenics-process-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let n = 0
const freshPath = () => join(dir, `db-${++n}`, 'app.db')

/** Every row of every table of the file at `path`, by table name. */
async function everyRow(path: string) {
  const client = createClient({ url: `file:${path}` })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    const rows: Record<string, unknown[]> = {}
    for (const { name } of tables.rows) {
      const all = await client.execute(`SELECT * FROM "${String(name)}"`)
      rows[String(name)] = all.rows.map((row) => ({ ...row }))
    }
    return rows
  } finally {
    client.close()
  }
}

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m)

describe('the server at start', () => {
  it('prints one line (and the development sign-in warning), without oidc-provider’s warning', async () => {
    const server = await startServerProcess({ DATABASE_URL: `file:${freshPath()}` })
    try {
      // A moment for anything logged after the line.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const lines = server.stdout().trimEnd().split('\n')
      expect(lines.filter((l) => !l.includes('dist/client is missing'))).toEqual([
        expect.stringMatching(/Calisthenics is running at .* \(new, empty\) · migrations/),
        expect.stringContaining('Development sign-in is ON'),
      ])
      expect(server.stderr()).toBe('')
    } finally {
      await server.stop()
    }
  })

  it('keeps the development provider’s keys in the data folder, so a sign-in outlives a restart', async () => {
    const path = freshPath()
    const first = await startServerProcess({ DATABASE_URL: `file:${path}` })
    const started = await fetch(`${first.url}/api/auth/google`, { redirect: 'manual' })
    const providerUrl = started.headers.get('location') ?? ''
    expect(providerUrl).toContain('/dev-oidc/auth')
    const jwks = await (await fetch(`${first.url}/dev-oidc/jwks`)).json()
    await first.stop()
    const second = await startServerProcess({ DATABASE_URL: `file:${path}` })
    try {
      expect(await (await fetch(`${second.url}/dev-oidc/jwks`)).json()).toEqual(jwks)
    } finally {
      await second.stop()
    }
  })

  it('refuses a database path it cannot use with one line', () => {
    writeFileSync(join(dir, 'a-file'), 'not a folder')
    const path = join(dir, 'a-file', 'app.db')
    const result = runServerToEnd({ DATABASE_URL: `file:${path}` })
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      `Refusing to start: the database path ${path} cannot be used (a file stands where a folder of it should be). Fix DATABASE_URL, or the folder and its permissions.\n`,
    )
    noStack(result.stdout)
  })

  it('refuses, in production, to create a missing database unless told to', async () => {
    const path = freshPath()
    // A busy port stops a start that went past the database check.
    const busy = createServer()
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done))
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://gym.example.test',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DATABASE_URL: `file:${path}`,
      PORT: String((busy.address() as AddressInfo).port),
    }
    try {
      const refused = runServerToEnd(production)
      expect(refused.status).toBe(1)
      expect(refused.stderr).toBe(
        `Refusing to start: there is no database at ${path}. Fix DATABASE_URL, restore a backup (npm run cli -- restore <file>), or start once with --init (or DATABASE_INIT=1) to create an empty one.\n`,
      )
      for (const told of [
        runServerToEnd({ ...production, DATABASE_INIT: '1' }),
        runServerToEnd({ ...production, DATABASE_URL: `file:${freshPath()}` }, ['--init']),
      ]) {
        expect(told.status).toBe(1)
        expect(told.stderr).toMatch(/^Refusing to start: port \d+ on 127.0.0.1 is in use/)
      }
    } finally {
      busy.close()
    }
  })

  // A busy port and a malformed .env: tests/integration/env-file.test.ts.
  it('refuses a bad environment with one line naming it', () => {
    const badValue = runServerToEnd({ PORT: 'eighty', TRUST_PROXY: 'yes please' })
    expect(badValue.status).toBe(1)
    expect(badValue.stderr.split('\n')).toHaveLength(2)
    expect(badValue.stderr).toMatch(
      /^Refusing to start: invalid environment \(PORT: .*; TRUST_PROXY: a hop count, false, or proxy addresses\)\. Fix it in \.env or the environment; \.env\.example describes every variable\.\n$/,
    )
  })
})

describe('a database file lost under a running server', () => {
  it('stops the server with one line rather than serving a file nobody will see again', async () => {
    const path = freshPath()
    const server = await startServerProcess({ DATABASE_URL: `file:${path}` })
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      rmSync(path)
      await new Promise<void>((resolve) => server.child.once('exit', () => resolve()))
      expect(server.child.exitCode).toBe(1)
      expect(server.stderr()).toContain(
        `Stopping: the database ${path} was deleted while the server was running. Put it back (npm run cli -- restore <file>) and start the server again.\n`,
      )
      expect(server.stderr()).not.toMatch(/\n\s+at /)
    } finally {
      await server.kill()
    }
  })
})

describe('restore while a server runs', () => {
  it('is refused with one line and loses nothing the server confirmed', async () => {
    const path = freshPath()
    mkdirSync(join(path, '..'), { recursive: true })
    copyFileSync(BASE_DB, path)
    const backup = join(dir, 'backup-while-running.db')
    const server = await startServerProcess({ DATABASE_URL: `file:${path}` })
    try {
      expect((await runCli(['backup', backup], { DATABASE_URL: `file:${path}` })).code).toBe(0)
      const tool = openDatabase(`file:${path}`)
      const athlete = await createUser(tool)
      const token = await createSessionToken(tool, athlete.id)
      const exercise = await tool.db.select({ id: exercises.id }).from(exercises).limit(1).get()
      // Sets keep being logged while restore is tried.
      let writing = true
      let confirmed = 0
      const writer = (async () => {
        while (writing) {
          const res = await fetch(`${server.url}/api/user/${athlete.id}/sets`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              clientId: randomUUID(),
              setNumber: 1,
              exerciseId: exercise?.id,
              reps: 5,
            }),
          })
          await res.arrayBuffer()
          if (res.status === 200) confirmed++
        }
      })()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const refused = await runCli(['restore', backup], { DATABASE_URL: `file:${path}` })
      await new Promise((resolve) => setTimeout(resolve, 200))
      writing = false
      await writer
      expect(refused).toEqual({
        code: 1,
        stdout: '',
        stderr: `Refusing to restore: a server has ${path} open; stop every server process on it first. Nothing was changed\n`,
      })
      // Every set the server confirmed, before and after the refusal, is in the file.
      expect(confirmed).toBeGreaterThan(0)
      const logged = await tool.db
        .select({ n: count() })
        .from(loggedSets)
        .where(eq(loggedSets.userId, athlete.id))
        .get()
      tool.close()
      expect(logged?.n).toBe(confirmed)
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('goes ahead once the server is stopped, keeping a copy that opens with every table and row', async () => {
    const path = freshPath()
    const server = await startServerProcess({ DATABASE_URL: `file:${path}` })
    const backup = join(dir, 'backup-before-stop.db')
    expect((await runCli(['backup', backup], { DATABASE_URL: `file:${path}` })).code).toBe(0)
    // Written after the backup, and left in the WAL by a server killed without a word.
    const signIn = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' })
    expect(signIn.status).toBe(302)
    await server.kill()
    const current = await everyRow(path)

    const restored = await runCli(['restore', backup], { DATABASE_URL: `file:${path}` })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    const kept = /kept as (.+)$/m.exec(restored.stdout)?.[1] ?? ''
    // The kept copy is the database as it was, every table and row, the WAL's included.
    expect(await everyRow(kept)).toEqual(current)
    expect(current.rate_limits?.length).toBe(1)
    expect(await everyRow(path)).toMatchObject({ rate_limits: [] })
  })
})

describe('rate limits with several server processes on one database', () => {
  it('counts every process’s requests against the same limit', async () => {
    const path = freshPath()
    const a = await startServerProcess({ DATABASE_URL: `file:${path}` })
    const b = await startServerProcess({ DATABASE_URL: `file:${path}` })
    try {
      const statuses: number[] = []
      // The sign-in start allows 20 per address; 12 to each process is 24 from one address.
      for (let i = 0; i < 12; i++) {
        for (const server of [a, b]) {
          const res = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' })
          await res.arrayBuffer()
          statuses.push(res.status)
        }
      }
      expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true)
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429])
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
