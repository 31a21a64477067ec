import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { eq, sql } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../config'
import { isLocalFile, localFilePath, openDatabase, type Database } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { LockBusyError, takeRestoreLock } from '../db/server-lock'
import { users } from '../db/schema'
import { AppError } from '../errors'
import { issuePairingCode } from '../services/kiosks/issue-pairing-code'
import { listKiosks } from '../services/kiosks/list-kiosks'
import { registerKiosk } from '../services/kiosks/register-kiosk'
import { revokeKiosk } from '../services/kiosks/revoke-kiosk'
import { listUsers, LIST_USERS_MAX_LIMIT } from '../services/users/list-users'
import { setUserRole } from '../services/users/set-user-role'
import { ROLES, type Role } from '~/shared/roles'
import { type IssuedPairingCode, registerKioskInput } from '~/shared/schemas/kiosk'

export interface CliResult {
  code: 0 | 1
  stdout: string
  stderr: string
}

/** A mistake by whoever typed the command: one line on stderr, exit code 1, no stack trace. */
class UsageError extends Error {}

export const CLI_HELP = `Usage: npm run cli -- <command> [arguments]

Commands:
  set-role <email|user id> <role>      Set a user's role (${ROLES.join(', ')}); ends their sessions
  list-users [--query text] [--limit n] [--after id]
                                       List users in id order, optionally searched by username or email
  backup <path>                        Copy the database into a new file (VACUUM INTO), safe while the server runs
  restore <backup file>                Replace the database with a backup; refused while a server has it
                                       open. A copy of the current one is kept as <name>.before-restore-<time>
  init                                 Create the database of a new installation (a production server and
                                       these commands refuse a missing one); nothing changes if it exists
  kiosk-create <name> [--time-zone Area/City]
                                       Register a gym kiosk and print its one-time pairing code
  kiosk-code <kiosk id>                A fresh pairing code for a kiosk (its current screen is cut off)
  kiosk-list                           List kiosks with their status and last contact
  kiosk-revoke <kiosk id>              Revoke a kiosk: its screen stops working at once
  help                                 Show this help

The database is DATABASE_URL (default file:./data/app.db), migrated before any command runs.`

/**
 * The CLI as a function of its arguments and environment, so tests run it in-process against a
 * test database; `cli.ts` is the thin entry that prints the result and sets the exit code.
 */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliResult> {
  const out: string[] = []
  const [command, ...rest] = args
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    return { code: 0, stdout: `${CLI_HELP}\n`, stderr: '' }
  }
  const run = COMMANDS[command]
  if (!run && command !== 'restore' && command !== 'init')
    return {
      code: 1,
      stdout: '',
      stderr: `Unknown command '${command}'. Run 'help' for the list.\n`,
    }

  let database: Database | null = null
  try {
    const config = loadConfig(env)
    // Restore replaces the file, so it must not open (or migrate) the database first.
    if (command === 'restore') {
      await restoreCommand(config.databaseUrl, rest, (line) => out.push(line))
      return { code: 0, stdout: out.map((l) => `${l}\n`).join(''), stderr: '' }
    }
    const path = isLocalFile(config.databaseUrl) ? resolve(localFilePath(config.databaseUrl)) : null
    const missing = path !== null && !existsSync(path)
    if (command === 'init') {
      if (rest.length) throw new UsageError('Usage: init')
      if (!missing) {
        out.push(
          path
            ? `The database ${path} already exists; nothing changed`
            : 'DATABASE_URL is a libSQL server, which keeps its own database; nothing to create',
        )
        return { code: 0, stdout: out.map((l) => `${l}\n`).join(''), stderr: '' }
      }
    } else if (missing && config.production) {
      // As the server does (docs/operations.md#start-up): a lost volume or a wrong path must not
      // quietly become an empty database, here any more than at start.
      throw new UsageError(
        `There is no database at ${path}. Fix DATABASE_URL or mount the volume that holds it; on a new installation run init first`,
      )
    }
    database = openDatabase(config.databaseUrl, config.databaseAuthToken)
    await migrateDatabase(database)
    if (run) await run(database, rest, (line) => out.push(line))
    else out.push(`Created the database ${path}`)
    return { code: 0, stdout: out.map((l) => `${l}\n`).join(''), stderr: '' }
  } catch (error) {
    if (error instanceof UsageError || error instanceof AppError || error instanceof ConfigError) {
      return {
        code: 1,
        stdout: out.map((l) => `${l}\n`).join(''),
        stderr: `${error.message.split('\n').join(' ')}\n`,
      }
    }
    throw error
  } finally {
    database?.close()
  }
}

type Command = (database: Database, args: string[], print: (line: string) => void) => Promise<void>

const COMMANDS: Record<string, Command> = {
  'set-role': setRoleCommand,
  'list-users': listUsersCommand,
  backup: backupCommand,
  'kiosk-create': kioskCreateCommand,
  'kiosk-code': kioskCodeCommand,
  'kiosk-list': kioskListCommand,
  'kiosk-revoke': kioskRevokeCommand,
}

async function setRoleCommand(database: Database, args: string[], print: (line: string) => void) {
  const [who, role, ...extra] = args
  if (!who || !role || extra.length) throw new UsageError('Usage: set-role <email|user id> <role>')
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`Unknown role '${role}': use one of ${ROLES.join(', ')}`)
  }
  const userId = await findUserId(database, who)
  const result = await setUserRole({
    database,
    userId,
    role: role as Role,
    changedBy: null,
    source: 'cli',
  })
  print(
    result.changed
      ? `${result.user.username} <${result.user.email}> (id ${userId}): ${result.previousRole} -> ${result.user.role}; their sessions were ended`
      : `${result.user.username} <${result.user.email}> (id ${userId}) is already ${result.user.role}; nothing changed`,
  )
}

/** Emails are not unique (users are keyed by Google's subject id), so an id settles ambiguity. */
async function findUserId(database: Database, who: string): Promise<number> {
  if (/^\d+$/.test(who)) {
    const row = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, Number(who)))
      .get()
    if (!row) throw new UsageError(`No user has id ${who}`)
    return row.id
  }
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${who.trim().toLowerCase()}`)
    .all()
  const [only] = rows
  if (!only) throw new UsageError(`No user has the email ${who} (they must sign in once first)`)
  if (rows.length > 1) {
    throw new UsageError(
      `${rows.length} users have the email ${who} (ids ${rows.map((r) => r.id).join(', ')}): run set-role <id> <role> instead`,
    )
  }
  return only.id
}

function parseFlags(args: string[], known: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const [name, inline] = arg.startsWith('--')
      ? arg.slice(2).split(/=(.*)/s, 2)
      : [undefined, undefined]
    if (!name || !known.includes(name)) throw new UsageError(`Unexpected argument '${arg}'`)
    const value = inline ?? args[++i]
    if (value === undefined) throw new UsageError(`--${name} needs a value`)
    flags[name] = value
  }
  return flags
}

function positiveInt(
  name: string,
  value: string | undefined,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < 1 || n > max)
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}`)
  return n
}

async function listUsersCommand(database: Database, args: string[], print: (line: string) => void) {
  const flags = parseFlags(args, ['query', 'limit', 'after'])
  const page = await listUsers({
    db: database.db,
    query: flags.query,
    limit: positiveInt('limit', flags.limit, LIST_USERS_MAX_LIMIT),
    cursor: positiveInt('after', flags.after),
  })
  if (!page.users.length) {
    print('No users found')
    return
  }
  const header = ['ID', 'USERNAME', 'EMAIL', 'ROLE', 'CREATED']
  const rows = page.users.map((u) => [
    String(u.id),
    u.username,
    u.email,
    u.role,
    u.createdAt.slice(0, 10),
  ])
  printTable(header, rows, print)
  if (page.nextCursor !== null) print(`More users: add --after ${page.nextCursor}`)
}

async function backupCommand(database: Database, args: string[], print: (line: string) => void) {
  const [target, ...extra] = args
  if (!target || extra.length) throw new UsageError('Usage: backup <path>')
  if (!isLocalFile(database.url)) {
    // VACUUM INTO would write on the database server's disk, not here.
    throw new UsageError(
      'backup works on a local file database only; back up a libSQL server with its own tools',
    )
  }
  const path = resolve(target)
  if (existsSync(path)) throw new UsageError(`${path} already exists; choose a new file name`)
  mkdirSync(dirname(path), { recursive: true })
  // Under the write lock so the copy is one consistent snapshot even if this process wrote.
  await database.write(() => database.client.execute({ sql: 'VACUUM INTO ?', args: [path] }))
  print(`Backed up ${database.url} to ${path}`)
}

async function restoreCommand(databaseUrl: string, args: string[], print: (line: string) => void) {
  const [source, ...extra] = args
  if (!source || extra.length) throw new UsageError('Usage: restore <backup file>')
  if (!isLocalFile(databaseUrl)) {
    throw new UsageError(
      'restore works on a local file database only; restore a libSQL server with its own tools',
    )
  }
  const backup = resolve(source)
  if (!existsSync(backup)) throw new UsageError(`${backup} does not exist`)
  await checkBackup(backup)
  const target = resolve(localFilePath(databaseUrl))
  // Held from before the current file is read until the restored one is migrated: no server can
  // have the file open meanwhile, nor start (docs/operations.md#backup-and-restore).
  let lock
  try {
    lock = await takeRestoreLock(target)
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error
    throw new UsageError(
      `Refusing to restore: a server has ${target} open; stop every server process on it first. Nothing was changed`,
    )
  }
  try {
    const kept = existsSync(target) ? await keepCurrent(target) : ''
    // Copy next to the target, then rename over it: the database file is never half-written.
    const incoming = `${target}.restoring`
    copyFileSync(backup, incoming)
    for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true })
    renameSync(incoming, target)
    const restored = openDatabase(`file:${target}`)
    try {
      await migrateDatabase(restored)
    } finally {
      restored.close()
    }
    print(`Restored ${target} from ${backup}`)
    if (kept) print(`The previous database is kept as ${kept}`)
  } finally {
    lock.release()
  }
}

/**
 * A consistent copy of the database about to be replaced, its WAL included (VACUUM INTO reads
 * through it), written before anything is touched. A file too damaged to be read that way is
 * kept as it lies, with its WAL beside it.
 */
async function keepCurrent(target: string): Promise<string> {
  const kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
  const current = createClient({ url: `file:${target}` })
  try {
    await current.execute({ sql: 'VACUUM INTO ?', args: [kept] })
  } catch {
    rmSync(kept, { force: true })
    copyFileSync(target, kept)
    if (existsSync(`${target}-wal`)) copyFileSync(`${target}-wal`, `${kept}-wal`)
  } finally {
    current.close()
  }
  return kept
}

/** Refuses anything but an intact database of this app (a backup made by `backup`). */
async function checkBackup(path: string) {
  const notOurs = `${path} is not a Calisthenics database backup; nothing was changed`
  let probe: Client | null = null
  try {
    probe = createClient({ url: `file:${path}` })
    const check = await probe.execute('PRAGMA quick_check(1)')
    if (String(check.rows[0]?.[0] ?? '') !== 'ok')
      throw new UsageError(`${notOurs} (it is damaged)`)
    const tables = await probe.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('users', '__drizzle_migrations')",
    )
    if (tables.rows.length !== 2) throw new UsageError(notOurs)
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(notOurs)
  } finally {
    probe?.close()
  }
}

function printTable(header: string[], rows: string[][], print: (line: string) => void) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  print(line(header))
  for (const row of rows) print(line(row))
}

function printPairingCode(issued: IssuedPairingCode, print: (line: string) => void) {
  print(`Kiosk ${issued.kiosk.id} '${issued.kiosk.name}' (${issued.kiosk.timeZone})`)
  print(`Pairing code: ${issued.pairingCode}`)
  print(`Valid until ${issued.expiresAt}; it works once and is not shown again.`)
  print(
    'On the screen: open /kiosk/pair (browser) or start the app with --kiosk, and type the code.',
  )
}

async function kioskCreateCommand(
  database: Database,
  args: string[],
  print: (line: string) => void,
) {
  const [name, ...rest] = args
  if (!name || name.startsWith('--')) {
    throw new UsageError('Usage: kiosk-create <name> [--time-zone Area/City]')
  }
  const flags = parseFlags(rest, ['time-zone'])
  const input = registerKioskInput.safeParse({ name, timeZone: flags['time-zone'] ?? 'UTC' })
  if (!input.success) throw new UsageError(input.error.issues.map((i) => i.message).join('; '))
  printPairingCode(await registerKiosk({ database, ...input.data }), print)
}

function kioskId(args: string[], usage: string): number {
  const [id, ...extra] = args
  if (!id || extra.length || !/^\d+$/.test(id)) throw new UsageError(usage)
  return Number(id)
}

async function kioskCodeCommand(database: Database, args: string[], print: (line: string) => void) {
  const id = kioskId(args, 'Usage: kiosk-code <kiosk id>')
  printPairingCode(await issuePairingCode({ database, kioskId: id }), print)
}

async function kioskRevokeCommand(
  database: Database,
  args: string[],
  print: (line: string) => void,
) {
  const id = kioskId(args, 'Usage: kiosk-revoke <kiosk id>')
  const kiosk = await revokeKiosk({ database, kioskId: id })
  print(`Kiosk ${kiosk.id} '${kiosk.name}' is revoked; its screen no longer works`)
}

async function kioskListCommand(database: Database, args: string[], print: (line: string) => void) {
  if (args.length) throw new UsageError('Usage: kiosk-list')
  const list = await listKiosks({ db: database.db })
  if (!list.length) {
    print('No kiosks registered')
    return
  }
  printTable(
    ['ID', 'NAME', 'STATUS', 'TIME ZONE', 'LAST SEEN'],
    list.map((k) => [String(k.id), k.name, k.status, k.timeZone, k.lastSeenAt ?? 'never']),
    print,
  )
}
