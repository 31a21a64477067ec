import { sql } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { AppError } from '../../errors'
import type { SessionDetail } from '~/shared/schemas/sessions'
import { readSets } from '../sets/set-rows'
import { readSessions } from './session-rows'

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
  if (!session) throw new AppError('NOT_FOUND', 'Session not found')
  const sets = await readSets(db, userId, sql`s.sessionId = ${sessionId}`, sql`s.performedAt, s.id`)
  const exercises = await db.all<{ id: number; name: string }>(sql`
    SELECT id, name FROM exercises WHERE id IN (
      SELECT exercise_id FROM logged_sets WHERE session_id = ${sessionId})`)
  return {
    ...session,
    sets,
    exercises: exercises.map((e) => ({ id: Number(e.id), name: e.name })),
  }
}
