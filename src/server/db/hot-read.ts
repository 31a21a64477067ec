// The one read every signed-in request makes, the session check, straight from the embedded
// driver (docs/architecture.md#request-cost). Through `@libsql/client` and drizzle a one-row read
// costs about 50 µs here: the client walks a row iterator, copies the row into an object with a
// property defined per column, and drizzle maps it again; the driver's own `get` of the same
// statement in array mode costs under 10. A local file gets its own read connection (reads never
// wait for writes on a WAL file), replaced whenever the database's client is (after a failure);
// a libSQL server by URL, or a memory database, is asked through the client as before. The reads
// asked for in one turn of the event loop run together at its end (see `turn`).
import type { InValue } from '@libsql/client'
import { fillPlaceholders, type SQL } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import { type DriverConnection, type DriverStatement, embeddedDriver } from '../internals/libsql'
import { isLocalFile, type Database } from './client'

interface Reader {
  client: Database['client']
  connection: DriverConnection
  statements: Map<string, DriverStatement>
}

const readers = new WeakMap<Database, Reader | null>()

/** The first row of `sql` as an array of column values, or undefined when there is none. */
export async function hotRow(
  database: Database,
  sql: string,
  args: InValue[],
): Promise<unknown[] | undefined> {
  const reader = readerOf(database)
  if (!reader) {
    const result = await database.client.execute({ sql, args })
    const row = result.rows[0]
    return row ? Array.from({ length: row.length }, (_, i) => row[i]) : undefined
  }
  let statement = reader.statements.get(sql)
  if (!statement) reader.statements.set(sql, (statement = reader.connection.prepare(sql).raw(true)))
  const read = { statement, args, resolve: noop as Read['resolve'], reject: noop as Read['reject'] }
  const row = new Promise<unknown[] | undefined>((resolve, reject) => {
    read.resolve = resolve
    read.reject = reject
  })
  if (turn.push(read) === 1) setImmediate(readTurn)
  return row
}

const dialect = new SQLiteAsyncDialect()

/** A statement built by drizzle once, with named placeholders (`sql.placeholder`) for its values. */
export interface Prebuilt<K extends string> {
  sql: string
  args(values: Record<K, InValue>): InValue[]
}

/**
 * `query` built once: a hot read of a dozen subqueries cost more in drizzle's building (its SQL
 * walk checks every chunk's kind) than in the driver, on every request.
 */
export function prebuilt<K extends string>(query: SQL): Prebuilt<K> {
  const { sql, params } = dialect.sqlToQuery(query)
  return { sql, args: (values) => fillPlaceholders(params, values) as InValue[] }
}

/** The first row of a prebuilt read with `values`, as `hotRow` answers it. */
export function hotRowOf<K extends string>(
  database: Database,
  statement: Prebuilt<K>,
  values: Record<K, InValue>,
): Promise<unknown[] | undefined> {
  return hotRow(database, statement.sql, statement.args(values))
}

interface Read {
  statement: DriverStatement
  args: unknown[]
  resolve(row: unknown[] | undefined): void
  reject(error: unknown): void
}

const noop = () => {}

/**
 * The reads asked for in this turn of the event loop, run back to back once its I/O callbacks
 * are done (as group commit does for writes, decision 017). Under load a read on its own, between
 * other requests' work, costs 35-45 µs in the driver; the same read straight after another costs
 * about a third of that. On an idle server the turn holds one read, run at once after its poll.
 */
let turn: Read[] = []

function readTurn() {
  const reads = turn
  turn = []
  for (const read of reads) {
    try {
      read.resolve(read.statement.get(read.args) as unknown[] | undefined)
    } catch (error) {
      read.reject(error)
    }
  }
}

function readerOf(database: Database): Reader | null {
  let reader = readers.get(database)
  if (reader === null) return null
  if (reader && reader.client === database.client) return reader
  if (reader) {
    readTurn() // the turn's reads on the old connection run before it closes
    reader.connection.close()
  }
  const path = isLocalFile(database.url)
    ? (database.url.slice('file:'.length).split('?')[0] ?? '')
    : ''
  const Driver = path ? embeddedDriver() : null
  reader = Driver
    ? {
        client: database.client,
        // As the client's: a second process (CLI, backup) may hold the file's lock briefly.
        connection: new Driver(path, { timeout: 5000 }),
        statements: new Map(),
      }
    : null
  readers.set(database, reader)
  return reader
}

/** Closes the read connection of `database`, if it has one (with the database). */
export function closeHotReads(database: Database): void {
  readTurn()
  readers.get(database)?.connection.close()
  readers.delete(database)
}
