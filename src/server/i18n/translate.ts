import { type I18n, setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { compileMessage } from '~/shared/i18n/compile-message'
import { saidText } from '~/shared/i18n/said'
import { type Locale, localeFromLanguages } from '~/shared/rules/locales'
import { SERVER_CATALOGUES } from './catalogue.gen'
import type { ServerText } from './server-text'

const instances = new Map<Locale, I18n>()

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: SERVER_CATALOGUES[locale] ?? {} } })
    i18n.setMessagesCompiler(compileMessage)
    instances.set(locale, i18n)
  }
  return i18n
}

/** `text` in `locale` (English where the catalogue has no translation yet). */
export function translate(locale: Locale, text: ServerText): string {
  return instance(locale)._({
    id: generateMessageId(text.message),
    message: text.message,
    values: text.values,
  })
}

/**
 * `message` in `locale` when the catalogue holds it (a validation message marked with `said`, its
 * values and the field names among them translated too), else unchanged: zod's own messages and
 * other plain text are not parsed as ICU.
 */
export function translateKnown(locale: Locale, message: string): string {
  if (locale === 'en') return message
  const text = saidText(message)
  const id = generateMessageId(text.message)
  if (!SERVER_CATALOGUES[locale]?.[id]) return message
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === 'string' ? translateKnown(locale, value) : value,
    ]),
  )
  return instance(locale)._({ id, message: text.message, values })
}

/** The language an answer is written in: the signed-in user's choice, else the browser's. */
export function answerLocale(
  user: { locale: Locale | null } | null,
  acceptLanguage?: string,
): Locale {
  return user?.locale ?? localeFromLanguages(acceptLanguage ?? null)
}
