// A text the server sends to people (an API error, an email): English with ICU placeholders,
// translated when it leaves, into the asker's or the recipient's language
// (docs/development.md#server-texts). a `tx` call is how the catalogue finds it: keep the English
// a plain string literal in the call, with the values apart.

export type TextValues = Record<string, string | number>

export class ServerText {
  constructor(
    readonly message: string,
    readonly values: TextValues = {},
  ) {}
}

/** Marks `message` as a text of the catalogue (scripts/lingui-server-extractor.mjs finds it). */
export function tx(message: string, values?: TextValues): ServerText {
  return new ServerText(message, values)
}
