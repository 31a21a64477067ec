import { inArray, max, sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { calendarEntries, trainingSessions, workoutCompletions } from '../../db/schema'
import { addDays, localDay } from '~/shared/rules/days'
import {
  COMPLIANCE_WINDOWS,
  complianceRate,
  needsAttention,
  type ComplianceRates,
} from '~/shared/rules/compliance'

export interface ClientCompliance {
  compliance: ComplianceRates
  lastTrainedDay: string | null
  needsAttention: boolean
}

/**
 * Each client's compliance over 7, 30 and 90 days of their own calendar, their last training day
 * (a session or a completed workout) and whether they need attention (docs/product.md#compliance).
 * Three reads for all the clients together, each answering a row per client.
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
  // The windows' first days per client, so the database counts each client's own days and
  // answers one row per client (the rows of 90 days of 1,000 calendars cost ~0.3 s to carry).
  const windows = sql.join(
    clients.map((c) => {
      const today = todays.get(c.id) ?? ''
      const [f7, f30, f90] = COMPLIANCE_WINDOWS.map((n) => addDays(today, -(n - 1)))
      return sql`(${c.id}, ${today}, ${f7}, ${f30}, ${f90})`
    }),
    sql`, `,
  )
  const [counts, sessions, completed] = await Promise.all([
    // complianceRates' rule in SQL: an entry counts from its window's first day to today, today's
    // only once done; done is a completion of that workout on that day.
    db.all<{ id: number } & Record<'s7' | 'd7' | 's30' | 'd30' | 's90' | 'd90', number>>(sql`
      WITH t(id, today, f7, f30, f90) AS (VALUES ${windows})
      SELECT t.id AS id,
        sum(c.day >= t.f7) AS s7, sum(c.day >= t.f7 AND w.id IS NOT NULL) AS d7,
        sum(c.day >= t.f30) AS s30, sum(c.day >= t.f30 AND w.id IS NOT NULL) AS d30,
        count(*) AS s90, count(w.id) AS d90
      FROM t
      JOIN ${calendarEntries} c ON c.user_id = t.id AND c.day >= t.f90 AND c.day <= t.today
      LEFT JOIN ${workoutCompletions} w
        ON w.user_id = c.user_id AND w.workout_id = c.workout_id AND w.day = c.day
      WHERE c.day < t.today OR w.id IS NOT NULL
      GROUP BY t.id`),
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
  const rate = complianceRate
  const rates = new Map<number, ComplianceRates>(
    counts.map((r) => [
      r.id,
      { d7: rate(r.s7, r.d7), d30: rate(r.s30, r.d30), d90: rate(r.s90, r.d90) },
    ]),
  )
  const last = new Map<number, string>()
  for (const row of [...sessions, ...completed]) {
    if (row.day !== null && row.day > (last.get(row.userId) ?? '')) last.set(row.userId, row.day)
  }
  for (const [id, today] of todays) {
    const lastTrainedDay = last.get(id) ?? null
    const compliance = rates.get(id) ?? { d7: null, d30: null, d90: null }
    result.set(id, {
      compliance,
      lastTrainedDay,
      needsAttention: needsAttention(compliance, lastTrainedDay, today),
    })
  }
  return result
}
