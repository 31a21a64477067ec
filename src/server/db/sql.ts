// Small SQL helpers for any service.

/** Makes `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
