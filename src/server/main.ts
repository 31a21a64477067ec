import { count } from 'drizzle-orm'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { loadCatalogue } from './db/catalogue'
import { exercises, workouts } from './db/schema'
import { seedDemoAccounts } from './db/seed'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Refusing to start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const database = openDatabase(config.databaseUrl, config.databaseAuthToken)
  const migrations = await migrateDatabase(database)
  const catalogue = await loadCatalogue(database)
  if (!config.production) await seedDemoAccounts(database)

  const app = await buildApp({
    config,
    database,
    viteDev: process.env.VITE_DEV === '1',
    logger: true,
  })
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`)
    await app.close()
    database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })

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
  if (config.devSignIn) {
    app.log.warn(
      'Development sign-in is ON: anyone who can reach this server can sign in as anyone, ' +
        'admin included. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for real sign-in.',
    )
  }
}

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
