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

/**
 * The profile's CSV download (docs/product.md#export): one file, a section per table (its title
 * on a line of its own, then its header and rows), sections apart by an empty line. A set's
 * record marks read 'reps load'.
 */
export function exportCsv(data: {
  workoutCompletions: readonly Record<string, unknown>[]
  sets: readonly (Record<string, unknown> & { records: readonly string[] })[]
}): string {
  const sections: [string, readonly Record<string, unknown>[]][] = [
    ['Workout completions', data.workoutCompletions],
    ['Sets', data.sets.map((s) => ({ ...s, records: s.records.join(' ') }))],
  ]
  return sections.map(([title, rows]) => `${title}\r\n${toCsv(rows)}`).join('\r\n')
}
