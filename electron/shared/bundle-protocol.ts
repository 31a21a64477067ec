import { readFile, stat } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve } from 'node:path'
import { contentSecurityPolicy } from './web-pages'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
}

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

export function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

/** Every HTML answer goes through here so none leaves without its Content-Security-Policy. */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy(html),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  })
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

async function fileResponse(path: string, head: boolean): Promise<Response> {
  const type = contentTypeOf(path)
  if (type.startsWith('text/html')) {
    const response = htmlResponse(await readFile(path, 'utf8'))
    return head ? new Response(null, { headers: response.headers }) : response
  }
  return new Response(head ? null : await readFile(path), {
    headers: { 'content-type': type, 'x-content-type-options': 'nosniff' },
  })
}

/**
 * The built client from `root`: a file when one exists, index.html for client-side routes (no
 * extension), 404 for a missing asset so a stale chunk fails loudly instead of parsing HTML as JS.
 * A path that resolves outside `root` (`..`, encoded slashes) is refused before touching the disk.
 */
export async function serveBundleFile(root: string, request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return textResponse(405, 'Method not allowed')
  }
  const head = request.method === 'HEAD'
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(request.url).pathname)
  } catch {
    return textResponse(400, 'Bad request')
  }
  const base = resolve(root)
  const target = resolve(base, `.${pathname}`)
  const inside = relative(base, target)
  if (pathname.includes('\0') || inside.startsWith('..') || isAbsolute(inside)) {
    return textResponse(404, 'Not found')
  }
  if (inside !== '' && (await isFile(target))) return fileResponse(target, head)
  if (extname(pathname) !== '' || pathname.startsWith('/assets/')) {
    return textResponse(404, 'Not found')
  }
  const index = resolve(base, 'index.html')
  if (!(await isFile(index))) {
    return textResponse(404, `The web client is not built: ${index} is missing (npm run build)`)
  }
  return fileResponse(index, head)
}

export function isForwardedPath(pathname: string): boolean {
  return /^\/(api|trpc)(\/|$)/.test(pathname)
}
