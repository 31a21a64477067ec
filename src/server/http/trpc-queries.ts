// The fast path for the React client's reads (docs/architecture.md#request-cost): a GET of tRPC
// queries, batched or not, is answered here by calling the procedures as any caller does (the
// shared per-request context, each tier's checks, input and output validation) and writing
// tRPC's JSON envelope, without the adapter's translation of the request and the answer into
// WHATWG Request and Response objects, which cost a Daily read as much as everything else. Only
// successes are answered here: when any call fails, or the request is anything but plain JSON
// queries (a streamed batch, a mutation, an unknown procedure, unreadable input), the adapter
// runs it as it always has, and answers errors with its own shapes and statuses. Queries only
// read, so running one again is safe.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ContextInner } from '../api/context'
import { appRouter, createCaller } from '../api/root'
import { procedureType, routerProcedures } from '../internals/trpc'

const PREFIX = '/trpc/'
type Procedures = Record<string, unknown>
type Call = (input: unknown) => Promise<unknown>

export function registerTrpcQueries(
  app: FastifyInstance,
  {
    createContext,
    maxBatchSize,
  }: {
    createContext: (http: { req: FastifyRequest; res: FastifyReply }) => Promise<ContextInner>
    maxBatchSize: number
  },
): void {
  const procedures = routerProcedures(appRouter)
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith(PREFIX)) return
    // A streamed batch (httpBatchStreamLink) is the adapter's.
    if (request.headers['trpc-accept'] !== undefined) return
    const plan = planOf(request, procedures, maxBatchSize)
    if (!plan) return
    let results: unknown[]
    try {
      const caller = createCaller(await createContext({ req: request, res: reply }))
      results = await Promise.all(
        plan.calls.map(({ path, input }) => callerAt(caller, path)(input)),
      )
    } catch {
      return // the adapter runs it again and answers the error
    }
    const items = results.map((data) => ({ result: { data } }))
    void reply
      .header('vary', 'trpc-accept, accept')
      .type('application/json')
      .send(JSON.stringify(plan.batch ? items : items[0]))
    return reply
  })
}

interface Plan {
  batch: boolean
  calls: { path: string; input: unknown }[]
}

/** The queries a GET asks for, or null when it is not plain queries this path can answer. */
function planOf(
  request: FastifyRequest,
  procedures: Procedures,
  maxBatchSize: number,
): Plan | null {
  const url = request.url
  const mark = url.indexOf('?')
  let paths: string[]
  try {
    paths = decodeURIComponent(url.slice(PREFIX.length, mark === -1 ? undefined : mark)).split(',')
  } catch {
    return null
  }
  const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1))
  const batch = query.get('batch') === '1'
  if ((!batch && paths.length > 1) || paths.length > maxBatchSize) return null
  if (paths.some((path) => procedureType(procedures[path]) !== 'query')) return null
  let inputs: unknown
  const text = query.get('input')
  try {
    inputs = text === null ? undefined : JSON.parse(text)
  } catch {
    return null
  }
  if (batch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null)) return null
  return {
    batch,
    calls: paths.map((path, i) => ({
      path,
      input: batch ? (inputs as Record<string, unknown> | undefined)?.[i] : inputs,
    })),
  }
}

function callerAt(caller: unknown, path: string): Call {
  let at = caller as Record<string, unknown>
  for (const part of path.split('.')) at = at[part] as Record<string, unknown>
  return at as unknown as Call
}
