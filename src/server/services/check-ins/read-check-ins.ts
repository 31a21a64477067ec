import { and, desc, eq, gte, lte } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { checkIns, users } from '../../db/schema'
import { AppError } from '../../errors'
import { CHECK_IN_READ_LIMIT } from '~/shared/rules/check-ins'
import type { CheckIn, CheckIns } from '~/shared/schemas/check-ins'
import { tx } from '../../i18n/server-text'

export function checkInAnswer(row: typeof checkIns.$inferSelect): CheckIn {
  return {
    id: row.id,
    day: row.day,
    bodyweightKg: row.bodyweightKg,
    sleep: row.sleep,
    energy: row.energy,
    stress: row.stress,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * An athlete's check-ins from `from` to `to` (both optional, included), newest first, with the
 * day their trainer asks on and the units bodyweights are shown in.
 */
export async function readCheckIns({
  db,
  athleteId,
  from,
  to,
}: {
  db: Drizzle
  athleteId: number
  from?: string | undefined
  to?: string | undefined
}): Promise<CheckIns> {
  const athlete = await db
    .select({ weekday: users.checkInWeekday, units: users.units })
    .from(users)
    .where(eq(users.id, athleteId))
    .get()
  if (!athlete) throw new AppError('NOT_FOUND', tx('User not found'))
  const rows = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.athleteId, athleteId),
        from === undefined ? undefined : gte(checkIns.day, from),
        to === undefined ? undefined : lte(checkIns.day, to),
      ),
    )
    .orderBy(desc(checkIns.day))
    .limit(CHECK_IN_READ_LIMIT)
    .all()
  return { weekday: athlete.weekday, units: athlete.units, items: rows.map(checkInAnswer) }
}
