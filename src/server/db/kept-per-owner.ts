import type { Drizzle } from './client'

/**
 * Answers kept per owner (a user, a trainer) and database handle under a key made of the versions
 * their rows carry (docs/architecture.md#request-cost): `keep(db, owner, key, compute)` answers
 * the kept promise while the key holds, else computes, keeps and answers. The key's versions must
 * be read before the rows `compute` reads: a change landing in between makes the kept answer
 * newer than its key, never older, and the next read under the new key computes again. The
 * `limit` most recently used owners are kept; a failed answer is not. An answer that also depends
 * on the time it is read at says how long it `holds` (asked with the `at` of each read), so it
 * need not be keyed on the clock.
 */
export function keptPerOwner<T>(limit: number, holds?: (value: T, at: number) => boolean) {
  interface Entry {
    key: string
    value: Promise<T>
    settled?: { value: T }
  }
  const kept = new WeakMap<Drizzle, Map<number, Entry>>()
  return function keep(
    db: Drizzle,
    owner: number,
    key: string,
    compute: () => Promise<T>,
    at = Date.now(),
  ) {
    let byOwner = kept.get(db)
    if (!byOwner) kept.set(db, (byOwner = new Map()))
    const hit = byOwner.get(owner)
    // Most recently used last, so the first key is the one to drop.
    if (hit) byOwner.delete(owner)
    if (hit?.key === key && (!holds || !hit.settled || holds(hit.settled.value, at))) {
      byOwner.set(owner, hit)
      return hit.value
    }
    const value = compute()
    const entry: Entry = { key, value }
    if (holds)
      void value.then(
        (v) => (entry.settled = { value: v }),
        () => undefined,
      )
    byOwner.set(owner, entry)
    if (byOwner.size > limit) {
      const oldest = byOwner.keys().next()
      if (!oldest.done) byOwner.delete(oldest.value)
    }
    value.catch(() => {
      if (byOwner.get(owner) === entry) byOwner.delete(owner)
    })
    return value
  }
}
