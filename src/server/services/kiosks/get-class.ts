import { and, eq, isNull } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { kioskClasses, workouts, wods } from '../../db/schema'
import { AppError } from '../../errors'
import { assertClassRemote } from './assert-class-remote'
import { wallWorkoutRows } from './wall-workout-rows'
import { localDay } from '~/shared/rules/days'
import { bodyPartOf } from '~/shared/rules/explore'
import type { ClassBlock, KioskClass, RemoteClass, WallClass } from '~/shared/schemas/class-mode'
import type { KioskDevice } from '~/shared/schemas/kiosk'
import { blockTiming } from '../catalogue/get-workout-exercises'
import { WORKOUT_NOT_FOUND } from '../catalogue/workout-access'

/**
 * A workout as a class runs it: its title and blocks, each with its exercises as the board shows
 * them. A catalogue workout, or `allowed` (the day's workout of the day, whoever wrote it).
 */
export async function classWorkout(
  db: Drizzle,
  workoutId: number,
  allowed: number | null = null,
): Promise<{ title: string; blocks: ClassBlock[] }> {
  const workout = await db
    .select({ title: workouts.title })
    .from(workouts)
    .where(
      and(eq(workouts.id, workoutId), allowed === workoutId ? undefined : isNull(workouts.ownerId)),
    )
    .get()
  if (!workout) throw new AppError('NOT_FOUND', WORKOUT_NOT_FOUND)
  const [blockRows, rows] = await wallWorkoutRows(db, workoutId)
  const blocks: ClassBlock[] = blockRows.map((b) => ({ ...blockTiming(b), exercises: [] }))
  const byId = new Map(blocks.map((b) => [b.id, b]))
  for (const { blockId, bodyPart, ...exercise } of rows) {
    // An exercise without a block (none should be) shows in the first block.
    const block = (blockId !== null ? byId.get(blockId) : undefined) ?? blocks[0]
    block?.exercises.push({ ...exercise, bodyPart: bodyPartOf(bodyPart) })
  }
  return { title: workout.title, blocks }
}

/** The class loaded on a kiosk's wall, with its version (0 when none is). */
export async function readClass(
  db: Drizzle,
  kioskId: number,
): Promise<{ version: number; class: KioskClass | null }> {
  const row = await db.select().from(kioskClasses).where(eq(kioskClasses.kioskId, kioskId)).get()
  if (!row) return { version: 0, class: null }
  const workout = await classWorkout(db, row.workoutId, row.workoutId)
  return {
    version: row.version,
    class: {
      workoutId: row.workoutId,
      title: workout.title,
      wodId: row.wodId,
      blocks: workout.blocks,
      blockIndex: row.blockIndex,
      accumulatedMs: row.accumulatedMs,
      runningSince: row.runningSince?.getTime() ?? null,
    },
  }
}

/** What the wall reads each second: its class and the server's clock. */
export async function getWallClass({
  db,
  kiosk,
  now = new Date(),
}: {
  db: Drizzle
  kiosk: KioskDevice
  now?: Date
}): Promise<WallClass> {
  return { serverNow: now.getTime(), ...(await readClass(db, kiosk.id)) }
}

/** The workout of the day posted on the kiosk for its own day, if any. */
export async function todaysWod(db: Drizzle, kiosk: KioskDevice, now: Date) {
  return (
    (await db
      .select({
        id: wods.id,
        workoutId: wods.workoutId,
        title: workouts.title,
        classStartedAt: wods.classStartedAt,
      })
      .from(wods)
      .innerJoin(workouts, eq(workouts.id, wods.workoutId))
      .where(and(eq(wods.kioskId, kiosk.id), eq(wods.day, localDay(now, kiosk.timeZone))))
      .get()) ?? null
  )
}

/** The remote's view of the wall's class (a paired coach or an admin). */
export async function getRemoteClass({
  db,
  viewer,
  kioskId,
  now = new Date(),
}: {
  db: Drizzle
  viewer: SessionUser
  kioskId: number
  now?: Date
}): Promise<RemoteClass> {
  const { kiosk, pairedUntil } = await assertClassRemote(db, viewer, kioskId, now)
  const [state, wod] = await Promise.all([readClass(db, kioskId), todaysWod(db, kiosk, now)])
  return {
    serverNow: now.getTime(),
    ...state,
    kiosk,
    wod: wod && { id: wod.id, workoutId: wod.workoutId, title: wod.title },
    pairedUntil: pairedUntil?.toISOString() ?? null,
  }
}
