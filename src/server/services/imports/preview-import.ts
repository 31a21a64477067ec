// The preview of an import (docs/product.md#import-and-export-of-history): what the file holds
// and what importing it would write, before anything is.
import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { translate } from '../../i18n/translate'
import type { Locale } from '~/shared/rules/locales'
import { IMPORT_LIMITS, type ImportOptions, type ImportPreview } from '~/shared/schemas/imports'
import { exerciseChoices, matchExercises } from './match-exercises'
import { ImportFormatError, type ParsedHistory, readHistory } from './parse-history'
import { type ImportPlan, planSteps } from './plan-import'
import { runSliced } from './sliced'

export interface PreparedImport {
  parsed: ParsedHistory
  plan: ImportPlan
  preview: ImportPreview
  /** Each exercise name of the file: our exercise's id, or null for an own one to make. */
  exerciseIds: Map<string, number | null>
}

/** The file read, planned with the athlete's choices, and its preview. */
export async function prepareImport({
  db,
  userId,
  timeZone,
  fileName,
  content,
  options,
  locale = 'en',
  now = new Date(),
}: {
  db: Drizzle
  userId: number
  timeZone: string
  fileName: string
  content: string
  options: ImportOptions
  /** The preview's texts (skipped rows, suspicious values) are written in this language. */
  locale?: Locale
  now?: Date
}): Promise<PreparedImport> {
  let parsed: ParsedHistory
  try {
    // In slices: a large file takes seconds to read, and other users are answered meanwhile.
    parsed = await runSliced(readHistory(content))
  } catch (error) {
    if (error instanceof ImportFormatError) throw new AppError('BAD_REQUEST', error.text)
    throw error
  }
  const rows = parsed.rows.length + parsed.skipped.length
  if (rows > IMPORT_LIMITS.maxRows)
    throw new AppError(
      'BAD_REQUEST',
      tx('The file has {rows} rows; an import takes up to 200,000', {
        rows: rows.toLocaleString('en'),
      }),
    )
  const plan = await runSliced(planSteps({ parsed, unit: options.unit ?? 'kg', timeZone, now }))
  const choices = await exerciseChoices(db, userId)
  const names = [...new Set(plan.sets.map((s) => s.exercise))]
  const matched = matchExercises(names, choices)
  const allowed = new Set(choices.map((c) => c.id))
  const exerciseIds = new Map<string, number | null>()
  for (const name of names) {
    const chosen = options.mapping?.[name]
    if (chosen !== undefined && chosen !== null && !allowed.has(chosen))
      throw new AppError('BAD_REQUEST', tx('No such exercise for "{name}"', { name }))
    exerciseIds.set(name, chosen === undefined ? (matched.get(name) ?? null) : chosen)
  }
  const setsOf = new Map<string, number>()
  for (const s of plan.sets) setsOf.set(s.exercise, (setsOf.get(s.exercise) ?? 0) + 1)
  const days = plan.sessions.map((s) => s.day).sort()
  const skipped = new Map<string, number[]>()
  for (const s of plan.skipped) {
    const reason = translate(locale, s.reason)
    const lines = skipped.get(reason)
    if (lines) lines.push(s.line)
    else skipped.set(reason, [s.line])
  }
  const preview: ImportPreview = {
    source: parsed.source,
    fileName,
    sessions: plan.sessions.length,
    sets: plan.sets.length,
    firstDay: days[0] ?? null,
    lastDay: days.at(-1) ?? null,
    needsUnit: parsed.needsUnit,
    exercises: names.map((name) => ({
      name,
      sets: setsOf.get(name) ?? 0,
      exerciseId: exerciseIds.get(name) ?? null,
    })),
    choices,
    skipped: [...skipped].map(([reason, lines]) => ({
      reason,
      count: lines.length,
      lines: lines.slice(0, 10),
    })),
    suspicious: plan.suspicious
      .slice(0, 50)
      .map(({ line, message }) => ({ line, message: translate(locale, message) })),
    duplicates: await storedCount(
      db,
      userId,
      plan.sets.map((s) => s.clientId),
    ),
  }
  return { parsed, plan, preview, exerciseIds }
}

/** How many of `clientIds` the user's log holds already. */
async function storedCount(db: Drizzle, userId: number, clientIds: string[]): Promise<number> {
  let count = 0
  for (let i = 0; i < clientIds.length; i += 500) {
    const chunk = clientIds.slice(i, i + 500)
    const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM logged_sets
      WHERE user_id = ${userId} AND client_id IN (${sql.join(
        chunk.map((c) => sql`${c}`),
        sql`, `,
      )})`)
    count += Number(row.n)
  }
  return count
}
