// The lock that keeps `restore` away from a database a server has open
// (docs/decisions/034-restore-lock-and-shared-rate-limits.md). Beside the database lies a small
// SQLite file in rollback-journal mode: every server process holds a read transaction on it (a
// SHARED lock) for as long as it runs, and `restore` needs an EXCLUSIVE lock on it, which SQLite
// grants only when no one else holds any. The operating system drops a process's locks when it
// ends, however it ends, so a server killed with -9 leaves nothing behind that blocks.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Client, createClient, type Transaction } from '@libsql/client'

export const serverLockPath = (databasePath: string) => `${databasePath}.server-lock`

export class LockBusyError extends Error {}

export interface HeldLock {
  release(): void
}

function openLockFile(databasePath: string, waitMs: number): Client {
  mkdirSync(dirname(databasePath), { recursive: true })
  return createClient({ url: `file:${serverLockPath(databasePath)}`, timeout: waitMs })
}

const isBusy = (error: unknown) => /SQLITE_BUSY|SQLITE_LOCKED/.test(String(error))

/** Creates the lock file's one table (rollback journal: WAL readers hold no SHARED lock). */
async function prepareLockFile(client: Client) {
  await client.execute('PRAGMA journal_mode = DELETE')
  await client.execute('CREATE TABLE IF NOT EXISTS holders (pid INTEGER)')
}

/**
 * A server's share of the lock, held until `release` (or the process's end). Waits `waitMs` for a
 * restore in progress, then throws LockBusyError.
 */
export async function holdServerLock(databasePath: string, waitMs = 10_000): Promise<HeldLock> {
  const client = openLockFile(databasePath, waitMs)
  let transaction: Transaction | null = null
  try {
    await prepareLockFile(client)
    // A deferred transaction takes its SHARED lock at the first read and keeps it until it ends.
    transaction = await client.transaction('deferred')
    await transaction.execute('SELECT count(*) FROM holders')
  } catch (error) {
    transaction?.close()
    client.close()
    if (isBusy(error)) throw new LockBusyError('a restore of this database is running')
    throw error
  }
  const held = transaction
  return {
    release() {
      held.close()
      client.close()
    },
  }
}

/**
 * The lock for a restore: EXCLUSIVE, so no server holds (or can take) it until `release`.
 * Throws LockBusyError at once while any server process has the database open.
 */
export async function takeRestoreLock(databasePath: string): Promise<HeldLock> {
  const client = openLockFile(databasePath, 0)
  try {
    await prepareLockFile(client)
    // In EXCLUSIVE locking mode the connection keeps the EXCLUSIVE lock its write needed until
    // it closes; the write itself (a row added and taken away) leaves the file as it was.
    await client.batch(
      [
        'PRAGMA locking_mode = EXCLUSIVE',
        'INSERT INTO holders (pid) VALUES (0)',
        'DELETE FROM holders',
      ],
      'deferred',
    )
  } catch (error) {
    client.close()
    if (isBusy(error)) throw new LockBusyError('a server has this database open')
    throw error
  }
  return { release: () => client.close() }
}
