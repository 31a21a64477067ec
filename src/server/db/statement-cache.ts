// A compiled-statement cache for the embedded database (docs/decisions/017-group-commit.md,
// docs/architecture.md#request-cost). `@libsql/client` compiles every statement it runs afresh
// (`prepare`): about 100 µs each here, more than running most of them. Its file and memory
// databases are `libsql` connections, whose statements can be run again with new arguments, so
// each connection keeps its most recently used statements by SQL text. The client sets a
// statement's modes (raw, safe integers) before every run and reads every row at once, and
// SQLite recompiles a cached statement itself when the schema changes, so a cached statement
// behaves exactly as a fresh one.
import {
  type DriverStatement,
  interceptPrepare,
  rememberColumnsAndModes,
} from '../internals/libsql'

/** Statements kept per connection; the app has fewer distinct statements on its hot paths. */
const PER_CONNECTION = 128

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
  const caches = new WeakMap<object, Map<string, DriverStatement>>()
  // Without an embedded driver (a remote-only build) this does nothing: there is nothing to keep.
  interceptPrepare((connection, sql, compile) => {
    let cache = caches.get(connection)
    if (!cache) {
      caches.set(connection, (cache = new Map()))
      everyCache.add(new WeakRef(cache))
    }
    const hit = cache.get(sql)
    if (hit !== undefined) {
      // Most recently used last, so the first key is the one to evict.
      cache.delete(sql)
      cache.set(sql, hit)
      return hit
    }
    const statement = compile()
    rememberColumnsAndModes(statement)
    if (cache.size >= PER_CONNECTION) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(sql, statement)
    return statement
  })
}
