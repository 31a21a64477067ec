import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { basename, join } from 'node:path'
import { migrationsFolder, openDatabase, type Database } from '~/server/db/client'
import { loadCatalogue } from '~/server/db/catalogue'
import { migrateDatabase } from '~/server/db/migrate'
import { seedDemoAccounts } from '~/server/seed/demo-accounts'

export const TMP_DIR = join(process.cwd(), 'tests', '.tmp')
export const BASE_DB = join(TMP_DIR, 'base.db')
/**
 * BASE_DB with what a test server adds at its start, the built-in catalogue and the demo
 * accounts: startTestServer copies it, so its own loads find everything there (~0.2 s of CPU
 * and ~1 s of a busy disk's time less per server, and the suite starts over a hundred).
 */
export const SERVED_DB = join(TMP_DIR, 'base-served.db')

/** Global setup: one migrated database that every test copies (Epic Stack style). */
export async function createBaseDatabase(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true })
  await buildInPlace(BASE_DB, migrateDatabase)
  await buildInPlace(
    SERVED_DB,
    async (database) => {
      await loadCatalogue(database)
      await seedDemoAccounts(database)
    },
    BASE_DB,
  )
}

/**
 * `target` made by `fill`, from a copy of `from` or from nothing, under a private name and
 * renamed into place: a second test run starting meanwhile must never copy a half-made file.
 */
async function buildInPlace(
  target: string,
  fill: (database: Database) => Promise<unknown>,
  from?: string,
): Promise<void> {
  const building = join(TMP_DIR, `${basename(target, '.db')}-${process.pid}-${Date.now()}.db`)
  if (from) copyFileSync(from, building)
  const database = openDatabase(`file:${building}`)
  await fill(database)
  await database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  database.close()
  renameSync(building, target)
  for (const suffix of ['-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true })
}

/**
 * The base database, made now if this process runs outside vitest (e.g. `npm run bench`) and
 * there is none or a migration is newer than it.
 */
export async function ensureBaseDatabase(): Promise<void> {
  if (!existsSync(BASE_DB) || !existsSync(SERVED_DB)) return createBaseDatabase()
  const folder = migrationsFolder()
  const built = statSync(BASE_DB).mtimeMs
  const stale = readdirSync(folder, { recursive: true }).some(
    (name) => statSync(join(folder, String(name))).mtimeMs > built,
  )
  if (stale) await createBaseDatabase()
}

/** Whether process `pid` is running (on this machine, as any user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The process a file in tests/.tmp belongs to: every test names its files with its process id,
 * the first all-digit part between dashes ('w1-4242-1795769337878-0.db-wal' is 4242's,
 * 'fault-disk-4242' too). base.db has none and is kept.
 */
export function ownerPid(name: string): number | null {
  const stem = basename(name).split('.')[0] ?? ''
  const part = stem.split('-').find((p) => /^\d+$/.test(p))
  return part ? Number(part) : null
}

/**
 * Removes the files in tests/.tmp of processes that are no longer running: databases of earlier
 * runs (a killed run leaves all its own; they once filled 2.8 GB). Files of a run still going,
 * this one's or another's in the same checkout, belong to live processes and stay.
 */
export function removeStaleFiles(): number {
  let removed = 0
  for (const name of existsSync(TMP_DIR) ? readdirSync(TMP_DIR) : []) {
    const pid = ownerPid(name)
    if (pid === null || pid === process.pid || isRunning(pid)) continue
    try {
      rmSync(join(TMP_DIR, name), { recursive: true, force: true })
      removed += 1
    } catch {
      // A tmpfs left mounted by a killed disk-fault test cannot go; it holds no disk space.
    }
  }
  return removed
}

let counter = 0

/** A fresh, migrated file database for one test file or test; a copy of SERVED_DB if told. */
export function createTestDatabase(from = BASE_DB): Database & { path: string } {
  const path = join(
    TMP_DIR,
    `w${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}-${Date.now()}-${counter++}.db`,
  )
  copyFileSync(from, path)
  return Object.assign(openDatabase(`file:${path}`), { path })
}
