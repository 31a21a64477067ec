import { sql } from 'drizzle-orm'
import { catalogueVersion } from './schema'

/** The catalogue's version as a column of any select (docs/architecture.md#catalogue-cache). */
export const catalogueVersionColumn =
  sql<number>`coalesce((select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1), 0)`.mapWith(
    Number,
  )
