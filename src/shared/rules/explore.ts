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

export function matchesFilter(value: string, filter: string | null | undefined): boolean {
  return !filter || filter.toLowerCase() === 'all' || value.toLowerCase() === filter.toLowerCase()
}

/** docs/product.md#search searches: case-insensitive substring. */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase()
  return !q || fields.some((f) => (f ?? '').toLowerCase().includes(q))
}
