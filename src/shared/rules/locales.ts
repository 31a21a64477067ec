// The languages the app speaks (docs/development.md#translations). English is the source: its
// texts are the code's own, so an English visit loads no catalogue. One home for the server
// (emails, API errors, the kiosk) and every screen.

export const LOCALES = ['en', 'de', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** Each language in its own words, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', es: 'Español' }

/** The first of a browser's languages (an Accept-Language header or `navigator.languages`) we speak, else English. */
export function localeFromLanguages(
  languages: readonly string[] | string | null | undefined,
): Locale {
  const list =
    typeof languages === 'string'
      ? languages.split(',').map((part) => part.split(';')[0]?.trim() ?? '')
      : (languages ?? [])
  for (const tag of list) {
    const base = tag.toLowerCase().split(/[-_]/)[0]
    const found = LOCALES.find((locale) => locale === base)
    if (found) return found
  }
  return DEFAULT_LOCALE
}
