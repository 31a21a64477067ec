import { eq, sql } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Database } from '../../db/client'
import { wodScores, wods, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import type { PutWodInput, Wod } from '~/shared/schemas/wod'
import { assertCoach } from '../kiosks/assert-coach'
import { kioskOf, toWod, wodRow } from './wod-rows'
import { tx } from '../../i18n/server-text'

/**
 * Posts (or changes) a kiosk's workout of the day (docs/product.md#workout-of-the-day): a
 * catalogue workout or one of the coach's own; an admin may post any private workout too. Its
 * score type is fixed once someone scored it, so no score changes meaning under its athlete.
 */
export async function putWod({
  database,
  viewer,
  input,
  now = new Date(),
}: {
  database: Database
  viewer: SessionUser
  input: PutWodInput
  now?: Date
}): Promise<Wod> {
  const db = database.db
  await assertCoach(db, viewer)
  const kiosk = await kioskOf(db, input.kioskId, now)
  if (input.day < kiosk.today) {
    throw new AppError('BAD_REQUEST', tx('A workout of the day cannot be posted for a day gone by'))
  }
  const workout = await db
    .select({ ownerId: workouts.ownerId })
    .from(workouts)
    .where(eq(workouts.id, input.workoutId))
    .get()
  if (
    !workout ||
    (workout.ownerId !== null && workout.ownerId !== viewer.id && viewer.role !== 'admin')
  ) {
    throw new AppError('NOT_FOUND', tx('Workout not found'))
  }
  const existing = await wodRow(db, kiosk.id, input.day)
  if (existing && existing.scoreType !== input.scoreType) {
    const scored = await db
      .select({ id: wodScores.id })
      .from(wodScores)
      .where(eq(wodScores.wodId, existing.id))
      .limit(1)
      .get()
    if (scored) {
      throw new AppError(
        'CONFLICT',
        tx('Athletes have scored this workout of the day: its score type can no longer change'),
      )
    }
  }
  const values = {
    workoutId: input.workoutId,
    scoreType: input.scoreType,
    rx: input.rx,
    scaled: input.scaled,
    publishAt: new Date(input.publishAt),
  }
  const row = await database.write((w) =>
    w
      .insert(wods)
      .values({ kioskId: kiosk.id, day: input.day, createdBy: viewer.id, ...values })
      .onConflictDoUpdate({
        target: [wods.kioskId, wods.day],
        set: { ...values, updatedAt: sql`(unixepoch() * 1000)` },
      })
      .returning()
      .get(),
  )
  return toWod(db, row)
}
