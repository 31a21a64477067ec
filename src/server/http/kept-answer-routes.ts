// The REST fast path for kept reads (docs/architecture.md#request-cost): `GET /api/workouts` is
// the same for every signed-in user until an admin edits the catalogue, and `GET
// /api/trainer/users` is kept per trainer until something it shows changes (#staff-reads). Their
// kept answers (api/serialised-answers.ts) are sent as they are, with a strong ETag, 304 on a
// matching If-None-Match, and brotli or gzip compressed once per answer. It skips only the REST
// adapter's request translation: the context is the shared one (session, user, role) and the
// procedure is called as any caller calls it, its tier's checks included. Anything else (an
// error, a query it does not know, a procedure that declines) is left to the REST adapter,
// which answers as it always has.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ContextInner } from '../api/context'
import { createCaller } from '../api/root'
import { type AnswerEncoding, SerialisedAnswer } from '../api/serialised-answers'

type Caller = ReturnType<typeof createCaller>

/** The catalogue reads served here: path → the procedure call for its query. */
const ROUTES: Record<string, (caller: Caller, query: URLSearchParams) => Promise<unknown> | null> =
  {
    '/api/workouts': (caller, query) => {
      const category = query.get('category')
      if (
        [...query.keys()].some((key) => key !== 'category') ||
        query.getAll('category').length > 1
      )
        return null
      return caller.workouts.list(category === null ? undefined : { category: category as never })
    },
    '/api/trainer/users': (caller, query) => (query.size ? null : caller.trainer.users()),
  }

/** The answer goes to one signed-in user and is checked again on every use. */
const CACHE_CONTROL = 'private, no-cache'
const VARY = 'Authorization, Cookie, Accept-Encoding'

/** Answers `request` from a kept catalogue answer; false when the REST adapter must answer. */
export function keptAnswerRoutes(
  createContext: (http: { req: FastifyRequest; res: FastifyReply }) => Promise<ContextInner>,
) {
  return async function answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const url = request.url
    const mark = url.indexOf('?')
    const route = ROUTES[mark === -1 ? url : url.slice(0, mark)]
    if (!route) return false
    let result: unknown
    try {
      const ctx = await createContext({ req: request, res: reply })
      const call = route(
        createCaller({ ...ctx, serialisedAnswers: true }),
        new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1)),
      )
      if (!call) return false
      result = await call
    } catch {
      // Unauthorised, invalid input, unavailable...: the adapter runs it again and answers.
      return false
    }
    if (!(result instanceof SerialisedAnswer)) return false
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    const etag = result.etagFor(encoding)
    void reply
      .header('cache-control', CACHE_CONTROL)
      .header('vary', VARY)
      .header('etag', etag)
      .type('application/json; charset=utf-8')
    if (matches(request.headers['if-none-match'], etag)) {
      await reply.code(304).send()
      return true
    }
    if (encoding) {
      await reply.header('content-encoding', encoding).send(result.encoded(encoding))
    } else {
      await reply.send(result.json)
    }
    return true
  }
}

/** br, else gzip, when the client accepts it (a q of 0 refuses); null: send it as it is. */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): any listed tag, W/ or not, or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
