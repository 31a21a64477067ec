import { and, eq, isNull } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Database } from '../../db/client'
import { kioskClasses, wods } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { assertClassRemote } from './assert-class-remote'
import { classWorkout, getRemoteClass, todaysWod } from './get-class'
import { applyClassCommand } from '~/shared/rules/class-mode'
import type { ClassCommandInput, RemoteClass } from '~/shared/schemas/class-mode'

export const STALE_CLASS = tx(
  'The class changed on another remote or screen since you looked: this is where it is now, try again',
)
export const NO_CLASS = tx('Load a workout first')

/**
 * One command of a coach's remote to the wall's class (docs/product.md#class-mode), applied only
 * if the class is still at the version the remote saw (409 otherwise, and the remote refetches):
 * two coaches pressing Next at once move one block, not two. Starting the class of the day's
 * workout of the day marks the class started, once (the whiteboard shows scores from then).
 */
export async function commandClass({
  database,
  viewer,
  input,
  now = new Date(),
}: {
  database: Database
  viewer: SessionUser
  input: ClassCommandInput
  now?: Date
}): Promise<RemoteClass> {
  const { kioskId, command, version } = input
  const { kiosk } = await assertClassRemote(database.db, viewer, kioskId, now)
  await database.write(async (db) => {
    const row = await db.select().from(kioskClasses).where(eq(kioskClasses.kioskId, kioskId)).get()
    if ((row?.version ?? 0) !== version) throw new AppError('CONFLICT', STALE_CLASS)
    if (command === 'end') {
      await db.delete(kioskClasses).where(eq(kioskClasses.kioskId, kioskId)).run()
      return
    }
    if (command === 'load') {
      const workoutId = input.workoutId as number
      const wod = await todaysWod(db, kiosk, now)
      await classWorkout(db, workoutId, wod?.workoutId ?? null)
      const loaded = {
        workoutId,
        wodId: wod?.workoutId === workoutId ? wod.id : null,
        blockIndex: 0,
        accumulatedMs: 0,
        runningSince: null,
        coachId: viewer.id,
        updatedAt: now,
      }
      // A new class's version starts from the clock's seconds, never from 0 again: a remote
      // still holding the version of a class ended meanwhile is refused, not applied to this one.
      await db
        .insert(kioskClasses)
        .values({
          kioskId,
          ...loaded,
          version: row ? row.version + 1 : Math.floor(now.getTime() / 1000),
        })
        .onConflictDoUpdate({
          target: kioskClasses.kioskId,
          set: { ...loaded, version: version + 1 },
        })
        .run()
      return
    }
    if (!row) throw new AppError('BAD_REQUEST', NO_CLASS)
    const { blocks } = await classWorkout(db, row.workoutId, row.workoutId)
    const next = applyClassCommand(
      {
        blockIndex: row.blockIndex,
        accumulatedMs: row.accumulatedMs,
        runningSince: row.runningSince?.getTime() ?? null,
      },
      command,
      now.getTime(),
      blocks.length,
    )
    if (typeof next === 'string') throw new AppError('BAD_REQUEST', next)
    await db
      .update(kioskClasses)
      .set({
        blockIndex: next.blockIndex,
        accumulatedMs: next.accumulatedMs,
        runningSince: next.runningSince === null ? null : new Date(next.runningSince),
        version: version + 1,
        coachId: viewer.id,
        updatedAt: now,
      })
      .where(and(eq(kioskClasses.kioskId, kioskId), eq(kioskClasses.version, version)))
      .run()
    if (command === 'start' && row.wodId !== null)
      await db
        .update(wods)
        .set({ classStartedAt: now })
        .where(and(eq(wods.id, row.wodId), isNull(wods.classStartedAt)))
        .run()
  })
  return getRemoteClass({ db: database.db, viewer, kioskId, now })
}
