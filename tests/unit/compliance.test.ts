import { describe, expect, it } from 'vitest'
import { byCompliance, complianceRates, needsAttention } from '~/shared/rules/compliance'
import { addDays } from '~/shared/rules/days'

const today = '2027-03-31'
const on = (daysAgo: number, done: boolean) => ({ day: addDays(today, -daysAgo), done })

describe('compliance rates', () => {
  it('counts done over scheduled in each window ending today, rounded to whole percents', () => {
    const entries = [on(1, true), on(3, false), on(5, true), on(10, false), on(40, true)]
    expect(complianceRates(entries, today)).toEqual({ d7: 67, d30: 50, d90: 60 })
  })

  it('counts a workout due today only once it is done, and never a later one', () => {
    expect(complianceRates([on(0, false), on(-1, false), on(2, true)], today).d7).toBe(100)
    expect(complianceRates([on(0, true), on(2, false)], today).d7).toBe(50)
  })

  it('is null for a window with nothing scheduled', () => {
    expect(complianceRates([on(20, true)], today)).toEqual({ d7: null, d30: 100, d90: 100 })
  })
})

describe('needs attention', () => {
  const rates = (d7: number | null, d30: number | null) => ({ d7, d30, d90: d30 })

  it('when the 7-day rate fell 20 points under the 30-day rate', () => {
    expect(needsAttention(rates(60, 80), addDays(today, -1), today)).toBe(true)
    expect(needsAttention(rates(61, 80), addDays(today, -1), today)).toBe(false)
  })

  it('when nothing was trained for 7 days, or ever', () => {
    expect(needsAttention(rates(100, 100), addDays(today, -7), today)).toBe(true)
    expect(needsAttention(rates(100, 100), addDays(today, -6), today)).toBe(false)
    expect(needsAttention(rates(null, null), null, today)).toBe(true)
  })
})

describe("the trainer's client list in compliance order", () => {
  const client = (username: string, d7: number | null, attention = false) => ({
    username,
    needsAttention: attention,
    compliance: { d7, d30: null, d90: null },
  })

  it('puts who needs attention first, then the lowest 7-day rate (nothing scheduled after any), then names', () => {
    const list = [
      client('zoe', 100),
      client('nobody-scheduled', null),
      client('bea', 40),
      client('idle', null, true),
      client('amy', 40),
      client('slipping', 90, true),
    ]
    expect(list.sort(byCompliance).map((c) => c.username)).toEqual([
      'slipping',
      'idle',
      'amy',
      'bea',
      'zoe',
      'nobody-scheduled',
    ])
  })
})
