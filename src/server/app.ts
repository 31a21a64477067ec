import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyCookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi'
import { appRouter, type AppRouter } from './api/root'
import {
  type ContextInner,
  createContextInner,
  createInvitationLimiter,
  createPairingLimiter,
} from './api/trpc'
import {
  clearKioskCookie,
  clearSessionCookie,
  kioskCookieName,
  readKioskToken,
  readSessionToken,
  setKioskCookie,
  setSessionCookie,
} from './auth/cookies'
import { createDevProvider, DEV_ISSUER_PATH } from './auth/dev-provider'
import { createIdentityProvider } from './auth/identity-provider'
import { registerOAuthRoutes } from './auth/oauth-routes'
import { validateSessionToken } from './auth/session'
import type { AppConfig } from './config'
import type { Database } from './db/client'
import { isSameOrigin } from './http/csrf'
import { buildOpenApiDocument, renderDocsPage } from './http/openapi'
import { createRateLimiter, type RateLimiter } from './http/rate-limit'
import { createMailTransport } from './mail/transport'
import { authenticateKiosk } from './services/kiosks/authenticate-kiosk'
import { projectRoot } from './paths'

export interface BuildAppOptions {
  config: AppConfig
  database: Database
  /** Serve the client through Vite's dev middleware instead of dist/client. */
  viteDev?: boolean
  logger?: boolean
  rateLimits?: {
    mutations?: RateLimiter
    signIn?: RateLimiter
    invitations?: RateLimiter
    pairing?: RateLimiter
  }
}

const TRPC_MAX_BATCH = 20

export async function buildApp({
  config,
  database,
  viteDev = false,
  logger = false,
  rateLimits,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.production ? 'info' : 'debug',
          redact: ['req.headers.cookie', 'req.headers.authorization'],
        }
      : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // tRPC's batched GET puts every procedure name in the path (DESIGN §10).
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  })
  const mutationLimiter =
    rateLimits?.mutations ?? createRateLimiter({ capacity: 120, refillPerSecond: 4 })
  const signInLimiter =
    rateLimits?.signIn ?? createRateLimiter({ capacity: 20, refillPerSecond: 0.2 })
  const invitationLimiter = rateLimits?.invitations ?? createInvitationLimiter()
  const pairingLimiter = rateLimits?.pairing ?? createPairingLimiter()
  // SMTP when SMTP_URL is set, else the log and the development outbox (DESIGN §4).
  const mailer = createMailTransport({ config, database, log: app.log })
  app.addHook('onClose', async () => mailer.close())

  await app.register(fastifyCookie)

  // Never a stack trace in a response; 5xx details go to the log only.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    return reply
      .code(status)
      .send({ message: status >= 500 ? 'Internal server error' : error.message })
  })

  const devProvider = config.google || config.production ? null : createDevProvider(config.appUrl)
  app.addHook('onRequest', async (request, reply) => {
    if (
      devProvider &&
      (request.url === DEV_ISSUER_PATH || request.url.startsWith(`${DEV_ISSUER_PATH}/`))
    ) {
      reply.hijack()
      await devProvider.handle(request.raw, reply.raw)
      return reply
    }
    // CSRF (DESIGN §6): a state-changing request riding on a cookie session must be same-origin.
    const safe =
      request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS'
    if (
      !safe &&
      readSessionToken(request, config)?.via === 'cookie' &&
      !isSameOrigin(request, config)
    ) {
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'FORBIDDEN' })
    }
  })

  async function createContext({
    req,
    res,
  }: {
    req: FastifyRequest
    res: FastifyReply
  }): Promise<ContextInner> {
    const presented = readSessionToken(req, config)
    const found = presented ? await validateSessionToken(database, presented.token) : null
    if (presented?.via === 'cookie') {
      if (!found) clearSessionCookie(res, config)
      else if (found.renewed)
        setSessionCookie(res, config, presented.token, found.session.expiresAt)
    }
    const kioskToken = readKioskToken(req, config)
    const device = kioskToken ? await authenticateKiosk({ database, token: kioskToken }) : null
    const kiosk = device?.kiosk ?? null
    if (kioskToken && req.cookies[kioskCookieName(config)] === kioskToken) {
      // A dead cookie goes, as a dead session's does; a live one is renewed with 'last seen', so
      // a wall screen nobody touches never reaches the cookie's 400-day end.
      if (!device) clearKioskCookie(res, config)
      else if (device.renewed) setKioskCookie(res, config, kioskToken)
    }
    return createContextInner({
      database,
      config,
      rateLimiter: mutationLimiter,
      invitationLimiter,
      pairingLimiter,
      mailer,
      user: found?.user ?? null,
      session: found?.session ?? null,
      kiosk,
      clientKey: found ? `user:${found.user.id}` : kiosk ? `kiosk:${kiosk.id}` : `ip:${req.ip}`,
      response: {
        clearSessionCookie: () => clearSessionCookie(res, config),
        setKioskCookie: (token) => setKioskCookie(res, config, token),
      },
    })
  }

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: TRPC_MAX_BATCH,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed')
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  })

  registerOAuthRoutes(app, {
    config,
    database,
    provider: createIdentityProvider(config),
    rateLimiter: signInLimiter,
  })

  // SPEC §7 clients send some POSTs with no payload at all (e.g. POST /api/auth/logout); the REST
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

  const openApiDocument = buildOpenApiDocument(config)
  const docsPage = renderDocsPage(openApiDocument)
  app.get('/api/openapi.json', async () => openApiDocument)
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage),
  )
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'REST procedure failed')
    },
  })

  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.client.execute('SELECT 1')
      return { status: 'ready' }
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' })
    }
  })

  await registerClient(app, viteDev)
  return app
}

async function registerClient(app: FastifyInstance, viteDev: boolean) {
  const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)/.test(url)
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
  const clientDir = join(projectRoot(), 'dist', 'client')
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn('dist/client is missing: run `npm run build`; only the API is served')
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' }),
    )
    return
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  // Client-side routes (and the 404 page) are rendered by the SPA.
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' })
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}

/** Fastify reads a hop count as a function: trust that many proxies nearest to us. */
function fastifyTrustProxy(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}
