import { createHash } from 'node:crypto'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { requestedPath } from './requested-url'

/**
 * Security headers on every answer (docs/architecture.md#security-headers), set by
 * @fastify/helmet plus the two it does not know: Permissions-Policy and the API's no-store.
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
  await app.register(fastifyHelmet, {
    global: true,
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

  // Callback style on purpose: an async onSend hook makes the REST adapter's fire-and-forget
  // reply.send race Fastify's own (docs/architecture.md#pitfalls).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
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
