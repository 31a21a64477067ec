import { and, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users, wodScores } from '../../db/schema'
import { localDay } from '~/shared/rules/days'
import { compareScores, scoreText, whiteboardName } from '~/shared/rules/whiteboard'
import type { KioskDevice } from '~/shared/schemas/kiosk'
import type { Whiteboard } from '~/shared/schemas/wod'
import { wodRow } from './wod-rows'

/**
 * The wall's whiteboard (docs/product.md#whiteboard): the day's workout-of-the-day scores once
 * a coach started the class, best first. Each line is a display name and a score, nothing more:
 * no email, no surname, no id, and nothing at all of an athlete who hid their score.
 */
export async function getWhiteboard({
  db,
  kiosk,
  now = new Date(),
}: {
  db: Drizzle
  kiosk: KioskDevice
  now?: Date
}): Promise<Whiteboard> {
  const day = localDay(now, kiosk.timeZone)
  const wod = await wodRow(db, kiosk.id, day)
  if (!wod || now < wod.publishAt) return { day, scoreType: null, started: false, entries: [] }
  if (wod.classStartedAt === null) {
    return { day, scoreType: wod.scoreType, started: false, entries: [] }
  }
  const rows = await db
    .select({
      username: users.username,
      seconds: wodScores.seconds,
      rounds: wodScores.rounds,
      reps: wodScores.reps,
      loadKg: wodScores.loadKg,
      passed: wodScores.passed,
      scaled: wodScores.scaled,
      hideName: wodScores.hideName,
    })
    .from(wodScores)
    .innerJoin(users, eq(users.id, wodScores.userId))
    .where(and(eq(wodScores.wodId, wod.id), eq(wodScores.hideScore, false)))
    .orderBy(wodScores.createdAt, wodScores.id)
    .all()
  const entries = rows.sort(compareScores(wod.scoreType)).map((r) => ({
    name: whiteboardName(r.username, r.hideName),
    score: scoreText(wod.scoreType, r),
    scaled: r.scaled,
  }))
  return { day, scoreType: wod.scoreType, started: true, entries }
}
