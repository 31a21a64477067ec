import { and, count, eq, max } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { calendarEntries } from '../../db/schema'
import { AppError, InputError } from '../../errors'
import { CALENDAR_MAX_ITEMS } from '~/shared/schemas/calendar'
import { tx } from '../../i18n/server-text'

/**
 * Moves one of a client's scheduled workouts to `toDay`, after what that day holds (a drag on
 * the calendar). Another client's entry answers 404 like a missing one. Answers both days.
 */
export async function moveCalendarEntry({
  database,
  userId,
  entryId,
  toDay,
}: {
  database: Database
  userId: number
  entryId: number
  toDay: string
}): Promise<{ fromDay: string; toDay: string }> {
  return database.write(async (db) => {
    const entry = await db
      .select({ day: calendarEntries.day })
      .from(calendarEntries)
      .where(and(eq(calendarEntries.id, entryId), eq(calendarEntries.userId, userId)))
      .get()
    if (!entry) throw new AppError('NOT_FOUND', tx('Scheduled workout not found'))
    if (entry.day === toDay) return { fromDay: entry.day, toDay }
    const target = await db
      .select({ count: count(), last: max(calendarEntries.position) })
      .from(calendarEntries)
      .where(and(eq(calendarEntries.userId, userId), eq(calendarEntries.day, toDay)))
      .get()
    if ((target?.count ?? 0) >= CALENDAR_MAX_ITEMS) {
      throw new InputError([
        {
          path: ['toDay'],
          message: tx('At most {max} workouts on a day', { max: CALENDAR_MAX_ITEMS }),
        },
      ])
    }
    await db
      .update(calendarEntries)
      .set({ day: toDay, position: (target?.last ?? 0) + 1 })
      .where(eq(calendarEntries.id, entryId))
      .run()
    return { fromDay: entry.day, toDay }
  })
}
