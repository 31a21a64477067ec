import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { saidText } from '~/shared/i18n/said'
import { i18n } from './i18n'

// The shared schemas' messages (src/shared/i18n/said.ts) in the active language: the same
// translations the server answers with, from the server's catalogue, which every language loads
// with the client's (docs/development.md#server-texts). English stays the schema's own text.

/** `message` in the active language when the catalogue holds it, else unchanged. */
export function translateSaid(message: string): string {
  if (i18n.locale === 'en') return message
  const text = saidText(message)
  const id = generateMessageId(text.message)
  if (!(id in i18n.messages)) return message
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === 'string' ? translateSaid(value) : value,
    ]),
  )
  return i18n._({ id, message: text.message, values })
}
