import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Fetch } from '../shared/forward'
import { postJson } from '../shared/post-json'
import type { Timers } from '../shared/timers'
import { appLocale, text } from '../shared/texts'
import { escapeHtml } from '../shared/web-pages'

const SIGN_IN_TIMEOUT_MS = 5 * 60_000

export type SignInOutcome =
  { ok: true; token: string; expiresAt: string } | { ok: false; message: string }

export interface LoopbackSignIn {
  outcome: Promise<SignInOutcome>
  cancel(message: string): void
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url')
}

function pkceChallenge(verifier: string): string {
  return base64url(createHash('sha256').update(verifier).digest())
}

// The tab the browser is left on: no script, nothing loaded from elsewhere.
function browserPage(response: ServerResponse, status: number, title: string, text: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'no-store',
    connection: 'close',
  })
  response.end(`<!doctype html>
<html lang="${appLocale()}">
  <head><meta charset="UTF-8" /><title>${escapeHtml(title)}</title>
  <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}</style></head>
  <body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body>
</html>
`)
}

/**
 * RFC 8252 sign-in (decision 009): listen on 127.0.0.1 at a port the OS picks, open the server's
 * `/desktop-sign-in` page in the system browser with a random `state` and a PKCE S256 challenge,
 * wait for the browser to come back to `/callback?code&state`, and trade the code plus the
 * verifier for a session token. Only the app knows the verifier, so a code seen by another
 * program on this machine is useless to it.
 */
export function startLoopbackSignIn(options: {
  serverUrl: string
  fetch: Fetch
  openExternal(url: string): Promise<void>
  timers: Timers
}): LoopbackSignIn {
  const { serverUrl, timers } = options
  const state = base64url(randomBytes(32))
  const verifier = base64url(randomBytes(32))
  let exchanging = false
  let timer: unknown = null
  let settle!: (outcome: SignInOutcome) => void
  const outcome = new Promise<SignInOutcome>((resolve) => {
    settle = resolve
  })
  let finished = false

  const server = createServer((request, response) => void handle(request, response))

  function finish(result: SignInOutcome) {
    if (finished) return
    finished = true
    if (timer !== null) timers.clearTimeout(timer)
    server.close()
    server.closeIdleConnections()
    settle(result)
  }

  async function exchange(code: string): Promise<SignInOutcome> {
    const answer = await postJson(
      options.fetch,
      serverUrl,
      '/api/auth/desktop/token',
      { code, verifier },
      { unreachable: `Cannot reach ${serverUrl}` },
    )
    if (!answer.ok) return answer
    const { token, expiresAt } = answer.body
    if (typeof token !== 'string' || !token) {
      return { ok: false, message: 'The server gave no session token' }
    }
    return { ok: true, token, expiresAt: typeof expiresAt === 'string' ? expiresAt : '' }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method !== 'GET' || url.pathname !== '/callback') {
      browserPage(response, 404, text('Not found'), text('Nothing is here.'))
      return
    }
    if (finished || exchanging) {
      browserPage(response, 409, text('Sign-in already handled'), text('You can close this tab.'))
      return
    }
    // A request without our state did not come from the page we opened; keep waiting for it.
    if (url.searchParams.get('state') !== state) {
      browserPage(
        response,
        400,
        text('Sign-in not recognised'),
        text('This link does not belong to the sign-in the app started. Start again from the app.'),
      )
      return
    }
    const code = url.searchParams.get('code')
    if (!code) {
      browserPage(response, 400, text('Sign-in incomplete'), text('The link carries no code.'))
      return
    }
    exchanging = true
    const result = await exchange(code)
    if (result.ok) {
      browserPage(
        response,
        200,
        text('You are signed in'),
        text('You can close this tab and return to the Calisthenics app.'),
      )
    } else {
      browserPage(
        response,
        400,
        text('Sign-in failed'),
        text('{reason}. Try again from the app.', { reason: result.message }),
      )
    }
    finish(result)
  }

  const port = new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })

  void port.then(
    async (listening) => {
      if (finished) return
      timer = timers.setTimeout(
        () => finish({ ok: false, message: text('Sign-in timed out after 5 minutes. Try again.') }),
        SIGN_IN_TIMEOUT_MS,
      )
      const page = new URL('/desktop-sign-in', serverUrl)
      page.searchParams.set('port', String(listening))
      page.searchParams.set('state', state)
      page.searchParams.set('challenge', pkceChallenge(verifier))
      try {
        await options.openExternal(page.href)
      } catch {
        finish({ ok: false, message: text('The system browser could not be opened') })
      }
    },
    () => finish({ ok: false, message: 'Could not listen for the browser on 127.0.0.1' }),
  )

  return { outcome, cancel: (message) => finish({ ok: false, message }) }
}
