import { existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Client, createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { type CommitItem, createGroupCommit } from './group-commit'
import {
  checkDatabaseFile,
  DatabaseUnavailableError,
  fileIdentity,
  type FileIdentity,
  type UnavailableReason,
  unavailableReason,
} from './health'
import * as schema from './schema'
import { closeHotReads } from './hot-read'
import { installStatementCache } from './statement-cache'

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
  /**
   * Commits `queries` (built with `database.db`, as for `db.batch`) atomically, in one
   * transaction shared with the other writers queued meanwhile (group commit,
   * docs/decisions/017-group-commit.md). For writes that read nothing under the lock: their
   * guards are in SQL (a version claim, a conditional WHERE, a unique index). Resolves after the
   * commit; rejects, with nothing of it written, when one of its statements fails.
   */
  commit(queries: readonly CommitItem[]): Promise<unknown[]>
  /** Told how long each write waited for the lock (the /metrics histogram). */
  observeWriteWait?: (seconds: number) => void
  /** Why the database cannot take writes now, or null when it can (the /readyz check). */
  health(): Promise<UnavailableReason | null>
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
  installStatementCache()
  const path = isLocalFile(url) ? localFilePath(url) : ''
  if (path) mkdirSync(dirname(path), { recursive: true })
  const connect = () =>
    createClient({
      url,
      authToken: authToken || undefined,
      // Busy timeout for a second process (CLI, backup) holding the file lock briefly.
      timeout: 5000,
    })
  const runExclusive = createMutex()
  // The file this process opened: a write never goes into it once it is deleted or replaced.
  let opened: FileIdentity | null = null
  const fileProblem = () => {
    if (!path) return null
    opened ??= fileIdentity(path)
    return opened ? checkDatabaseFile(path, opened) : null
  }
  let integrity: { at: number; reason: UnavailableReason | null } | null = null
  const client = connect()
  /** `fn` under the write lock, never into a replaced file, with a fresh client after a failure. */
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      const problem = fileProblem()
      if (problem) throw new DatabaseUnavailableError(problem)
      try {
        return await fn()
      } catch (error) {
        if (unavailableReason(error)) reconnect()
        throw error
      }
    })
  const database: Database = {
    db: drizzle(client, { schema }),
    client,
    url,
    write: (fn) => {
      const queued = performance.now()
      return exclusive(() => {
        database.observeWriteWait?.((performance.now() - queued) / 1000)
        return fn(database.db)
      })
    },
    commit: createGroupCommit({
      exclusive,
      client: () => database.client,
      observeWait: (seconds) => database.observeWriteWait?.(seconds),
    }),
    async health() {
      try {
        const problem = fileProblem()
        if (problem) return problem
        if (!path) {
          await database.client.execute('SELECT 1')
          return null
        }
        // A real write (the header's user_version, set to itself) under the write lock.
        await runExclusive(async () => {
          const version = await database.client.execute('PRAGMA user_version')
          await database.client.execute(
            `PRAGMA user_version = ${Number(version.rows[0]?.[0] ?? 0)}`,
          )
        })
        // The full page scan is costly on a large file: at most once a minute.
        if (!integrity || Date.now() - integrity.at > INTEGRITY_CHECK_EVERY_MS) {
          const check = await database.client.execute('PRAGMA quick_check(1)')
          const ok = String(check.rows[0]?.[0] ?? '') === 'ok'
          integrity = { at: Date.now(), reason: ok ? null : 'corrupt' }
        }
        return integrity.reason
      } catch (error) {
        return unavailableReason(error) ?? 'unreachable'
      }
    },
    close: () => {
      closeHotReads(database)
      database.client.close()
    },
  }
  /**
   * A write that failed with SQLITE_BUSY (or FULL, READONLY, I/O) can leave its statement
   * un-reset on a pooled connection, holding an implicit transaction open: every later write on
   * it is acknowledged but never committed, and lost (docs/architecture.md#failing-safely). Such
   * a failure is rare, so the whole client is replaced; closing the old one ends that
   * transaction (after a moment, so reads already running on it finish). Requests read
   * `database.db` afresh, so they all move to the new client.
   */
  function reconnect() {
    const old = database.client
    database.client = connect()
    database.db = drizzle(database.client, { schema })
    setTimeout(() => old.close(), 2_000).unref()
  }
  return database
}

const INTEGRITY_CHECK_EVERY_MS = 60_000

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

/** The path of a local file database's URL (without its query), as the driver opens it. */
export function localFilePath(url: string): string {
  return url.slice('file:'.length).split('?', 1)[0] ?? ''
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
