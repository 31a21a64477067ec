import { said } from '../i18n/said'
/* eslint-disable no-control-regex -- this module exists to find control characters */
/**
 * What stored text may hold (docs/product.md#validation): no control characters, which render as
 * nothing or garble a line (NUL, escape sequences, bell...); multi-line fields keep newlines and
 * tabs. One rule for the form and the API.
 */
export const CONTROL_CHARACTERS_MESSAGE = said('Must not contain control characters')

const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text)
}

/**
 * Where an image or video may come from: an `https://` address, or a path on this site. Not
 * `http://` (mixed content), not `//host/...` or `/\host` (another site, despite the slash).
 */
export function isSafeMediaUrl(url: string): boolean {
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(url)) return false
  if (/^\/(?![/\\])/.test(url)) return true
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.hostname !== '' && !parsed.username
  } catch {
    return false
  }
}
