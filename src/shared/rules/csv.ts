/** RFC 4180 CSV; cells that a spreadsheet would run as formulas are prefixed with a quote. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return ''
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return (
    [headers.join(','), ...rows.map((r) => headers.map((h) => cell(r[h])).join(','))].join('\r\n') +
    '\r\n'
  )
}
