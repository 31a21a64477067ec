import { and, asc, eq, sql } from 'drizzle-orm'
import { blockScores, calendarEntries, users } from '../../db/schema'
import { workoutPlanRows } from '../catalogue/workout-plan'
import { plannedExercises } from '~/shared/rules/prescription'
import type { Drizzle } from '../../db/client'
import { AppError } from '../../errors'
import type { SessionDetail } from '~/shared/schemas/sessions'
import { readSets } from '../sets/set-rows'
import { readSessions } from './session-rows'
import { tx } from '../../i18n/server-text'

/** One of the user's sessions with every set in the order logged (404 when not theirs). */
export async function getSession({
  db,
  userId,
  sessionId,
}: {
  db: Drizzle
  userId: number
  sessionId: number
}): Promise<SessionDetail> {
  const [session] = await readSessions(db, userId, sql`ts.id = ${sessionId}`, 1)
  if (!session) throw new AppError('NOT_FOUND', tx('Session not found'))
  const sets = await readSets(db, userId, sql`s.sessionId = ${sessionId}`, sql`s.performedAt, s.id`)
  const names = await db.all<{ id: number; name: string }>(sql`
    SELECT id, name FROM exercises WHERE id IN (
      SELECT exercise_id FROM logged_sets WHERE session_id = ${sessionId})`)
  const scores = await db
    .select()
    .from(blockScores)
    .where(and(eq(blockScores.userId, userId), eq(blockScores.sessionId, sessionId)))
    .orderBy(asc(blockScores.performedAt), asc(blockScores.id))
    .all()
  return {
    ...session,
    sets,
    scores: scores.map(({ userId: _user, createdAt: _created, performedAt, ...score }) => ({
      ...score,
      performedAt: performedAt.toISOString(),
    })),
    exercises: names.map((e) => ({ id: Number(e.id), name: e.name })),
    plan: session.workoutId === null ? null : await readPlan(db, userId, session),
  }
}

/**
 * What the session's workout asked for on its day: its exercises with the prescription of the
 * first time it was scheduled that day, if it was (docs/product.md#session-review). Null when
 * the workout was deleted since.
 */
async function readPlan(
  db: Drizzle,
  userId: number,
  session: { workoutId: number | null; day: string },
): Promise<SessionDetail['plan']> {
  const workoutId = session.workoutId as number
  const [{ rows, blocks }, entry] = await Promise.all([
    workoutPlanRows(db, workoutId),
    db
      .select({ prescription: calendarEntries.prescription, trainer: users.username })
      .from(calendarEntries)
      .leftJoin(users, eq(users.id, calendarEntries.trainerId))
      .where(
        and(
          eq(calendarEntries.userId, userId),
          eq(calendarEntries.day, session.day),
          eq(calendarEntries.workoutId, workoutId),
        ),
      )
      .orderBy(asc(calendarEntries.position))
      .get(),
  ])
  if (rows.length === 0) return null
  const prescription = entry?.prescription ?? null
  return {
    prescribedBy: entry ? (entry.trainer ?? null) : null,
    note: prescription?.note ?? null,
    exercises: plannedExercises(rows, prescription, blocks),
  }
}
