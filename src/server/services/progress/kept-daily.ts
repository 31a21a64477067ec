import { eq, sql } from 'drizzle-orm'
import type { DataVersions } from '../../auth/session'
import type { Drizzle } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
import { users } from '../../db/schema'
import { catalogueVersionColumn } from '../../db/versions'
import { localDay } from '~/shared/rules/days'
import type { Daily } from '~/shared/schemas/progress'
import { getDaily } from './get-daily'

/**
 * Users whose Daily answer is kept per database handle. An entry is a few kilobytes; the users
 * opening Daily within minutes of each other fit, the rest are read again.
 */
const KEPT_USERS = 1000

interface Kept {
  key: string
  value: Promise<Daily>
}

const kept = new WeakMap<Drizzle, Map<number, Kept>>()

/**
 * The Daily tab's answer, kept per user (docs/architecture.md#request-cost). Everything it shows
 * is the user's local day, the catalogue, and rows whose every change bumps `users.daily_version`
 * by trigger in the same transaction (workout completions, the user's plans and their workouts,
 * their trainer's name; migration 0011), from any process or tool. So the answer kept under
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
}: {
  db: Drizzle
  userId: number
  timeZone: string
  versions?: DataVersions
  now?: Date
}): Promise<Daily> {
  const { daily, catalogue } = versions ?? (await readVersions(db, userId))
  const key = `${localDay(now, timeZone)} ${timeZone} ${daily} ${catalogue}`
  let byUser = kept.get(db)
  if (!byUser) kept.set(db, (byUser = new Map()))
  const hit = byUser.get(userId)
  // Most recently used last, so the first key is the one to drop.
  if (hit) byUser.delete(userId)
  if (hit?.key === key) {
    byUser.set(userId, hit)
    return hit.value
  }
  // The versions were read before the rows: a change landing in between makes the kept answer
  // newer than its key, never older, and the next read under the new versions reads again.
  const value = getDaily({ db, userId, timeZone, now })
  const entry = { key, value }
  byUser.set(userId, entry)
  if (byUser.size > KEPT_USERS) {
    const oldest = byUser.keys().next()
    if (!oldest.done) byUser.delete(oldest.value)
  }
  value.catch(() => {
    if (byUser.get(userId) === entry) byUser.delete(userId)
  })
  return value
}

async function readVersions(db: Drizzle, userId: number): Promise<DataVersions> {
  const row = await preparedQuery(db, versionsQuery).get({ userId })
  return row ?? { daily: 0, catalogue: 0 }
}

function versionsQuery(db: Drizzle) {
  return db
    .select({
      daily: users.dailyVersion,
      catalogue: catalogueVersionColumn,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare()
}
