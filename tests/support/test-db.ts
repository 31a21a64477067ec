import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join } from 'node:path'
import { migrationsFolder, openDatabase, type Database } from '~/server/db/client'
import { migrateDatabase } from '~/server/db/migrate'

export const TMP_DIR = join(process.cwd(), 'tests', '.tmp')
export const BASE_DB = join(TMP_DIR, 'base.db')

/** Global setup: one migrated database that every test copies (Epic Stack style). */
export async function createBaseDatabase(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true })
  // Built under a private name and renamed into place: a second test run starting meanwhile
  // must never copy a half-migrated file.
  const building = join(TMP_DIR, `base-${process.pid}-${Date.now()}.db`)
  const database = openDatabase(`file:${building}`)
  await migrateDatabase(database)
  await database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  database.close()
  renameSync(building, BASE_DB)
  for (const suffix of ['-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true })
}

/**
 * The base database, made now if this process runs outside vitest (e.g. `npm run bench`) and
 * there is none or a migration is newer than it.
 */
export async function ensureBaseDatabase(): Promise<void> {
  if (!existsSync(BASE_DB)) return createBaseDatabase()
  const folder = migrationsFolder()
  const built = statSync(BASE_DB).mtimeMs
  const stale = readdirSync(folder, { recursive: true }).some(
    (name) => statSync(join(folder, String(name))).mtimeMs > built,
  )
  if (stale) await createBaseDatabase()
}

let counter = 0

/** A fresh, migrated file database for one test file or test. */
export function createTestDatabase(): Database & { path: string } {
  const path = join(
    TMP_DIR,
    `w${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}-${Date.now()}-${counter++}.db`,
  )
  copyFileSync(BASE_DB, path)
  return Object.assign(openDatabase(`file:${path}`), { path })
}
