import { createServer, type AddressInfo } from 'node:net'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES } from '~/server/config'

// The real entries (src/server/main.ts, cli.ts) started in a folder holding a .env, as
// `npm start` and `npm run cli` run them from the project folder (docs/architecture.md#running).
const root = process.cwd()
const dir = mkdtempSync(join(tmpdir(), 'calisthenics-dotenv-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
/** This process's environment without any variable the server reads, plus `env`. */
function environment(env: Record<string, string> = {}) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)),
  )
  return { ...base, ...env }
}
function run(entry: 'main' | 'cli', args: string[], env: Record<string, string> = {}) {
  const tsx = join(root, 'node_modules', '.bin', 'tsx')
  const program = join(root, 'src', 'server', `${entry}.ts`)
  return spawnSync(tsx, ['--tsconfig', join(root, 'tsconfig.json'), program, ...args], {
    cwd: dir,
    env: environment(env),
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('a busy port', () => {
  it('stops the server with one line naming the port and the fix, and no stack', async () => {
    const busy = createServer()
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done))
    const port = (busy.address() as AddressInfo).port
    try {
      const server = run('main', [], {
        PORT: String(port),
        DATABASE_URL: `file:${join(dir, 'busy-port.db')}`,
      })
      expect(server.status).toBe(1)
      // Its last line; the development OpenID provider's own start-up warning may come before it.
      expect(server.stderr.trimEnd().split('\n').at(-1)).toBe(
        `Refusing to start: port ${port} on 127.0.0.1 is in use by another program (another copy of this server?). Stop it, or set PORT to a free port.`,
      )
      expect(server.stderr + server.stdout).not.toMatch(/^\s+at /m)
    } finally {
      busy.close()
    }
  })
})

describe('.env in the working folder', () => {
  it('is read by the CLI, and a variable set in the environment wins over it', () => {
    const fromFile = join(dir, 'from-env-file.db')
    const fromEnvironment = join(dir, 'from-environment.db')
    writeFileSync(join(dir, '.env'), `# the database\nDATABASE_URL=file:${fromFile}\n`)
    const first = run('cli', ['list-users'])
    expect(first.status, first.stderr).toBe(0)
    expect(existsSync(fromFile)).toBe(true)
    const second = run('cli', ['list-users'], { DATABASE_URL: `file:${fromEnvironment}` })
    expect(second.status, second.stderr).toBe(0)
    expect(existsSync(fromEnvironment)).toBe(true)
  })

  it('stops the server and the CLI with one clear line when malformed', () => {
    writeFileSync(join(dir, '.env'), 'PORT=4100\nGOOGLE_CLIENT_SECRET hunter2\n')
    const server = run('main', [])
    expect(server.status).toBe(1)
    expect(server.stderr).toBe(
      'Refusing to start: .env line 2 is not NAME=value (a comment starts with #)\n',
    )
    const cli = run('cli', ['list-users'])
    expect(cli.status).toBe(1)
    expect(cli.stderr).toBe('.env line 2 is not NAME=value (a comment starts with #)\n')
  })
})
