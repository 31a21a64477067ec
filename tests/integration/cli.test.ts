import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '~/server/cli/run-cli'
import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { openDatabase, type Database } from '~/server/db/client'
import { roleChanges, sessions, userTypes, users } from '~/server/db/schema'
import { createSessionToken, createUser } from '../support/factories'
import { BASE_DB, createTestDatabase, TMP_DIR } from '../support/test-db'
import { startTestServer } from '../support/test-server'

let database: Database & { path: string }
let env: NodeJS.ProcessEnv
const backups: string[] = []
beforeAll(() => {
  database = createTestDatabase()
  env = { NODE_ENV: 'test', DATABASE_URL: `file:${database.path}` }
})
afterAll(() => {
  database.close()
  for (const path of backups) rmSync(path, { force: true })
})

/** Every row of every table, by table name. */
async function everyRow(db: Database) {
  const tables = await db.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const rows: Record<string, unknown[]> = {}
  for (const { name } of tables.rows) {
    rows[String(name)] = (await db.client.execute(`SELECT * FROM "${String(name)}"`)).rows.map(
      (row) => ({ ...row }),
    )
  }
  return rows
}

async function roleOf(userId: number) {
  const row = await database.db
    .select({ role: userTypes.name })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(users.id, userId))
    .get()
  return row?.role
}

describe('cli set-role', () => {
  it('sets the role of the user with that email, case-insensitively, and ends their sessions', async () => {
    const user = await createUser(database, { email: 'Coach.Kim@Example.test' })
    await createSessionToken(database, user.id)
    const result = await runCli(['set-role', 'coach.kim@example.test', 'trainer'], env)
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('user -> trainer')
    expect(await roleOf(user.id)).toBe('trainer')
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, user.id)).all(),
    ).toHaveLength(0)
    const audit = await database.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, user.id))
      .all()
    expect(audit).toEqual([
      expect.objectContaining({
        source: 'cli',
        changedBy: null,
        fromRole: 'user',
        toRole: 'trainer',
      }),
    ])
  })

  it('says so when the user already has the role', async () => {
    const user = await createUser(database, { role: 'manager' })
    const result = await runCli(['set-role', user.email, 'manager'], env)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('already manager')
  })

  it('fails with one line when no user has the email', async () => {
    const result = await runCli(['set-role', 'ghost@example.test', 'admin'], env)
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No user has the email ghost@example.test (they must sign in once first)\n',
    })
  })

  it('refuses an email shared by several users and accepts the id instead', async () => {
    const a = await createUser(database, { email: 'shared@example.test' })
    const b = await createUser(database, { email: 'shared@example.test' })
    const ambiguous = await runCli(['set-role', 'shared@example.test', 'admin'], env)
    expect(ambiguous.code).toBe(1)
    expect(ambiguous.stderr).toContain(`ids ${a.id}, ${b.id}`)
    expect(ambiguous.stderr.trim().split('\n')).toHaveLength(1)
    expect(await roleOf(a.id)).toBe('user')
    const byId = await runCli(['set-role', String(b.id), 'admin'], env)
    expect(byId.code).toBe(0)
    expect(await roleOf(b.id)).toBe('admin')
    expect(await roleOf(a.id)).toBe('user')
  })

  it('refuses an unknown role and missing arguments', async () => {
    const user = await createUser(database)
    const bad = await runCli(['set-role', user.email, 'superuser'], env)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(
      /^Unknown role 'superuser': use one of user, trainer, manager, admin\n$/,
    )
    expect(await roleOf(user.id)).toBe('user')
    expect((await runCli(['set-role', user.email], env)).stderr).toBe(
      'Usage: set-role <email|user id> <role>\n',
    )
  })

  it('refuses to demote the last admin', async () => {
    const fresh = createTestDatabase()
    try {
      const admin = await createUser(fresh, { role: 'admin', email: 'only.admin@example.test' })
      const result = await runCli(['set-role', 'only.admin@example.test', 'user'], {
        ...env,
        DATABASE_URL: `file:${fresh.path}`,
      })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('last admin')
      const row = await fresh.db
        .select({ role: userTypes.name })
        .from(users)
        .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
        .where(eq(users.id, admin.id))
        .get()
      expect(row?.role).toBe('admin')
    } finally {
      fresh.close()
    }
  })
})

describe('cli list-users', () => {
  it('prints a table with a header and one row per user', async () => {
    await createUser(database, { username: 'tabled-one', email: 'tabled.one@example.test' })
    await createUser(database, {
      username: 'tabled-two',
      email: 'tabled.two@example.test',
      role: 'trainer',
    })
    const result = await runCli(['list-users', '--query', 'TABLED'], env)
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^ID\s+USERNAME\s+EMAIL\s+ROLE\s+CREATED$/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      /^\d+\s+tabled-one\s+tabled\.one@example\.test\s+user\s+\d{4}-\d\d-\d\d$/,
    )
    expect(lines[2]).toMatch(/tabled-two\s+tabled\.two@example\.test\s+trainer/)
    // Columns line up.
    expect(lines[1]!.indexOf('tabled.one')).toBe(lines[0]!.indexOf('EMAIL'))
  })

  it('pages with --limit and tells how to get the next page', async () => {
    const first = await runCli(['list-users', '--query', 'tabled', '--limit', '1'], env)
    expect(first.code).toBe(0)
    const after = /add --after (\d+)/.exec(first.stdout)?.[1]
    expect(after).toBeDefined()
    expect(first.stdout).toContain('tabled-one')
    const second = await runCli(
      ['list-users', '--query=tabled', '--limit=1', '--after', after!],
      env,
    )
    expect(second.stdout).toContain('tabled-two')
    expect(second.stdout).not.toContain('tabled-one')
    expect(second.stdout).not.toContain('--after')
  })

  it('says when nothing matches and refuses bad flags', async () => {
    expect((await runCli(['list-users', '--query', 'zzz-nothing'], env)).stdout).toBe(
      'No users found\n',
    )
    expect(await runCli(['list-users', '--limit', '0'], env)).toMatchObject({
      code: 1,
      stderr: '--limit must be a whole number from 1 to 100\n',
    })
    expect(await runCli(['list-users', '--color'], env)).toMatchObject({
      code: 1,
      stderr: "Unexpected argument '--color'\n",
    })
    expect(await runCli(['list-users', '--query'], env)).toMatchObject({
      code: 1,
      stderr: '--query needs a value\n',
    })
  })
})

describe('cli backup', () => {
  it('writes a consistent copy that opens as a database with the same users', async () => {
    const target = join(TMP_DIR, `backup-${process.pid}-${Date.now()}.db`)
    backups.push(target)
    const result = await runCli(['backup', target], env)
    expect(result.code, result.stderr).toBe(0)
    expect(existsSync(target)).toBe(true)
    const copy = openDatabase(`file:${target}`)
    try {
      const original = await database.db.select({ id: users.id }).from(users).all()
      const copied = await copy.db.select({ id: users.id }).from(users).all()
      expect(copied).toEqual(original)
      expect(original.length).toBeGreaterThan(0)
    } finally {
      copy.close()
    }
  })

  it('creates the folders of its path, as `backup backups/<day>.db` on a fresh clone needs', async () => {
    const folder = join(TMP_DIR, `backups-${process.pid}-${Date.now()}`)
    const target = join(folder, 'nested', '2026-11-24.db')
    backups.push(target)
    const result = await runCli(['backup', target], env)
    expect(result.code, result.stderr).toBe(0)
    expect(existsSync(target)).toBe(true)
  })

  it('refuses to overwrite an existing file', async () => {
    const result = await runCli(['backup', database.path], env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('already exists')
  })

  it('needs a path', async () => {
    expect(await runCli(['backup'], env)).toMatchObject({
      code: 1,
      stderr: 'Usage: backup <path>\n',
    })
  })
})

describe('cli', () => {
  it('prints help for help and for no command', async () => {
    for (const args of [['help'], []]) {
      const result = await runCli(args, env)
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('set-role <email|user id> <role>')
      expect(result.stdout).toContain('backup <path>')
    }
  })

  it('fails with one line for an unknown command', async () => {
    expect(await runCli(['frobnicate'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr: "Unknown command 'frobnicate'. Run 'help' for the list.\n",
    })
  })

  it('fails with one line for an invalid environment', async () => {
    const result = await runCli(['list-users'], { ...env, PORT: 'not-a-port' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('PORT')
  })

  it('runs as a program: exit code 1 and the message on stderr', () => {
    const child = spawnSync(
      'npx',
      ['tsx', 'src/server/cli.ts', 'set-role', 'nobody@example.test', 'admin'],
      {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    )
    expect(child.status).toBe(1)
    expect(child.stderr).toContain('No user has the email nobody@example.test')
    const help = spawnSync('npx', ['tsx', 'src/server/cli.ts', 'help'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('Usage: npm run cli')
  })
})

describe('cli kiosks', () => {
  it('registers a kiosk, prints its pairing code once, lists it and revokes it', async () => {
    const created = await runCli(['kiosk-create', 'Rack wall', '--time-zone', 'Europe/Oslo'], env)
    expect(created).toMatchObject({ code: 0, stderr: '' })
    const code = /Pairing code: (\S+)/.exec(created.stdout)?.[1]
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    const id = /Kiosk (\d+)/.exec(created.stdout)?.[1]
    const { token } = await pairKiosk({ database, code: code! })
    expect(token).toBeTruthy()
    const listed = await runCli(['kiosk-list'], env)
    expect(listed.stdout).toMatch(new RegExp(`${id}\\s+Rack wall\\s+paired\\s+Europe/Oslo`))
    expect(listed.stdout).not.toContain(code)
    const revoked = await runCli(['kiosk-revoke', id!], env)
    expect(revoked).toMatchObject({ code: 0 })
    expect((await runCli(['kiosk-list'], env)).stdout).toMatch(/Rack wall\s+revoked/)
    expect((await runCli(['kiosk-code', id!], env)).stderr).toContain('revoked')
  })

  it('refuses a kiosk without a name or with an unknown time zone, registering nothing', async () => {
    const before = (await runCli(['kiosk-list'], env)).stdout
    expect(await runCli(['kiosk-create'], env)).toMatchObject({ code: 1 })
    const zone = await runCli(['kiosk-create', 'Wall', '--time-zone', 'Nowhere/Land'], env)
    expect(zone).toMatchObject({ code: 1, stderr: 'Choose a valid time zone\n' })
    expect((await runCli(['kiosk-list'], env)).stdout).toBe(before)
  })
})

describe('cli backup and restore', () => {
  it('backs up while the server has the database open, and restores that state into a fresh path', async () => {
    const server = await startTestServer()
    const target = join(TMP_DIR, `restore-${process.pid}-${Date.now()}.db`)
    const backup = join(TMP_DIR, `backup-live-${process.pid}-${Date.now()}.db`)
    backups.push(target, backup, `${target}-wal`, `${target}-shm`)
    try {
      const serverEnv = { NODE_ENV: 'test', DATABASE_URL: `file:${server.database.path}` }
      const kept = await createUser(server.database, { email: 'kept@example.test' })
      const agent = server.agent()
      await agent.signIn({ demo: 'athlete' })
      expect((await agent.request('/api/user')).status).toBe(200)
      const backedUp = await runCli(['backup', backup], serverEnv)
      expect(backedUp.code, backedUp.stderr).toBe(0)
      // Written after the backup: not in the restored database.
      await createUser(server.database, { email: 'later@example.test' })

      const restored = await runCli(['restore', backup], {
        NODE_ENV: 'test',
        DATABASE_URL: `file:${target}`,
      })
      expect(restored).toMatchObject({ code: 0, stderr: '' })
      expect(restored.stdout).toContain(`Restored ${target} from ${backup}`)
      const copy = openDatabase(`file:${target}`)
      const original = openDatabase(`file:${backup}`)
      try {
        const emails = (await copy.db.select({ email: users.email }).from(users).all()).map(
          (u) => u.email,
        )
        expect(emails).toContain(kept.email)
        expect(emails).not.toContain('later@example.test')
        // Every table, row for row: the restored database holds exactly what was backed up.
        const restoredRows = await everyRow(copy)
        expect(Object.keys(restoredRows)).toEqual(expect.arrayContaining(['users', 'sessions']))
        expect(restoredRows.sessions?.length).toBeGreaterThan(0)
        expect(restoredRows).toEqual(await everyRow(original))
      } finally {
        copy.close()
        original.close()
      }
    } finally {
      await server.close()
    }
  })

  it('keeps the database it replaces beside it', async () => {
    const target = join(TMP_DIR, `restore-over-${process.pid}-${Date.now()}.db`)
    const backup = join(TMP_DIR, `backup-over-${process.pid}-${Date.now()}.db`)
    backups.push(target, backup)
    expect((await runCli(['backup', backup], env)).code).toBe(0)
    copyFileSync(BASE_DB, target)
    const result = await runCli(['restore', backup], {
      NODE_ENV: 'test',
      DATABASE_URL: `file:${target}`,
    })
    expect(result.code, result.stderr).toBe(0)
    const keptPath = /kept as (.+)$/m.exec(result.stdout)?.[1]
    expect(keptPath && existsSync(keptPath)).toBe(true)
    backups.push(keptPath!)
  })

  it('refuses a file that is not a database backup of this app and changes nothing', async () => {
    const notDb = join(TMP_DIR, `not-a-backup-${process.pid}.db`)
    backups.push(notDb)
    writeFileSync(notDb, 'hello, I am a text file\n'.repeat(100))
    const target = join(TMP_DIR, `untouched-${process.pid}-${Date.now()}.db`)
    const result = await runCli(['restore', notDb], {
      NODE_ENV: 'test',
      DATABASE_URL: `file:${target}`,
    })
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `${notDb} is not a Calisthenics database backup; nothing was changed\n`,
    })
    expect(existsSync(target)).toBe(false)
  })
})
