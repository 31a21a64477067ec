import type { Drizzle } from './client'

/**
 * Answers kept per owner (a user, a trainer) and database handle under a key made of the versions
 * their rows carry (docs/architecture.md#request-cost): `keep(db, owner, key, compute)` answers
 * the kept promise while the key holds, else computes, keeps and answers. The key's versions must
 * be read before the rows `compute` reads: a change landing in between makes the kept answer
 * newer than its key, never older, and the next read under the new key computes again. The
 * `limit` most recently used owners are kept; a failed answer is not.
 */
export function keptPerOwner<T>(limit: number) {
  const kept = new WeakMap<Drizzle, Map<number, { key: string; value: Promise<T> }>>()
  return function keep(db: Drizzle, owner: number, key: string, compute: () => Promise<T>) {
    let byOwner = kept.get(db)
    if (!byOwner) kept.set(db, (byOwner = new Map()))
    const hit = byOwner.get(owner)
    // Most recently used last, so the first key is the one to drop.
    if (hit) byOwner.delete(owner)
    if (hit?.key === key) {
      byOwner.set(owner, hit)
      return hit.value
    }
    const value = compute()
    const entry = { key, value }
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
