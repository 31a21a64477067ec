// The REST fast path for the hottest write (docs/architecture.md#request-cost): `POST
// /api/user/{userId}/sets`, which every athlete of a gym sends after every set. The REST adapter
// turns each request into a fetch Request (for an abort signal the set log never reads) and walks
// the input schema to mark coercions (pinned off, internals/zod.ts): about a tenth of a set's
// CPU. Here the procedure is called as any caller calls it, with the shared context (session,
// user, role), its tier's checks and its input and output schemas, and the answer is the JSON
// the adapter would send. Anything unusual (a body that is not a JSON object, a query string)
// and every error are left to the adapter, which answers as it always has. Calling again after
// an error is safe: the set log stores a client id once, and refuses a list before writing any;
// and the call again takes no second token of the mutation limit.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { TRPCError } from '@trpc/server'
import type { ContextInner } from '../api/context'
import { mutationPaid } from '../api/trpc'
import { createCaller } from '../api/root'
import type { z } from 'zod'
import type { logSetsInput } from '~/shared/schemas/sets'

const LOG_SETS = /^\/api\/user\/([^/?]+)\/sets$/

/** Answers `request` when it logs sets and succeeds; false when the REST adapter must answer. */
export function hotWriteRoutes(
  createContext: (http: { req: FastifyRequest; res: FastifyReply }) => Promise<ContextInner>,
) {
  return async function answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'POST') return false
    const userId = LOG_SETS.exec(request.url)?.[1]
    const body = request.body
    if (
      userId === undefined ||
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body) ||
      !request.headers['content-type']?.startsWith('application/json')
    )
      return false
    let result: unknown
    let ctx: ContextInner | undefined
    try {
      // As the adapter builds it: the path's parameter over the body's.
      // The body's fields are checked by the procedure's own schema, as for the adapter.
      const input: z.input<typeof logSetsInput> = { ...body, userId: decodeURIComponent(userId) }
      ctx = await createContext({ req: request, res: reply })
      result = await createCaller(ctx).sets.log(input)
    } catch (error) {
      // A refused limit took no token; any later error came after the call took one.
      if (ctx && !(error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS'))
        mutationPaid(ctx)
      return false
    }
    await reply.type('application/json').send(JSON.stringify(result))
    return true
  }
}
