import { z } from 'zod'
import type { OpenApiMeta, OpenApiMethod } from 'trpc-to-openapi'
import { procedureMeta } from '../internals/trpc'

/** Who a procedure tier admits; each tier in trpc.ts records its own. */
export type Access = 'public' | 'user' | 'kiosk'

export type AppMeta = OpenApiMeta<{ access?: Access }>

/** The input of a procedure that takes none. */
export const noInput = z.object({}).optional()

/** A REST route as an HTTP request line, e.g. `'GET /workouts/{id}'`. */
export type RestRoute = `${OpenApiMethod} /${string}`

/** A procedure tier or a builder made from one: tRPC merges each `.meta()` into what it carries. */
interface ProcedureTier<P> {
  meta(meta: AppMeta): P
}

/**
 * The REST face of one router's procedures, listed under `tags` in the OpenAPI document.
 * `rest(tier, route, summary)` serves a procedure of that tier at `route`. It takes the tier
 * because tRPC merges `.meta()` one level deep, so a tier cannot pre-fill part of `openapi`;
 * `protect` is always set, as trpc-to-openapi would otherwise mark public routes signed-in.
 */
export function restRoutes(...tags: [string, ...string[]]) {
  return function rest<P extends ProcedureTier<P>>(tier: P, route: RestRoute, summary: string): P {
    const [method, path] = route.split(' ') as [OpenApiMethod, `/${string}`]
    const protect = procedureMeta<AppMeta>(tier)?.access !== 'public'
    return tier.meta({ openapi: { method, path, summary, tags, protect } })
  }
}
