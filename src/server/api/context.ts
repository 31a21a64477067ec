import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  clearKioskCookie,
  clearSessionCookie,
  kioskCookieName,
  readKioskToken,
  readSessionToken,
  setKioskCookie,
  setSessionCookie,
} from '../auth/cookies'
import {
  type DataVersions,
  type Session,
  type SessionUser,
  validateSessionToken,
} from '../auth/session'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { createRateLimits, type RateLimits } from '../rate-limit/rate-limits'
import { createMailTransport, type MailTransport } from '../mail/transport'
import { asServiceUnavailable } from './error-responses'
import { answerLocale } from '../i18n/translate'
import { authenticateKiosk } from '../services/kiosks/authenticate-kiosk'
import type { KioskDevice } from '~/shared/schemas/kiosk'

/** What a procedure may do to the HTTP response; absent when called in-process (tests, CLI). */
export interface ResponseControl {
  clearSessionCookie(): void
  setKioskCookie(token: string): void
}

/** Everything a procedure sees of its request. */
export interface ContextInner {
  database: Database
  config: AppConfig
  user: SessionUser | null
  session: Session | null
  /** The user's data versions as read with the session (absent in-process: read when needed). */
  versions?: DataVersions
  /** A paired wall screen: reaches the kiosk reads only, never a user's procedures. */
  kiosk: KioskDevice | null
  /** The browser's first language (Accept-Language), for what is shown in its conventions. */
  locale?: string
  /** Who is asking, for rate limits: the user id when signed in, else the kiosk or the address. */
  clientKey: string
  /** The limiters of rate-limit/rate-limits.ts, counted in the database. */
  rateLimits: RateLimits
  mailer: MailTransport
  response?: ResponseControl
  /**
   * Catalogue reads answer with a kept `SerialisedAnswer` (api/serialised-answers.ts) rather
   * than the plain value: set only by the REST fast path, which sends its bytes as they are.
   */
  serialisedAnswers?: boolean
}

/** The part of the context that does not depend on HTTP, so tests can `createCaller` with it. */
export function createContextInner(
  opts: Pick<ContextInner, 'database' | 'config'> & Partial<ContextInner>,
): ContextInner {
  return {
    user: null,
    session: null,
    kiosk: null,
    clientKey: opts.user ? `user:${opts.user.id}` : 'local',
    ...opts,
    rateLimits: opts.rateLimits ?? createRateLimits(opts.database),
    mailer: opts.mailer ?? createMailTransport({ config: opts.config, database: opts.database }),
  }
}

/**
 * The context builder the tRPC and REST adapters share: who is asking (session cookie or bearer
 * token, kiosk cookie or token), with cookie upkeep on the response.
 */
export function createHttpContext(deps: {
  config: AppConfig
  database: Database
  rateLimits: RateLimits
  mailer: MailTransport
}) {
  const { config, database } = deps
  // A database that cannot answer the session check is a 503, as it is inside a procedure.
  return async function createContext(http: {
    req: FastifyRequest
    res: FastifyReply
  }): Promise<ContextInner> {
    try {
      return await buildContext(http)
    } catch (error) {
      // The session could not be read: the browser's language says.
      const locale = answerLocale(null, http.req.headers['accept-language'])
      throw asServiceUnavailable(error, locale) ?? error
    }
  }

  async function buildContext({
    req,
    res,
  }: {
    req: FastifyRequest
    res: FastifyReply
  }): Promise<ContextInner> {
    const presented = readSessionToken(req, config)
    const found = presented ? await validateSessionToken(database, presented.token) : null
    if (presented?.via === 'cookie') {
      if (!found) clearSessionCookie(res, config)
      else if (found.renewed)
        setSessionCookie(res, config, presented.token, found.session.expiresAt)
    }
    const kioskToken = readKioskToken(req, config)
    const device = kioskToken ? await authenticateKiosk({ database, token: kioskToken }) : null
    const kiosk = device?.kiosk ?? null
    if (kioskToken && req.cookies[kioskCookieName(config)] === kioskToken) {
      // A dead cookie goes, as a dead session's does; a live one is renewed with 'last seen', so
      // a wall screen nobody touches never reaches the cookie's 400-day end.
      if (!device) clearKioskCookie(res, config)
      else if (device.renewed) setKioskCookie(res, config, kioskToken)
    }
    return createContextInner({
      ...deps,
      user: found?.user ?? null,
      session: found?.session ?? null,
      versions: found?.versions,
      kiosk,
      locale: firstLanguage(req.headers['accept-language']),
      clientKey: found ? `user:${found.user.id}` : kiosk ? `kiosk:${kiosk.id}` : `ip:${req.ip}`,
      response: {
        clearSessionCookie: () => clearSessionCookie(res, config),
        setKioskCookie: (token) => setKioskCookie(res, config, token),
      },
    })
  }
}

/** 'de-DE' from 'de-DE,de;q=0.9,en;q=0.8': the language the browser puts first, unchecked. */
function firstLanguage(header: string | undefined): string | undefined {
  const first = header?.split(',', 1)[0]?.split(';', 1)[0]?.trim()
  return first && first !== '*' ? first : undefined
}
