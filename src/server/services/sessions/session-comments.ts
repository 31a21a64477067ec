import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { SessionUser } from '../../auth/session'
import type { Database, Drizzle } from '../../db/client'
import { loggedSets, sessionComments, trainingSessions, users } from '../../db/schema'
import { AppError, InputError } from '../../errors'
import type { AddCommentInput, NewComments, SessionComment } from '~/shared/schemas/comments'
import { isTrainerOf } from '../trainer/is-trainer-of'
import { tx } from '../../i18n/server-text'

/**
 * The athlete whose session `sessionId` is, when `viewer` may talk about it: the athlete, or
 * their trainer now (docs/product.md#session-comments). A missing session is 404, anyone else's 403.
 */
export async function sessionParty(
  db: Drizzle,
  viewer: SessionUser,
  sessionId: number,
): Promise<number> {
  const session = await db
    .select({ userId: trainingSessions.userId })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId))
    .get()
  if (!session) throw new AppError('NOT_FOUND', tx('Session not found'))
  if (session.userId !== viewer.id && !(await isTrainerOf(db, viewer, session.userId))) {
    throw new AppError('FORBIDDEN', tx("You don't have permission to access this user's data"))
  }
  return session.userId
}

/** A session's comments, oldest first. */
export async function listComments(
  db: Drizzle,
  sessionId: number,
  athleteId: number,
): Promise<SessionComment[]> {
  const rows = await db
    .select({
      id: sessionComments.id,
      clientId: sessionComments.clientId,
      authorId: sessionComments.authorId,
      authorName: users.username,
      setId: sessionComments.setId,
      body: sessionComments.body,
      createdAt: sessionComments.createdAt,
      readAt: sessionComments.readAt,
    })
    .from(sessionComments)
    .leftJoin(users, eq(users.id, sessionComments.authorId))
    .where(eq(sessionComments.sessionId, sessionId))
    .orderBy(asc(sessionComments.createdAt), asc(sessionComments.id))
    .all()
  return rows.map((r) => ({
    ...r,
    byAthlete: r.authorId === athleteId,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  }))
}

/**
 * Adds a comment by `author` on the session (or one of its sets). The client's id makes a resend
 * the same comment (answered again, nothing added); an id already used for another comment is 409.
 */
export async function addComment({
  database,
  author,
  athleteId,
  input,
}: {
  database: Database
  author: SessionUser
  athleteId: number
  input: AddCommentInput
}): Promise<SessionComment[]> {
  await database.write(async (db) => {
    const existing = await db
      .select({
        sessionId: sessionComments.sessionId,
        authorId: sessionComments.authorId,
        body: sessionComments.body,
      })
      .from(sessionComments)
      .where(eq(sessionComments.clientId, input.clientId))
      .get()
    if (existing) {
      const same =
        existing.sessionId === input.sessionId &&
        existing.authorId === author.id &&
        existing.body === input.body
      if (!same) throw new AppError('CONFLICT', tx('This comment id was used for another comment'))
      return
    }
    if (input.setId !== undefined) {
      const set = await db
        .select({ id: loggedSets.id })
        .from(loggedSets)
        .where(and(eq(loggedSets.id, input.setId), eq(loggedSets.sessionId, input.sessionId)))
        .get()
      if (!set)
        throw new InputError([{ path: ['setId'], message: tx('This set is not in the session') }])
    }
    await db
      .insert(sessionComments)
      .values({
        clientId: input.clientId,
        sessionId: input.sessionId,
        authorId: author.id,
        setId: input.setId ?? null,
        body: input.body,
      })
      .run()
  })
  return listComments(database.db, input.sessionId, athleteId)
}

/** The other party's comments on the session count as seen by `viewer` from now. */
export async function markCommentsRead({
  database,
  viewerId,
  sessionId,
  now = new Date(),
}: {
  database: Database
  viewerId: number
  sessionId: number
  now?: Date
}): Promise<void> {
  await database.write((db) =>
    db
      .update(sessionComments)
      .set({ readAt: now })
      .where(
        and(
          eq(sessionComments.sessionId, sessionId),
          isNull(sessionComments.readAt),
          or(isNull(sessionComments.authorId), ne(sessionComments.authorId, viewerId)),
        ),
      )
      .run(),
  )
}

/** For Daily: sessions of the athlete with comments by someone else they have not seen, newest first. */
export async function newCommentsFor(db: Drizzle, userId: number): Promise<NewComments[]> {
  const rows = await db.all<{
    sessionId: number
    title: string
    authorName: string
    count: number
  }>(sql`
    SELECT ts.id AS sessionId, coalesce(ts.title, 'Session') AS title,
      coalesce(max(u.username), 'your trainer') AS authorName, count(*) AS count
    FROM ${sessionComments} c
    JOIN ${trainingSessions} ts ON ts.id = c.session_id
    LEFT JOIN ${users} u ON u.id = c.author_id
    WHERE ts.user_id = ${userId} AND c.read_at IS NULL
      AND (c.author_id IS NULL OR c.author_id != ${userId})
    GROUP BY ts.id
    ORDER BY max(c.created_at) DESC
    LIMIT 5`)
  return rows.map((r) => ({ ...r, sessionId: Number(r.sessionId), count: Number(r.count) }))
}

/**
 * For the trainer's client list: per client, how many of their own comments on their sessions the
 * trainer has not seen, and the session with the newest of them. Read from the partial index of
 * unseen comments (migration 0025), so it costs what is unseen, not the clients' history.
 */
export async function newCommentsFromClients(
  db: Drizzle,
  trainerId: number,
): Promise<Map<number, { count: number; sessionId: number }>> {
  // CROSS JOIN keeps SQLite's order: unseen comments first, then their session and athlete, so
  // the clients' whole history is never walked.
  const rows = await db.all<{ userId: number; sessionId: number }>(sql`
    SELECT ts.user_id AS userId, c.session_id AS sessionId
    FROM ${sessionComments} c INDEXED BY session_comments_unread_idx
    CROSS JOIN ${trainingSessions} ts ON ts.id = c.session_id
    CROSS JOIN ${users} u ON u.id = ts.user_id
    WHERE c.read_at IS NULL AND c.author_id = ts.user_id AND u.trainer_id = ${trainerId}
    ORDER BY c.created_at, c.id`)
  const counts = new Map<number, { count: number; sessionId: number }>()
  for (const row of rows) {
    const userId = Number(row.userId)
    // Oldest first, so the last one seen is the newest's session.
    counts.set(userId, {
      count: (counts.get(userId)?.count ?? 0) + 1,
      sessionId: Number(row.sessionId),
    })
  }
  return counts
}
