import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import {
  trainerInvitations,
  users,
  workoutCompletions,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import { createSession } from '~/server/auth/session'
import { generateToken } from '~/server/auth/tokens'
import { issueToken } from '~/server/services/invitations/invitation-token'
import { roleTypeId } from '~/server/services/users/queries'
import type { Role } from '~/shared/roles'

let n = 0

export async function createUser(
  database: Database,
  overrides: {
    role?: Role
    email?: string
    username?: string
    trainerId?: number | null
    googleId?: string
    timeZone?: string
    /** Made users are past onboarding unless a test is about it (docs/product.md#onboarding). */
    onboarding?: 'pending' | 'done' | 'skipped'
  } = {},
) {
  n += 1
  const id = `${process.pid}-${n}`
  return database.write(async (db) => {
    const row = await db
      .insert(users)
      .values({
        username: overrides.username ?? `user-${id}`,
        email: overrides.email ?? `user-${id}@example.test`,
        emailVerified: true,
        googleId: overrides.googleId ?? `sub-${id}`,
        userTypeId: await roleTypeId(db, overrides.role ?? 'user'),
        trainerId: overrides.trainerId ?? null,
        onboarding: overrides.onboarding ?? 'skipped',
        ...(overrides.timeZone ? { timeZone: overrides.timeZone } : {}),
      })
      .returning()
      .get()
    return { ...row, role: overrides.role ?? 'user' }
  })
}

/** A real session for `userId`; returns the token a client would hold. */
export async function createSessionToken(database: Database, userId: number): Promise<string> {
  const token = generateToken()
  await createSession(database, token, userId)
  return token
}

export async function getUserRow(database: Database, userId: number) {
  return database.db.select().from(users).where(eq(users.id, userId)).get()
}

/**
 * Completed workouts of `userId` on the given local days ('YYYY-MM-DD'), written straight to the
 * log, optionally with a stored streak that may disagree with them (the stored column goes stale).
 */
export async function addCompletionDays(
  database: Database,
  userId: number,
  days: string[],
  opts: { storedStreak?: number; timeZone?: string } = {},
) {
  await database.write(async (db) => {
    if (days.length > 0) {
      await db
        .insert(workoutCompletions)
        .values(days.map((day) => ({ userId, workoutId: null, workoutTitle: 'Test workout', day })))
        .run()
    }
    const set = {
      ...(opts.storedStreak !== undefined ? { streak: opts.storedStreak } : {}),
      ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
    }
    if (Object.keys(set).length > 0)
      await db.update(users).set(set).where(eq(users.id, userId)).run()
  })
}

/** An invitation row made directly (no mail); returns its id and the raw token a link carries. */
export async function createInvitation(
  database: Database,
  values: {
    trainerId: number
    email: string
    role?: 'user' | 'trainer'
    expiresAt?: Date
    accepted?: boolean
  },
) {
  const { token, tokenHash, expiresAt } = issueToken(new Date())
  const row = await database.write((db) =>
    db
      .insert(trainerInvitations)
      .values({ expiresAt, ...values, tokenHash })
      .returning({ id: trainerInvitations.id })
      .get(),
  )
  return { id: row.id, token }
}

/** `count` users in one insert, for big lists; `make(i)` names the i-th (role user unless said). */
export async function insertUsers(
  database: Database,
  count: number,
  make: (i: number) => { username: string; email: string; role?: Role },
) {
  await database.write(async (db) => {
    const typeIds = new Map<Role, number>()
    const values = []
    for (let i = 0; i < count; i++) {
      const { username, email, role = 'user' } = make(i)
      if (!typeIds.has(role)) typeIds.set(role, await roleTypeId(db, role))
      values.push({ username, email, googleId: `bulk-${username}`, userTypeId: typeIds.get(role)! })
    }
    await db.insert(users).values(values).run()
  })
}

/** A kiosk registered and paired at once; answers its device token. */
export async function pairedKioskToken(
  database: Database,
  opts: { name?: string; timeZone?: string } = {},
): Promise<string> {
  const { pairingCode } = await registerKiosk({
    database,
    name: opts.name ?? 'Test kiosk',
    timeZone: opts.timeZone ?? 'UTC',
  })
  const { token } = await pairKiosk({ database, code: pairingCode })
  return token
}

/**
 * A workout of the test's own (so tests never share a completion), its exercises in the given
 * order; answers its id.
 */
export async function createWorkout(
  database: Database,
  title: string,
  items: { exerciseId: number; sets: number; reps: string }[],
  category: 'warmup' | 'skills' | 'workout' | 'cooldown' = 'workout',
): Promise<number> {
  return database.write(async (db) => {
    const w = await db
      .insert(workouts)
      .values({ title, description: 'A test workout', category, imageBackground: 'bg-blue-500' })
      .returning({ id: workouts.id })
      .get()
    await db
      .insert(workoutExercises)
      .values(items.map((item, i) => ({ workoutId: w.id, order: i + 1, ...item })))
      .run()
    return w.id
  })
}
