import type { Drizzle } from '../../db/client'
import { keptPerOwner } from '../../db/kept-per-owner'
import { type DataVersions, readDataVersions } from '../../db/versions'
import { localDay } from '~/shared/rules/days'
import type { Daily } from '~/shared/schemas/progress'
import { getDaily } from './get-daily'

/**
 * Users whose Daily answer is kept per database handle. An entry is a few kilobytes; the users
 * opening Daily within minutes of each other fit, the rest are read again.
 */
const keep = keptPerOwner<Daily>(1000)

/**
 * The Daily tab's answer, kept per user (docs/architecture.md#request-cost). Everything it shows
 * is the user's local day, the catalogue, and rows whose every change bumps `users.daily_version`
 * by trigger in the same transaction (workout completions, the user's plans and their workouts,
 * their trainer's name, migration 0011; the athlete's profile Daily chooses by, migration 0018;
 * messages, migration 0023), from any process or tool. (A new trainer alone bumps nothing: a count
 * of the former trainer's unread messages lasts until Daily's next change.) So the answer kept under
 * (day, time zone, daily version, catalogue version) is the answer, and a Daily read after the
 * session check is a map lookup. `versions` are the ones read with the session; without them
 * (in-process callers) they are read here.
 */
export async function getKeptDaily({
  db,
  userId,
  timeZone,
  versions,
  now = new Date(),
  day,
}: {
  db: Drizzle
  userId: number
  timeZone: string
  versions?: DataVersions
  now?: Date
  /** Another day than today (GET /api/daily?day=): answered afresh, never kept. */
  day?: string
}): Promise<Daily> {
  const today = localDay(now, timeZone)
  if (day !== undefined && day !== today) return getDaily({ db, userId, timeZone, now, day })
  const { daily, catalogue } = versions ?? (await readDataVersions(db, userId))
  return keep(db, userId, `${today} ${timeZone} ${daily} ${catalogue}`, () =>
    getDaily({ db, userId, timeZone, now }),
  )
}
