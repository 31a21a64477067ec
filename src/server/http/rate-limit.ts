/** In-memory token buckets keyed by caller; enough for one process (DESIGN §6 rate limits). */
export interface RateLimiter {
  take(key: string): boolean
}

export function createRateLimiter(opts: {
  capacity: number
  refillPerSecond: number
  now?: () => number
}): RateLimiter {
  const now = opts.now ?? Date.now
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key) {
      const t = now()
      const bucket = buckets.get(key) ?? { tokens: opts.capacity, at: t }
      bucket.tokens = Math.min(
        opts.capacity,
        bucket.tokens + ((t - bucket.at) / 1000) * opts.refillPerSecond,
      )
      bucket.at = t
      if (buckets.size > 50_000) buckets.clear()
      if (bucket.tokens < 1) {
        buckets.set(key, bucket)
        return false
      }
      bucket.tokens -= 1
      buckets.set(key, bucket)
      return true
    },
  }
}
