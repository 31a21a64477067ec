import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Writable } from 'node:stream'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { AppConfig } from '../config'
import { requestedUrl } from './requested-url'

/**
 * The request log (docs/architecture.md#logs): one line per request, JSON in production and a
 * short pretty line elsewhere. Secrets never reach it: the query string's values, the token of
 * invitation links and the development provider's interaction ids are replaced, and no header
 * (cookies, Authorization) is logged at all.
 */
export type LogOption = boolean | { stream: Writable }

export function loggerOptions(
  config: Pick<AppConfig, 'production'>,
  option: LogOption,
): FastifyServerOptions['logger'] {
  if (!option) return false
  const base = {
    level: process.env.LOG_LEVEL ?? 'info',
    // Belt and braces: nothing logs headers, but an error object that carries them is cut.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.headers.cookie',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  }
  if (typeof option === 'object') return { ...base, stream: option.stream }
  if (config.production) return base
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,reqId,req,status,ms',
        singleLine: true,
        messageFormat: '{msg}',
      },
    },
  }
}

const SECRET_SEGMENTS = [
  /^(\/invite\/)[^/?#]+/,
  /^(\/api\/invitations\/)[^/?#]+/,
  /^(\/dev-oidc\/(?:interaction|auth|session)\/)[^/?#]+/,
]

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  let path = queryAt === -1 ? url : url.slice(0, queryAt)
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1[redacted]')
  if (queryAt === -1) return path
  // Keys say what was asked (code, state, input, returnTo); values may be secrets.
  const keys = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`)
  return `${path}?${keys.join('&')}`
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Honours a well-formed `X-Request-Id` from a proxy; otherwise a fresh UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

/** One line per answered request, and the request id echoed to the client. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const url = redactUrl(requestedUrl(request))
    const ms = Math.round(reply.elapsedTime)
    const line = { req: { method: request.method, url }, status, ms }
    const text = `${request.method} ${url} ${status} ${ms} ms`
    if (status >= 500) request.log.error(line, text)
    else request.log.info(line, text)
  })
}
