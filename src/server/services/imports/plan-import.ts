// What an import writes, decided from the parsed file and the athlete's choices: the sessions
// and sets with their deterministic keys, and the preview's figures (docs/product.md#import-and-
// export-of-history). Pure: the preview and the background writer read the same plan.
import { utcOffsetMs } from '~/shared/rules/days'
import { createHash } from 'node:crypto'
import { type ServerText, tx } from '../../i18n/server-text'
import type { ImportSource } from '~/shared/rules/imports'
import { SET_LIMITS } from '~/shared/rules/set-limits'
import { toKg, type Units } from '~/shared/rules/units'
import type { ImportRow, ParsedHistory } from './parse-history'
import { ROWS_PER_STEP, runNow, type Steps } from './sliced'

/** Imported sessions' workout keys lie below this: clear of workout ids (> 0), 0 and old keys. */
const IMPORT_KEY_BASE = -(2 ** 40)

export interface PlannedSession {
  workoutKey: number
  title: string
  day: string
  startedAt: Date
  endedAt: Date
}

export interface PlannedSet {
  clientId: string
  sessionIndex: number
  /** The file's exercise name, resolved to an id when written. */
  exercise: string
  setNumber: number
  reps: number | null
  seconds: number | null
  loadKg: number | null
  rpe: number | null
  day: string
  performedAt: Date
}

export interface ImportPlan {
  sessions: PlannedSession[]
  sets: PlannedSet[]
  /** Texts translated when answered, into the asker's language. */
  skipped: { line: number; reason: ServerText }[]
  suspicious: { line: number; message: ServerText }[]
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

/** A UUID (v5 layout) from a name: the same set of the same file has the same client id. */
export function importClientId(name: string): string {
  const h = sha1(name)
  const variant = ((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** The instant a wall-clock day and time in `timeZone` names (the earlier one in a DST overlap). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}Z`)
  const first = wall - utcOffsetMs(wall, timeZone)
  return new Date(wall - utcOffsetMs(first, timeZone))
}

/**
 * The plan of an import: one session per session of the file, keyed by its start and title (so
 * several on one day coexist and a re-import meets the same ones), each set's client id from the
 * source, the session and the set's place. Loads without a unit are read in `unit`. A set past
 * the set log's limits is skipped; one that is possible but unlikely is kept and flagged.
 */
export function planImport(args: PlanArgs): ImportPlan {
  return runNow(planSteps(args))
}

interface PlanArgs {
  parsed: ParsedHistory
  unit: Units
  timeZone: string
  now: Date
}

/** `planImport` in steps (sliced.ts), for the server. */
export function* planSteps({ parsed, unit, timeZone, now }: PlanArgs): Steps<ImportPlan> {
  const sessions: PlannedSession[] = []
  const sets: PlannedSet[] = []
  const skipped = [...parsed.skipped]
  const suspicious: ImportPlan['suspicious'] = []
  const bySession = new Map<string, ImportRow[]>()
  for (const row of parsed.rows) {
    const list = bySession.get(row.sessionKey)
    if (list) list.push(row)
    else bySession.set(row.sessionKey, [row])
  }
  let planned = 0
  for (const [key, rows] of bySession) {
    planned += rows.length
    if (planned >= ROWS_PER_STEP) {
      planned = 0
      yield
    }
    const [first] = rows
    if (!first) continue
    const start = zonedInstant(first.day, first.time, timeZone)
    const duration = first.durationSeconds ?? rows.length * 60
    const kept: PlannedSet[] = []
    for (const row of rows) {
      const reason = limitsReason(row, unit)
      if (reason) {
        skipped.push({ line: row.line, reason })
        continue
      }
      const loadKg = row.weight === null ? null : round2(toKg(row.weight, row.unit ?? unit))
      if (row.reps !== null && row.reps > 100)
        suspicious.push({
          line: row.line,
          message: tx('{reps} reps of {exercise}', { reps: row.reps, exercise: row.exercise }),
        })
      if (loadKg !== null && Math.abs(loadKg) > 300)
        suspicious.push({
          line: row.line,
          message: tx('{load} kg on {exercise}', { load: loadKg, exercise: row.exercise }),
        })
      let rpe = row.rpe
      if (rpe !== null && (rpe < SET_LIMITS.minRpe || rpe > SET_LIMITS.maxRpe)) {
        suspicious.push({
          line: row.line,
          message: tx('RPE {rpe} is outside 1-10: left out', { rpe }),
        })
        rpe = null
      }
      if (start.getTime() > now.getTime())
        suspicious.push({
          line: row.line,
          message: tx('{day} is in the future', { day: row.day }),
        })
      kept.push({
        clientId: importClientId(
          `${parsed.source}\n${key}\n${row.exercise.toLowerCase()}\n${row.ordinal}`,
        ),
        sessionIndex: sessions.length,
        exercise: row.exercise,
        setNumber: Math.min(row.ordinal, SET_LIMITS.maxSetNumber),
        reps: row.reps,
        seconds: row.seconds === null ? null : Math.round(row.seconds),
        loadKg,
        rpe,
        day: first.day,
        performedAt: start,
      })
    }
    if (kept.length === 0) continue
    // The file keeps the session's start and length, not each set's time: its sets are spread
    // over the session in the file's order.
    for (const [i, set] of kept.entries())
      set.performedAt = new Date(start.getTime() + Math.round((duration * 1000 * i) / kept.length))
    sessions.push({
      workoutKey: sessionKey(parsed.source, key),
      title: first.title || 'Imported workout',
      day: first.day,
      startedAt: start,
      endedAt: new Date(start.getTime() + duration * 1000),
    })
    sets.push(...kept)
  }
  skipped.sort((a, b) => a.line - b.line)
  return { sessions, sets, skipped, suspicious }
}

function sessionKey(source: ImportSource, key: string): number {
  return IMPORT_KEY_BASE - parseInt(sha1(`${source}\n${key}`).slice(0, 10), 16)
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Why a row cannot be a set of ours (past SET_LIMITS), or null. */
function limitsReason(row: ImportRow, unit: Units): ServerText | null {
  if (row.reps !== null && (row.reps > SET_LIMITS.maxReps || !Number.isInteger(row.reps)))
    return tx("Reps beyond the set log's limits ({reps})", { reps: row.reps })
  if (row.seconds !== null && row.seconds > SET_LIMITS.maxSeconds)
    return tx("A time beyond the set log's two hours ({seconds} s)", { seconds: row.seconds })
  if (row.weight !== null && Math.abs(toKg(row.weight, row.unit ?? unit)) > SET_LIMITS.maxLoadKg)
    return tx("A load beyond the set log's {max} kg", { max: SET_LIMITS.maxLoadKg })
  return null
}
