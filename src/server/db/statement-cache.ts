// A compiled-statement cache for the embedded database (docs/decisions/017-group-commit.md,
// docs/architecture.md#request-cost). `@libsql/client` compiles every statement it runs afresh
// (`prepare`): about 100 µs each here, more than running most of them. Its file and memory
// databases are `libsql` connections, whose statements can be run again with new arguments, so
// each connection keeps its most recently used statements by SQL text. The client sets a
// statement's modes (raw, safe integers) before every run and reads every row at once, and
// SQLite recompiles a cached statement itself when the schema changes, so a cached statement
// behaves exactly as a fresh one.
import { createRequire } from 'node:module'

/** Statements kept per connection; the app has fewer distinct statements on its hot paths. */
const PER_CONNECTION = 128

interface Connection {
  prepare(sql: string): unknown
}

interface Statement {
  columns(): unknown
  raw(on?: boolean): Statement
  safeIntegers(on?: boolean): Statement
}

/**
 * The client asks a kept statement for its columns twice on every run and sets its two modes
 * before every run, each a call into the driver (the columns about 20 µs here, built afresh each
 * time). A statement's columns come from its SQL text and the declared types of the tables it
 * reads, which only migrations change, before the server serves; a mode set to what it already
 * is changes nothing. So each is asked of the driver once per statement.
 */
function rememberColumnsAndModes(statement: Statement): void {
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

let installed = false
/** Every connection's cache, held weakly: a closed connection's goes with it. */
const everyCache = new Set<WeakRef<Map<string, unknown>>>()

/**
 * Drops every kept statement: start-up's migrations and catalogue load fill the caches with
 * statements the server never runs again, each holding compiled code in the driver. The hot
 * paths compile theirs again on first use.
 */
export function forgetCompiledStatements(): void {
  for (const ref of everyCache) {
    const cache = ref.deref()
    if (cache) cache.clear()
    else everyCache.delete(ref)
  }
}

/** How many statements this process keeps compiled, over every open connection. */
export function keptStatementCount(): number {
  let count = 0
  for (const ref of everyCache) count += ref.deref()?.size ?? 0
  return count
}

/** Makes every `libsql` connection of this process reuse its compiled statements. */
export function installStatementCache(): void {
  if (installed) return
  installed = true
  let Database: { prototype: Connection }
  try {
    // The very module the client opens connections with.
    const require = createRequire(import.meta.resolve('@libsql/client'))
    Database = require('libsql') as { prototype: Connection }
  } catch {
    return // no embedded driver here (a remote-only build): nothing to cache
  }
  const compile = Database.prototype.prepare
  const caches = new WeakMap<Connection, Map<string, unknown>>()
  Database.prototype.prepare = function prepare(this: Connection, sql: string) {
    let cache = caches.get(this)
    if (!cache) {
      caches.set(this, (cache = new Map()))
      everyCache.add(new WeakRef(cache))
    }
    const hit = cache.get(sql)
    if (hit !== undefined) {
      // Most recently used last, so the first key is the one to evict.
      cache.delete(sql)
      cache.set(sql, hit)
      return hit
    }
    const statement = compile.call(this, sql) as Statement
    rememberColumnsAndModes(statement)
    if (cache.size >= PER_CONNECTION) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(sql, statement)
    return statement
  }
}
