// How searched text is read (docs/product.md#search-rule): one reading for the query and for what
// it is matched against, so 'Pull-ups', 'pull ups' and 'PULLUPS' meet.

/**
 * The words of a text: lower case, accents dropped ('Crème' → 'creme'), apostrophes dropped
 * ("World's" → 'worlds'), anything else that is not a letter or a digit (spaces, hyphens,
 * brackets) a break between words.
 */
export function searchWords(text: string | null | undefined): string[] {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’`]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The words run together: spaces and hyphens do not count ('pull-up', 'pull up' → 'pullup'). */
export function compactOf(text: string | null | undefined): string {
  return searchWords(text).join('')
}
