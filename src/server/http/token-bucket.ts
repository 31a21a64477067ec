/** In-memory token buckets keyed by caller; enough for one process. The limits themselves are in rate-limits.ts. */
export interface RateLimiter {
  take(key: string): boolean
  /** Whole seconds until `key` may take again (0 when it may now). */
  retryAfterSeconds(key: string): number
}

export const MAX_BUCKETS = 50_000

export function createRateLimiter(opts: {
  capacity: number
  refillPerSecond: number
  now?: () => number
}): RateLimiter {
  const now = opts.now ?? Date.now
  // Map order is least recently used first: every take re-inserts its key.
  const buckets = new Map<string, { tokens: number; at: number }>()
  const refilled = (bucket: { tokens: number; at: number }, t: number) =>
    bucket.tokens + ((t - bucket.at) / 1000) * opts.refillPerSecond

  /**
   * Memory stays bounded without forgetting everyone at once (a flood of new keys must not reset
   * other callers' limits): drop the buckets that have filled up again, which hold nothing worth
   * keeping, and only if there are none, the least recently used tenth.
   */
  function evict(t: number) {
    const before = buckets.size
    for (const [key, bucket] of buckets) {
      if (refilled(bucket, t) >= opts.capacity) buckets.delete(key)
    }
    if (buckets.size < before) return
    let drop = Math.ceil(before / 10)
    for (const key of buckets.keys()) {
      if (drop-- <= 0) break
      buckets.delete(key)
    }
  }

  return {
    take(key) {
      const t = now()
      const found = buckets.get(key)
      if (!found && buckets.size >= MAX_BUCKETS) evict(t)
      const bucket = found ?? { tokens: opts.capacity, at: t }
      bucket.tokens = Math.min(opts.capacity, refilled(bucket, t))
      bucket.at = t
      buckets.delete(key)
      buckets.set(key, bucket)
      if (bucket.tokens < 1) return false
      bucket.tokens -= 1
      return true
    },
    retryAfterSeconds(key) {
      const bucket = buckets.get(key)
      if (!bucket) return 0
      const missing = 1 - refilled(bucket, now())
      return missing <= 0 ? 0 : Math.ceil(missing / opts.refillPerSecond)
    },
  }
}
