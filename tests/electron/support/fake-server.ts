import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface Reply {
  status?: number
  headers?: Record<string, string | string[]>
  body?: unknown
}

/** A real HTTP server on 127.0.0.1 standing in for the app's server; it records what it got. */
export async function startFakeServer(
  route: (request: SeenRequest) => Reply | Promise<Reply>,
  port = 0,
) {
  const seen: SeenRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      seen.push(request)
      void Promise.resolve(route(request)).then((reply) => {
        const body = reply.body === undefined ? '' : JSON.stringify(reply.body)
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        })
        res.end(body)
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const listening = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>

/** An address where nothing listens: a port that was just free. */
export async function deadServerUrl(): Promise<string> {
  const probe = await startFakeServer(() => ({}))
  await probe.close()
  return probe.url
}
