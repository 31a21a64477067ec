// Sessions after Lucia's single-file design (lucia-auth.com/sessions/basic): a random token is
// given to the client, only its SHA-256 is stored, and expiry slides forward on use.
import { and, eq, lt, ne, sql } from 'drizzle-orm'
import type { Locale } from '~/shared/rules/locales'
import type { Database, Drizzle } from '../db/client'
import { hotRow } from '../db/hot-read'
import { sessions, userTypes, users } from '../db/schema'
import { catalogueVersionColumn, type DataVersions } from '../db/versions'
import { hashToken } from './tokens'
import type { Role } from '~/shared/roles'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_RENEW_BELOW_MS = 15 * 24 * 60 * 60 * 1000

export interface Session {
  id: string
  userId: number
  expiresAt: Date
}

export interface SessionUser {
  id: number
  username: string
  email: string
  photoURL: string | null
  role: Role
  /** Their own day is computed from it without another read (docs/product.md#day). */
  timeZone: string
  /** The language they chose (null: their browser's); answers' texts are in it. */
  locale: Locale | null
}

export async function createSession(
  database: Database,
  token: string,
  userId: number,
  now = new Date(),
): Promise<Session> {
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  }
  await database.write((db) => db.insert(sessions).values(session).run())
  return session
}

export interface SessionValidation {
  session: Session
  user: SessionUser
  /** True when the expiry moved forward and the cookie must be sent again. */
  renewed: boolean
  /**
   * The versions kept answers are checked against, read in the same statement as the session so
   * a kept answer costs no further read (docs/architecture.md#request-cost).
   */
  versions: DataVersions
}

export type { DataVersions }

export async function validateSessionToken(
  database: Database,
  token: string,
  now = new Date(),
): Promise<SessionValidation | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null
  const id = hashToken(token)
  const row = await hotRow(database, (sessionSql ??= sessionWithUser(database.db)), [id])
  if (!row) return null
  const session: Session = {
    id: row[0] as string,
    userId: Number(row[1]),
    expiresAt: new Date(Number(row[2])),
  }
  const user: SessionUser = {
    id: Number(row[3]),
    username: row[4] as string,
    email: row[5] as string,
    photoURL: (row[6] as string | null) ?? null,
    role: row[7] as Role,
    timeZone: row[8] as string,
    locale: (row[12] as Locale | null) ?? null,
  }
  const versions: DataVersions = {
    daily: Number(row[9]),
    catalogue: Number(row[10]),
    clients: Number(row[11]),
  }
  if (now.getTime() >= session.expiresAt.getTime()) {
    await database.write((db) => db.delete(sessions).where(eq(sessions.id, id)).run())
    return null
  }
  let renewed = false
  if (session.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
    await database.write((db) =>
      db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id)).run(),
    )
    renewed = true
  }
  return { session, user, renewed, versions }
}

/** The session check's SQL (the same for every database); its columns in this order. */
let sessionSql: string | undefined

function sessionWithUser(db: Drizzle): string {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      photoURL: users.photoURL,
      role: userTypes.name,
      timeZone: users.timeZone,
      daily: users.dailyVersion,
      catalogue: catalogueVersionColumn,
      clients: users.clientsVersion,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .toSQL().sql
}

export async function invalidateSession(database: Database, sessionId: string): Promise<void> {
  await database.write((db) => db.delete(sessions).where(eq(sessions.id, sessionId)).run())
}

/** Statement that ends every session of a user but one; batched with the write that needs it. */
export function deleteOtherSessions(db: Drizzle, userId: number, keepSessionId?: string) {
  return db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
}

export async function deleteExpiredSessions(database: Database, now = new Date()): Promise<number> {
  const result = await database.write((db) =>
    db.delete(sessions).where(lt(sessions.expiresAt, now)).run(),
  )
  return result.rowsAffected
}
