import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { Database } from './db/client'
import { forgetCompiledStatements } from './db/statement-cache'

/**
 * Gives back what start-up grew and no longer needs (docs/architecture.md#memory). Migrations and
 * the built-in catalogue's load allocate enough to grow V8's young generation to its largest
 * (16 MB semi-spaces) and V8 keeps it until its memory reducer notices a quiet process, tens of
 * seconds later. One memory-reducing collection once the server listens shrinks it at once; under
 * load the young generation grows again as it needs to, so requests pay nothing (a smaller
 * `--max-semi-space-size` would make every write pay more collections). Jest uses the same
 * `--expose-gc` at run time to reach `gc`.
 */
export async function trimStartupMemory(database: Database): Promise<void> {
  // The database's side first, so the collection below finalises what it lets go: start-up's
  // kept statements (migrations, the catalogue's load), and SQLite's page cache and lookaside
  // memory, which it fills again as requests need it.
  await database.client.execute('PRAGMA shrink_memory').catch(() => undefined)
  forgetCompiledStatements()
  try {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as (options: {
      type: 'major'
      execution: 'sync'
      flavor: 'last-resort'
    }) => void
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  } catch {
    // A runtime without it keeps its memory until V8 trims it itself.
  }
}
