import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import type { DailyLead } from '~/shared/rules/athlete-profile'
import type { ProgramStanding } from '~/shared/schemas/programs'
import { userDay } from '../progress/queries'
import { currentStanding } from './start-program'
import { tx } from '../../i18n/server-text'

/**
 * Pauses or resumes the program the athlete follows, or chooses what leads Daily when their
 * trainer's plan is assigned too (docs/product.md#programs). Pausing keeps the day it began;
 * pausing again keeps that day, and resuming a running program changes nothing. 404 when they
 * follow no program.
 */
export async function changeProgram({
  database,
  userId,
  paused,
  lead,
  timeZone,
  now = new Date(),
}: {
  database: Database
  userId: number
  paused?: boolean
  lead?: DailyLead
  timeZone?: string
  now?: Date
}): Promise<ProgramStanding> {
  const { day: today } = await userDay(database.db, userId, now, timeZone)
  const result = await database.write(async (db) => {
    const row = await db
      .select({ pausedOn: users.programPausedOn })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.programKey)))
      .get()
    if (!row) return null
    const pausedOn = paused === undefined ? row.pausedOn : paused ? (row.pausedOn ?? today) : null
    await db
      .update(users)
      .set({ programPausedOn: pausedOn, ...(lead ? { dailyLead: lead } : {}) })
      .where(eq(users.id, userId))
      .run()
    return row
  })
  if (!result) throw new AppError('NOT_FOUND', tx('You are not following a program'))
  return currentStanding({ database, userId, today })
}
