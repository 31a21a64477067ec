import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError, ZodRealError } from 'zod'
import { AppError, InputError } from '../errors'
import { tx } from '../i18n/server-text'
import { answerLocale, translate, translateKnown } from '../i18n/translate'
import type { Locale } from '~/shared/rules/locales'
import { MIDDLEWARE_RESULT_MARKER } from '../internals/trpc'
import { asServiceUnavailable } from './error-responses'
import type { SessionUser } from '../auth/session'
import { type RateLimitName, takeRateLimit } from '../rate-limit/rate-limits'
import type { ContextInner } from './context'
import { serialisedCatalogueAnswer, serialisedOwnAnswer } from './serialised-answers'
import type { AppMeta } from './rest'
import { hasRole } from '~/shared/roles'
import type { Role } from '~/shared/roles'

const t = initTRPC
  .context<ContextInner>()
  .meta<AppMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const zod = error.cause instanceof ZodError ? error.cause : null
      // The REST adapter answers a schema failure with its own English sentence; app.ts puts
      // this one, in the asker's language, in its place.
      const inputFailed =
        zod && ctx
          ? translate(answerLocale(ctx.user, ctx.locale), tx('Input validation failed'))
          : undefined
      return {
        ...shape,
        // An unexpected failure's own message may hold SQL and its parameters: never sent.
        message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message,
        // Stack traces stay in the server log.
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: zod ? zod.flatten().fieldErrors : undefined,
          inputFailed,
        },
      }
    },
  })

export const createTRPCRouter = t.router
export const createCallerFactory = t.createCallerFactory

/**
 * A failed call's cause as the error the adapters answer with (4xx with a clear message in the
 * asker's language, 503).
 */
function mappedError(cause: unknown, locale: Locale): TRPCError | null {
  if (cause instanceof InputError) {
    // As the ZodError parsing throws (an Error), so both adapters name the fields as they do for the schema's own issues.
    const issues = cause.issues.map(({ text, ...i }) => ({
      ...i,
      message: text ? translate(locale, text) : translateKnown(locale, i.message),
      code: 'custom' as const,
      input: undefined,
    }))
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: issues.map((i) => i.message).join('; '),
      cause: new ZodRealError(issues),
    })
  }
  if (cause instanceof ZodError) {
    // The schema's own messages (src/shared/i18n/said.ts) in the asker's language; zod's stay.
    if (locale === 'en') return null
    const issues = cause.issues.map((i) => ({ ...i, message: translateKnown(locale, i.message) }))
    return new TRPCError({ code: 'BAD_REQUEST', cause: new ZodRealError(issues) })
  }
  if (cause instanceof AppError) {
    const message = cause.text
      ? translate(locale, cause.text)
      : translateKnown(locale, cause.message)
    return new TRPCError({ code: cause.code, message, cause })
  }
  return asServiceUnavailable(cause, locale)
}

/**
 * Request contexts whose next mutation has paid its limit already: the REST fast path
 * (http/hot-write-routes.ts) hands a failed call to the REST adapter, which calls it again with
 * the same context, and one request is one mutation.
 */
const paidMutations = new WeakSet<ContextInner>()

/** The mutation `ctx` called took its token; the next call with it takes none. */
export function mutationPaid(ctx: ContextInner): void {
  paidMutations.add(ctx)
}

/** Takes from the caller's bucket of limit `name`: throws tRPC's TOO_MANY_REQUESTS (HTTP 429). */
async function enforceRateLimit(ctx: ContextInner, name: RateLimitName) {
  if (name === 'mutations' && paidMutations.delete(ctx)) return
  const refused = await takeRateLimit(ctx.rateLimits, name, ctx.clientKey)
  if (refused) {
    const message = translate(answerLocale(ctx.user, ctx.locale), refused.text)
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: refused })
  }
}

/**
 * Applies the named limit of rate-limit/rate-limits.ts to the caller, or only to the callers
 * `appliesTo` picks (e.g. trainers but not admins).
 */
export function rateLimit(name: RateLimitName, appliesTo?: (ctx: ContextInner) => boolean) {
  return t.middleware(async ({ ctx, next }) => {
    if (!appliesTo || appliesTo(ctx)) await enforceRateLimit(ctx, name)
    return next()
  })
}

/**
 * Each tier is one middleware (tRPC copies the call's options for every middleware it runs, a
 * cost every request pays): the mutation rate limit, the tier's check, and the mapping of the
 * services' errors (errors.ts) to the answers both adapters give.
 */
async function settle<R extends { ok: boolean; error?: { cause?: unknown } }>(
  ctx: ContextInner,
  call: Promise<R>,
): Promise<R> {
  const result = await call
  if (!result.ok) {
    const mapped = mappedError(result.error?.cause, answerLocale(ctx.user, ctx.locale))
    if (mapped) throw mapped
  }
  return result
}

/** `then` at once for a query; for a mutation, after taking from the caller's bucket. */
function afterMutationLimit<R>(ctx: ContextInner, type: string, then: () => Promise<R>) {
  return type === 'mutation' ? enforceRateLimit(ctx, 'mutations').then(then) : then()
}

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(({ ctx, type, next }) => afterMutationLimit(ctx, type, () => settle(ctx, next())))

/** A signed-in user; narrows `ctx.user` and `ctx.session`. */
export const protectedProcedure = t.procedure.meta({ access: 'user' }).use(({ ctx, type, next }) =>
  afterMutationLimit(ctx, type, () => {
    const { user, session } = ctx
    if (!user || !session) {
      const message = translate(answerLocale(null, ctx.locale), tx('Sign in to continue'))
      throw new TRPCError({ code: 'UNAUTHORIZED', message })
    }
    return settle(ctx, next({ ctx: { user, session } }))
  }),
)

/** A signed-in user whose role, as stored now, is one of `roles`. */
export function roleProcedure(roles: readonly Role[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!hasRole(ctx.user.role, roles)) {
      const message = translate(
        answerLocale(ctx.user, ctx.locale),
        tx("You don't have permission to do this"),
      )
      throw new TRPCError({ code: 'FORBIDDEN', message })
    }
    return next()
  })
}

/** A paired kiosk device (docs/decisions/009); narrows `ctx.kiosk`. */
export const kioskProcedure = t.procedure.meta({ access: 'kiosk' }).use(({ ctx, type, next }) =>
  afterMutationLimit(ctx, type, () => {
    const { kiosk } = ctx
    if (!kiosk) {
      const message = translate(answerLocale(null, ctx.locale), tx('Pair this screen first'))
      throw new TRPCError({ code: 'UNAUTHORIZED', message })
    }
    return settle(ctx, next({ ctx: { kiosk } }))
  }),
)

/**
 * For catalogue reads, after the tier's checks and the input's validation, before the output's
 * validation and the resolver: when the caller asks for it (`ctx.serialisedAnswers`, the REST
 * fast path of http/kept-answer-routes.ts), the answer comes back as a `SerialisedAnswer` kept
 * for the catalogue's current version, so neither runs again until an admin changes the
 * catalogue. Every other caller gets the plain answer as before.
 */
export const catalogueAnswer = t.middleware(async ({ ctx, path, input, next }) => {
  if (!ctx.serialisedAnswers) return next()
  let result: Awaited<ReturnType<typeof next>> | null = null
  const answer = await serialisedCatalogueAnswer(
    ctx.database.db,
    path,
    input,
    async () => {
      result = await next()
      return result.ok ? { ok: true, data: result.data } : { ok: false }
    },
    ctx.versions?.catalogue,
  )
  if (answer) {
    // The kept answer stands in for the output middleware's and resolver's result.
    return { ...(result ?? { ok: true as const, marker: MIDDLEWARE_RESULT_MARKER }), data: answer }
  }
  return result ?? next()
})

/**
 * For one user's kept answers (a trainer's client list), after the output's validation: when the
 * REST fast path asks (`ctx.serialisedAnswers`), the validated answer as a `SerialisedAnswer`
 * made once per answer object (its JSON, ETag and compressed bodies), so a kept answer is sent
 * as the bytes made for it. Every other caller gets the plain answer.
 */
export const ownAnswer = t.middleware(async ({ ctx, next }) => {
  const result = await next()
  if (!ctx.serialisedAnswers || !result.ok || typeof result.data !== 'object' || !result.data)
    return result
  return { ...result, data: serialisedOwnAnswer(result.data) }
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
  throw new AppError('FORBIDDEN', tx("You don't have permission to access this user's data"))
}
