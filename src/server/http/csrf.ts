import type { FastifyRequest } from 'fastify'
import type { AppConfig } from '../config'

/**
 * Same-origin check for state-changing requests (docs/product.md#csrf): the Origin header (or, where a
 * browser omits it, Sec-Fetch-Site) must name this app: APP_URL, or the host the request was
 * sent to. A request with neither header is refused.
 */
export function isSameOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin
  if (typeof origin === 'string' && origin !== 'null') {
    if (origin === new URL(config.appUrl).origin) return true
    const host = request.headers.host
    return Boolean(host) && origin === `${request.protocol}://${host}`
  }
  return request.headers['sec-fetch-site'] === 'same-origin'
}
