import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { requestedPath } from './requested-url'

/**
 * Security headers on every answer (docs/architecture.md#security-headers): helmet's, plus the
 * two it does not know: Permissions-Policy and the API's no-store. Helmet's are computed once
 * at start-up (its Fastify plugin rebuilt the whole middleware, CSP parsing included, on every
 * request: 4 % of a cached read's CPU).
 * Production's CSP allows no inline script but the hashed ones of the built index.html (the
 * theme script that runs before first paint); Vite's dev server needs inline scripts and its
 * HMR socket, so development relaxes exactly that.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    production,
    viteDev,
    inlineScriptHashes,
  }: { production: boolean; viteDev: boolean; inlineScriptHashes: string[] },
) {
  const scriptSrc = viteDev
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)]
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // React's style attributes and Radix's scroll lock write inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Exercise images are https:// or same-origin (docs/product.md#validation).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: viteDev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the app is served over HTTPS, i.e. production (config.ts requires it).
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })

  const entries = Object.entries(headers)
  // On the raw response, like helmet's middleware: answers that bypass Fastify's reply (the
  // development sign-in provider, Vite's dev middleware) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value)
    done()
  })
  // Callback style on purpose: an async onSend hook makes the REST adapter's fire-and-forget
  // reply.send race Fastify's own (docs/architecture.md#pitfalls). Headers given to the reply
  // win over the raw ones above.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = requestedPath(request)
    // The link's token is the credential: never let it leave in a Referer.
    if (SECRET_IN_PATH.test(path)) reply.header('referrer-policy', 'no-referrer')
    if (/^\/(api|trpc)(\/|$)/.test(path) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}

// The kiosk keeps its screen awake and goes fullscreen; Copy code writes to the clipboard.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
  'clipboard-write=(self)',
].join(', ')

/** The headers helmet's middleware sets with these options, as one object. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>()
  const res = {
    setHeader: (name: string, value: string | number) =>
      headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined)
  return { ...Object.fromEntries(headers), 'permissions-policy': PERMISSIONS_POLICY }
}

/**
 * Headers a browser reads only on a document (or a worker's script): a page's policy, framing,
 * opener, referrer, features. A script, style sheet or font loaded by the page obeys the page's,
 * so on those these ~1 KB per file would be bytes on the wire for nothing (HTTP/1.1 sends them
 * uncompressed: the first visit of Daily fetched a dozen such files). nosniff, CORP and HSTS stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
]

/**
 * Hashed scripts, style sheets and fonts of the built client (or their precompressed files):
 * subresources, never documents.
 */
export const SUBRESOURCE = /[\\/]assets[\\/][^\\/]+\.(js|css|woff2?)(\.(br|gz))?$/

/** Pages and calls whose path or query carries a one-time secret. */
const SECRET_IN_PATH = /^\/(invite|api\/invitations|desktop-sign-in|api\/auth)(\/|$)/

/** CSP hashes of the inline scripts that run in an HTML page (the built index.html). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  // Data blocks (type="application/json") never run, so they need no hash.
  const inline =
    /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi
  for (const match of html.matchAll(inline)) {
    const body = match[1] ?? ''
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return hashes
}
