import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { builtinProgram } from '../../catalogue/programs'
import { AppError, InputError } from '../../errors'
import { START_WINDOW, startDayInWindow } from '~/shared/rules/programs'
import type { ProgramStanding } from '~/shared/schemas/programs'
import { userDay, workoutsCompletedOn } from '../progress/queries'
import { programWorkoutIds, sessionIds } from './program-catalogue'
import { programStanding, readProgramColumns } from './program-standing'
import { tx } from '../../i18n/server-text'

/**
 * Starts a built-in program for the athlete (docs/product.md#programs): Week 1 · Day 1 on
 * `startDay`, running (not paused). Starting another replaces the one followed: one at a time.
 * Daily follows at once: the program columns' trigger bumps daily_version in the same write.
 */
export async function startProgram({
  database,
  userId,
  programId,
  startDay,
  timeZone,
  now = new Date(),
}: {
  database: Database
  userId: number
  programId: string
  startDay: string
  timeZone?: string
  now?: Date
}): Promise<ProgramStanding> {
  const program = builtinProgram(programId)
  if (!program) throw new InputError([{ path: ['programId'], message: tx('No such program') }])
  const { day: today } = await userDay(database.db, userId, now, timeZone)
  if (!startDayInWindow(startDay, today)) {
    throw new InputError([
      {
        path: ['startDay'],
        message: tx('Choose a start day from {before} days ago to {ahead} days ahead', {
          before: START_WINDOW.daysBefore,
          ahead: START_WINDOW.daysAhead,
        }),
      },
    ])
  }
  if (!sessionIds(program, await programWorkoutIds(database.db))) {
    throw new AppError('CONFLICT', tx('This program’s workouts are no longer in the catalogue'))
  }
  await database.write((db) =>
    db
      .update(users)
      .set({ programKey: program.key, programStartDay: startDay, programPausedOn: null })
      .where(eq(users.id, userId))
      .run(),
  )
  return currentStanding({ database, userId, today })
}

/** The standing just written, read back; 404 when the user follows no program. */
export async function currentStanding({
  database,
  userId,
  today,
}: {
  database: Database
  userId: number
  today: string
}): Promise<ProgramStanding> {
  const db = database.db
  const [columns, done] = await Promise.all([
    readProgramColumns(db, userId),
    workoutsCompletedOn(db, userId, today),
  ])
  const standing = columns
    ? await programStanding({ db, userId, columns, today, completedToday: new Set(done) })
    : null
  if (!standing) throw new AppError('NOT_FOUND', tx('You are not following a program'))
  return standing
}
