import type { Drizzle } from './client'

const prepared = new WeakMap<Drizzle, Map<unknown, unknown>>()

/**
 * `build(db)` once per database handle: a drizzle query prepared with `sql.placeholder`s, for
 * the few reads every request makes (session, catalogue version). Building a query costs more
 * CPU than running it on SQLite (docs/architecture.md#request-cost). `build` must be a
 * module-level function: it is the cache key.
 */
export function preparedQuery<T>(db: Drizzle, build: (db: Drizzle) => T): T {
  let byBuild = prepared.get(db)
  if (!byBuild) prepared.set(db, (byBuild = new Map()))
  let query = byBuild.get(build) as T | undefined
  if (query === undefined) byBuild.set(build, (query = build(db)))
  return query
}
