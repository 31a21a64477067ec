/**
 * RFC 4180 records of a CSV text with `delimiter` (',' or ';'): quoted fields may hold the
 * delimiter, doubled quotes and line breaks. Each record keeps the line it starts on, so a
 * skipped row can be named. A byte-order mark and empty lines are ignored. Fields are sliced
 * from the text, never built a character at a time: a 20 MB file would otherwise make a string
 * per character and spend its time collecting them.
 */
export function parseCsv(text: string, delimiter: string): CsvRecord[] {
  return [...csvRecords(text, delimiter)]
}

export interface CsvRecord {
  line: number
  fields: string[]
}

/** The records of `parseCsv` one at a time, so a long file can be read in slices. */
export function* csvRecords(text: string, delimiter: string): Generator<CsvRecord, void, void> {
  const n = text.length
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (i < n) {
    const start = line
    const fields: string[] = []
    for (;;) {
      let value: string
      if (text[i] === '"') {
        // A quoted field: up to the quote that is not doubled.
        let from = i + 1
        const parts: string[] = []
        for (;;) {
          const q = text.indexOf('"', from)
          if (q === -1) {
            parts.push(text.slice(from))
            i = n
            break
          }
          parts.push(text.slice(from, q))
          if (text[q + 1] === '"') {
            parts.push('"')
            from = q + 2
          } else {
            i = q + 1
            break
          }
        }
        value = parts.join('')
        for (const part of parts) for (const c of part) if (c === '\n') line++
        // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
        const end = nextBreak(text, i, delimiter)
        value += text.slice(i, end)
        i = end
      } else {
        const end = nextBreak(text, i, delimiter)
        value = text.slice(i, end)
        i = end
      }
      fields.push(value)
      if (i < n && text[i] === delimiter) {
        i++
        continue
      }
      break
    }
    // At a line break or the end.
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2
    else if (i < n) i++
    line++
    if (!(fields.length === 1 && fields[0] === '')) yield { line: start, fields }
  }
}

/** The index of the next delimiter or line break at or after `from` (or the end). */
function nextBreak(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i]
    if (c === delimiter || c === '\n' || c === '\r') return i
  }
  return text.length
}
