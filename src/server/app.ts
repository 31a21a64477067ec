import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { errorResponseMeta } from './api/error-responses'
import { appRouter, createCaller, type AppRouter } from './api/root'
import { createHttpContext } from './api/context'
import { readSessionToken } from './auth/cookies'
import { createDevProvider, DEV_ISSUER_PATH } from './auth/dev-provider'
import { createIdentityProvider } from './auth/identity-provider'
import { registerOAuthRoutes } from './http/oauth-routes'
import type { AppConfig } from './config'
import { type Database, isLocalFile } from './db/client'
import {
  RETRY_AFTER_SECONDS,
  unavailableReason,
  UNAVAILABLE_MESSAGES,
  UNAVAILABLE_TEXTS,
} from './db/health'
import { keptAnswerRoutes } from './http/kept-answer-routes'
import { hotWriteRoutes } from './http/hot-write-routes'
import { registerTrpcQueries } from './http/trpc-queries'
import { jsonForPage, type PageAnswer, pageReads } from './http/page-data'
import { type QuarterDay, quarterDay } from '~/shared/rules/days'
import { routePreloads, withRoutePreloads } from './http/route-preloads'
import { isSameOrigin } from './http/csrf'
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from './http/json-depth'
import { buildOpenApiDocument, DOCS_INIT_SCRIPT, DOCS_PAGE } from './http/openapi'
import { swaggerAsset } from './http/swagger-assets'
import { loggerOptions, registerRequestLog, requestId, type LogOption } from './http/logging'
import { registerMetrics } from './http/metrics'
import { fastifyRestPlugin } from './http/rest-adapter'
import { FILE_TOO_LARGE, isImportUpload, registerImportUpload } from './http/import-upload'
import { ServerText, tx } from './i18n/server-text'
import { answerLocale, translate } from './i18n/translate'
import { createRateLimits, type RateLimits } from './rate-limit/rate-limits'
import { rememberRequestedUrl, requestedPath } from './http/requested-url'
import {
  DOCUMENT_ONLY_HEADERS,
  inlineScriptHashes,
  registerSecurityHeaders,
  SUBRESOURCE,
} from './http/security-headers'
import { startJobs } from './jobs/start-jobs'
import { createMailTransport } from './mail/transport'
import { projectRoot } from './paths'

export interface BuildAppOptions {
  config: AppConfig
  database: Database
  /** Serve the client through Vite's dev middleware instead of dist/client. */
  viteDev?: boolean
  /** The request log: off (tests), on (pretty or JSON by environment), or JSON to a stream. */
  logger?: LogOption
  /** Replaces the limiters of rate-limit/rate-limits.ts (tests lift them). */
  rateLimits?: RateLimits
  /** Replaces some of SERVER_LIMITS (tests shorten them). */
  serverLimits?: Partial<ServerLimits>
  /** Runs the background jobs (jobs/start-jobs.ts): main.ts does; tests call the services. */
  jobs?: boolean
}

/**
 * How long a client may take and how many may connect (docs/architecture.md#failing-safely):
 * a slow or idle client cannot hold a socket for long, nor can many of them exhaust the process.
 */
export const SERVER_LIMITS = {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection between requests. */
  keepAliveTimeoutMs: 5_000,
  /** A socket with no traffic at all. */
  idleSocketTimeoutMs: 60_000,
  maxConnections: 2_048,
}
export type ServerLimits = typeof SERVER_LIMITS

const TRPC_MAX_BATCH = 20

export async function buildApp({
  config,
  database,
  viteDev = false,
  logger = false,
  rateLimits,
  serverLimits,
  jobs = false,
}: BuildAppOptions) {
  const timing = { ...SERVER_LIMITS, ...serverLimits }
  const app = Fastify({
    requestTimeout: timing.requestTimeoutMs,
    keepAliveTimeout: timing.keepAliveTimeoutMs,
    connectionTimeout: timing.idleSocketTimeoutMs,
    // Node checks header and request deadlines on this interval (30 s by default, too coarse).
    http: {
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, timing.headersTimeoutMs / 4)),
    },
    logger: loggerOptions(config, logger),
    // One line per request from http/logging.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // tRPC's batched GET puts every procedure name in the path (docs/architecture.md#pitfalls).
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  })
  app.server.headersTimeout = Math.min(timing.headersTimeoutMs, timing.requestTimeoutMs)
  app.server.maxConnections = timing.maxConnections
  const limits = rateLimits ?? createRateLimits(database)
  // SMTP when SMTP_URL is set, else the log and the development outbox (docs/product.md#mail).
  const mailer = createMailTransport({ config, database, log: app.log })
  const running = jobs ? startJobs({ config, database, mailer, log: app.log }) : null
  // A job's run in progress finishes before the mailer (and then the database) closes.
  app.addHook('onClose', async () => {
    await running?.stop()
    mailer.close()
  })

  rememberRequestedUrl(app)
  registerRequestLog(app)
  const metrics = registerMetrics(app, { config, database })
  await app.register(fastifyCookie)
  // Every text answer in brotli or gzip as the client accepts; before any route is added, as the
  // plugin hooks routes as they are registered (docs/architecture.md#compression).
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Per-request brotli at a level that costs about what gzip does; built assets are
    // precompressed at the highest level instead.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) {
      const text = JSON_TOO_DEEP_MESSAGE
      return done(Object.assign(new Error(text.message), { statusCode: 400, text }), undefined)
    }
    parseJson(request, body as string, done)
  })
  registerImportUpload(app)
  const indexHtml = join(clientDir(), 'index.html')
  await registerSecurityHeaders(app, {
    production: config.production,
    viteDev,
    inlineScriptHashes:
      !viteDev && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
  })

  // Never a stack trace, SQL or parameters in a response; 5xx details go to the log only.
  app.setErrorHandler((error: Error & { statusCode?: number; text?: unknown }, request, reply) => {
    metrics.countDatabaseError(error)
    // The parsers' refusals and a database that failed outside a procedure come before any
    // session is read: the browser's language says.
    const locale = answerLocale(null, request.headers['accept-language'])
    const reason = unavailableReason(error)
    if (reason) {
      request.log.warn({ reason }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS[reason]))
        .send({
          message: translate(locale, UNAVAILABLE_TEXTS[reason]),
          code: 'SERVICE_UNAVAILABLE',
        })
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status === 413 && isImportUpload(request))
      return reply
        .code(413)
        .send({ message: translate(locale, FILE_TOO_LARGE), code: httpErrorCode(413) })
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    const text = error.text instanceof ServerText ? translate(locale, error.text) : error.message
    return reply.code(status).send({
      message: status >= 500 ? 'Internal server error' : text,
      code: httpErrorCode(status),
    })
  })

  const devProvider = config.devSignIn
    ? await createDevProvider(config.appUrl, devProviderFolder(config))
    : null
  app.addHook('onRequest', async (request, reply) => {
    // Probes call by the machine's address, and these two say nothing beyond up or not.
    const probe = request.url === '/healthz' || request.url === '/readyz'
    if (
      config.allowedHosts &&
      !probe &&
      !config.allowedHosts.has((request.headers.host ?? '').toLowerCase())
    ) {
      const text = tx('This server answers only as {appUrl} (set APP_URL or ALLOWED_HOSTS)', {
        appUrl: config.appUrl,
      })
      return reply.code(421).send({
        message: translate(answerLocale(null, request.headers['accept-language']), text),
        code: 'MISDIRECTED_REQUEST',
      })
    }
    if (
      devProvider &&
      (request.url === DEV_ISSUER_PATH || request.url.startsWith(`${DEV_ISSUER_PATH}/`))
    ) {
      reply.hijack()
      await devProvider.handle(request.raw, reply.raw)
      return reply
    }
    // tRPC and the REST adapter answer HEAD with 204 on any path, known or not, signed in or
    // not: HEAD gets what GET would answer, without its body.
    if (request.method === 'HEAD' && isApiPath(request.url)) {
      const answer = await app.inject({ method: 'GET', url: request.url, headers: request.headers })
      reply.code(answer.statusCode)
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !BODY_HEADERS.has(name)) reply.header(name, value)
      }
      return reply.send()
    }
    // tRPC's GET calls carry their input as JSON in the query string.
    const input = request.query && (request.query as Record<string, unknown>).input
    if (typeof input === 'string' && jsonTooDeep(input)) {
      const message = translate(
        answerLocale(null, request.headers['accept-language']),
        JSON_TOO_DEEP_MESSAGE,
      )
      return reply.code(400).send({ message, code: 'BAD_REQUEST' })
    }
    // CSRF (docs/product.md#csrf): a state-changing request riding on a cookie session must be same-origin.
    const safe =
      request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS'
    if (
      !safe &&
      readSessionToken(request, config)?.via === 'cookie' &&
      !isSameOrigin(request, config)
    ) {
      const message = translate(
        answerLocale(null, request.headers['accept-language']),
        tx('Cross-site request refused'),
      )
      return reply.code(403).send({ message, code: 'FORBIDDEN' })
    }
  })

  // One context per request, however many callers ask for it (the REST fast path, then the
  // adapter when it declines): the session is checked and its cookie renewed once.
  const buildContext = createHttpContext({ config, database, rateLimits: limits, mailer })
  const contexts = new WeakMap<FastifyRequest, ReturnType<typeof buildContext>>()
  const createContext: typeof buildContext = (http) => {
    let context = contexts.get(http.req)
    if (!context) contexts.set(http.req, (context = buildContext(http)))
    return context
  }

  registerTrpcQueries(app, { createContext, maxBatchSize: TRPC_MAX_BATCH })
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: TRPC_MAX_BATCH,
      responseMeta: errorResponseMeta,
      onError({ error, path }) {
        metrics.countDatabaseError(error.cause ?? error)
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed')
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  })

  registerOAuthRoutes(app, {
    config,
    database,
    provider: createIdentityProvider(config),
    rateLimits: limits,
  })

  // docs/product.md#api clients send some POSTs with no payload at all (e.g. POST /api/auth/logout); the REST
  // adapter answers 415 to a body-less request without a content type, so treat it as JSON `{}`.
  app.addHook('preHandler', async (request) => {
    const headers = request.headers
    const bodyMethod =
      request.method === 'POST' || request.method === 'PATCH' || request.method === 'PUT'
    const empty = !headers['transfer-encoding'] && (headers['content-length'] ?? '0') === '0'
    if (bodyMethod && empty && !headers['content-type'] && request.url.startsWith('/api/')) {
      headers['content-type'] = 'application/json'
    }
  })

  // Built on first request: most servers never serve it, and building it costs memory.
  let openApiDocument: ReturnType<typeof buildOpenApiDocument> | null = null
  app.get('/api/openapi.json', async () => (openApiDocument ??= buildOpenApiDocument(config)))
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(DOCS_PAGE),
  )
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_INIT_SCRIPT),
  )
  app.get<{ Params: { file: string } }>('/api/docs/assets/:file', async (request, reply) => {
    const asset = swaggerAsset(request.params.file)
    if (!asset) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' })
    return reply.header('cache-control', 'public, max-age=86400').type(asset.type).send(asset.body)
  })
  // REST error bodies are exactly {message, code, issues?}: the adapter also copies tRPC's
  // error shape (its `data`, for the React client) into them.
  // Callback style, as every onSend hook here (docs/architecture.md#pitfalls).
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, trimErrorBody(request, reply.statusCode, payload))
  })
  await app.register(fastifyRestPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    answerFirst: [keptAnswerRoutes(createContext), hotWriteRoutes(createContext)],
    responseMeta: errorResponseMeta,
    onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
      metrics.countDatabaseError(error.cause ?? error)
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'REST procedure failed')
    },
  })

  app.get('/healthz', async () => ({ status: 'ok' }))
  // Ready means the database can take a write now (docs/architecture.md#failing-safely).
  app.get('/readyz', async (_request, reply) => {
    const reason = await database.health()
    if (!reason) return { status: 'ready' }
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS[reason]))
      .send({ status: 'unavailable', reason, message: UNAVAILABLE_MESSAGES[reason] })
  })

  // The page carries the signed-in user, so a first visit needs no separate session call, and
  // the first reads of the screen it opens (http/page-data.ts).
  const initialData = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const caller = createCaller(await createContext({ req: request, res: reply }))
    const session = await caller.auth.session()
    const reads = await pageReads(path, session.user ?? null, async () => caller)
    return { session, reads, day: session.user ? quarterDay(session.user.timeZone) : null }
  }
  await registerClient(app, viteDev, initialData)
  return app
}

async function registerClient(
  app: FastifyInstance,
  viteDev: boolean,
  initialData: (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ) => Promise<{ session: unknown; reads: PageAnswer[]; day: QuarterDay | null }>,
) {
  if (viteDev) {
    const { createServer } = await import('vite')
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'spa',
    })
    app.addHook('onClose', () => vite.close())
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url))
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' })
      reply.hijack()
      vite.middlewares(request.raw, reply.raw)
    })
    return
  }
  const root = clientDir()
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn('dist/client is missing: run `npm run build`; only the API is served')
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' }),
    )
    return
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Source maps stay on the server's disk for debugging; the public never gets them. The .br
    // and .gz files written at build time are sent in place of their originals.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      if (SUBRESOURCE.test(path)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name)
      }
    },
  })
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' })
  // Client-side routes (and the 404 page) are rendered by the SPA. A route, not the not-found
  // handler, so that the page is compressed like every other answer.
  app.get('/*', (request, reply) => {
    // A missing asset (or a source map) is a 404, never the HTML page under a script's name.
    if (isApiPath(request.url) || request.url.startsWith('/assets/')) return notFound(reply)
    return sendPage(request, reply)
  })
  const page = readFileSync(join(root, 'index.html'), 'utf8')
  const preloads = routePreloads(root)
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?', 1)[0] ?? '/'
    let data: Awaited<ReturnType<typeof initialData>>
    try {
      data = await initialData(request, reply, path)
    } catch (error) {
      // The client asks again (and shows what fails); the page itself must not fail.
      request.log.warn({ err: error }, 'could not put the session in the page')
      return reply.header('cache-control', 'no-cache').type('text/html').send(page)
    }
    const withCode = withRoutePreloads(page, preloads, pageRoute(path, data.session))
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withInitialSession(withCode, data.session, data.reads, data.day))
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply))
}

/**
 * The page with the session, and the first screen's reads when there are any, as data
 * (docs/architecture.md#client-data): JSON blocks, not scripts, so the CSP has nothing to allow;
 * `<` is escaped so no text can close the element.
 */
export function withInitialSession(
  page: string,
  session: unknown,
  reads: PageAnswer[] = [],
  day: QuarterDay | null = null,
): string {
  const blocks =
    `<script type="application/json" id="initial-session">${jsonForPage(session)}</script>` +
    (reads.length
      ? `<script type="application/json" id="initial-reads">${jsonForPage(reads)}</script>`
      : '') +
    (day ? `<script type="application/json" id="initial-day">${jsonForPage(day)}</script>` : '')
  return page.replace('<div id="root"></div>', `${blocks}<div id="root"></div>`)
}

const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)/.test(url)

/** Headers that describe a body, which a HEAD answer does not carry here. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
])

const clientDir = () => join(projectRoot(), 'dist', 'client')

/** The path whose screen the page will show first: the sign-in page for a signed-in one without a session. */
function pageRoute(path: string, session: unknown): string {
  const signedIn = Boolean((session as { user?: unknown } | null)?.user)
  return signedIn || PUBLIC_PAGES.test(path) ? path : '/auth'
}

/** Pages anyone sees; every other page sends a visitor without a session to /auth. */
const PUBLIC_PAGES = /^\/(auth|terms|privacy|invite|kiosk|desktop-sign-in)(\/|$)/

/** An /api error body as exactly {message, code, issues?}; anything else unchanged. */
function trimErrorBody(request: FastifyRequest, status: number, payload: unknown): unknown {
  if (status < 400 || typeof payload !== 'string') return payload
  if (!requestedPath(request).startsWith('/api/')) return payload
  try {
    const body = JSON.parse(payload) as {
      message?: unknown
      code?: unknown
      issues?: unknown
      data?: { inputFailed?: unknown }
    }
    if (typeof body.message !== 'string' || typeof body.code !== 'string') return payload
    const { code, issues } = body
    // trpc.ts's errorFormatter words the adapter's 'Input validation failed' in the asker's language.
    const inputFailed = body.data?.inputFailed
    const message =
      issues !== undefined && typeof inputFailed === 'string' ? inputFailed : body.message
    return JSON.stringify(issues === undefined ? { message, code } : { message, code, issues })
  } catch {
    return payload
  }
}

const HTTP_ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
}
const httpErrorCode = (status: number) =>
  HTTP_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST')

/** The development OpenID provider's files: beside a file database, else in ./data. */
function devProviderFolder(config: AppConfig): string {
  const url = config.databaseUrl
  const folder = isLocalFile(url)
    ? dirname(resolve(url.slice('file:'.length).split('?', 1)[0] ?? ''))
    : resolve('data')
  return join(folder, 'dev-oidc')
}

/** Fastify reads a hop count as a function: trust that many proxies nearest to us. */
function fastifyTrustProxy(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}
