import { migrate } from 'drizzle-orm/libsql/migrator'
import { type Database, migrationsFolder, prepareDatabase } from './client'

/** Applies pending migrations; answers how many ran now and how many the database has in all. */
export async function migrateDatabase(
  database: Database,
): Promise<{ applied: number; total: number }> {
  await prepareDatabase(database)
  const before = await countApplied(database)
  await database.write((db) => migrate(db, { migrationsFolder: migrationsFolder() }))
  const total = await countApplied(database)
  return { applied: total - before, total }
}

async function countApplied(database: Database): Promise<number> {
  const table = await database.client.execute(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
  )
  if (table.rows.length === 0) return 0
  const result = await database.client.execute('SELECT count(*) AS n FROM __drizzle_migrations')
  return Number(result.rows[0]?.n ?? 0)
}
