import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
import { catalogueVersion } from '../../db/schema'

/**
 * The catalogue in memory (docs/architecture.md#catalogue-cache). It changes only when an admin
 * edits it, yet every Daily, Explore and kiosk call read and converted it again. Each read now
 * costs one primary-key lookup of `catalogue_version`, which triggers on workouts, exercises and
 * workout_exercises bump in the same transaction as any change, from any process or tool; a
 * different number means the cached value is reloaded. No timer, so never stale.
 */
const caches = new WeakMap<Drizzle, Map<string, { version: number; value: Promise<unknown> }>>()

export async function currentCatalogueVersion(db: Drizzle): Promise<number> {
  const row = await preparedQuery(db, versionQuery).get()
  return row?.version ?? 0
}

function versionQuery(db: Drizzle) {
  return db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare()
}

/** `load(db)` as of the catalogue's current version, loaded once per version and database. */
export async function cachedCatalogue<T>(
  db: Drizzle,
  key: string,
  load: (db: Drizzle) => Promise<T>,
  /** The version as the caller already read it (before this call), saving the read. */
  knownVersion?: number,
): Promise<T> {
  // Read before loading: a change that lands in between makes the stored value newer than its
  // version, never older, and the next call reloads it.
  const version = knownVersion ?? (await currentCatalogueVersion(db))
  let byKey = caches.get(db)
  if (!byKey) caches.set(db, (byKey = new Map()))
  const hit = byKey.get(key)
  if (hit && hit.version === version) return hit.value as Promise<T>
  const value = load(db)
  byKey.set(key, { version, value })
  value.catch(() => {
    if (byKey.get(key)?.value === value) byKey.delete(key)
  })
  return value
}
