import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import { type TimedKind, timedKind } from '~/shared/rules/tracker'
import { cachedCatalogue } from './catalogue-cache'

/**
 * What each exercise of the library is when it is timed (`timedKind`: a hold, or timed work such
 * as Jumping Jacks), by id, so an answer about sets words their seconds right (a record's
 * 'Longest hold' or 'Longest work', docs/product.md#records). Kept per catalogue version
 * (docs/architecture.md#catalogue-cache): a lookup, not a read, on each answer.
 */
export function timedKinds(
  db: Drizzle,
  knownVersion?: number,
): Promise<ReadonlyMap<number, TimedKind>> {
  return cachedCatalogue(db, 'timed-kinds', loadTimedKinds, knownVersion)
}

async function loadTimedKinds(db: Drizzle): Promise<ReadonlyMap<number, TimedKind>> {
  const rows = await db
    .select({ id: exercises.id, category: exercises.category, demo: exercises.builtinKey })
    .from(exercises)
    .all()
  return new Map(rows.map((row) => [row.id, timedKind(row)]))
}
