import type { Database } from '../db/client'
import { type ServerText, tx } from '../i18n/server-text'
import { databaseRateLimiter } from './bucket'

/**
 * Every rate limit of the server, in one list (docs/product.md#rate-limits). A limit is a token
 * bucket per caller: `capacity` requests at once, then `refillPerSecond` more each second.
 * Each has the message its 429 answer carries.
 */
export const RATE_LIMITS = {
  /** Any tRPC or REST mutation, per signed-in user, kiosk or address. */
  mutations: {
    capacity: 120,
    refillPerSecond: 4,
    message: tx('Too many requests; try again shortly'),
  },
  /** Starting a Google sign-in, per address. */
  signIn: {
    capacity: 20,
    refillPerSecond: 0.2,
    message: tx('Too many sign-in attempts; wait a minute and try again'),
  },
  /** Invitation mails (send and resend), per sender: stricter than mutations, as each is a mail. */
  invitations: {
    capacity: 10,
    refillPerSecond: 10 / 3600,
    message: tx('Too many invitations sent; try again later'),
  },
  /**
   * A trainer's 'Assign to Me' calls, per trainer (admins assign directly and are not counted):
   * each may put a request in front of an athlete, and ids are sequential, so a sweep stays slow.
   */
  trainerRequests: {
    capacity: 10,
    refillPerSecond: 10 / 3600,
    message: tx('Too many trainer requests sent; try again later'),
  },
  /** Tries at a kiosk pairing code, per caller: guessing a short code must be slow. */
  kioskPairing: {
    capacity: 10,
    refillPerSecond: 1 / 30,
    message: tx('Too many pairing attempts; wait a minute and try again'),
  },
  /** Tries at a desktop sign-in code, per caller: as slow as pairing. */
  desktopSignIn: {
    capacity: 10,
    refillPerSecond: 1 / 30,
    message: tx('Too many sign-in attempts; wait a minute and try again'),
  },
  /**
   * Import uploads (previews and imports), per user: each reads a file of up to 20 MB, and an
   * import writes in the background (docs/product.md#import-and-export-of-history).
   */
  imports: {
    capacity: 20,
    refillPerSecond: 20 / 3600,
    message: tx('Too many imports; try again later'),
  },
} as const satisfies Record<
  string,
  { capacity: number; refillPerSecond: number; message: ServerText }
>

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * A limiter of one limit: takes one request from `key`'s bucket and answers 0, or, when the
 * bucket is empty, the whole seconds until it may take again.
 */
export interface RateLimiter {
  take(key: string): Promise<number>
}

export type RateLimits = Record<RateLimitName, RateLimiter>

/**
 * The limiters of RATE_LIMITS, counted in `database` (bucket.ts): every process on it draws from
 * the same buckets. Any of them may be replaced (tests lift them).
 */
export function createRateLimits(
  database: Database,
  overrides: Partial<RateLimits> = {},
  now?: () => number,
): RateLimits {
  const limits = {} as RateLimits
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    limits[name] = overrides[name] ?? databaseRateLimiter(database, name, RATE_LIMITS[name], now)
  }
  return limits
}

/** A limiter that never refuses, for tests that are not about limits. */
export const unlimited: RateLimiter = { take: async () => 0 }

/** Limiters that never refuse, for tests that are not about limits. */
export function createUnlimitedRateLimits(): RateLimits {
  return Object.fromEntries(Object.keys(RATE_LIMITS).map((name) => [name, unlimited])) as RateLimits
}

/** A refused request: the 429's message and the headers that say when to come back. */
export class RateLimited extends Error {
  constructor(
    readonly text: ServerText,
    readonly headers: Record<string, string>,
  ) {
    super(text.message)
    this.name = 'RateLimited'
  }
}

/** Takes one request from `key`'s bucket of limit `name`; the refusal when it is empty. */
export async function takeRateLimit(
  limits: RateLimits,
  name: RateLimitName,
  key: string,
): Promise<RateLimited | null> {
  const wait = await limits[name].take(key)
  if (wait <= 0) return null
  const { capacity, refillPerSecond, message } = RATE_LIMITS[name]
  const retryAfter = Math.max(1, wait)
  const window = Math.round(capacity / refillPerSecond)
  // Retry-After (RFC 9110) and the IETF RateLimit fields as their draft 7 writes them.
  return new RateLimited(message, {
    'retry-after': String(retryAfter),
    'ratelimit-policy': `${capacity};w=${window}`,
    ratelimit: `limit=${capacity}, remaining=0, reset=${retryAfter}`,
  })
}
