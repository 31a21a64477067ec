import { and, inArray, isNull } from 'drizzle-orm'
import { tx } from '~/server/i18n/server-text'
import type { Drizzle } from '../../db/client'
import { exercises } from '../../db/schema'
import { InputError } from '../../errors'

/**
 * docs/product.md#catalogue: an exercise's easier and harder variation must be other exercises
 * of the library. Checked before the write, so a bad id is a 400 naming its field, never a
 * foreign-key failure.
 */
export async function checkVariationLinks(
  db: Drizzle,
  values: { easierExerciseId?: number | null; harderExerciseId?: number | null },
  exerciseId?: number,
): Promise<void> {
  const fields = (['easierExerciseId', 'harderExerciseId'] as const).filter(
    (f) => values[f] !== undefined && values[f] !== null,
  )
  if (fields.length === 0) return
  const ids = fields.map((f) => values[f] as number)
  const known = new Set(
    (
      await db
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(inArray(exercises.id, ids), isNull(exercises.ownerId)))
        .all()
    ).map((r) => r.id),
  )
  const issues = fields.flatMap((field) => {
    const id = values[field] as number
    if (id === exerciseId)
      return [{ path: [field], message: tx('An exercise cannot be its own variation') }]
    return known.has(id) ? [] : [{ path: [field], message: tx('No such exercise') }]
  })
  if (issues.length > 0) throw new InputError(issues)
}
