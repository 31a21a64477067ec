import { setupI18n, type Messages } from '@lingui/core'
import { compileMessage } from '~/shared/i18n/compile-message'
import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromLanguages } from '~/shared/rules/locales'

// The app's one message catalogue at run time (docs/development.md#translations). English is the
// code's own text, compiled on first use, so an English visit loads no catalogue; another language
// loads its catalogues (one file per part of the app) once, when first chosen.
export const i18n = setupI18n()
i18n.setMessagesCompiler(compileMessage)
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} })

// Every catalogue of every language but English (which is the code's own), each its own chunk.
const catalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/*.po',
  '!../../locales/en/*.po',
])

/**
 * Every part's catalogue of `locale`, loaded at once. The server's comes first: its validation
 * messages are shown by the forms too (lib/zod-messages.ts), and where the client has the same English
 * in a catalogue of its own, the client's wording wins.
 */
function loadCatalogues(locale: Exclude<Locale, 'en'>): Promise<{ messages: Messages }[]> {
  return Promise.all(
    Object.entries(catalogueFiles)
      .filter(([path]) => path.includes(`/locales/${locale}/`))
      .sort(([a], [b]) => Number(!a.endsWith('/server.po')) - Number(!b.endsWith('/server.po')))
      .map(([, load]) => load()),
  )
}

const CHOICE_KEY = 'locale'

/** The language the user chose (in Settings, kept on the device), if any. */
export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(CHOICE_KEY)
    return LOCALES.find((locale) => locale === stored) ?? null
  } catch {
    return null
  }
}

/** The language to show: the user's choice, else the browser's first language we speak. */
export function preferredLocale(userChoice?: Locale | null): Locale {
  return userChoice ?? chosenLocale() ?? localeFromLanguages(navigator.languages)
}

/** Keeps (or, with null, forgets) the user's choice on the device, so the next start needs no answer. */
export function keepLocaleChoice(choice: Locale | null): void {
  try {
    if (choice) localStorage.setItem(CHOICE_KEY, choice)
    else localStorage.removeItem(CHOICE_KEY)
  } catch {
    // Storage refused (a private window): the choice holds until the page closes.
  }
}

let wanted: Locale = DEFAULT_LOCALE

/** Shows the app in `locale`, loading its catalogues first when it is not English. */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale
  if (i18n.locale === locale) return
  const messages: Messages =
    locale === 'en'
      ? {}
      : Object.assign({}, ...(await loadCatalogues(locale)).map((part) => part.messages))
  // A later choice made while this one loaded wins.
  if (wanted !== locale) return
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

/** The BCP 47 tag `Intl` formats with: English keeps the US forms it always had. */
export function intlLocale(): string {
  return i18n.locale === 'en' ? 'en-US' : i18n.locale
}
