// Every use of drizzle's private surface, in one place (docs/architecture.md#internals). Group
// commit (db/group-commit.ts) runs the queries of many writers as one libSQL batch, so it needs
// each query as drizzle's own `db.batch` builds it: its SQL and parameters, and the function that
// maps the driver's result back to what the query returns. drizzle keeps that behind `_prepare()`.
// tests/integration/internals-drizzle.test.ts fails, naming what moved, when an upgrade changes it.

/** A drizzle query prepared as `db.batch` prepares it. */
export interface BatchPrepared {
  getQuery(): { sql: string; params: unknown[] }
  mapResult(result: unknown, isFromBatch?: boolean): unknown
}

/** `query` (a drizzle query builder of the libSQL dialect) as drizzle's batch runs it. */
export function preparedForBatch(query: unknown): BatchPrepared {
  const prepare = (query as { _prepare?: unknown } | null)?._prepare
  if (typeof prepare !== 'function') {
    throw new Error(
      'drizzle-orm internals moved: a query no longer has `_prepare()` (src/server/internals/drizzle.ts relies on it for group commit; see tests/integration/internals-drizzle.test.ts)',
    )
  }
  return prepare.call(query) as BatchPrepared
}
