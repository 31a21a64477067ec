import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Database, Drizzle } from '../../db/client'
import {
  loggedSets,
  trainingSessions,
  wodScores,
  workoutExercises,
  workouts,
} from '../../db/schema'
import { AppError, InputError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { scoreIssues } from '~/shared/rules/whiteboard'
import type { PostWodScoreInput, WodScore } from '~/shared/schemas/wod'
import { logSets } from '../sets/log-sets'
import { joinSession } from '../sets/sessions'
import { updateSet } from '../sets/update-set'
import { kioskOf, NO_WOD, NOT_PUBLISHED, wodRow, type WodRow } from './wod-rows'

/**
 * The one set a score is kept as, always with the same client id (the WOD's and the athlete's),
 * so an edited score corrects its set instead of adding one.
 */
export function scoreClientId(wodId: number, userId: number): string {
  const hex = createHash('sha256').update(`wod-score:${wodId}:${userId}`).digest('hex')
  // Shaped as a version 5 UUID (a name-based id), like the set log's other client ids.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * An athlete posts or edits their own score for a kiosk's workout of the day, on that day only
 * (the kiosk's day), once it is published (docs/product.md#whiteboard). The score is kept as the
 * athlete's training session of the workout on that day, so history and records have it: a reps
 * score is one set of the workout's first exercise with those reps, a load score one set of it
 * with one rep at that load; a time, rounds + reps or pass score is the session alone, its figure
 * on the score row that links to it.
 */
export async function postWodScore({
  database,
  viewer,
  input,
  now = new Date(),
}: {
  database: Database
  viewer: SessionUser
  input: PostWodScoreInput
  now?: Date
}): Promise<WodScore> {
  const db = database.db
  const kiosk = await kioskOf(db, input.kioskId, now)
  const wod = await wodRow(db, kiosk.id, input.day)
  if (!wod) throw new AppError('NOT_FOUND', NO_WOD)
  if (now < wod.publishAt) throw new AppError('CONFLICT', NOT_PUBLISHED)
  if (input.day !== kiosk.today) {
    throw new AppError(
      'CONFLICT',
      tx("Scores are posted on the workout's own day only: it is {today} at this gym", {
        today: kiosk.today,
      }),
    )
  }
  const figures = {
    seconds: input.seconds,
    rounds: input.rounds,
    reps: input.reps,
    loadKg: input.loadKg,
    passed: input.passed,
  }
  const issues = scoreIssues(wod.scoreType, figures)
  if (issues.length > 0) throw new InputError(issues)

  const sessionId = await keepAsSession({
    database,
    userId: viewer.id,
    wod,
    figures,
    timeZone: kiosk.timeZone,
    now,
  })
  const values = {
    ...figures,
    scaled: input.scaled,
    note: input.note === '' ? null : input.note,
    hideName: input.hideName,
    hideScore: input.hideScore,
    sessionId,
  }
  const row = await database.write((w) =>
    w
      .insert(wodScores)
      .values({ wodId: wod.id, userId: viewer.id, ...values })
      .onConflictDoUpdate({
        target: [wodScores.wodId, wodScores.userId],
        set: { ...values, updatedAt: sql`(unixepoch() * 1000)` },
      })
      .returning()
      .get(),
  )
  return toWodScore(row)
}

export function toWodScore(row: typeof wodScores.$inferSelect): WodScore {
  return {
    seconds: row.seconds,
    rounds: row.rounds,
    reps: row.reps,
    loadKg: row.loadKg,
    passed: row.passed,
    scaled: row.scaled,
    note: row.note ?? '',
    hideName: row.hideName,
    hideScore: row.hideScore,
    sessionId: row.sessionId,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The score's training session (made when new), with its one set for a reps or load score. */
async function keepAsSession({
  database,
  userId,
  wod,
  figures,
  timeZone,
  now,
}: {
  database: Database
  userId: number
  wod: WodRow
  figures: { reps: number | null; loadKg: number | null }
  timeZone: string
  now: Date
}): Promise<number | null> {
  const db = database.db
  const first = await firstExerciseOf(db, wod.workoutId)
  const set =
    first === undefined
      ? null
      : wod.scoreType === 'reps' && figures.reps !== null
        ? { reps: figures.reps, loadKg: undefined }
        : wod.scoreType === 'load' && figures.loadKg !== null
          ? { reps: 1, loadKg: figures.loadKg }
          : null
  if (set && first !== undefined) {
    const clientId = scoreClientId(wod.id, userId)
    const stored = await db
      .select({
        id: loggedSets.id,
        reps: loggedSets.reps,
        loadKg: loggedSets.loadKg,
        sessionId: loggedSets.sessionId,
      })
      .from(loggedSets)
      .where(and(eq(loggedSets.userId, userId), eq(loggedSets.clientId, clientId)))
      .get()
    if (!stored) {
      // The kiosk's zone makes the set's day the WOD's day, wherever the athlete's own zone is.
      const { sets } = await logSets({
        database,
        userId,
        timeZone,
        sets: [{ clientId, workoutId: wod.workoutId, exerciseId: first, setNumber: 1, ...set }],
        paths: [[]],
        now,
      })
      return sets[0]?.sessionId ?? null
    }
    if (stored.reps !== set.reps || (stored.loadKg ?? undefined) !== set.loadKg) {
      await updateSet({
        database,
        input: { userId, setId: stored.id, reps: set.reps, loadKg: set.loadKg ?? null },
        now,
      })
    }
    return stored.sessionId
  }
  const title = await db
    .select({ title: workouts.title })
    .from(workouts)
    .where(eq(workouts.id, wod.workoutId))
    .get()
  const key = { userId, workoutKey: wod.workoutId, day: wod.day }
  await database.commit([
    joinSession({ ...key, workoutId: wod.workoutId, title: title?.title ?? null, at: now }),
  ])
  const session = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.userId, userId),
        eq(trainingSessions.workoutKey, wod.workoutId),
        eq(trainingSessions.day, wod.day),
      ),
    )
    .get()
  return session?.id ?? null
}

async function firstExerciseOf(db: Drizzle, workoutId: number): Promise<number | undefined> {
  const row = await db
    .select({ id: workoutExercises.exerciseId })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(workoutExercises.order, workoutExercises.id)
    .limit(1)
    .get()
  return row?.id
}
