import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { AppError } from '../errors'
import type { Session, SessionUser } from '../auth/session'
import { createRateLimiter, type RateLimiter } from '../http/rate-limit'
import { createMailTransport, type MailTransport } from '../mail/transport'
import type { AppMeta } from './rest'
import { hasRole } from '~/shared/roles'
import type { Role } from '~/shared/roles'
import type { KioskDevice } from '~/shared/schemas/kiosk'

/** What a procedure may do to the HTTP response; absent when called in-process (tests, CLI). */
export interface ResponseControl {
  clearSessionCookie(): void
  setKioskCookie(token: string): void
}

export interface ContextInner {
  database: Database
  config: AppConfig
  user: SessionUser | null
  session: Session | null
  /** A paired wall screen: reaches the kiosk reads only, never a user's procedures. */
  kiosk: KioskDevice | null
  /** Who is asking, for rate limits: the user id when signed in, else the client address. */
  clientKey: string
  rateLimiter: RateLimiter
  /** Invitation mail sends per user (DESIGN §6), stricter than the mutation limit. */
  invitationLimiter: RateLimiter
  /** Tries at short-lived codes (kiosk pairing, desktop sign-in) per caller: guessing must be slow. */
  pairingLimiter: RateLimiter
  mailer: MailTransport
  response?: ResponseControl
}

/** Default invitation-send limit: a burst of 10, then one more every 6 minutes. */
export function createInvitationLimiter(): RateLimiter {
  return createRateLimiter({ capacity: 10, refillPerSecond: 10 / 3600 })
}

/** Default pairing limit: 10 attempts, then one more every 30 seconds. */
export function createPairingLimiter(): RateLimiter {
  return createRateLimiter({ capacity: 10, refillPerSecond: 1 / 30 })
}

/** The part of the context that does not depend on HTTP, so tests can `createCaller` with it. */
export function createContextInner(
  opts: Pick<ContextInner, 'database' | 'config' | 'rateLimiter'> & Partial<ContextInner>,
): ContextInner {
  return {
    user: null,
    session: null,
    kiosk: null,
    clientKey: opts.user ? `user:${opts.user.id}` : 'local',
    ...opts,
    invitationLimiter: opts.invitationLimiter ?? createInvitationLimiter(),
    pairingLimiter: opts.pairingLimiter ?? createPairingLimiter(),
    mailer: opts.mailer ?? createMailTransport({ config: opts.config, database: opts.database }),
  }
}

const t = initTRPC
  .context<ContextInner>()
  .meta<AppMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null
      return {
        ...shape,
        // Stack traces stay in the server log.
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: zod ? zod.flatten().fieldErrors : undefined,
        },
      }
    },
  })

export const createTRPCRouter = t.router
export const createCallerFactory = t.createCallerFactory

const appErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause
    throw new TRPCError({ code: cause.code, message: cause.message, cause })
  }
  return result
})

const mutationRateLimit = t.middleware(({ ctx, type, path, next }) => {
  if (type === 'mutation' && !ctx.rateLimiter.take(`mutation:${ctx.clientKey}`)) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests (${path}); try again shortly`,
    })
  }
  return next()
})

const base = t.procedure.use(appErrors).use(mutationRateLimit)

/** Anyone, signed in or not. */
export const publicProcedure = base.meta({ access: 'public' })

/** A signed-in user; narrows `ctx.user` and `ctx.session`. */
export const protectedProcedure = base.meta({ access: 'user' }).use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' })
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } })
})

/** A signed-in user whose role, as stored now, is one of `roles`. */
export function roleProcedure(roles: readonly Role[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!hasRole(ctx.user.role, roles)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: "You don't have permission to do this" })
    }
    return next()
  })
}

/** A paired kiosk device (docs/decisions/009); narrows `ctx.kiosk`. */
export const kioskProcedure = base.meta({ access: 'kiosk' }).use(({ ctx, next }) => {
  if (!ctx.kiosk) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Pair this screen first' })
  }
  return next({ ctx: { ...ctx, kiosk: ctx.kiosk } })
})

export const trainerProcedure = roleProcedure(['trainer', 'admin'])
export const staffReadProcedure = roleProcedure(['manager', 'admin'])
export const adminProcedure = roleProcedure(['admin'])

/**
 * Object-level rule: the signed-in user may act on `ownerId`'s data when it is their own, or
 * when `allow` (e.g. "is this user's trainer") says so. Throws 403 otherwise.
 */
export async function assertCanAccessUser(
  ctx: { user: SessionUser },
  ownerId: number,
  allow?: () => Promise<boolean> | boolean,
): Promise<void> {
  if (ctx.user.id === ownerId) return
  if (allow && (await allow())) return
  throw new AppError('FORBIDDEN', "You don't have permission to access this user's data")
}
