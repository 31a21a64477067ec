import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { procedureNames, restOperationTemplates } from '../api/rest-operations'
import { secretsEqual } from '../auth/tokens'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { databaseErrorLabel } from '../db/health'
import { requestedPath } from './requested-url'

/**
 * GET /metrics in Prometheus' text format (docs/architecture.md#metrics): request durations by
 * route pattern (never a raw URL, which may hold ids or tokens), the write lock's wait, and
 * database errors by kind. Each app has its own registry, so tests can build many.
 */
export interface Metrics {
  registry: Registry
  countDatabaseError(error: unknown): void
}

export function registerMetrics(
  app: FastifyInstance,
  { config, database }: { config: AppConfig; database: Database },
): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const writeWait = new Histogram({
    name: 'db_write_lock_wait_seconds',
    help: 'Time a write waited for the process-wide write lock',
    buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  })
  const dbErrors = new Counter({
    name: 'db_errors_total',
    help: 'Database errors met while answering, by kind (busy, full, read-only, gone, corrupt, unreachable, error)',
    labelNames: ['kind'],
    registers: [registry],
  })
  database.observeWriteWait = (seconds) => writeWait.observe(seconds)
  const routeOf = routeLabeler()

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, config)) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' })
    }
    return reply.type(registry.contentType).send(await registry.metrics())
  })

  return {
    registry,
    countDatabaseError(error) {
      const kind = databaseErrorLabel(error)
      if (kind) dbErrors.inc({ kind })
    },
  }
}

/** Headers a reverse proxy adds: a request carrying one came through a proxy, not from here. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

/**
 * Loopback callers (the socket's own address, not X-Forwarded-For, which a client can write),
 * or anyone with `Authorization: Bearer <METRICS_TOKEN>`. Others get a 404, as if there were none.
 * A proxy on this machine connects from loopback too, so a proxied request needs the token.
 */
function mayReadMetrics(request: FastifyRequest, config: AppConfig): boolean {
  const address = request.raw.socket.remoteAddress ?? ''
  const behindProxy = PROXY_HEADERS.some((name) => request.headers[name] !== undefined)
  if (!behindProxy && /^(127\.|::1$|::ffff:127\.)/.test(address)) return true
  const header = request.headers.authorization ?? ''
  return Boolean(
    config.metricsToken &&
    header.startsWith('Bearer ') &&
    secretsEqual(header.slice('Bearer '.length), config.metricsToken),
  )
}

/** A bounded label per request: the route pattern, a REST template, a tRPC procedure. */
function routeLabeler() {
  const templates = restOperationTemplates().map(({ method, path }) => ({
    method: method.toUpperCase(),
    path: `/api${path}`,
    pattern: new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
  const known = procedureNames()
  return (request: FastifyRequest): string => {
    const path = requestedPath(request)
    const route = request.routeOptions.url
    if (route === '/trpc/:path') {
      const procedures = path.slice('/trpc/'.length)
      if (procedures.includes(',')) return '/trpc/(batch)'
      return known.has(procedures) ? `/trpc/${procedures}` : '/trpc/(unknown)'
    }
    if (route === '/api/*') {
      const found = templates.find((t) => t.method === request.method && t.pattern.test(path))
      return found ? found.path : '/api/(unknown)'
    }
    if (path.startsWith('/assets/')) return '/assets/*'
    if (route) return route
    return path.startsWith('/api/') || path.startsWith('/trpc/') ? '(not found)' : '(page)'
  }
}
