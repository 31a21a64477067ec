import { and, eq } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { wodScores } from '../../db/schema'
import { AppError } from '../../errors'
import type { WodScorePage } from '~/shared/schemas/wod'
import { toWodScore } from './post-wod-score'
import { kioskOf, NO_WOD, NOT_PUBLISHED, wodRow, wodWorkout } from './wod-rows'

/**
 * The score page an athlete opens from the wall's QR code: the published workout of the day,
 * their own score, and whether they may still change it (on the kiosk's day only).
 */
export async function getWodScorePage({
  db,
  viewer,
  kioskId,
  day,
  now = new Date(),
}: {
  db: Drizzle
  viewer: SessionUser
  kioskId: number
  day: string
  now?: Date
}): Promise<WodScorePage> {
  const kiosk = await kioskOf(db, kioskId, now)
  const wod = await wodRow(db, kiosk.id, day)
  if (!wod) throw new AppError('NOT_FOUND', NO_WOD)
  if (now < wod.publishAt) throw new AppError('CONFLICT', NOT_PUBLISHED)
  const [workout, mine] = await Promise.all([
    wodWorkout(db, wod),
    db
      .select()
      .from(wodScores)
      .where(and(eq(wodScores.wodId, wod.id), eq(wodScores.userId, viewer.id)))
      .get(),
  ])
  return {
    kioskName: kiosk.name,
    day,
    workout,
    mine: mine ? toWodScore(mine) : null,
    editable: day === kiosk.today,
  }
}
