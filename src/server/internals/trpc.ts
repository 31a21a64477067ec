// Every use of tRPC's private surface, in one place (docs/architecture.md#internals). The fast
// paths need three things tRPC does not offer publicly: the flat table of a router's procedures
// (to tell a query from a mutation before calling it, and to list the REST operations), a
// procedure builder's meta (to derive a route's OpenAPI security from its tier), and the brand a
// middleware's result carries when a middleware answers without calling `next()` (a kept answer).
// tests/unit/internals-trpc.test.ts fails, naming what moved, when an upgrade changes any of them.
import type { AnyRouter } from '@trpc/server'
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import'

export type ProcedureType = 'query' | 'mutation' | 'subscription'

/** What these helpers read of a procedure or builder: its `_def`. */
interface Defined {
  _def?: { type?: unknown; meta?: unknown; procedures?: unknown }
}

/** The brand of a middleware result produced without `next()` (tRPC checks it on every result). */
export const MIDDLEWARE_RESULT_MARKER = middlewareMarker

function moved(what: string): Error {
  return new Error(
    `@trpc/server internals moved: ${what} (src/server/internals/trpc.ts relies on it; see tests/unit/internals-trpc.test.ts)`,
  )
}

/**
 * Every procedure of `router` by its dotted path (`workouts.daily`), as tRPC keeps them
 * (`router._def.procedures`): the procedures themselves, which trpc-to-openapi's helpers take.
 */
export function routerProcedures(router: AnyRouter): Record<string, unknown> {
  const procedures = (router as Defined)._def?.procedures
  if (typeof procedures !== 'object' || procedures === null) {
    throw moved('a router no longer lists its procedures in `_def.procedures`')
  }
  return procedures as Record<string, unknown>
}

/** A procedure's type, or undefined for anything that is not a procedure. */
export function procedureType(procedure: unknown): ProcedureType | undefined {
  const type = (procedure as Defined | undefined)?._def?.type
  return type === 'query' || type === 'mutation' || type === 'subscription' ? type : undefined
}

/** The meta a procedure or procedure builder carries (`.meta()`, merged one level deep). */
export function procedureMeta<Meta>(procedureOrBuilder: unknown): Meta | undefined {
  const def = (procedureOrBuilder as Defined | undefined)?._def
  if (!def) throw moved('a procedure builder no longer carries `_def`')
  return def.meta as Meta | undefined
}
