import { and, gte, inArray, lte, max } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { calendarEntries, trainingSessions, workoutCompletions } from '../../db/schema'
import { addDays, localDay } from '~/shared/rules/days'
import {
  COMPLIANCE_WINDOWS,
  complianceRates,
  needsAttention,
  type ComplianceRates,
} from '~/shared/rules/compliance'

export interface ClientCompliance {
  compliance: ComplianceRates
  lastTrainedDay: string | null
  needsAttention: boolean
}

const LONGEST = Math.max(...COMPLIANCE_WINDOWS)

/**
 * Each client's compliance over 7, 30 and 90 days of their own calendar, their last training day
 * (a session or a completed workout) and whether they need attention (docs/product.md#compliance).
 * Four reads for all the clients together, each bounded to the last 90 days but the last day.
 */
export async function clientCompliance({
  db,
  clients,
  now = new Date(),
}: {
  db: Drizzle
  clients: readonly { id: number; timeZone: string }[]
  now?: Date
}): Promise<Map<number, ClientCompliance>> {
  const result = new Map<number, ClientCompliance>()
  if (clients.length === 0) return result
  const ids = clients.map((c) => c.id)
  const todays = new Map(clients.map((c) => [c.id, localDay(now, c.timeZone)]))
  const days = [...todays.values()].sort()
  const from = addDays(days[0] ?? '', -(LONGEST - 1))
  const to = days.at(-1) ?? ''
  const [entries, completions, sessions, completed] = await Promise.all([
    db
      .select({
        userId: calendarEntries.userId,
        day: calendarEntries.day,
        workoutId: calendarEntries.workoutId,
      })
      .from(calendarEntries)
      .where(
        and(
          inArray(calendarEntries.userId, ids),
          gte(calendarEntries.day, from),
          lte(calendarEntries.day, to),
        ),
      )
      .all(),
    db
      .select({
        userId: workoutCompletions.userId,
        day: workoutCompletions.day,
        workoutId: workoutCompletions.workoutId,
      })
      .from(workoutCompletions)
      .where(and(inArray(workoutCompletions.userId, ids), gte(workoutCompletions.day, from)))
      .all(),
    db
      .select({ userId: trainingSessions.userId, day: max(trainingSessions.day) })
      .from(trainingSessions)
      .where(inArray(trainingSessions.userId, ids))
      .groupBy(trainingSessions.userId)
      .all(),
    db
      .select({ userId: workoutCompletions.userId, day: max(workoutCompletions.day) })
      .from(workoutCompletions)
      .where(inArray(workoutCompletions.userId, ids))
      .groupBy(workoutCompletions.userId)
      .all(),
  ])
  const done = new Set(completions.map((c) => `${c.userId} ${c.day} ${c.workoutId}`))
  const byClient = new Map<number, { day: string; done: boolean }[]>()
  for (const e of entries) {
    const list = byClient.get(e.userId) ?? []
    list.push({ day: e.day, done: done.has(`${e.userId} ${e.day} ${e.workoutId}`) })
    byClient.set(e.userId, list)
  }
  const last = new Map<number, string>()
  for (const row of [...sessions, ...completed]) {
    if (row.day !== null && row.day > (last.get(row.userId) ?? '')) last.set(row.userId, row.day)
  }
  for (const [id, today] of todays) {
    const lastTrainedDay = last.get(id) ?? null
    const compliance = complianceRates(byClient.get(id) ?? [], today)
    result.set(id, {
      compliance,
      lastTrainedDay,
      needsAttention: needsAttention(compliance, lastTrainedDay, today),
    })
  }
  return result
}
