import { migrate } from 'drizzle-orm/libsql/migrator'
import { type Database, migrationsFolder, prepareDatabase } from './client'

export async function migrateDatabase(database: Database): Promise<void> {
  await prepareDatabase(database)
  await database.write((db) => migrate(db, { migrationsFolder: migrationsFolder() }))
}
