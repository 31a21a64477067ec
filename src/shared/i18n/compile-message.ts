// The English texts are the code's own (the macros keep them in the bundle), so an English visit
// loads no catalogue; Lingui turns a text into its compiled form only with a compiler, and its own
// (the full ICU parser) would add more to the first visit than the whole runtime. The app's texts
// use a small part of ICU: `{name}`, `{n, plural, …}` with `#`, `{x, select, …}` and
// `{n, selectordinal, …}`, and '' for a quote. tests/unit/compile-message.test.ts holds this to
// Lingui's compiler for every text in the catalogue.

/** Lingui's compiled message: text, `[name]`, or `[name, kind, cases]`. */
export type CompiledMessage = (string | CompiledPart)[]
type CompiledPart = [string] | [string, string] | [string, string, Record<string, unknown>]

const cache = new Map<string, CompiledMessage>()

export function compileMessage(message: string): CompiledMessage {
  let compiled = cache.get(message)
  if (!compiled) {
    compiled = parse(message, { at: 0 }, false)
    cache.set(message, compiled)
  }
  return compiled
}

function parse(text: string, cursor: { at: number }, inPlural: boolean): CompiledMessage {
  const out: (string | CompiledPart)[] = []
  let chunk = ''
  const flush = () => {
    if (chunk) out.push(chunk)
    chunk = ''
  }
  while (cursor.at < text.length) {
    const char = text.charAt(cursor.at)
    if (char === '}') break
    if (char === '{') {
      flush()
      out.push(parseArgument(text, cursor))
      continue
    }
    if (char === '#' && inPlural) {
      flush()
      out.push('#')
      cursor.at++
      continue
    }
    if (char === "'") {
      const next = text[cursor.at + 1]
      if (next === "'") {
        chunk += "'"
        cursor.at += 2
        continue
      }
      if (next === '{' || next === '}' || (next === '#' && inPlural)) {
        const end = text.indexOf("'", cursor.at + 1)
        const stop = end === -1 ? text.length : end
        chunk += text.slice(cursor.at + 1, stop)
        cursor.at = stop + 1
        continue
      }
    }
    chunk += char
    cursor.at++
  }
  flush()
  return out
}

function parseArgument(text: string, cursor: { at: number }): CompiledPart {
  const close = (): void => {
    if (text[cursor.at] !== '}') throw new Error(`Unclosed argument in message: ${text}`)
    cursor.at++
  }
  cursor.at++ // '{'
  const head = readUntil(text, cursor, /[,}]/).trim()
  if (text[cursor.at] === '}') {
    close()
    return [head]
  }
  cursor.at++ // ','
  const kind = readUntil(text, cursor, /[,}]/).trim()
  if (text[cursor.at] === '}') {
    close()
    return [head, kind]
  }
  cursor.at++ // ','
  if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') {
    const style = readUntil(text, cursor, /}/).trim()
    close()
    return [head, kind, style as unknown as Record<string, unknown>]
  }
  const cases: Record<string, unknown> = { offset: undefined }
  for (;;) {
    skipSpace(text, cursor)
    if (text[cursor.at] === '}') break
    const key = readUntil(text, cursor, /[\s{]/).trim()
    skipSpace(text, cursor)
    if (key.startsWith('offset:')) {
      cases.offset = Number(key.slice('offset:'.length))
      continue
    }
    if (text[cursor.at] !== '{') throw new Error(`Case without a message in: ${text}`)
    cursor.at++
    const value = parse(text, cursor, kind !== 'select')
    close()
    cases[key.startsWith('=') ? key.slice(1) : key] = value
  }
  close()
  return [head, kind, cases]
}

function readUntil(text: string, cursor: { at: number }, stop: RegExp): string {
  const start = cursor.at
  while (cursor.at < text.length && !stop.test(text.charAt(cursor.at))) cursor.at++
  return text.slice(start, cursor.at)
}

function skipSpace(text: string, cursor: { at: number }): void {
  while (cursor.at < text.length && /\s/.test(text.charAt(cursor.at))) cursor.at++
}
