import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Drizzle } from '../../db/client'
import { checkIns, users } from '../../db/schema'
import { isCheckInDay } from '~/shared/rules/check-ins'

const trainers = alias(users, 'trainer')

/**
 * Whether the athlete owes a weekly check-in on their local `today` (docs/product.md#check-ins):
 * they have a trainer now, the chosen weekday is today's, and nothing is answered today. What
 * it reads (the weekday, the trainer, the check-ins, the trainer's name) bumps daily_version, so
 * the kept Daily answer carries it.
 */
export async function checkInDue(
  db: Drizzle,
  athleteId: number,
  today: string,
): Promise<{ due: true; trainer: string } | null> {
  const row = await db
    .select({
      weekday: users.checkInWeekday,
      trainer: trainers.username,
      answered: checkIns.id,
    })
    .from(users)
    .innerJoin(trainers, eq(trainers.id, users.trainerId))
    .leftJoin(checkIns, and(eq(checkIns.athleteId, users.id), eq(checkIns.day, today)))
    .where(eq(users.id, athleteId))
    .get()
  if (!row || row.answered !== null || !isCheckInDay(row.weekday, today)) return null
  return { due: true, trainer: row.trainer }
}
