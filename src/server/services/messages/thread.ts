import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { messages, users } from '../../db/schema'
import { AppError } from '../../errors'
import { THREAD_LIMIT, type Thread } from '~/shared/schemas/messages'
import { tx } from '../../i18n/server-text'

/** The two sides of a thread: the athlete and their trainer now (none: no thread). */
interface Pair {
  trainerId: number
  athleteId: number
}

/** The athlete (404 when missing) and their trainer now, or null. */
export async function threadSides(
  db: Drizzle,
  athleteId: number,
): Promise<{
  athlete: { id: number; username: string }
  trainer: { id: number; username: string } | null
}> {
  const athlete = await db
    .select({ id: users.id, username: users.username, trainerId: users.trainerId })
    .from(users)
    .where(eq(users.id, athleteId))
    .get()
  if (!athlete) throw new AppError('NOT_FOUND', tx('User not found'))
  const trainer =
    athlete.trainerId === null
      ? undefined
      : await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(eq(users.id, athlete.trainerId))
          .get()
  return { athlete: { id: athlete.id, username: athlete.username }, trainer: trainer ?? null }
}

/**
 * The thread between an athlete and their trainer as `viewerId` sees it (docs/product.md#messages):
 * the newest messages oldest first, each marked as the viewer's own or not, and how many of the
 * other side's the viewer has not seen.
 */
export async function readThread(
  db: Drizzle,
  sides: Awaited<ReturnType<typeof threadSides>>,
  viewerId: number,
): Promise<Thread> {
  const { athlete, trainer } = sides
  if (!trainer) return { trainer: null, athlete, messages: [], unread: 0 }
  const pair = { trainerId: trainer.id, athleteId: athlete.id }
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.trainerId, pair.trainerId), eq(messages.athleteId, pair.athleteId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT)
    .all()
  const list = rows.reverse().map((m) => ({
    id: m.id,
    clientId: m.clientId,
    authorId: m.authorId,
    mine: m.authorId === viewerId,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  }))
  return {
    trainer,
    athlete,
    messages: list,
    unread: list.filter((m) => !m.mine && m.readAt === null).length,
  }
}

/**
 * Sends a message in the pair's thread. A resend with the same client id is the same message
 * (nothing added); the id already used for other words or another thread is 409.
 */
export async function sendMessage({
  database,
  pair,
  authorId,
  clientId,
  body,
}: {
  database: Database
  pair: Pair
  authorId: number
  clientId: string
  body: string
}): Promise<void> {
  await database.write(async (db) => {
    const existing = await db.select().from(messages).where(eq(messages.clientId, clientId)).get()
    if (existing) {
      const same =
        existing.trainerId === pair.trainerId &&
        existing.athleteId === pair.athleteId &&
        existing.authorId === authorId &&
        existing.body === body
      if (!same) throw new AppError('CONFLICT', tx('This message id was used for another message'))
      return
    }
    await db
      .insert(messages)
      .values({ clientId, ...pair, authorId, body })
      .run()
  })
}

/** The other side's messages in the thread count as seen by `viewerId` from now. */
export async function markThreadRead(
  database: Database,
  pair: Pair,
  viewerId: number,
  now = new Date(),
): Promise<void> {
  await database.write((db) =>
    db
      .update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.trainerId, pair.trainerId),
          eq(messages.athleteId, pair.athleteId),
          ne(messages.authorId, viewerId),
          isNull(messages.readAt),
        ),
      )
      .run(),
  )
}
