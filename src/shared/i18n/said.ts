// A validation message of the shared schemas and rules (docs/development.md#server-texts): the
// client shows it as it is, and the server answers it in the asker's language. The identity
// call is how the server's extractor (scripts/lingui-server-extractor.mjs) finds the English: keep
// it a plain string literal in the call.

/** Marks `message` as a text of the server's catalogue; answers it unchanged. */
export function said(message: string): string {
  return message
}
