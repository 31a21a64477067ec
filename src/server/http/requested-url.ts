import type { FastifyInstance, FastifyRequest } from 'fastify'

// The URL as the client sent it. The REST adapter rewrites request.url (and so originalUrl)
// without its /api prefix before hooks that run after the handler see it.
const urls = new WeakMap<FastifyRequest, string>()

export function rememberRequestedUrl(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    urls.set(request, request.url)
  })
}

export function requestedUrl(request: FastifyRequest): string {
  return urls.get(request) ?? request.url
}

export function requestedPath(request: FastifyRequest): string {
  return requestedUrl(request).split('?', 1)[0] ?? ''
}
