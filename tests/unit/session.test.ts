import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSession,
  deleteOtherSessions,
  invalidateSession,
  SESSION_RENEW_BELOW_MS,
  SESSION_TTL_MS,
  validateSessionToken,
} from '~/server/auth/session'
import { generateToken, hashToken } from '~/server/auth/tokens'
import type { Database } from '~/server/db/client'
import { sessions } from '~/server/db/schema'
import { createUser } from '../support/factories'
import { createTestDatabase } from '../support/test-db'

const DAY = 24 * 60 * 60 * 1000
let database: Database
beforeAll(() => {
  database = createTestDatabase()
})
afterAll(() => database.close())

async function sessionRow(token: string) {
  return database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .get()
}

describe('session tokens', () => {
  it('are base32 with at least 128 random bits and never repeat', () => {
    const tokens = Array.from({ length: 1000 }, generateToken)
    for (const token of tokens) {
      expect(token).toMatch(/^[a-z2-7]+$/)
      // Each base32 character carries 5 bits.
      expect(token.length * 5).toBeGreaterThanOrEqual(128)
    }
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('are stored only as their SHA-256 hex digest', async () => {
    const user = await createUser(database)
    const token = generateToken()
    const session = await createSession(database, token, user.id)
    expect(session.id).toBe(hashToken(token))
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    // Known SHA-256 vector, so a change to a weaker or salted hash is caught.
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})

describe('validateSessionToken', () => {
  it('answers the session and the user with the role stored now', async () => {
    const user = await createUser(database, { role: 'trainer' })
    const token = generateToken()
    const now = new Date('2030-01-01T00:00:00Z')
    await createSession(database, token, user.id, now)
    const found = await validateSessionToken(database, token, now)
    expect(found?.user).toMatchObject({ id: user.id, role: 'trainer', email: user.email })
    expect(found?.session.expiresAt.getTime()).toBe(now.getTime() + SESSION_TTL_MS)
    expect(found?.renewed).toBe(false)
  })

  it('rejects unknown and malformed tokens', async () => {
    expect(await validateSessionToken(database, generateToken())).toBeNull()
    expect(await validateSessionToken(database, 'NOT-A-TOKEN')).toBeNull()
    expect(await validateSessionToken(database, '')).toBeNull()
  })

  it('rejects an expired session and deletes it', async () => {
    const user = await createUser(database)
    const token = generateToken()
    const start = new Date('2030-01-01T00:00:00Z')
    await createSession(database, token, user.id, start)
    const atExpiry = new Date(start.getTime() + SESSION_TTL_MS)
    expect(await validateSessionToken(database, token, atExpiry)).toBeNull()
    expect(await sessionRow(token)).toBeUndefined()
    // Gone for good: even a clock inside the old window no longer finds it.
    expect(await validateSessionToken(database, token, start)).toBeNull()
  })

  it('keeps the expiry while more than 15 days remain', async () => {
    const user = await createUser(database)
    const token = generateToken()
    const start = new Date('2030-01-01T00:00:00Z')
    await createSession(database, token, user.id, start)
    const later = new Date(start.getTime() + SESSION_TTL_MS - SESSION_RENEW_BELOW_MS - DAY)
    const found = await validateSessionToken(database, token, later)
    expect(found?.renewed).toBe(false)
    expect((await sessionRow(token))?.expiresAt.getTime()).toBe(start.getTime() + SESSION_TTL_MS)
  })

  it('slides the expiry to 30 days from now once fewer than 15 days remain', async () => {
    const user = await createUser(database)
    const token = generateToken()
    const start = new Date('2030-01-01T00:00:00Z')
    await createSession(database, token, user.id, start)
    const later = new Date(start.getTime() + SESSION_TTL_MS - SESSION_RENEW_BELOW_MS + DAY)
    const found = await validateSessionToken(database, token, later)
    expect(found?.renewed).toBe(true)
    expect(found?.session.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS)
    expect((await sessionRow(token))?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS)
    // The renewed session outlives the original expiry.
    const pastOriginal = new Date(start.getTime() + SESSION_TTL_MS + DAY)
    expect(await validateSessionToken(database, token, pastOriginal)).not.toBeNull()
  })
})

describe('ending sessions', () => {
  it('invalidateSession deletes exactly that session', async () => {
    const user = await createUser(database)
    const a = generateToken()
    const b = generateToken()
    const session = await createSession(database, a, user.id)
    await createSession(database, b, user.id)
    await invalidateSession(database, session.id)
    expect(await validateSessionToken(database, a)).toBeNull()
    expect(await validateSessionToken(database, b)).not.toBeNull()
  })

  it("deleteOtherSessions keeps the named session and never touches another user's", async () => {
    const user = await createUser(database)
    const other = await createUser(database)
    const [keep, drop1, drop2, othersToken] = Array.from({ length: 4 }, generateToken) as [
      string,
      string,
      string,
      string,
    ]
    const kept = await createSession(database, keep, user.id)
    await createSession(database, drop1, user.id)
    await createSession(database, drop2, user.id)
    await createSession(database, othersToken, other.id)
    await database.write((db) => deleteOtherSessions(db, user.id, kept.id).run())
    expect(await validateSessionToken(database, keep)).not.toBeNull()
    expect(await validateSessionToken(database, drop1)).toBeNull()
    expect(await validateSessionToken(database, drop2)).toBeNull()
    expect(await validateSessionToken(database, othersToken)).not.toBeNull()
  })

  it('deleteOtherSessions without a session to keep ends all of that user’s sessions', async () => {
    const user = await createUser(database)
    const other = await createUser(database)
    const tokens = Array.from({ length: 3 }, generateToken)
    for (const token of tokens) await createSession(database, token, user.id)
    const othersToken = generateToken()
    await createSession(database, othersToken, other.id)
    await database.write((db) => deleteOtherSessions(db, user.id).run())
    for (const token of tokens) expect(await validateSessionToken(database, token)).toBeNull()
    expect(await validateSessionToken(database, othersToken)).not.toBeNull()
  })
})
