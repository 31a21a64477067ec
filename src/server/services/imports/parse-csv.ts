/**
 * RFC 4180 records of a CSV text with `delimiter` (',' or ';'): quoted fields may hold the
 * delimiter, doubled quotes and line breaks. Each record keeps the line it starts on, so a
 * skipped row can be named. A byte-order mark and a last empty line are ignored.
 */
export function parseCsv(text: string, delimiter: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const end = () => {
    fields.push(field)
    field = ''
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields })
    fields = []
  }
  for (; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"' && field === '') quoted = true
    else if (c === delimiter) {
      fields.push(field)
      field = ''
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++
      end()
      line++
      start = line
    } else field += c
  }
  if (field !== '' || fields.length > 0) end()
  return records
}
