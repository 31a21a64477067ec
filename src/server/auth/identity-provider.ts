import { decodeIdToken, Google, OAuth2Client, CodeChallengeMethod, type OAuth2Tokens } from 'arctic'
import type { AppConfig } from '../config'
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, DEV_ISSUER_PATH } from './dev-provider'
import type { OidcIdentity } from '../services/users/upsert-oidc-user'

/**
 * The one sign-in code path (docs/product.md#sign-in-flow): Google in production, the built-in development OpenID
 * provider otherwise. Both are used through this interface, which arctic's `Google` already has.
 */
export interface IdentityProvider {
  name: 'google' | 'development'
  issuer: string
  clientId: string
  /** Extra authorization parameters, e.g. a prompt so a signed-out user can pick another account. */
  prompt: string
  createAuthorizationURL(state: string, codeVerifier: string, scopes: string[]): URL
  validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>
}

export const CALLBACK_PATH = '/api/auth/google/callback'

export function createIdentityProvider(config: AppConfig): IdentityProvider {
  const redirectUri = `${config.appUrl}${CALLBACK_PATH}`
  if (config.google) {
    const google = new Google(config.google.clientId, config.google.clientSecret, redirectUri)
    return {
      name: 'google',
      issuer: 'https://accounts.google.com',
      clientId: config.google.clientId,
      prompt: 'select_account',
      createAuthorizationURL: (state, verifier, scopes) =>
        google.createAuthorizationURL(state, verifier, scopes),
      validateAuthorizationCode: (code, verifier) =>
        google.validateAuthorizationCode(code, verifier),
    }
  }
  const issuer = `${config.appUrl}${DEV_ISSUER_PATH}`
  const client = new OAuth2Client(DEV_CLIENT_ID, DEV_CLIENT_SECRET, redirectUri)
  return {
    name: 'development',
    issuer,
    clientId: DEV_CLIENT_ID,
    prompt: 'login',
    createAuthorizationURL: (state, verifier, scopes) =>
      client.createAuthorizationURLWithPKCE(
        `${issuer}/auth`,
        state,
        CodeChallengeMethod.S256,
        verifier,
        scopes,
      ),
    validateAuthorizationCode: (code, verifier) =>
      client.validateAuthorizationCode(`${issuer}/token`, code, verifier),
  }
}

export class IdTokenError extends Error {}

/**
 * Reads the identity from an ID token received straight from the token endpoint over the
 * back channel; OIDC Core §3.1.3.7 lets that channel stand in for the signature check, so
 * we check issuer, audience and expiry.
 */
export function identityFromIdToken(
  provider: IdentityProvider,
  idToken: string,
  now = Date.now(),
): OidcIdentity {
  let claims: Record<string, unknown>
  try {
    claims = decodeIdToken(idToken) as Record<string, unknown>
  } catch {
    throw new IdTokenError('The identity provider returned an unreadable ID token')
  }
  const issuers =
    provider.name === 'google'
      ? ['https://accounts.google.com', 'accounts.google.com']
      : [provider.issuer]
  if (typeof claims.iss !== 'string' || !issuers.includes(claims.iss))
    throw new IdTokenError('ID token issuer mismatch')
  const aud = claims.aud
  const audiences = Array.isArray(aud) ? aud : [aud]
  if (!audiences.includes(provider.clientId)) throw new IdTokenError('ID token audience mismatch')
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now - 60_000)
    throw new IdTokenError('ID token expired')
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw new IdTokenError('ID token has no subject')
  if (typeof claims.email !== 'string' || !claims.email)
    throw new IdTokenError('The account has no email address')
  return {
    sub: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: typeof claims.picture === 'string' ? claims.picture : null,
  }
}
