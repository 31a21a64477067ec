// The entries of a PO file (msgid → msgstr, the header left out): enough of the format for the
// catalogue's checks and the server's compiled catalogue.
export function readPo(text) {
  const entries = new Map()
  const lines = text.split('\n')
  const strings = (from) => {
    let value = JSON.parse(lines[from].replace(/^msg(id|str) /, ''))
    let at = from + 1
    while (lines[at]?.startsWith('"')) value += JSON.parse(lines[at++])
    return { value, at }
  }
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid ')) continue
    const id = strings(i)
    const str = strings(id.at)
    if (id.value) entries.set(id.value, str.value)
    i = str.at - 1
  }
  return entries
}
