// Another app's CSV export read into sets (docs/product.md#import-and-export-of-history): Strong
// (its comma format and its older semicolon one with units), Hevy and FitNotes, told apart by
// the header. Pure: the preview and the import read the same rows.
import type { ImportSource } from '~/shared/rules/imports'
import type { Units } from '~/shared/rules/units'
import { ServerText, tx } from '../../i18n/server-text'
import { csvRecords } from './parse-csv'
import { ROWS_PER_STEP, runNow, type Steps } from './sliced'

export type ImportSetType = 'normal' | 'warmup' | 'dropset' | 'failure'

/** One set of the file, as the file has it. */
export interface ImportRow {
  line: number
  /** The session's identity in the file (its start and title): the same in every export of it. */
  sessionKey: string
  title: string
  /** The wall-clock day and time the session began where it was done. */
  day: string
  time: string
  durationSeconds: number | null
  exercise: string
  /** The set's place among the exercise's sets of its session, from 1. */
  ordinal: number
  setType: ImportSetType
  weight: number | null
  /** null: the file does not say (Strong's comma format), the athlete is asked. */
  unit: Units | null
  reps: number | null
  seconds: number | null
  rpe: number | null
}

export interface SkippedRow {
  line: number
  /** Translated when answered, into the asker's language. */
  reason: ServerText
}

export interface ParsedHistory {
  source: ImportSource
  rows: ImportRow[]
  skipped: SkippedRow[]
  /** Some load has no unit in the file: the athlete says kg or lb. */
  needsUnit: boolean
}

/** A file none of the three formats: its message is the 400's. */
export class ImportFormatError extends Error {
  constructor(readonly text: ServerText) {
    super(text.message)
  }
}

export const SKIP_REASONS = {
  restTimer: tx('Rest timer row'),
  empty: tx('Empty set (no reps or time)'),
  distance: tx('Distance only: the set log keeps reps, holds and loads'),
  date: tx('Unreadable date'),
  exercise: tx('No exercise name'),
  broken: tx('Broken row: its number of columns differs from the header'),
  number: tx('Unreadable number'),
} as const

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A date and time as the three apps write them, as a wall-clock day and time: `2026-03-13
 * 15:22:04` (or without seconds, or a day alone), Strong's 12-hour `3/13/2026, 3:22 PM` (a
 * narrow no-break space before PM in newer versions), Hevy's `13 Mar 2026, 15:22`; null when
 * none of them.
 */
export function parseDateTime(text: string): { day: string; time: string } | null {
  const value = text.trim()
  let y: number, mo: number, d: number
  let h = 0
  let mi = 0
  let s = 0
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value)
  if (m) {
    ;[y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    ;[h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)]
  } else if (
    (m =
      /^(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f\u00a0]*([AaPp])\.?[Mm]\.?)?$/.exec(
        value,
      ))
  ) {
    ;[mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
    ;[h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)]
    const half = m[7]?.toLowerCase()
    if (half !== undefined) {
      if (h < 1 || h > 12) return null
      h = (h % 12) + (half === 'p' ? 12 : 0)
    }
  } else if (
    (m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value))
  ) {
    mo = MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1
    ;[d, y] = [Number(m[1]), Number(m[3])]
    ;[h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)]
  } else return null
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (mo < 1 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null
  if (h > 23 || mi > 59 || s > 59) return null
  return { day: `${y}-${pad(mo)}-${pad(d)}`, time: `${pad(h)}:${pad(mi)}:${pad(s)}` }
}

/** Strong's `1h 5m` (or `45m`, `30s`, a bare number of seconds) in seconds; null if unreadable. */
export function parseDuration(text: string): number | null {
  const value = text.trim()
  if (value === '') return null
  if (/^\d+$/.test(value)) return Number(value)
  const m = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/i.exec(value)
  if (!m || (m[1] ?? m[2] ?? m[3]) === undefined) return null
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}

/** FitNotes' `0:01:30` (or `1:30`) in seconds; null if empty or unreadable. */
function parseClock(text: string): number | null {
  const parts = text.trim().split(':')
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null
  return parts.reduce((total, p) => total * 60 + Number(p), 0)
}

/** A figure ('62.5', or '62,5' from a semicolon file); null for an empty cell; NaN if unreadable. */
function figure(text: string | undefined): number | null {
  const value = (text ?? '').trim()
  if (value === '') return null
  const n = Number(value.includes('.') ? value : value.replace(',', '.'))
  return Number.isFinite(n) ? n : Number.NaN
}

type Cells = (name: string) => string

/** What a format makes of one row: a set, or the reason it is skipped. */
type RowReading =
  (Omit<ImportRow, 'line' | 'ordinal' | 'sessionKey'> & { distance: number | null }) | ServerText

const FORMATS: {
  source: ImportSource
  detect: (header: Set<string>) => boolean
  read: (cell: Cells, header: Set<string>) => RowReading
}[] = [
  {
    source: 'hevy',
    detect: (h) => h.has('exercise_title') && h.has('start_time'),
    read(cell, header) {
      const start = parseDateTime(cell('start_time'))
      if (!start) return SKIP_REASONS.date
      const end = parseDateTime(cell('end_time'))
      const lb = header.has('weight_lbs')
      const type = cell('set_type').trim().toLowerCase()
      return {
        title: cell('title').trim(),
        ...start,
        durationSeconds: end ? secondsBetween(start, end) : null,
        exercise: cell('exercise_title'),
        setType: type === 'warmup' || type === 'dropset' || type === 'failure' ? type : 'normal',
        weight: figure(cell(lb ? 'weight_lbs' : 'weight_kg')),
        unit: lb ? 'lb' : 'kg',
        reps: figure(cell('reps')),
        seconds: figure(cell('duration_seconds')),
        rpe: figure(cell('rpe')),
        distance: figure(cell(header.has('distance_miles') ? 'distance_miles' : 'distance_km')),
      }
    },
  },
  {
    source: 'strong',
    detect: (h) => h.has('exercise name') && h.has('set order'),
    read(cell, header) {
      const order = cell('set order').trim()
      if (/^rest\s*timer$/i.test(order)) return SKIP_REASONS.restTimer
      const start = parseDateTime(cell('date'))
      if (!start) return SKIP_REASONS.date
      const unit = cell('weight unit').trim().toLowerCase()
      const kind = order.toUpperCase()
      return {
        title: cell('workout name').trim(),
        ...start,
        durationSeconds: parseDuration(cell('duration')),
        exercise: cell('exercise name'),
        setType:
          kind === 'W' ? 'warmup' : kind === 'D' ? 'dropset' : kind === 'F' ? 'failure' : 'normal',
        weight: figure(cell('weight')),
        unit: header.has('weight unit') ? (unit.startsWith('lb') ? 'lb' : 'kg') : null,
        reps: figure(cell('reps')),
        seconds: figure(cell('seconds')),
        rpe: figure(cell('rpe')),
        distance: figure(cell('distance')),
      }
    },
  },
  {
    source: 'fitnotes',
    detect: (h) => h.has('exercise') && h.has('category') && h.has('weight (kgs)'),
    read(cell) {
      const start = parseDateTime(cell('date'))
      if (!start) return SKIP_REASONS.date
      const kg = figure(cell('weight (kgs)'))
      const time = cell('time').trim()
      const seconds = time === '' ? null : (parseClock(time) ?? Number.NaN)
      return {
        title: 'FitNotes',
        ...start,
        durationSeconds: null,
        exercise: cell('exercise'),
        setType: 'normal',
        weight: kg ?? figure(cell('weight (lbs)')),
        unit: kg === null && cell('weight (lbs)').trim() !== '' ? 'lb' : 'kg',
        reps: figure(cell('reps')),
        seconds,
        rpe: null,
        distance: figure(cell('distance')),
      }
    },
  },
]

function secondsBetween(
  a: { day: string; time: string },
  b: { day: string; time: string },
): number | null {
  const ms = Date.parse(`${b.day}T${b.time}Z`) - Date.parse(`${a.day}T${a.time}Z`)
  return ms >= 0 ? ms / 1000 : null
}

/**
 * The sets of an export of Strong, Hevy or FitNotes, detected from its header; rest-timer
 * rows, empty sets and rows that cannot be read are skipped with their reason. A zero load or
 * time is none (body-weight sets are written with weight 0). Throws ImportFormatError for any
 * other file.
 */
export function parseHistory(text: string): ParsedHistory {
  return runNow(readHistory(text))
}

/** `parseHistory` in steps (sliced.ts), for the server. */
export function* readHistory(text: string): Steps<ParsedHistory> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const records = csvRecords(text, delimiter)
  const head = records.next().value
  if (!head) throw new ImportFormatError(tx('The file is empty'))
  const names = head.fields.map((f) => f.trim().toLowerCase())
  const header = new Set(names)
  const format = FORMATS.find((f) => f.detect(header))
  if (!format)
    throw new ImportFormatError(
      tx(
        'This is not a CSV export of Strong, Hevy or FitNotes: its first line does not name their columns',
      ),
    )
  const rows: ImportRow[] = []
  const skipped: SkippedRow[] = []
  const ordinals = new Map<string, number>()
  let needsUnit = false
  let read = 0
  for (const { line, fields } of records) {
    if (++read % ROWS_PER_STEP === 0) yield
    if (fields.length !== names.length) {
      skipped.push({ line, reason: SKIP_REASONS.broken })
      continue
    }
    const cell: Cells = (name) => {
      const i = names.indexOf(name)
      return i < 0 ? '' : (fields[i] ?? '')
    }
    const reading = format.read(cell, header)
    if (reading instanceof ServerText) {
      skipped.push({ line, reason: reading })
      continue
    }
    const { distance, ...set } = reading
    set.exercise = set.exercise.trim().replace(/\s+/g, ' ')
    if (set.exercise === '') {
      skipped.push({ line, reason: SKIP_REASONS.exercise })
      continue
    }
    if ([set.weight, set.reps, set.seconds, set.rpe, distance].some((n) => Number.isNaN(n))) {
      skipped.push({ line, reason: SKIP_REASONS.number })
      continue
    }
    if (set.weight === 0) set.weight = null
    if (set.seconds === 0) set.seconds = null
    if (set.reps === 0) set.reps = null
    if (set.reps === null && set.seconds === null) {
      skipped.push({ line, reason: distance ? SKIP_REASONS.distance : SKIP_REASONS.empty })
      continue
    }
    if (set.weight !== null && set.unit === null) needsUnit = true
    const sessionKey = `${set.day} ${set.time} ${set.title}`
    const exerciseKey = `${sessionKey}\n${set.exercise.toLowerCase()}`
    const ordinal = (ordinals.get(exerciseKey) ?? 0) + 1
    ordinals.set(exerciseKey, ordinal)
    rows.push({ line, sessionKey, ordinal, ...set })
  }
  return { source: format.source, rows, skipped, needsUnit }
}
