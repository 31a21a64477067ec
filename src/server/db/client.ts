import { existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Client, createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import * as schema from './schema'

export type Drizzle = LibSQLDatabase<typeof schema>

export interface Database {
  /** For reads. Never write through this directly: use `write`. */
  db: Drizzle
  /**
   * Runs `fn` while holding the process-wide write lock. Every write goes through here, so the
   * embedded database never sees two writers at once (docs/architecture.md#writes: concurrent writers on a
   * pooled file client hit SQLITE_BUSY or block the event loop in the busy handler).
   * Writes that belong together are issued inside `fn` as one `db.batch([...])`, which commits
   * atomically; reads inside `fn` see a state no other request of this process can change.
   */
  write<T>(fn: (db: Drizzle) => Promise<T>): Promise<T>
  client: Client
  url: string
  close(): void
}

/** A FIFO async mutex: each caller runs after the previous one settles. */
export function createMutex() {
  let tail: Promise<unknown> = Promise.resolve()
  return function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn, fn)
    tail = run.catch(() => undefined)
    return run
  }
}

export function openDatabase(url: string, authToken?: string): Database {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length).split('?')[0] ?? ''
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  }
  const client = createClient({
    url,
    authToken: authToken || undefined,
    // Busy timeout for a second process (CLI, backup) holding the file lock briefly.
    timeout: 5000,
  })
  const db = drizzle(client, { schema })
  const runExclusive = createMutex()
  return {
    db,
    client,
    url,
    write: (fn) => runExclusive(() => fn(db)),
    close: () => client.close(),
  }
}

/** Per-database settings that persist in the file (WAL) or must hold before the app uses it. */
export async function prepareDatabase(database: Database): Promise<void> {
  if (isLocalFile(database.url)) {
    await database.client.execute('PRAGMA journal_mode = WAL')
  }
  const fk = await database.client.execute('PRAGMA foreign_keys')
  if (Number(fk.rows[0]?.[0] ?? 0) !== 1) {
    throw new Error('SQLite foreign keys are off on this connection; refusing to run without them')
  }
}

export function isLocalFile(url: string): boolean {
  return url.startsWith('file:') && !url.includes(':memory:')
}

/** The `drizzle/` folder, found from this module whether it runs from src/ or from dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    if (existsSync(`${dir}/drizzle/meta/_journal.json`)) return `${dir}/drizzle`
    dir = dirname(dir)
  }
  throw new Error('drizzle/ migrations folder not found')
}
