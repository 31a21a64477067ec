import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { checkIns, users } from '../../db/schema'
import { AppError, InputError } from '../../errors'
import { localDay } from '~/shared/rules/days'
import { bodyweightIssue, checkInBodyweightKg } from '~/shared/rules/check-ins'
import type { CheckIn } from '~/shared/schemas/check-ins'
import { checkInDue } from './check-in-due'
import { checkInAnswer } from './read-check-ins'
import { tx } from '../../i18n/server-text'

export const ALREADY_CHECKED_IN = tx('You already checked in today')

/**
 * The athlete's weekly check-in for their local today (docs/product.md#check-ins). Only on the
 * day their trainer asks for; a resend with the same client id answers the stored check-in
 * (first write wins); another check-in the same day is 409: the trainer reads one answer a week,
 * and a change of mind goes in a message rather than silently rewriting what they saw.
 */
export async function sendCheckIn({
  database,
  athleteId,
  timeZone,
  now = new Date(),
  input,
}: {
  database: Database
  athleteId: number
  timeZone: string
  now?: Date
  input: {
    clientId: string
    bodyweight?: number | null | undefined
    sleep: number
    energy: number
    stress: number
    note: string
  }
}): Promise<CheckIn> {
  const today = localDay(now, timeZone)
  return database.write(async (db) => {
    const resent = await db
      .select()
      .from(checkIns)
      .where(eq(checkIns.clientId, input.clientId))
      .get()
    if (resent) {
      if (resent.athleteId !== athleteId)
        throw new AppError('CONFLICT', tx('This check-in id was used for another check-in'))
      return checkInAnswer(resent)
    }
    const athlete = await db
      .select({ units: users.units, trainerId: users.trainerId, weekday: users.checkInWeekday })
      .from(users)
      .where(eq(users.id, athleteId))
      .get()
    if (!athlete) throw new AppError('NOT_FOUND', tx('User not found'))
    const { bodyweight } = input
    if (bodyweight !== undefined && bodyweight !== null) {
      const issue = bodyweightIssue(bodyweight, athlete.units)
      if (issue) throw new InputError([{ path: ['bodyweight'], message: issue }])
    }
    if (!(await checkInDue(db, athleteId, today))) {
      const answered = await db
        .select({ id: checkIns.id })
        .from(checkIns)
        .where(and(eq(checkIns.athleteId, athleteId), eq(checkIns.day, today)))
        .get()
      if (answered) throw new AppError('CONFLICT', ALREADY_CHECKED_IN)
      throw new AppError(
        'CONFLICT',
        athlete.trainerId === null || athlete.weekday === null
          ? tx('No check-in is due: your trainer has not asked for a weekly check-in')
          : tx(
              'No check-in is due today: your trainer asks on {weekday, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}}',
              { weekday: String(athlete.weekday) },
            ),
      )
    }
    const row = await db
      .insert(checkIns)
      .values({
        clientId: input.clientId,
        athleteId,
        trainerId: athlete.trainerId,
        day: today,
        bodyweightKg:
          bodyweight === undefined || bodyweight === null
            ? null
            : checkInBodyweightKg(bodyweight, athlete.units),
        sleep: input.sleep,
        energy: input.energy,
        stress: input.stress,
        note: input.note,
      })
      .returning()
      .get()
    return checkInAnswer(row)
  })
}
