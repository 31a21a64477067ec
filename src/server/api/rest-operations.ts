import {
  procedureMeta,
  type ProcedureType,
  procedureType,
  routerProcedures,
} from '../internals/trpc'
import { appRouter } from './root'
import type { Access, AppMeta } from './rest'

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete'

/** Each REST procedure's access tier, method and path template (relative to /api). */
export function restOperationTemplates(): {
  access: Access
  method: Method
  path: string
  type: ProcedureType
}[] {
  return Object.values(routerProcedures(appRouter)).flatMap((procedure) => {
    const meta = procedureMeta<AppMeta>(procedure)
    const openapi = meta?.openapi
    const type = procedureType(procedure)
    if (!openapi || !type) return []
    const method = openapi.method.toLowerCase() as Method
    return [{ access: meta?.access ?? 'user', method, path: openapi.path, type }]
  })
}

/** Every tRPC procedure's dotted name (`workouts.daily`). */
export function procedureNames(): Set<string> {
  return new Set(Object.keys(routerProcedures(appRouter)))
}
