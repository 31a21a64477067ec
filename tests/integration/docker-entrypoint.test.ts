import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { serverEnvironment, startServerProcess } from '../support/server-process'

// The Docker image's entrypoint (scripts/docker-entrypoint.sh) run as the image runs it, with sh
// and the built server (`npm run build` first), against an empty and a filled data folder: a new
// installation starts after one `init`, and no start ever creates an empty database by itself.
const entrypoint = join(process.cwd(), 'scripts', 'docker-entrypoint.sh')
const dir = mkdtempSync(join(tmpdir(), 'calisthenics-entrypoint-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let n = 0

/** A fresh, empty data folder (a new or a lost volume) and the image's environment on it. */
function emptyVolume() {
  const data = join(dir, `volume-${++n}`)
  mkdirSync(data)
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${data}/app.db`,
    APP_URL: 'https://gym.example.test',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
  }
  return { data, env, path: join(data, 'app.db') }
}

function run(env: Record<string, string>, ...args: string[]) {
  return spawnSync('sh', [entrypoint, ...args], {
    env: serverEnvironment(env),
    encoding: 'utf8',
    timeout: 60_000,
  })
}

const refusal = (path: string) =>
  `Refusing to start: there is no database at ${path}. On a new installation create it once with the image's init command (docker run --rm -v calisthenics-data:/data --env-file .env calisthenics init, or: docker compose run --rm app init), then start again; otherwise mount the volume that holds it, or restore a backup.\n`

describe("the Docker image's entrypoint", () => {
  it('refuses to start on an empty volume with one line naming init, and creates nothing', () => {
    const { data, env, path } = emptyVolume()
    const started = run(env)
    expect(started.status).toBe(1)
    expect(started.stderr).toBe(refusal(path))
    expect(started.stdout).toBe('')
    expect(readdirSync(data)).toEqual([])
  })

  it('still refuses with DATABASE_INIT=1 (in .env or the environment): only init creates', () => {
    const { data, env, path } = emptyVolume()
    const started = run({ ...env, DATABASE_INIT: '1' }, 'serve', '--init')
    expect(started.status).toBe(1)
    expect(started.stderr).toBe(refusal(path))
    expect(readdirSync(data)).toEqual([])
  })

  it('creates the database once with init, which changes nothing when run again, then serves', async () => {
    const { env, path } = emptyVolume()
    const created = run(env, 'init')
    expect([created.status, created.stdout, created.stderr]).toEqual([
      0,
      `Created the database ${path}\n`,
      '',
    ])
    const client = createClient({ url: `file:${path}` })
    const tables = await client.execute(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('users', 'logged_sets', 'imports')",
    )
    client.close()
    expect(Number(tables.rows[0]?.n)).toBe(3)
    const again = run(env, 'init')
    expect([again.status, again.stdout, again.stderr]).toEqual([
      0,
      `The database ${path} already exists; nothing changed\n`,
      '',
    ])
    const server = await startServerProcess(env, ['sh', entrypoint])
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      expect(server.stderr()).toBe('')
    } finally {
      await server.stop()
    }
  })

  it('runs the admin CLI, which in production refuses a missing database rather than creating it', () => {
    const { data, env, path } = emptyVolume()
    const listed = run(env, 'cli', 'list-users')
    expect(listed.status).toBe(1)
    expect(listed.stderr).toBe(
      `There is no database at ${path}. Fix DATABASE_URL or mount the volume that holds it; on a new installation run init first\n`,
    )
    expect(existsSync(path)).toBe(false)
    expect(readdirSync(data)).toEqual([])
  })
})
