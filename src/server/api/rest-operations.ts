import { appRouter } from './root'
import type { Access, AppMeta } from './rest'

type ProcedureDef = { _def: { meta?: AppMeta; type: 'query' | 'mutation' | 'subscription' } }
type Method = 'get' | 'post' | 'patch' | 'put' | 'delete'

const procedures = () => appRouter._def.procedures as unknown as Record<string, ProcedureDef>

/** Each REST procedure's access tier, method and path template (relative to /api). */
export function restOperationTemplates(): {
  access: Access
  method: Method
  path: string
  type: ProcedureDef['_def']['type']
}[] {
  return Object.values(procedures()).flatMap(({ _def }) => {
    const openapi = _def.meta?.openapi
    if (!openapi) return []
    const method = openapi.method.toLowerCase() as Method
    return [{ access: _def.meta?.access ?? 'user', method, path: openapi.path, type: _def.type }]
  })
}

/** Every tRPC procedure's dotted name (`workouts.daily`). */
export function procedureNames(): Set<string> {
  return new Set(Object.keys(procedures()))
}
