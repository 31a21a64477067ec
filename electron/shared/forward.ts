export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

// The renderer's credentials and identity never reach the server: the main process alone decides
// who the request speaks for. Hop-by-hop and length headers are recomputed by fetch.
const REQUEST_HEADERS_DROPPED = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'origin',
  'referer',
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'te',
  'upgrade',
])

// fetch has already decoded the body, so its encoding and length no longer describe it.
const RESPONSE_HEADERS_DROPPED = new Set([
  'set-cookie',
  'set-cookie2',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
])

export type ForwardOutcome =
  | { kind: 'unreachable' }
  | { kind: 'answered'; status: number; authorized: boolean; logout: boolean }

export interface ForwardOptions {
  fetch: Fetch
  serverUrl(): string | null
  /** The whole Authorization value ('Bearer …' or 'Kiosk …'), or null to send none. */
  authorization(): string | null
  observe(outcome: ForwardOutcome): void
}

/** POST /api/auth/logout, or a tRPC call (maybe batched: `/trpc/a,auth.logout`) that includes it. */
export function isLogoutCall(method: string, pathname: string): boolean {
  if (method !== 'POST') return false
  if (pathname === '/api/auth/logout') return true
  if (!pathname.startsWith('/trpc/')) return false
  return decodeURIComponent(pathname.slice('/trpc/'.length)).split(',').includes('auth.logout')
}

/** The `{message}` of an error answer, when it has one. */
export async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json()
    const message = (body as { message?: unknown } | null)?.message
    return typeof message === 'string' && message ? message : null
  } catch {
    return null
  }
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

export async function forwardRequest(options: ForwardOptions, request: Request): Promise<Response> {
  const server = options.serverUrl()
  if (!server) {
    return jsonResponse(503, { message: 'No server is configured', code: 'SERVICE_UNAVAILABLE' })
  }
  const incoming = new URL(request.url)
  const target = new URL(`${incoming.pathname}${incoming.search}`, server)

  const headers = new Headers()
  request.headers.forEach((value, name) => {
    if (!REQUEST_HEADERS_DROPPED.has(name.toLowerCase())) headers.set(name, value)
  })
  const authorization = options.authorization()
  if (authorization) headers.set('authorization', authorization)

  const method = request.method.toUpperCase()
  const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer()

  let upstream: Response
  try {
    // Never follow a redirect with the token attached: Node's fetch hands the 3xx back (the
    // renderer's navigation rules judge where it leads); Electron's net.fetch rejects it, which
    // answers 503 below. The API does not redirect the calls the app makes.
    upstream = await options.fetch(target.href, { method, headers, body, redirect: 'manual' })
  } catch {
    options.observe({ kind: 'unreachable' })
    return jsonResponse(503, {
      message: 'The server cannot be reached',
      code: 'SERVICE_UNAVAILABLE',
    })
  }

  const responseHeaders = new Headers()
  upstream.headers.forEach((value, name) => {
    if (!RESPONSE_HEADERS_DROPPED.has(name.toLowerCase())) responseHeaders.append(name, value)
  })
  options.observe({
    kind: 'answered',
    status: upstream.status,
    authorized: authorization !== null,
    logout: upstream.ok && isLogoutCall(method, incoming.pathname),
  })
  const bodyless = method === 'HEAD' || [204, 205, 304].includes(upstream.status)
  return new Response(bodyless ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  })
}
