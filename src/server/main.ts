import { existsSync } from 'node:fs'
import { count } from 'drizzle-orm'
import { buildApp } from './app'
import { trimStartupMemory } from './memory'
import { applyEnvFile, ConfigError, loadConfig, type AppConfig } from './config'
import { isLocalFile, openDatabase } from './db/client'
import {
  DatabaseUnavailableError,
  fileProblem,
  unavailableReason,
  type UnavailableReason,
} from './db/health'
import { migrateDatabase } from './db/migrate'
import { loadCatalogue } from './db/catalogue'
import { exercises, workouts } from './db/schema'
import { seedDemoAccounts } from './seed/demo-accounts'

async function main() {
  let config
  try {
    applyEnvFile()
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Refusing to start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const created = isLocalFile(config.databaseUrl) && !existsSync(localPath(config.databaseUrl))
  const database = openDatabase(config.databaseUrl, config.databaseAuthToken)
  let migrations, catalogue
  try {
    migrations = await migrateDatabase(database)
    // A file that opens may still be damaged or unwritable: check before serving anyone.
    const problem = await database.health()
    if (problem) throw new DatabaseUnavailableError(problem)
    catalogue = await loadCatalogue(database)
    if (!config.production) await seedDemoAccounts(database)
  } catch (error) {
    // SQLite says only "cannot open" for a file on a read-only disk: look at the file itself.
    const opened = unavailableReason(error)
    const reason =
      opened === 'gone' && isLocalFile(config.databaseUrl)
        ? (fileProblem(localPath(config.databaseUrl)) ?? opened)
        : opened
    console.error(
      `Refusing to start: the database ${describeDatabase(config)} ${reason ? STARTUP_PROBLEMS[reason] : `could not be prepared (${error instanceof Error ? error.message.split('\n', 1)[0] : String(error)})`}. ` +
        'Fix it or restore a backup (docs/operations.md: Backup and restore).',
    )
    process.exit(1)
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
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
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
    console.error(`Refusing to start: ${problem}`)
    await app.close()
    database.close()
    process.exit(1)
  }

  const [exerciseCount, workoutCount] = await Promise.all([
    database.db.select({ n: count() }).from(exercises).get(),
    database.db.select({ n: count() }).from(workouts).get(),
  ])
  app.log.info(
    `Calisthenics is running at ${config.appUrl} (listening on ${config.host}:${config.port}) · ` +
      `database ${describeDatabase(config)} · migrations: ${migrations.applied} applied now, ` +
      `${migrations.total} in all · catalogue: ${exerciseCount?.n ?? 0} exercises, ` +
      `${workoutCount?.n ?? 0} workouts (${catalogue.added} built-in rows added)`,
  )
  if (created) app.log.warn(`Created a new, empty database at ${describeDatabase(config)}`)
  await trimStartupMemory(database)
  if (config.devSignIn) {
    app.log.warn(
      'Development sign-in is ON: anyone who can reach this server can sign in as anyone, ' +
        'admin included. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for real sign-in.',
    )
  }
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
