// Every use of the `libsql` driver's private surface, in one place
// (docs/architecture.md#internals). `@libsql/client` opens file and memory databases with the
// `libsql` package's `Database` and compiles every statement it runs afresh
// (`Database.prototype.prepare`). The fast path reaches past the client twice: the session check
// reads straight from a `Database` of its own (db/hot-read.ts), and every connection keeps its
// compiled statements (db/statement-cache.ts), which means replacing `prepare` on the prototype
// and remembering what the client asks of each statement before every run.
// tests/integration/internals-libsql.test.ts fails, naming what moved, when an upgrade changes it.
import { createRequire } from 'node:module'

/** A compiled statement, as the driver returns it and the client uses it. */
export interface DriverStatement {
  columns(): unknown
  raw(on?: boolean): DriverStatement
  safeIntegers(on?: boolean): DriverStatement
  get(args: unknown[]): unknown
}

export interface DriverConnection {
  prepare(sql: string): DriverStatement
  close(): void
}

export type Driver = (new (path: string, options?: { timeout?: number }) => DriverConnection) & {
  prototype: DriverConnection
}

let driver: Driver | null | undefined

/**
 * The `libsql` module `@libsql/client` itself loads (resolved from the client, so a copy nested
 * under it would still be the one patched), or null where there is no embedded driver.
 */
export function embeddedDriver(): Driver | null {
  if (driver === undefined) {
    try {
      driver = createRequire(import.meta.resolve('@libsql/client'))('libsql') as Driver
    } catch {
      driver = null
    }
  }
  return driver
}

/**
 * Replaces the driver's `prepare` for every connection of this process: `prepare(connection,
 * sql, compile)` answers the statement, calling `compile()` for a fresh one. False when there is
 * no embedded driver.
 */
export function interceptPrepare(
  prepare: (connection: DriverConnection, sql: string, compile: () => DriverStatement) => unknown,
): boolean {
  const Database = embeddedDriver()
  if (!Database) return false
  const compile = Database.prototype.prepare
  if (typeof compile !== 'function') {
    throw new Error(
      'libsql internals moved: `Database.prototype.prepare` is gone (src/server/internals/libsql.ts patches it; see tests/integration/internals-libsql.test.ts)',
    )
  }
  Database.prototype.prepare = function keptPrepare(this: DriverConnection, sql: string) {
    return prepare(this, sql, () => compile.call(this, sql)) as DriverStatement
  }
  return true
}

/**
 * The client asks a statement for its columns twice on every run and sets its two modes before
 * every run, each a call into the driver (the columns about 20 µs here, built afresh each time).
 * A statement's columns come from its SQL text and the declared types of the tables it reads,
 * which only migrations change, before the server serves; a mode set to what it already is
 * changes nothing. So each is asked of the driver once per statement.
 */
export function rememberColumnsAndModes(statement: DriverStatement): void {
  const { columns, raw, safeIntegers } = statement
  let kept: unknown
  let rawMode: boolean | undefined
  let safeMode: boolean | undefined
  statement.columns = function keptColumns() {
    return (kept ??= columns.call(this))
  }
  statement.raw = function keptRaw(on = true) {
    if (rawMode === on) return this
    // Throws for a statement that returns no rows: left unset, so it throws again next time.
    raw.call(this, on)
    rawMode = on
    return this
  }
  statement.safeIntegers = function keptSafeIntegers(on = true) {
    if (safeMode !== on) {
      safeIntegers.call(this, on)
      safeMode = on
    }
    return this
  }
}
