// The entries of a PO file (msgid → msgstr, the header left out): enough of the format for the
// catalogue's checks and the server's compiled catalogue. An entry with a context (msgctxt, the
// same English meaning something else) is keyed `context\u0004msgid`, as gettext does.
export function readPo(text) {
  const entries = new Map()
  const lines = text.split('\n')
  const strings = (from) => {
    let value = JSON.parse(lines[from].replace(/^msg(ctxt|id|str) /, ''))
    let at = from + 1
    while (lines[at]?.startsWith('"')) value += JSON.parse(lines[at++])
    return { value, at }
  }
  let context = null
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('msgctxt ')) {
      const read = strings(i)
      context = read.value
      i = read.at - 1
      continue
    }
    if (!lines[i].startsWith('msgid ')) continue
    const id = strings(i)
    const str = strings(id.at)
    if (id.value)
      entries.set(context === null ? id.value : `${context}\u0004${id.value}`, str.value)
    context = null
    i = str.at - 1
  }
  return entries
}
