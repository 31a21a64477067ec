import { generateCodeVerifier, generateState } from 'arctic'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { answerLocale, translate } from '../i18n/translate'
import { takeRateLimit, type RateLimits } from '../rate-limit/rate-limits'
import { upsertOidcUser } from '../services/users/upsert-oidc-user'
import { UNITS, unitsForLocale } from '~/shared/rules/units'
import { setSessionCookie } from '../auth/cookies'
import {
  CALLBACK_PATH,
  type IdentityProvider,
  identityFromIdToken,
} from '../auth/identity-provider'
import { createSession } from '../auth/session'
import { generateToken } from '../auth/tokens'
import { safeReturnPath } from '~/shared/display'
import { isValidTimeZone } from '~/shared/rules/days'

const FLOW_COOKIES = [
  'oauth_state',
  'oauth_verifier',
  'oauth_return',
  'oauth_tz',
  'oauth_units',
] as const
const FLOW_TTL_S = 10 * 60

function isTimeZone(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && isValidTimeZone(value)
}

/** Where the sign-in page picks up: success banner, or the failure alert and toast (docs/product.md#sign-in). */
function toAuthPage(reply: FastifyReply, params: Record<string, string>) {
  return reply.redirect(`/auth?${new URLSearchParams(params).toString()}`, 302)
}

export function registerOAuthRoutes(
  app: FastifyInstance,
  deps: {
    config: AppConfig
    database: Database
    provider: IdentityProvider
    rateLimits: RateLimits
  },
) {
  const { config, database, provider } = deps
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/api/auth',
    secure: config.production,
    maxAge: FLOW_TTL_S,
  }

  const clearFlow = (reply: FastifyReply) => {
    for (const name of FLOW_COOKIES) reply.clearCookie(name, { path: '/api/auth' })
  }

  app.get<{ Querystring: { returnTo?: string; tz?: string } }>(
    '/api/auth/google',
    async (request, reply) => {
      const refused = await takeRateLimit(deps.rateLimits, 'signIn', request.ip)
      if (refused) {
        return reply
          .code(429)
          .headers(refused.headers)
          .send({
            message: translate(
              answerLocale(null, request.headers['accept-language']),
              refused.text,
            ),
            code: 'TOO_MANY_REQUESTS',
          })
      }
      const state = generateState()
      const verifier = generateCodeVerifier()
      const url = provider.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile'])
      url.searchParams.set('prompt', provider.prompt)
      reply.setCookie('oauth_state', state, flowCookie)
      reply.setCookie('oauth_verifier', verifier, flowCookie)
      reply.setCookie('oauth_return', safeReturnPath(request.query.returnTo), flowCookie)
      if (isTimeZone(request.query.tz)) reply.setCookie('oauth_tz', request.query.tz, flowCookie)
      // A new account starts in the unit of the browser's language (en-US: pounds).
      reply.setCookie('oauth_units', unitsForLocale(request.headers['accept-language']), flowCookie)
      reply.header('cache-control', 'no-store')
      return reply.redirect(url.toString(), 302)
    },
  )

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    CALLBACK_PATH,
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { code, state, error } = request.query
      const expectedState = request.cookies.oauth_state
      const verifier = request.cookies.oauth_verifier
      const returnTo = safeReturnPath(request.cookies.oauth_return)
      const timeZone = isTimeZone(request.cookies.oauth_tz) ? request.cookies.oauth_tz : undefined
      const units = UNITS.find((u) => u === request.cookies.oauth_units)
      clearFlow(reply)
      if (error) return toAuthPage(reply, { error: 'denied' })
      if (!code || !state || !expectedState || state !== expectedState) {
        request.log.warn('sign-in callback with a missing or mismatched state')
        return toAuthPage(reply, { error: 'state' })
      }
      if (!verifier) return toAuthPage(reply, { error: 'state' })
      let identity
      try {
        const tokens = await provider.validateAuthorizationCode(code, verifier)
        identity = identityFromIdToken(provider, tokens.idToken())
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'sign-in code exchange failed')
        return toAuthPage(reply, { error: 'exchange' })
      }
      const { userId } = await upsertOidcUser({
        database,
        identity,
        adminEmails: config.adminEmails,
        timeZone,
        units,
      })
      const token = generateToken()
      const session = await createSession(database, token, userId)
      setSessionCookie(reply, config, token, session.expiresAt)
      // Back to the page the sign-in was going to: the app asks an athlete not yet asked about
      // their training first, on its way there (docs/product.md#onboarding), whatever the page and
      // however they signed in (this flow, or the desktop app's).
      return toAuthPage(reply, { signedIn: '1', next: returnTo })
    },
  )
}
