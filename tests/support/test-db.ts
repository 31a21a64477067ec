import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase, type Database } from '~/server/db/client'
import { migrateDatabase } from '~/server/db/migrate'

export const TMP_DIR = join(process.cwd(), 'tests', '.tmp')
export const BASE_DB = join(TMP_DIR, 'base.db')

/** Global setup: one migrated database that every test copies (Epic Stack style). */
export async function createBaseDatabase(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true })
  const { rmSync } = await import('node:fs')
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${BASE_DB}${suffix}`, { force: true })
  const database = openDatabase(`file:${BASE_DB}`)
  await migrateDatabase(database)
  await database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  database.close()
}

let counter = 0

/** A fresh, migrated file database for one test file or test. */
export function createTestDatabase(): Database & { path: string } {
  const path = join(TMP_DIR, `w${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}-${Date.now()}-${counter++}.db`)
  copyFileSync(BASE_DB, path)
  return Object.assign(openDatabase(`file:${path}`), { path })
}
