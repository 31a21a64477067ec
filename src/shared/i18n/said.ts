// A validation message of the shared schemas and rules (docs/development.md#server-texts): the
// client shows it in the user's language (src/client/lib/zod-messages.ts), and the server answers it
// in the asker's. The call is how the server's extractor (scripts/lingui-server-extractor.mjs)
// finds the English: keep it a plain string literal in the call, with the values apart.
//
// Zod keeps a message as a plain string, so a message with values ('Age must be at least 13') is
// answered as its English, and the text and values it was written from are kept beside it, keyed
// by that English, for the translation to find. A value that is itself a said() text (a field's
// name: `{ label: said('Age') }`) is translated too.

export type SaidValues = Record<string, string | number>

/** The catalogue's text behind a message: the English with `{name}` placeholders, and its values. */
export interface SaidText {
  message: string
  values: SaidValues
}

// Values come from the schemas' own constants and field names, so the set is small; the bound
// only guards against a caller passing a user's input as a value.
const KEPT_MAX = 5000
const written = new Map<string, SaidText>()

/** Marks `message` as a text of the catalogue; answers its English, `{name}` filled from `values`. */
export function said(message: string, values?: SaidValues): string {
  if (!values) return message
  const english = message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
  if (written.size < KEPT_MAX) written.set(english, { message, values })
  return english
}

/** The text and values said() wrote `english` from (the text itself when it took no values). */
export function saidText(english: string): SaidText {
  return written.get(english) ?? { message: english, values: {} }
}
