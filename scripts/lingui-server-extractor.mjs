// Lingui extractor for the server's texts (docs/development.md#server-texts): the server runs
// without Vite too (tsx), so it marks texts with a plain call, `tx('English {name}', values)`
// (src/server/i18n/server-text.ts), instead of Lingui's macros, and the shared schemas' validation
// messages with `said('English')` (src/shared/i18n/said.ts). This finds each call's literal.
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

const CALL = /\b(?:tx|said)\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\$]|\\.)*`)/g

function unquote(literal) {
  return literal.slice(1, -1).replace(/\\(.)/g, (_, char) => ({ n: '\n', t: '\t' })[char] ?? char)
}

export const serverExtractor = {
  match: (filename) => /[\\/]src[\\/](server|shared)[\\/].*\.ts$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const match of code.matchAll(CALL)) {
      const message = unquote(match[1])
      const line = code.slice(0, match.index).split('\n').length
      onMessageExtracted({ id: generateMessageId(message), message, origin: [filename, line] })
    }
  },
}
