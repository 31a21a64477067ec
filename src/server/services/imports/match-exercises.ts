// The file's exercise names matched to the library and the athlete's own exercises
// (docs/product.md#import-and-export-of-history): by name, ignoring case, punctuation, the
// equipment in brackets ('Pull Up (Assisted)' is not matched to 'Pull-up', 'Squat (Barbell)' to
// 'Squat') and a plural 's'.
import { and, eq, isNull, or } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'

export interface ExerciseChoice {
  id: number
  name: string
  own: boolean
}

/** The key a name is matched by: 'Pull-Ups' and 'pull up' meet. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\((barbell|dumbbell|bodyweight|body weight|machine|cable|kettlebell)\)/g, '')
    .replace(/[^a-z0-9]+/g, '')
    .replace(/s$/, '')
}

/** The exercises an athlete may import into: the library's and their own. */
export async function exerciseChoices(db: Drizzle, userId: number): Promise<ExerciseChoice[]> {
  const rows = await db
    .select({ id: exercises.id, name: exercises.name, ownerId: exercises.ownerId })
    .from(exercises)
    .where(or(isNull(exercises.ownerId), eq(exercises.ownerId, userId)))
    .orderBy(exercises.name)
    .all()
  return rows.map((r) => ({ id: r.id, name: r.name, own: r.ownerId !== null }))
}

/** Each name's match among `choices` (own exercises first), or null. */
export function matchExercises(
  names: readonly string[],
  choices: readonly ExerciseChoice[],
): Map<string, number | null> {
  const byKey = new Map<string, number>()
  for (const c of [...choices].sort((a, b) => Number(b.own) - Number(a.own))) {
    const key = nameKey(c.name)
    if (!byKey.has(key)) byKey.set(key, c.id)
  }
  return new Map(names.map((n) => [n, byKey.get(nameKey(n)) ?? null]))
}

/** An athlete's own exercise by name, for the writer: made when new. */
export async function ownExerciseIds(
  db: Drizzle,
  userId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const name of names) {
    const found = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.ownerId, userId), eq(exercises.name, name)))
      .get()
    if (found) ids.set(name, found.id)
  }
  return ids
}
