import { tx } from '../i18n/server-text'

/**
 * Deeply nested JSON (docs/architecture.md#failing-safely): a body nested thousands of levels
 * deep overflowed the stack in validation and answered 500. Bodies deeper than this answer 400
 * before anything parses them; the app's own payloads nest a few levels at most.
 */
export const MAX_JSON_DEPTH = 32

/** True when `text` opens more than `max` arrays or objects inside one another. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return false
}

export const JSON_TOO_DEEP_MESSAGE = tx('JSON is nested too deeply (at most {max} levels)', {
  max: MAX_JSON_DEPTH,
})
