import { eq, sql } from 'drizzle-orm'
import type { Drizzle } from './client'
import { preparedQuery } from './prepared'
import { catalogueVersion, users } from './schema'

/**
 * `users.daily_version` and `users.clients_version` of a user, and the catalogue's version: what
 * kept answers are kept under (db/kept-answers.ts).
 */
export interface DataVersions {
  daily: number
  catalogue: number
  clients: number
}

/** The catalogue's version as a column of any select (docs/architecture.md#catalogue-cache). */
export const catalogueVersionColumn =
  sql<number>`coalesce((select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1), 0)`.mapWith(
    Number,
  )

/**
 * A user's data versions, for in-process callers (tests, CLI) that have no session check to
 * read them with (docs/architecture.md#request-cost).
 */
export async function readDataVersions(db: Drizzle, userId: number): Promise<DataVersions> {
  const row = await preparedQuery(db, versionsQuery).get({ userId })
  return row ?? { daily: 0, catalogue: 0, clients: 0 }
}

function versionsQuery(db: Drizzle) {
  return db
    .select({
      daily: users.dailyVersion,
      catalogue: catalogueVersionColumn,
      clients: users.clientsVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare()
}
