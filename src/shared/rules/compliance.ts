import { addDays, daysBetween } from './days'

// Compliance (docs/product.md#compliance): how much of what a trainer scheduled a client did.

/** The windows a trainer sees, in days ending today. */
export const COMPLIANCE_WINDOWS = [7, 30, 90] as const
/** The 7-day rate this many points under the 30-day rate asks for the trainer's attention. */
export const ATTENTION_DROP_POINTS = 20
/** As does this many days without training. */
export const ATTENTION_IDLE_DAYS = 7

export interface ComplianceRates {
  d7: number | null
  d30: number | null
  d90: number | null
}

/**
 * Percent (0-100, rounded) of the scheduled workouts done in each window of days ending `today`;
 * null when nothing was scheduled in it. A workout due today counts once done (it is not missed
 * until the day is over); later days never count. The definition: the trainer's client list
 * counts the same in one SQL statement (services/trainer/client-compliance.ts), and the tests
 * hold both to the same figures.
 */
export function complianceRates(
  entries: readonly { day: string; done: boolean }[],
  today: string,
): ComplianceRates {
  const rate = (days: number) => {
    const from = addDays(today, -(days - 1))
    let scheduled = 0
    let done = 0
    for (const e of entries) {
      if (e.day < from || e.day > today || (e.day === today && !e.done)) continue
      scheduled += 1
      if (e.done) done += 1
    }
    return complianceRate(scheduled, done)
  }
  const [d7, d30, d90] = COMPLIANCE_WINDOWS.map(rate) as [
    number | null,
    number | null,
    number | null,
  ]
  return { d7, d30, d90 }
}

/** Done of scheduled in whole percents; null when nothing was scheduled. */
export function complianceRate(scheduled: number, done: number): number | null {
  return scheduled === 0 ? null : Math.round((done / scheduled) * 100)
}

/**
 * Whether a client needs their trainer's attention: the last 7 days' rate fell at least
 * ATTENTION_DROP_POINTS under the last 30 days', or nothing was trained for ATTENTION_IDLE_DAYS
 * days (or ever).
 */
export function needsAttention(
  rates: ComplianceRates,
  lastTrainedDay: string | null,
  today: string,
): boolean {
  if (lastTrainedDay === null || daysBetween(lastTrainedDay, today) >= ATTENTION_IDLE_DAYS)
    return true
  return rates.d7 !== null && rates.d30 !== null && rates.d30 - rates.d7 >= ATTENTION_DROP_POINTS
}

/**
 * The trainer's client list in compliance order: who needs attention first, then the lowest
 * 7-day rate (nothing scheduled after any rate), then by name.
 */
export function byCompliance(
  a: { needsAttention: boolean; compliance: ComplianceRates; username: string },
  b: { needsAttention: boolean; compliance: ComplianceRates; username: string },
): number {
  if (a.needsAttention !== b.needsAttention) return a.needsAttention ? -1 : 1
  const rate = (c: { compliance: ComplianceRates }) => c.compliance.d7 ?? Number.POSITIVE_INFINITY
  return rate(a) - rate(b) || a.username.localeCompare(b.username)
}
