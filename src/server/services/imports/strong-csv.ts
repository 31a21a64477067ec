// The set log in Strong's semicolon format (docs/product.md#import-and-export-of-history), the
// one Strong and Hevy both import: every cell quoted, loads with their unit. Pure.
import { fromKg, type Units } from '~/shared/rules/units'

export interface ExportedSet {
  /** The session's start, as a wall-clock 'YYYY-MM-DD HH:MM:SS' where it was done. */
  start: string
  title: string
  durationSeconds: number
  exercise: string
  setNumber: number
  loadKg: number | null
  reps: number | null
  seconds: number | null
  rpe: number | null
}

export const STRONG_HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Weight Unit',
  'Reps',
  'RPE',
  'Distance',
  'Distance Unit',
  'Seconds',
  'Notes',
  'Workout Notes',
]

const quote = (value: string | number | null) => {
  let text = value === null ? '' : String(value)
  // A cell a spreadsheet would run as a formula is written as text.
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The sets, in the order given, as a Strong CSV; loads in `units`. */
export function strongCsv(sets: readonly ExportedSet[], units: Units): string {
  const lines = [STRONG_HEADER.map(quote).join(';')]
  for (const s of sets) {
    lines.push(
      [
        s.start,
        s.title,
        s.durationSeconds,
        s.exercise,
        s.setNumber,
        s.loadKg === null ? 0 : Number(fromKg(s.loadKg, units).toFixed(2)),
        units === 'lb' ? 'lbs' : 'kg',
        s.reps ?? 0,
        s.rpe,
        '',
        '',
        s.seconds ?? 0,
        '',
        '',
      ]
        .map(quote)
        .join(';'),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
