import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { count } from 'drizzle-orm'
import { buildApp } from './app'
import { trimStartupMemory } from './memory'
import { applyEnvFile, ConfigError, loadConfig, type AppConfig } from './config'
import { type Database, isLocalFile, openDatabase } from './db/client'
import {
  DatabaseUnavailableError,
  fileProblem,
  unavailableReason,
  type UnavailableReason,
} from './db/health'
import { migrateDatabase } from './db/migrate'
import { watchDatabaseFile } from './db/file-identity'
import { type HeldLock, holdServerLock, LockBusyError } from './db/server-lock'
import { loadCatalogue } from './db/catalogue'
import { exercises, workouts } from './db/schema'
import { seedDemoAccounts } from './seed/demo-accounts'

/** One line on stderr naming the problem and its fix, and exit 1: never a stack trace. */
function refuse(problem: string): never {
  console.error(`Refusing to start: ${problem}`)
  process.exit(1)
}

async function main() {
  let config
  try {
    applyEnvFile()
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message)
    throw error
  }
  const path = isLocalFile(config.databaseUrl) ? resolve(localPath(config.databaseUrl)) : null
  const created = path !== null && !existsSync(path)
  // A database that vanished (a lost volume, a wrong path) must not quietly become an empty one
  // that logs everyone out.
  if (created && config.production && !config.databaseInit && !process.argv.includes('--init')) {
    refuse(
      `there is no database at ${path}. Fix DATABASE_URL, restore a backup ` +
        '(npm run cli -- restore <file>), or start once with --init (or DATABASE_INIT=1) to create an empty one.',
    )
  }
  let lock: HeldLock | null = null
  let database: Database | null = null
  let migrations, catalogue
  try {
    // Held for the life of the process: `restore` refuses while any server holds it.
    if (path) lock = await holdServerLock(path)
    database = openDatabase(config.databaseUrl, config.databaseAuthToken)
    migrations = await migrateDatabase(database)
    // A file that opens may still be damaged or unwritable: check before serving anyone.
    const problem = await database.health()
    if (problem) throw new DatabaseUnavailableError(problem)
    catalogue = await loadCatalogue(database)
    if (!config.production) await seedDemoAccounts(database)
  } catch (error) {
    if (error instanceof LockBusyError) {
      refuse(
        `a restore of the database ${describeDatabase(config)} is running. Start the server again when it has finished.`,
      )
    }
    const code = (error as NodeJS.ErrnoException).code
    if (path && typeof code === 'string' && PATH_PROBLEMS[code]) {
      refuse(
        `the database path ${path} cannot be used (${PATH_PROBLEMS[code]}). Fix DATABASE_URL, or the folder and its permissions.`,
      )
    }
    // SQLite says only "cannot open" for a file on a read-only disk: look at the file itself.
    const opened = unavailableReason(error)
    const reason = opened === 'gone' && path ? (fileProblem(path) ?? opened) : opened
    refuse(
      `the database ${describeDatabase(config)} ${reason ? STARTUP_PROBLEMS[reason] : `could not be prepared (${error instanceof Error ? error.message.split('\n', 1)[0] : String(error)})`}. ` +
        'Fix it or restore a backup (docs/operations.md: Backup and restore).',
    )
  }

  const app = await buildApp({
    config,
    database,
    viteDev: process.env.VITE_DEV === '1',
    logger: true,
    jobs: true,
  })
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`)
    await app.close()
    database.close()
    lock?.release()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  const [exerciseCount, workoutCount] = await Promise.all([
    database.db.select({ n: count() }).from(exercises).get(),
    database.db.select({ n: count() }).from(workouts).get(),
  ])
  // Fastify logs a line per listening address; the line below says it once.
  const level = app.log.level
  app.log.level = 'warn'
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const problem =
      code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is in use by another program (another copy of this server?). Stop it, or set PORT to a free port.`
        : code === 'EACCES'
          ? `port ${config.port} needs privileges this user lacks. Set PORT to 1024 or above.`
          : code === 'EADDRNOTAVAIL'
            ? `HOST=${config.host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0.`
            : undefined
    if (!problem) throw error
    await app.close()
    database.close()
    lock?.release()
    refuse(problem)
  }
  app.log.level = level

  app.log.info(
    `Calisthenics is running at ${config.appUrl} (listening on ${config.host}:${config.port}) · ` +
      `database ${describeDatabase(config)}${created ? ' (new, empty)' : ''} · migrations: ${migrations.applied} applied now, ` +
      `${migrations.total} in all · catalogue: ${exerciseCount?.n ?? 0} exercises, ` +
      `${workoutCount?.n ?? 0} workouts (${catalogue.added} built-in rows added)`,
  )
  await trimStartupMemory(database)
  if (path) {
    watchDatabaseFile(path, (what) => {
      console.error(
        `Stopping: the database ${path} ${what} while the server was running. ` +
          'Put it back (npm run cli -- restore <file>) and start the server again.',
      )
      // Connections still open must not keep a server on a lost file alive for long.
      setTimeout(() => process.exit(1), 5_000).unref()
      void app.close().finally(() => {
        lock?.release()
        process.exit(1)
      })
    })
  }
  if (config.devSignIn) {
    app.log.warn(
      'Development sign-in is ON: anyone who can reach this server can sign in as anyone, ' +
        'admin included. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for real sign-in.',
    )
  }
}

/** Why a folder on the database's path cannot hold it, by the error mkdir or open gave. */
const PATH_PROBLEMS: Record<string, string> = {
  EEXIST: 'a file stands where a folder of it should be',
  ENOTDIR: 'a file stands where a folder of it should be',
  EACCES: 'this user may not read or write there',
  EPERM: 'this user may not read or write there',
  EROFS: 'it is on a read-only disk',
  EISDIR: 'it is a folder',
}

const STARTUP_PROBLEMS: Record<UnavailableReason, string> = {
  busy: 'is locked by another process',
  full: 'is on a disk with no space left',
  'read-only': 'cannot be written (a read-only file, folder or disk)',
  gone: 'cannot be opened',
  corrupt: 'is damaged (not a database, or it fails its integrity check)',
  unreachable: 'cannot be reached',
}

const localPath = (url: string) => url.slice('file:'.length).split('?', 1)[0] ?? ''

/** The database's location without credentials (a libSQL URL may carry an auth token). */
function describeDatabase(config: AppConfig): string {
  const url = config.databaseUrl
  if (!/^[a-z]+:\/\//i.test(url)) return url
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`
  } catch {
    return url.split('?', 1)[0] ?? url
  }
}

void main()
