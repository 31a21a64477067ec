// The built-in development OpenID provider that stands in for Google offline (docs/product.md#dev-sign-in).
// It is a real OpenID Connect server (oidc-provider), reached through the same sign-in code path.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { KoaContextWithOIDC } from 'oidc-provider'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { devProviderKeys, fileAdapter } from './dev-provider-store'
import { CALLBACK_PATH } from './identity-provider'

export const DEV_ISSUER_PATH = '/dev-oidc'
export const DEV_CLIENT_ID = 'calisthenics-dev'
export const DEV_CLIENT_SECRET = 'development-only-secret'

export const DEMO_ACCOUNTS = [
  {
    key: 'athlete',
    label: 'Demo athlete',
    email: 'athlete@demo.local',
    name: 'Demo Athlete',
    role: 'user',
  },
  {
    key: 'trainer',
    label: 'Demo trainer',
    email: 'trainer@demo.local',
    name: 'Demo Trainer',
    role: 'trainer',
  },
  {
    key: 'manager',
    label: 'Demo manager',
    email: 'manager@demo.local',
    name: 'Demo Manager',
    role: 'manager',
  },
  {
    key: 'admin',
    label: 'Demo admin',
    email: 'admin@demo.local',
    name: 'Demo Admin',
    role: 'admin',
  },
] as const

/** The provider's stable subject for an email, so the same typed email is the same account. */
export function devSubject(email: string): string {
  return `dev-${encodeHexLowerCase(sha256(new TextEncoder().encode(email.trim().toLowerCase()))).slice(0, 24)}`
}

interface DevAccount {
  email: string
  name: string
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

function loginPage(uid: string, error?: string): string {
  const demo = DEMO_ACCOUNTS.map(
    (a) =>
      `<button type="submit" name="demo" value="${a.key}" formnovalidate class="secondary">${escapeHtml(a.label)}</button>`,
  ).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development sign-in</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;display:grid;place-items:center;min-height:100vh;color:#0f172a}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;padding:24px;width:min(92vw,380px)}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 16px;color:#475569;font-size:.9rem}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}
button{width:100%;min-height:44px;margin-top:12px;border:0;border-radius:8px;background:#4338ca;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#e2e8f0;color:#0f172a}.demo{display:grid;grid-template-columns:1fr 1fr;gap:0 8px}
.error{color:#b91c1c;font-weight:600}hr{border:0;border-top:1px solid #e2e8f0;margin:20px 0 8px}
</style></head><body><main>
<h1>Development sign-in</h1><p>Stands in for Google while no Google credentials are configured.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEV_ISSUER_PATH}/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Sign in</button>
<hr><p>Or use a demo account:</p><div class="demo">${demo}</div>
</form></main></body></html>`
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 10_000) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export interface DevProvider {
  /** Handles a request under DEV_ISSUER_PATH. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
}

/**
 * Loads oidc-provider (and Koa under it) only when the development sign-in is on: a production
 * server never needs it, and it weighs on idle memory (docs/architecture.md#memory).
 */
export async function createDevProvider(appUrl: string, folder: string): Promise<DevProvider> {
  const { default: Provider } = await import('oidc-provider')
  const Store = fileAdapter(folder)
  const accounts = new Store('DevAccount')
  const issuer = `${appUrl}${DEV_ISSUER_PATH}`
  const keys = devProviderKeys(folder)
  // What expired while no server ran goes now; what expires later goes when next read.
  for (const model of ['Session', 'Interaction', 'Grant', 'AuthorizationCode', 'AccessToken']) {
    void new Store(model).sweep()
  }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: DEV_CLIENT_SECRET,
        redirect_uris: [`${appUrl}${CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    adapter: Store,
    jwks: { keys: [{ ...keys.jwk, kid: 'dev', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [keys.cookieKey] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Put the profile claims into the ID token itself, as Google does.
    conformIdTokenClaims: false,
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = (await accounts.find(id)) as DevAccount | undefined
      if (!account) return undefined
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: true, name: account.name }
        },
      }
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) =>
        `${DEV_ISSUER_PATH}/interaction/${interaction.uid}`,
    },
    // The app is this provider's only client: no consent step (docs/product.md#dev-sign-in).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const clientId = ctx.oidc.client?.clientId
      const accountId = ctx.oidc.session?.accountId
      if (!clientId || !accountId) return undefined
      const grantId = ctx.oidc.session?.grantIdFor(clientId)
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = `<!doctype html><html lang="en"><head><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/auth">Back to sign-in</a></p></main></body></html>`
    },
    ttl: {
      Session: 60 * 60,
      Interaction: 10 * 60,
      Grant: 24 * 60 * 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      AuthorizationCode: 60,
    },
  })
  provider.proxy = true
  // oidc-provider logs expected client errors through koa; keep the test output clean.
  provider.on('server_error', (_ctx, error) =>
    console.warn('[dev-oidc] server error:', error.message),
  )
  const callback = provider.callback()

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path)
    if (!match) return false
    const uid = match[1] as string
    const html = (status: number, body: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end(body)
    }
    let details
    try {
      details = await provider.interactionDetails(req, res)
    } catch {
      html(
        400,
        loginPage(uid, 'This sign-in attempt has expired. Go back to the app and start again.'),
      )
      return true
    }
    if (details.uid !== uid) {
      html(400, loginPage(uid, 'This sign-in attempt is not valid.'))
      return true
    }
    if (!match[2]) {
      if (req.method !== 'GET') return false
      html(200, loginPage(uid))
      return true
    }
    if (req.method !== 'POST') return false
    const form = await readForm(req)
    const demo = DEMO_ACCOUNTS.find((a) => a.key === form.get('demo'))
    const email = (demo?.email ?? form.get('email') ?? '').trim().toLowerCase()
    const name = (demo?.name ?? form.get('name') ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      html(400, loginPage(uid, 'Please enter a valid email address'))
      return true
    }
    const accountId = devSubject(email)
    await accounts.upsert(accountId, { email, name: name || email.split('@')[0] || 'User' })
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    )
    return true
  }

  return {
    async handle(req, res) {
      const url = req.url ?? '/'
      const path = url.slice(DEV_ISSUER_PATH.length) || '/'
      if (
        path.startsWith('/interaction/') &&
        (await handleInteraction(req, res, path.split('?')[0] ?? path))
      )
        return
      // oidc-provider computes its mount point from originalUrl vs url.
      const r = req as IncomingMessage & { originalUrl?: string }
      r.originalUrl = url
      req.url = path
      await callback(req, res)
    },
  }
}
