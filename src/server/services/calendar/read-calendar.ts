import { and, asc, between, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Drizzle } from '../../db/client'
import {
  calendarEntries,
  users,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '../../db/schema'
import { AppError } from '../../errors'
import { localDay } from '~/shared/rules/days'
import { workoutMinutes, type MinutesInput } from '~/shared/rules/workout-minutes'
import type { Calendar, CalendarItem } from '~/shared/schemas/calendar'
import { tx } from '../../i18n/server-text'

const trainers = alias(users, 'trainers')

/** What a scheduled workout is on `day` for an athlete whose today is `today`. */
export function calendarStatus(day: string, today: string, done: boolean): CalendarItem['status'] {
  if (done) return 'done'
  if (day < today) return 'missed'
  return day === today ? 'today' : 'upcoming'
}

/**
 * An athlete's calendar from `from` to `to` (docs/product.md#calendar): each day with something
 * scheduled, its workouts in order with minutes, who scheduled them, the prescription, and done,
 * missed, today or upcoming by the athlete's own day. Three reads however long the range.
 */
export async function readCalendar({
  db,
  userId,
  from,
  to,
  now = new Date(),
}: {
  db: Drizzle
  userId: number
  from: string
  to: string
  now?: Date
}): Promise<Calendar> {
  const athlete = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .get()
  if (!athlete) throw new AppError('NOT_FOUND', tx('User not found'))
  const today = localDay(now, athlete.timeZone)
  const [rows, done] = await Promise.all([
    db
      .select({
        id: calendarEntries.id,
        day: calendarEntries.day,
        workoutId: calendarEntries.workoutId,
        title: workouts.title,
        duration: workouts.duration,
        trainerName: trainers.username,
        prescription: calendarEntries.prescription,
      })
      .from(calendarEntries)
      .innerJoin(workouts, eq(workouts.id, calendarEntries.workoutId))
      .leftJoin(trainers, eq(trainers.id, calendarEntries.trainerId))
      .where(and(eq(calendarEntries.userId, userId), between(calendarEntries.day, from, to)))
      .orderBy(asc(calendarEntries.day), asc(calendarEntries.position))
      .all(),
    db
      .select({ workoutId: workoutCompletions.workoutId, day: workoutCompletions.day })
      .from(workoutCompletions)
      .where(and(eq(workoutCompletions.userId, userId), between(workoutCompletions.day, from, to)))
      .all(),
  ])
  const minutes = await minutesOf(db, [...new Set(rows.map((r) => r.workoutId))])
  const completed = new Set(done.map((d) => `${d.day} ${d.workoutId}`))
  const days: Calendar['days'] = []
  for (const row of rows) {
    let last = days.at(-1)
    if (last?.day !== row.day) days.push((last = { day: row.day, items: [] }))
    last.items.push({
      id: row.id,
      workoutId: row.workoutId,
      title: row.title,
      minutes: workoutMinutes(minutes.get(row.workoutId), row.duration),
      trainerName: row.trainerName,
      prescription: row.prescription ?? null,
      status: calendarStatus(row.day, today, completed.has(`${row.day} ${row.workoutId}`)),
    })
  }
  return { from, to, today, days }
}

/** Each workout's exercise timings, for its minutes. */
async function minutesOf(db: Drizzle, workoutIds: number[]): Promise<Map<number, MinutesInput[]>> {
  const byWorkout = new Map<number, MinutesInput[]>()
  if (workoutIds.length === 0) return byWorkout
  const rows = await db
    .select({
      workoutId: workoutExercises.workoutId,
      sets: workoutExercises.sets,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
    })
    .from(workoutExercises)
    .where(inArray(workoutExercises.workoutId, workoutIds))
    .all()
  for (const row of rows) {
    const list = byWorkout.get(row.workoutId) ?? []
    list.push(row)
    byWorkout.set(row.workoutId, list)
  }
  return byWorkout
}
