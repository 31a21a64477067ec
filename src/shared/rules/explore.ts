import { WORKOUT_DIFFICULTIES } from './catalogue-values'
import { capitalize } from './labels'

// docs/product.md#validation: a missing or blank body part is 'other', a missing or blank difficulty is 'beginner',
// filtering is case-insensitive.
export function bodyPartOf(value: string | null | undefined): string {
  const v = (value ?? '').trim().toLowerCase()
  return v || 'other'
}

export function difficultyOf(value: string | null | undefined): string {
  const v = (value ?? '').trim().toLowerCase()
  return v || 'beginner'
}

/** The chip row: each distinct value found, capitalised, in first-seen order. */
export function chipValues(values: Iterable<string>): { value: string; label: string }[] {
  const seen = new Set<string>()
  for (const v of values) seen.add(v)
  return [...seen].map((value) => ({ value, label: capitalize(value) }))
}

/**
 * The difficulty chip row: each value found, in progression order (beginner, intermediate,
 * advanced, expert, master); a value outside that list follows, in first-seen order.
 */
export function difficultyChipValues(values: Iterable<string>): { value: string; label: string }[] {
  const rank = (v: string) => {
    const i = (WORKOUT_DIFFICULTIES as readonly string[]).indexOf(v)
    return i === -1 ? WORKOUT_DIFFICULTIES.length : i
  }
  // Array.prototype.sort is stable, so unknown values keep their first-seen order.
  return chipValues(values).sort((a, b) => rank(a.value) - rank(b.value))
}

export function matchesFilter(value: string, filter: string | null | undefined): boolean {
  return !filter || filter.toLowerCase() === 'all' || value.toLowerCase() === filter.toLowerCase()
}
