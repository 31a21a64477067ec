import { describe, expect, it } from 'vitest'
import { createRateLimiter, MAX_BUCKETS } from '~/server/http/token-bucket'

describe('rate limiter', () => {
  it('allows the burst, refuses the next, and refills with time', () => {
    let t = 0
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 1, now: () => t })
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false])
    expect(limiter.take('b')).toBe(true)
    t = 1000
    expect(limiter.take('a')).toBe(true)
    expect(limiter.take('a')).toBe(false)
  })

  it('keeps an exhausted caller limited while a flood of new keys fills its memory', () => {
    let t = 0
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 0.01, now: () => t })
    limiter.take('guesser')
    limiter.take('guesser')
    expect(limiter.take('guesser')).toBe(false)
    for (let i = 0; i < MAX_BUCKETS + 10; i++) {
      t += 1
      limiter.take(`flood-${i}`)
      // The guesser keeps trying, so it is never the least recently used.
      if (i % 1000 === 0) limiter.take('guesser')
    }
    expect(limiter.take('guesser')).toBe(false)
  })
})
