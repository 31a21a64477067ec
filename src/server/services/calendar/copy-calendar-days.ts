import { and, asc, between, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { calendarEntries } from '../../db/schema'
import { addDays, daysBetween } from '~/shared/rules/days'

/**
 * Copies a client's day or week (`days` from `fromDay`) onto `toDay`, `times` times one after
 * another (a week repeated n times), replacing what those days held; prescriptions go with their
 * workouts, and the trainer copying becomes who scheduled them. One batch: all or nothing.
 * Answers the days written, from the first to the last.
 */
export async function copyCalendarDays({
  database,
  trainerId,
  userId,
  fromDay,
  toDay,
  days,
  times,
}: {
  database: Database
  trainerId: number
  userId: number
  fromDay: string
  toDay: string
  days: number
  times: number
}): Promise<{ from: string; to: string }> {
  const last = addDays(toDay, days * times - 1)
  await database.write(async (db) => {
    const source = await db
      .select({
        day: calendarEntries.day,
        position: calendarEntries.position,
        workoutId: calendarEntries.workoutId,
        prescription: calendarEntries.prescription,
      })
      .from(calendarEntries)
      .where(
        and(
          eq(calendarEntries.userId, userId),
          between(calendarEntries.day, fromDay, addDays(fromDay, days - 1)),
        ),
      )
      .orderBy(asc(calendarEntries.day), asc(calendarEntries.position))
      .all()
    const copies = Array.from({ length: times }, (_, k) =>
      source.map((row) => ({
        userId,
        trainerId,
        day: addDays(toDay, k * days + daysBetween(fromDay, row.day)),
        position: row.position,
        workoutId: row.workoutId,
        prescription: row.prescription,
      })),
    ).flat()
    const clear = db
      .delete(calendarEntries)
      .where(and(eq(calendarEntries.userId, userId), between(calendarEntries.day, toDay, last)))
    if (copies.length === 0) await clear.run()
    else await db.batch([clear, db.insert(calendarEntries).values(copies)])
  })
  return { from: toDay, to: last }
}
