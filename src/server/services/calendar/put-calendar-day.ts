import { and, eq, inArray } from 'drizzle-orm'
import { tx } from '~/server/i18n/server-text'
import type { z } from 'zod'
import type { Database, Drizzle } from '../../db/client'
import { calendarEntries, workoutExercises, workouts } from '../../db/schema'
import { InputError, type InputIssue } from '../../errors'
import type { Calendar, calendarItemInputSchema } from '~/shared/schemas/calendar'
import { readCalendar } from './read-calendar'
import type { Role } from '~/shared/roles'

type ItemInput = z.output<typeof calendarItemInputSchema>

/**
 * Replaces what is scheduled on `day` for a client with `items`, in their order (an empty list
 * clears the day), in one batch. Every workout must exist and every prescribed exercise be one of
 * its workout's; otherwise a 400 names the item and nothing changes. Answers the day as read back.
 */
export async function putCalendarDay({
  database,
  trainerId,
  trainerRole,
  userId,
  day,
  items,
  now = new Date(),
}: {
  database: Database
  trainerId: number
  /** A trainer schedules the catalogue's workouts and their own; an admin any. */
  trainerRole: Role
  userId: number
  day: string
  items: ItemInput[]
  now?: Date
}): Promise<Calendar> {
  await database.write(async (db) => {
    await checkItems(db, { id: trainerId, role: trainerRole }, items)
    await db.batch([
      db
        .delete(calendarEntries)
        .where(and(eq(calendarEntries.userId, userId), eq(calendarEntries.day, day))),
      ...items.map((item, i) =>
        db.insert(calendarEntries).values({
          userId,
          trainerId,
          day,
          position: i + 1,
          workoutId: item.workoutId,
          prescription: item.prescription ?? null,
        }),
      ),
    ])
  })
  return readCalendar({ db: database.db, userId, from: day, to: day, now })
}

/** Each item's workout exists and its prescription names only that workout's exercises. */
async function checkItems(
  db: Drizzle,
  trainer: { id: number; role: Role },
  items: ItemInput[],
): Promise<void> {
  const ids = [...new Set(items.map((i) => i.workoutId))]
  if (ids.length === 0) return
  const [found, exercises] = await Promise.all([
    db
      .select({ id: workouts.id, ownerId: workouts.ownerId })
      .from(workouts)
      .where(inArray(workouts.id, ids))
      .all(),
    db
      .select({ workoutId: workoutExercises.workoutId, exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(inArray(workoutExercises.workoutId, ids))
      .all(),
  ])
  // Another trainer's private workout is as unknown as a missing one (docs/product.md#trainer-workouts).
  const known = new Set(
    found
      .filter((w) => w.ownerId === null || w.ownerId === trainer.id || trainer.role === 'admin')
      .map((w) => w.id),
  )
  const inWorkout = new Set(exercises.map((e) => `${e.workoutId} ${e.exerciseId}`))
  const issues: InputIssue[] = []
  items.forEach((item, i) => {
    if (!known.has(item.workoutId)) {
      issues.push({ path: ['items', i, 'workoutId'], message: tx('Workout not found') })
      return
    }
    item.prescription?.exercises.forEach((e, j) => {
      if (!inWorkout.has(`${item.workoutId} ${e.exerciseId}`)) {
        issues.push({
          path: ['items', i, 'prescription', 'exercises', j, 'exerciseId'],
          message: tx('This exercise is not in the workout'),
        })
      }
    })
  })
  if (issues.length > 0) throw new InputError(issues)
}
