import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { loadCatalogue } from './db/catalogue'
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
  await migrateDatabase(database)
  await loadCatalogue(database)
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
  app.log.info(`Calisthenics is running at ${config.appUrl}`)
}

void main()
