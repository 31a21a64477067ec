// What the workout-of-the-day services share (docs/product.md#workout-of-the-day): the kiosk
// and its day, the day's WOD, and its workout as the wall and the phone show it.
import { and, eq, isNull } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { kiosks, workouts, wods } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { wallWorkoutRows } from '../kiosks/wall-workout-rows'
import { localDay } from '~/shared/rules/days'
import { bodyPartOf } from '~/shared/rules/explore'
import type { BoardExercise, WodWorkout } from '~/shared/schemas/kiosk'
import type { Wod } from '~/shared/schemas/wod'

export const NO_SUCH_KIOSK = tx('No such kiosk')
export const NO_WOD = tx('No workout of the day on this screen for that day')
export const NOT_PUBLISHED = tx('The workout of the day is not published yet')

export type WodRow = typeof wods.$inferSelect

/** A kiosk that is not revoked, with its own day at `now`; 404 otherwise. */
export async function kioskOf(
  db: Drizzle,
  kioskId: number,
  now: Date,
): Promise<{ id: number; name: string; timeZone: string; today: string }> {
  const row = await db
    .select({ id: kiosks.id, name: kiosks.name, timeZone: kiosks.timeZone })
    .from(kiosks)
    .where(and(eq(kiosks.id, kioskId), isNull(kiosks.revokedAt)))
    .get()
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_KIOSK)
  return { ...row, today: localDay(now, row.timeZone) }
}

/** The kiosk's WOD of `day`, or undefined. */
export function wodRow(db: Drizzle, kioskId: number, day: string): Promise<WodRow | undefined> {
  return db
    .select()
    .from(wods)
    .where(and(eq(wods.kioskId, kioskId), eq(wods.day, day)))
    .get()
}

/** The WOD as a coach reads it. */
export async function toWod(db: Drizzle, row: WodRow): Promise<Wod> {
  const workout = await db
    .select({ title: workouts.title })
    .from(workouts)
    .where(eq(workouts.id, row.workoutId))
    .get()
  return {
    id: row.id,
    kioskId: row.kioskId,
    day: row.day,
    workoutId: row.workoutId,
    workoutTitle: workout?.title ?? '',
    scoreType: row.scoreType,
    rx: row.rx,
    scaled: row.scaled,
    publishAt: row.publishAt.toISOString(),
    classStartedAt: row.classStartedAt?.toISOString() ?? null,
  }
}

/**
 * The WOD's workout with its blocks and exercises (names, prescriptions, pictures): what anyone
 * at the gym sees on the wall, so even a coach's private workout is shown through its WOD.
 */
export async function wodWorkout(db: Drizzle, row: WodRow): Promise<WodWorkout> {
  const [workout, [blockRows, exerciseRows]] = await Promise.all([
    db
      .select({ title: workouts.title, description: workouts.description })
      .from(workouts)
      .where(eq(workouts.id, row.workoutId))
      .get(),
    wallWorkoutRows(db, row.workoutId),
  ])
  const blocks = blockRows.map((b) => ({
    id: b.id,
    kind: b.kind,
    rounds: b.rounds,
    minutes: b.minutes,
    capSeconds: b.capSeconds,
    exercises: [] as BoardExercise[],
  }))
  const byId = new Map(blocks.map((b) => [b.id, b]))
  for (const { blockId, bodyPart, ...exercise } of exerciseRows) {
    // A row without a block (none should be) joins the first block.
    const block = (blockId !== null ? byId.get(blockId) : undefined) ?? blocks[0]
    block?.exercises.push({ ...exercise, bodyPart: bodyPartOf(bodyPart) })
  }
  return {
    title: workout?.title ?? '',
    description: workout?.description ?? '',
    scoreType: row.scoreType,
    rx: row.rx,
    scaled: row.scaled,
    blocks: blocks.filter((b) => b.exercises.length > 0),
  }
}
