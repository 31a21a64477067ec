import { and, eq, gt, lt } from 'drizzle-orm'
import { createSession } from '../../auth/session'
import { generateToken, hashToken, pkceChallenge, secretsEqual } from '../../auth/tokens'
import type { Database } from '../../db/client'
import { desktopCodes } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import type { DesktopSignInParams } from '~/shared/schemas/desktop'

/** Long enough for a browser to hand the code to the app; short enough to be useless if copied. */
export const DESKTOP_CODE_TTL_MS = 2 * 60 * 1000

const hashDesktopCode = (code: string) => hashToken(code, 'desktop')

/**
 * Step 2 of the loopback sign-in: a one-time code for the signed-in user, bound to the app's
 * PKCE challenge, handed to the app through its loopback address (never a remote host).
 */
export async function issueDesktopCode({
  database,
  userId,
  params,
  now = new Date(),
}: {
  database: Database
  userId: number
  params: DesktopSignInParams
  now?: Date
}): Promise<{ redirectUrl: string }> {
  const code = generateToken()
  await database.write((db) =>
    db.batch([
      // Expired codes of anyone go here, so the table never grows.
      db.delete(desktopCodes).where(lt(desktopCodes.expiresAt, now)),
      db.insert(desktopCodes).values({
        codeHash: hashDesktopCode(code),
        userId,
        challenge: params.challenge,
        expiresAt: new Date(now.getTime() + DESKTOP_CODE_TTL_MS),
        createdAt: now,
      }),
    ]),
  )
  const url = new URL(`http://127.0.0.1:${params.port}/callback`)
  url.searchParams.set('code', code)
  url.searchParams.set('state', params.state)
  return { redirectUrl: url.toString() }
}

/**
 * Step 3: the app trades the code and its PKCE verifier for a session token. The code is deleted
 * before the verifier is checked, so a wrong guess burns it: one try per code.
 */
export async function exchangeDesktopCode({
  database,
  code,
  verifier,
  now = new Date(),
}: {
  database: Database
  code: string
  verifier: string
  now?: Date
}): Promise<{ token: string; expiresAt: string }> {
  const codeHash = hashDesktopCode(code)
  const row = await database.write(async (db) => {
    const found = await db
      .select({ userId: desktopCodes.userId, challenge: desktopCodes.challenge })
      .from(desktopCodes)
      .where(and(eq(desktopCodes.codeHash, codeHash), gt(desktopCodes.expiresAt, now)))
      .get()
    await db.delete(desktopCodes).where(eq(desktopCodes.codeHash, codeHash)).run()
    return found
  })
  const refused = new AppError(
    'BAD_REQUEST',
    tx(
      'This sign-in code is not valid: it may be used, expired or for another app. Sign in again.',
    ),
  )
  if (!row) throw refused
  if (!secretsEqual(pkceChallenge(verifier), row.challenge)) throw refused
  const token = generateToken()
  const session = await createSession(database, token, row.userId, now)
  return { token, expiresAt: session.expiresAt.toISOString() }
}
