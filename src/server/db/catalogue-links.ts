import { inArray, isNull, and, eq } from 'drizzle-orm'
import { EXERCISE_VARIATIONS, type VariationLinks } from '../catalogue/exercise-variations'
import type { Drizzle } from './client'
import { builtinLinksLoaded, exercises } from './schema'

/**
 * Writes the built-in easier/harder links (catalogue/exercise-variations.ts) that were never
 * written, each once: a link is written when both exercises exist, into an empty column only,
 * and remembered in `builtin_links_loaded`, so an admin who later changes or clears it keeps
 * their edit. Runs inside the catalogue loader's write; answers how many links it wrote.
 */
export async function loadVariationLinks(
  db: Drizzle,
  variations: Readonly<Record<string, VariationLinks>> = EXERCISE_VARIATIONS,
): Promise<number> {
  const links = Object.entries(variations).flatMap(([key, to]) =>
    (['easier', 'harder'] as const).flatMap((kind) => {
      const target = to[kind]
      return target ? [{ key, kind, target, marker: `${key}:${kind}` }] : []
    }),
  )
  if (links.length === 0) return 0
  const loaded = new Set(
    (await db.select({ key: builtinLinksLoaded.key }).from(builtinLinksLoaded).all()).map(
      (r) => r.key,
    ),
  )
  const pending = links.filter((l) => !loaded.has(l.marker))
  if (pending.length === 0) return 0
  const keys = [...new Set(pending.flatMap((l) => [l.key, l.target]))]
  const ids = new Map(
    (
      await db
        .select({ id: exercises.id, key: exercises.builtinKey })
        .from(exercises)
        .where(inArray(exercises.builtinKey, keys))
        .all()
    ).map((r) => [r.key, r.id]),
  )
  const statements = pending.flatMap((link) => {
    const from = ids.get(link.key)
    const to = ids.get(link.target)
    // An exercise not in the library yet: the link waits for a later start that adds it.
    if (from === undefined || to === undefined) return []
    const column = link.kind === 'easier' ? exercises.easierExerciseId : exercises.harderExerciseId
    return [
      db
        .update(exercises)
        .set(link.kind === 'easier' ? { easierExerciseId: to } : { harderExerciseId: to })
        .where(and(eq(exercises.id, from), isNull(column))),
      db.insert(builtinLinksLoaded).values({ key: link.marker }).onConflictDoNothing(),
    ]
  })
  const [first, ...rest] = statements
  if (!first) return 0
  await db.batch([first, ...rest])
  return statements.length / 2
}
