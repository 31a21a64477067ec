import type { AnyRouter } from '@trpc/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  createOpenApiNodeHttpHandler,
  type CreateOpenApiFastifyPluginOptions,
  forEachOpenApiProcedure,
  getInputOutputParsers,
  instanceofZodTypeCoercible,
  instanceofZodTypeObject,
  type OpenApiProcedureRecord,
  unwrapZodType,
} from 'trpc-to-openapi'
import type { z } from 'zod'
import { routerProcedures } from '../internals/trpc'
import { pinCoercion } from '../internals/zod'

/**
 * trpc-to-openapi's Fastify plugin, with one fix: the handler returns the reply. The original
 * calls `reply.send` and returns nothing, so Fastify may answer a second time while an onSend hook
 * (compression's stream, ours) is still at work: a truncated body, "Cannot write headers after
 * they are sent", a 500 in the log (docs/architecture.md#pitfalls).
 */
export function fastifyRestPlugin<TRouter extends AnyRouter>(
  fastify: FastifyInstance,
  opts: CreateOpenApiFastifyPluginOptions<TRouter> & {
    /**
     * Tried first, in order; each answers true when it has answered (http/kept-answer-routes.ts,
     * http/hot-write-routes.ts).
     */
    answerFirst?: ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>)[]
  },
  done: (err?: Error) => void,
) {
  const prefix = (opts.basePath ?? '').replace(/\/$/, '')
  ignoreCoercionMarks(routerProcedures(opts.router) as OpenApiProcedureRecord)
  const handle = createOpenApiNodeHttpHandler(opts)
  fastify.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: `${prefix}/*`,
    handler: async (request, reply) => {
      for (const answer of opts.answerFirst ?? []) if (await answer(request, reply)) return reply
      request.raw.url = request.url.replace(fastify.prefix, '').replace(prefix, '')
      // The Node request/response surface the handler reads and writes, over Fastify's objects.
      const req = Object.assign(request, {
        // The adapter reads Fastify's parsed query when there is one, and drops an empty value
        // from it: `?limit=` passed as no limit at all. Without one it reads the URL's own
        // parameters, every value kept, so the schema refuses it (docs/product.md#validation).
        query: undefined,
        once: request.raw.once.bind(request.raw),
        on: request.raw.on.bind(request.raw),
        off: request.raw.off.bind(request.raw),
        destroy: request.raw.destroy.bind(request.raw),
      })
      const res = Object.assign(reply, {
        setHeader: (key: string, value: string | number | readonly string[]) => {
          void reply.header(key, value)
        },
        end: (data: unknown) => {
          if (!reply.sent) void reply.send(data)
        },
        socket: reply.raw.socket,
        connection: reply.raw.socket,
        finished: reply.raw.writableFinished,
        headersSent: reply.raw.headersSent,
        once: (event: string, listener: () => void) => {
          reply.raw.once(
            event,
            event === 'close' ? abortsOnlyUnfinished(reply, listener) : listener,
          )
          return res
        },
        on: reply.raw.on.bind(reply.raw),
        off: (event: string, listener: () => void) => {
          reply.raw.off(event, guards.get(listener) ?? listener)
          return res
        },
        emit: reply.raw.emit.bind(reply.raw),
        removeListener: reply.raw.removeListener.bind(reply.raw),
      })
      Object.defineProperty(res, 'statusCode', {
        set(value: number) {
          void reply.code(value)
        },
        get() {
          return reply.raw.statusCode
        },
        enumerable: true,
        configurable: true,
      })
      await handle(req as never, res as never)
      return reply
    },
  })
  done()
}

const guards = new WeakMap<() => void, () => void>()

/**
 * tRPC's request translation aborts the request's signal when the response closes, and it
 * closes after every answer too: an AbortError (a DOMException, ~45 µs with its stack) per
 * request, for nothing. Only a response closed before it finished is an abort (the client went
 * away mid-call), so only that close reaches the listener.
 */
function abortsOnlyUnfinished(reply: FastifyReply, listener: () => void): () => void {
  const guard = () => {
    if (!reply.raw.writableFinished) listener()
  }
  guards.set(listener, guard)
  return guard
}

/**
 * trpc-to-openapi marks every number, boolean, bigint and date field of a REST procedure's input
 * to coerce (`def.coerce = true`) before each call, JSON bodies included, on the very schema the
 * tRPC procedure parses with: once REST had served a procedure, `true`, `""` and `[5]` were
 * taken as 1, 0 and 5 over REST and tRPC alike. Each such field's flag is pinned to the schema's
 * own value, so those marks change nothing. A number a URL carries as text is read by its
 * schema instead (`urlNumber`, `idSchema` in src/shared/schemas/user.ts).
 */
function ignoreCoercionMarks(procedures: OpenApiProcedureRecord) {
  forEachOpenApiProcedure(procedures, ({ procedure }) => {
    pinFields(unwrapZodType(getInputOutputParsers(procedure).inputParser, true))
  })
}

/** The fields the adapter marks, found as it finds them (its `coerceSchema`). */
function pinFields(schema: z.ZodType) {
  if (!instanceofZodTypeObject(schema)) return
  for (const field of Object.values(schema.shape)) {
    const inner = unwrapZodType(field, false)
    if (instanceofZodTypeCoercible(inner)) {
      pinCoercion(inner)
    } else {
      pinFields(inner)
    }
  }
}
