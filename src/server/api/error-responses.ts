import { TRPCError } from '@trpc/server'
import { RETRY_AFTER_SECONDS, unavailableReason, UNAVAILABLE_TEXTS } from '../db/health'
import { translate } from '../i18n/translate'
import type { Locale } from '~/shared/rules/locales'
import { RateLimited } from '../rate-limit/rate-limits'

/**
 * A database that cannot serve the request (busy, full, read-only, gone, corrupt, out of reach)
 * as tRPC's SERVICE_UNAVAILABLE (HTTP 503) with a clear sentence in `locale`; null for any other
 * error.
 */
export function asServiceUnavailable(error: unknown, locale: Locale): TRPCError | null {
  if (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') return error
  const reason = unavailableReason(error)
  if (!reason) return null
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: translate(locale, UNAVAILABLE_TEXTS[reason]),
    cause: error,
  })
}

/**
 * Headers for a failed tRPC or REST call (both adapters' `responseMeta`): `Retry-After` on every
 * 503, and on every 429 with the RateLimit fields of the limit that refused it.
 */
export function errorResponseMeta({ errors }: { errors: readonly TRPCError[] }): {
  headers?: Record<string, string>
} {
  for (const error of errors) {
    if (error.cause instanceof RateLimited) return { headers: error.cause.headers }
    if (error.code === 'SERVICE_UNAVAILABLE') {
      const reason = unavailableReason(error.cause)
      return { headers: { 'retry-after': String(reason ? RETRY_AFTER_SECONDS[reason] : 5) } }
    }
  }
  return {}
}
