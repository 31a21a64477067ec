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

let installed = false

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
    if (!cache) caches.set(this, (cache = new Map()))
    const hit = cache.get(sql)
    if (hit !== undefined) {
      // Most recently used last, so the first key is the one to evict.
      cache.delete(sql)
      cache.set(sql, hit)
      return hit
    }
    const statement = compile.call(this, sql)
    if (cache.size >= PER_CONNECTION) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(sql, statement)
    return statement
  }
}
