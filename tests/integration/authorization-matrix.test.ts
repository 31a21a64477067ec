// Every procedure of the app, every role, over real HTTP. A procedure without a row fails the
// coverage test below, so nothing new ships without a decision about who may call it.
import { randomUUID } from 'node:crypto'
import { eq, notExists } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRouter } from '~/server/api/root'
import {
  customWorkoutPlans,
  planWorkouts,
  exercises,
  skillPrerequisites,
  skillSteps,
  trainerRequests,
  users,
  wods,
  workoutBlocks,
  workoutExercises,
  workouts,
} from '~/server/db/schema'
import type { Database } from '~/server/db/client'
import type { Role } from '~/shared/roles'
import { localDay } from '~/shared/rules/days'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase64urlNoPadding } from '@oslojs/encoding'
import { issueDesktopCode } from '~/server/services/auth/desktop-sign-in'
import { issueRemoteCode } from '~/server/services/kiosks/issue-remote-code'
import { pairKiosk } from '~/server/services/kiosks/pair-kiosk'
import { registerKiosk } from '~/server/services/kiosks/register-kiosk'
import { logSets } from '~/server/services/sets/log-sets'
import {
  createInvitation,
  createSessionToken,
  createUser,
  pairedKioskToken,
} from '../support/factories'
import { expectNoStackTrace, rest } from '../support/rest'
import { startTestServer, type TestServer } from '../support/test-server'

type Actor = 'signedOut' | Role | 'kiosk'
/** What a row expects of each person; a paired kiosk is expected to be a signed-out visitor. */
/**
 * Whose object a call touches: the caller's own, another user's, their client's, a former
 * client's (the caller's client when it was made, since moved to another trainer), an existing
 * shared object (catalogue), or an id that does not exist.
 */
type Owner = 'own' | 'other' | 'client' | 'former' | 'existing' | 'missing'
type Status = 200 | 400 | 401 | 403 | 404 | 409
type Expected = Record<Exclude<Actor, 'kiosk'>, Status> & { kiosk?: Status }

/** The ids a row's path and body may use; all of them are MISSING_ID for the 'missing' owner. */
interface Target {
  userId: number
  workoutId: number
  exerciseId: number
  skillId: number
  /** A step of `skillId`'s ladder. */
  stepId: number
  /** A workout_exercises row (of `workoutId` when the row makes fresh objects). */
  workoutExerciseId: number
  /** A block of `workoutId` (docs/product.md#blocks). */
  blockId: number
  invitationId: number
  /** The raw token of an invitation link. */
  invitationToken: string
  /** A trainer the call names in its body (the caller, when the row makes fresh objects). */
  trainerId: number
  /** A workout plan (of the caller for 'own', of another trainer for 'other'). */
  planId: number
  /** A trainer's request (sent to the caller for 'own', to someone else for 'other'). */
  requestId: number
  kioskId: number
  /** A kiosk's outstanding one-time pairing code. */
  pairingCode: string
  /** A desktop sign-in code and the PKCE verifier it is bound to. */
  desktopCode: string
  desktopVerifier: string
  /** One of the operator's pages (terms, privacy). */
  pageSlug: string
  /** A logged set (of the caller for 'own', of someone else otherwise). */
  setId: number
  /** A training session (of the path's user). */
  sessionId: number
}

interface MatrixRow {
  procedure: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The REST path, built from the ids of the object the call touches. */
  path: (t: Target) => string
  body?: (t: Target) => unknown
  /** One expectation for calls that touch no object, or one per kind of owner. */
  expected: Expected | Partial<Record<Owner, Expected>>
  /**
   * Objects made for this cell alone (e.g. a workout a DELETE may remove), so a call that
   * succeeds does not change what the next cell sees. Runs for the 'existing' and 'own'/'other'
   * owners; the 'missing' owner keeps MISSING_ID everywhere.
   */
  fresh?: (
    database: Database,
    ctx: { self: { id: number; email: string } | null; owner: Owner },
  ) => Promise<Partial<Target>>
}

/** The caller follows a program, so changing or leaving their own has something to act on. */
async function followingAProgram(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  if (owner === 'own' && self)
    await database.write((db) =>
      db
        .update(users)
        .set({ programKey: 'skills-first', programStartDay: localDay(new Date(), 'UTC') })
        .where(eq(users.id, self.id))
        .run(),
    )
  return {}
}

const ANYONE: Expected = { signedOut: 200, user: 200, trainer: 200, manager: 200, admin: 200 }
const SIGNED_IN: Expected = { signedOut: 401, user: 200, trainer: 200, manager: 200, admin: 200 }
const SIGNED_IN_MISSING: Expected = {
  signedOut: 401,
  user: 404,
  trainer: 404,
  manager: 404,
  admin: 404,
}
const NOBODY_ELSE: Expected = { signedOut: 401, user: 403, trainer: 403, manager: 403, admin: 403 }
const STAFF_READ: Expected = { signedOut: 401, user: 403, trainer: 403, manager: 200, admin: 200 }
const ADMIN_ONLY: Expected = { signedOut: 401, user: 403, trainer: 403, manager: 403, admin: 200 }
const ADMIN_ONLY_MISSING: Expected = { ...ADMIN_ONLY, admin: 404 }
const TRAINER: Expected = { signedOut: 401, user: 403, trainer: 200, manager: 403, admin: 200 }
const TRAINER_MISSING: Expected = { ...TRAINER, trainer: 404, admin: 404 }
/** Another trainer's private workout: as if missing, but to admins. */
const PRIVATE_OF_ANOTHER: Expected = { ...SIGNED_IN_MISSING, admin: 200 }
/** Editing a workout: the catalogue's by admins; a private one by its trainer or an admin. */
const PRIVATE_EDIT: Partial<Record<Owner, Expected>> = {
  existing: ADMIN_ONLY,
  own: TRAINER,
  other: { ...TRAINER, trainer: 404 },
  missing: TRAINER_MISSING,
}
const ANYONE_MISSING: Expected = {
  signedOut: 404,
  user: 404,
  trainer: 404,
  manager: 404,
  admin: 404,
}

// Kiosk reads: a paired screen only; no person, however senior, is a kiosk.
const KIOSK_ONLY: Expected = {
  signedOut: 401,
  user: 401,
  trainer: 401,
  manager: 401,
  admin: 401,
  kiosk: 200,
}
const ANYONE_BAD: Expected = { signedOut: 400, user: 400, trainer: 400, manager: 400, admin: 400 }

const MISSING_ID = 987_654_321
const MISSING_TOKEN = 'no-such-invitation-token'
const MISSING_CODE = 'ZZZZ-ZZZZ'
const MISSING_DESKTOP_CODE = 'nosuchdesktopcodeatall'
const VERIFIER = 'v'.repeat(43)
const CHALLENGE = encodeBase64urlNoPadding(sha256(new TextEncoder().encode(VERIFIER)))

/** A kiosk waiting for its screen, with its pairing code. */
async function freshKiosk(database: Database): Promise<Partial<Target>> {
  const issued = await registerKiosk({ database, name: 'Matrix kiosk', timeZone: 'UTC' })
  return { kioskId: issued.kiosk.id, pairingCode: issued.pairingCode }
}

/**
 * A paired kiosk whose wall shows its class-mode QR; `pairingCode` is the QR's code. Its
 * remote is the gym's coaches' (none of the matrix's trainers is one) and admins'.
 */
async function freshClassKiosk(database: Database): Promise<Partial<Target>> {
  const issued = await registerKiosk({ database, name: 'Matrix class wall', timeZone: 'UTC' })
  await pairKiosk({ database, code: issued.pairingCode })
  const { url } = await issueRemoteCode({ database, kioskId: issued.kiosk.id, appUrl: 'http://x' })
  return { kioskId: issued.kiosk.id, pairingCode: new URL(url).searchParams.get('code') ?? '' }
}

/** A kiosk with a workout of the day (a time score) published today in its zone, UTC. */
async function freshWod(database: Database): Promise<Partial<Target>> {
  const { kioskId } = await freshKiosk(database)
  const workout = await database.db.select({ id: workouts.id }).from(workouts).get()
  await database.write((db) =>
    db
      .insert(wods)
      .values({
        kioskId: kioskId!,
        day: localDay(new Date(), 'UTC'),
        workoutId: workout!.id,
        scoreType: 'time',
        publishAt: new Date(Date.now() - 60_000),
      })
      .run(),
  )
  return { kioskId }
}

/** A trainer, whom an admin may make a coach. */
async function freshTrainer(database: Database): Promise<Partial<Target>> {
  const trainer = await createUser(database, { role: 'trainer' })
  return { userId: trainer.id }
}

/** The kiosk's workout-of-the-day path for today (UTC, the zone of the matrix's kiosks). */
const wodPath = (t: Target, tail = '') =>
  `/api/kiosks/${t.kioskId}/wod/${localDay(new Date(), 'UTC')}${tail}`

/** A desktop sign-in code of some user, bound to VERIFIER's challenge. */
async function freshDesktopCode(database: Database): Promise<Partial<Target>> {
  const owner = await createUser(database)
  const { redirectUrl } = await issueDesktopCode({
    database,
    userId: owner.id,
    params: { port: 50_000, state: 'matrix-state-0123456789', challenge: CHALLENGE },
  })
  return { desktopCode: new URL(redirectUrl).searchParams.get('code') ?? '' }
}

/** An invitation sent by the caller ('own') or by another trainer ('other'). */
async function freshInvitationFrom(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const inviter = owner === 'own' && self ? self : await createUser(database, { role: 'trainer' })
  const { id, token } = await createInvitation(database, {
    trainerId: inviter.id,
    email: `matrix-${Date.now()}-${Math.random()}@example.test`,
  })
  return { invitationId: id, invitationToken: token }
}

/** A client invitation from another trainer to the caller's email ('own') or someone else's. */
async function freshInvitationTo(
  database: Database,
  { self, owner }: { self: { id: number; email: string } | null; owner: Owner },
): Promise<Partial<Target>> {
  const inviter = await createUser(database, { role: 'trainer' })
  const email = owner === 'own' && self ? self.email : 'somebody-else@example.test'
  const { id, token } = await createInvitation(database, { trainerId: inviter.id, email })
  return { invitationId: id, invitationToken: token }
}

/** A plan of the caller ('own') or of another trainer ('other'), for rows that edit or delete it. */
async function freshPlan(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const trainer =
    (owner === 'own' || owner === 'former') && self
      ? self
      : await createUser(database, { role: 'trainer' })
  // 'former': the caller's plan, given to a client of theirs who then moves on.
  const userId =
    owner === 'former' ? (await createUser(database, { trainerId: trainer.id })).id : null
  const plan = await database.write((db) =>
    db
      .insert(customWorkoutPlans)
      .values({ trainerId: trainer.id, userId, name: 'Matrix plan' })
      .returning({ id: customWorkoutPlans.id })
      .get(),
  )
  return { planId: plan.id }
}

/**
 * A plan of the caller ('own') or of another trainer, assigned to a client of its trainer, and
 * one exercise of its workout.
 */
async function freshAssignedPlan(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const trainer =
    (owner === 'own' || owner === 'former') && self
      ? self
      : await createUser(database, { role: 'trainer' })
  const client = await createUser(database, { trainerId: trainer.id })
  const entry = await database.db
    .select({ id: workoutExercises.id, workoutId: workoutExercises.workoutId })
    .from(workoutExercises)
    .get()
  if (!entry) throw new Error('no workout exercise')
  const plan = await database.write(async (db) => {
    const row = await db
      .insert(customWorkoutPlans)
      .values({ trainerId: trainer.id, userId: client.id, name: 'Matrix plan' })
      .returning({ id: customWorkoutPlans.id })
      .get()
    await db
      .insert(planWorkouts)
      .values({ planId: row.id, workoutId: entry.workoutId, position: 1 })
    return row
  })
  return { planId: plan.id, workoutExerciseId: entry.id }
}

/** A set logged today by the caller ('own') or by someone else. */
async function freshSet(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const athlete = owner === 'own' && self ? self : await createUser(database)
  const exercise = await database.db.select({ id: exercises.id }).from(exercises).get()
  const { sets } = await logSets({
    database,
    userId: athlete.id,
    timeZone: 'UTC',
    sets: [{ clientId: randomUUID(), exerciseId: exercise?.id ?? 0, setNumber: 1, reps: 5 }],
    paths: [[]],
  })
  return { setId: sets[0]?.id ?? MISSING_ID }
}

/**
 * A session of the caller ('own'), of the caller's client ('client', and 'former' before the
 * client moves on), or of someone else.
 */
async function freshSession(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const ofCaller = owner === 'client' || owner === 'former'
  const athlete =
    owner === 'own' && self
      ? self
      : await createUser(database, { trainerId: ofCaller ? (self?.id ?? null) : null })
  const exercise = await database.db.select({ id: exercises.id }).from(exercises).get()
  const { sets } = await logSets({
    database,
    userId: athlete.id,
    timeZone: 'UTC',
    sets: [{ clientId: randomUUID(), exerciseId: exercise?.id ?? 0, setNumber: 1, reps: 5 }],
    paths: [[]],
  })
  return { userId: athlete.id, sessionId: sets[0]?.sessionId ?? MISSING_ID }
}

/** A pending trainer's request to the caller ('own') or to someone else ('other'). */
async function freshTrainerRequest(
  database: Database,
  { self, owner }: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const trainer = await createUser(database, { role: 'trainer' })
  const athlete = owner === 'own' && self ? self : await createUser(database)
  const request = await database.write((db) =>
    db
      .insert(trainerRequests)
      .values({ trainerId: trainer.id, userId: athlete.id })
      .returning({ id: trainerRequests.id })
      .get(),
  )
  return { requestId: request.id }
}

/** A workout of its own with one exercise of its own, for rows that edit or delete them. */
/**
 * A workout with one exercise: the catalogue's ('existing'), or a private one of the caller
 * ('own') or of another trainer ('other').
 */
async function freshWorkout(
  database: Database,
  ctx?: { self: { id: number } | null; owner: Owner },
): Promise<Partial<Target>> {
  const ownerId =
    ctx?.owner === 'own' && ctx.self
      ? ctx.self.id
      : ctx?.owner === 'own' || ctx?.owner === 'other'
        ? (await createUser(database, { role: 'trainer' })).id
        : null
  return database.write(async (db) => {
    const workout = await db
      .insert(workouts)
      .values({
        title: 'Matrix workout',
        description: 'x',
        imageBackground: 'workout-bg-1',
        ownerId,
      })
      .returning()
      .get()
    const exercise = await db
      .insert(exercises)
      .values({
        name: 'Matrix exercise',
        description: 'x',
        category: 'push',
        equipment: 'None',
        instructions: 'x',
        icon: 'dumbbell',
      })
      .returning()
      .get()
    const row = await db
      .insert(workoutExercises)
      .values({ workoutId: workout.id, exerciseId: exercise.id, order: 1 })
      .returning()
      .get()
    return {
      workoutId: workout.id,
      exerciseId: exercise.id,
      workoutExerciseId: row.id,
      blockId:
        (await db.select().from(workoutBlocks).where(eq(workoutBlocks.workoutId, workout.id)).get())
          ?.id ?? MISSING_ID,
    }
  })
}

/** An exercise no workout uses, so an admin's DELETE may succeed. */
async function freshExercise(database: Database): Promise<Partial<Target>> {
  const { workoutId, exerciseId } = await freshWorkout(database)
  await database.write((db) => db.delete(workouts).where(eq(workouts.id, workoutId!)))
  return { exerciseId }
}

const NEW_WORKOUT = {
  title: 'Matrix',
  description: 'Made by the matrix',
  imageBackground: 'workout-bg-1',
}
const NEW_EXERCISE = {
  name: 'Matrix',
  description: 'x',
  category: 'push',
  bodyPart: 'upper',
  difficulty: 'beginner',
  equipment: 'None',
  instructions: 'x',
  icon: 'dumbbell',
}

const MATRIX: MatrixRow[] = [
  { procedure: 'auth.session', method: 'GET', path: () => '/api/auth/session', expected: ANYONE },
  {
    procedure: 'pages.get',
    method: 'GET',
    path: (t) => `/api/pages/${t.pageSlug}`,
    expected: ANYONE,
  },
  {
    procedure: 'auth.logout',
    method: 'POST',
    path: () => '/api/auth/logout',
    body: () => ({}),
    expected: SIGNED_IN,
  },
  { procedure: 'user.me', method: 'GET', path: () => '/api/user', expected: SIGNED_IN },
  { procedure: 'admin.users', method: 'GET', path: () => '/api/admin/users', expected: STAFF_READ },
  { procedure: 'admin.stats', method: 'GET', path: () => '/api/admin/stats', expected: STAFF_READ },
  {
    procedure: 'admin.setRole',
    method: 'POST',
    path: (t) => `/api/admin/user/${t.userId}/role`,
    body: () => ({ role: 'trainer' }),
    expected: { own: ADMIN_ONLY, other: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
  },
  { procedure: 'workouts.list', method: 'GET', path: () => '/api/workouts', expected: SIGNED_IN },
  {
    procedure: 'workouts.byId',
    method: 'GET',
    path: (t) => `/api/workouts/${t.workoutId}`,
    fresh: freshWorkout,
    expected: {
      existing: SIGNED_IN,
      own: SIGNED_IN,
      other: PRIVATE_OF_ANOTHER,
      missing: SIGNED_IN_MISSING,
    },
  },
  {
    procedure: 'workouts.exercises',
    method: 'GET',
    path: (t) => `/api/workouts/${t.workoutId}/exercises`,
    fresh: freshWorkout,
    expected: {
      existing: SIGNED_IN,
      own: SIGNED_IN,
      other: PRIVATE_OF_ANOTHER,
      missing: SIGNED_IN_MISSING,
    },
  },
  { procedure: 'workouts.daily', method: 'GET', path: () => '/api/daily', expected: SIGNED_IN },
  {
    procedure: 'workouts.offline',
    method: 'GET',
    path: () => '/api/daily/offline',
    expected: SIGNED_IN,
  },
  {
    procedure: 'workouts.dismissLevelOffer',
    method: 'POST',
    path: () => '/api/daily/level-offer/dismiss',
    body: () => ({}),
    expected: SIGNED_IN,
  },
  { procedure: 'exercises.list', method: 'GET', path: () => '/api/exercises', expected: SIGNED_IN },
  {
    procedure: 'exercises.cards',
    method: 'GET',
    path: () => '/api/exercise-cards',
    expected: SIGNED_IN,
  },
  {
    procedure: 'exercises.byId',
    method: 'GET',
    path: (t) => `/api/exercises/${t.exerciseId}`,
    expected: { existing: SIGNED_IN, missing: SIGNED_IN_MISSING },
  },
  // The catalogue editor: admins only; managers read but never write (docs/product.md#permissions).
  // A trainer edits their own private workouts with the same calls; another trainer's are 404.
  {
    procedure: 'workouts.create',
    method: 'POST',
    path: () => '/api/workouts',
    body: () => NEW_WORKOUT,
    expected: ADMIN_ONLY,
  },
  {
    procedure: 'workouts.create',
    method: 'POST',
    path: () => '/api/workouts',
    body: () => ({ ...NEW_WORKOUT, private: true }),
    expected: TRAINER,
  },
  {
    procedure: 'workouts.mine',
    method: 'GET',
    path: () => '/api/trainer/workouts',
    expected: TRAINER,
  },
  {
    procedure: 'workouts.update',
    method: 'PATCH',
    path: (t) => `/api/workouts/${t.workoutId}`,
    body: () => ({ title: 'Renamed by the matrix' }),
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.delete',
    method: 'DELETE',
    path: (t) => `/api/workouts/${t.workoutId}`,
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.addExercise',
    method: 'POST',
    path: (t) => `/api/workouts/${t.workoutId}/exercises`,
    body: (t) => ({ exerciseId: t.exerciseId, sets: 3, reps: 10 }),
    fresh: async (database, ctx) => ({
      workoutId: (await freshWorkout(database, ctx)).workoutId,
      exerciseId: (await freshExercise(database)).exerciseId,
    }),
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.removeExercise',
    method: 'DELETE',
    path: (t) => `/api/workouts/${t.workoutId}/exercises/${t.exerciseId}`,
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.reorderExercises',
    method: 'POST',
    path: (t) => `/api/workouts/${t.workoutId}/exercises/order`,
    body: (t) => ({ workoutExerciseIds: [t.workoutExerciseId] }),
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workoutExercises.update',
    method: 'PATCH',
    path: (t) => `/api/workout-exercises/${t.workoutExerciseId}`,
    body: () => ({ sets: 4 }),
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  // docs/product.md#blocks: blocks are edited like a workout's exercises.
  {
    procedure: 'workouts.addBlock',
    method: 'POST',
    path: (t) => `/api/workouts/${t.workoutId}/blocks`,
    body: () => ({ kind: 'emom', minutes: 10 }),
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.updateBlock',
    method: 'PATCH',
    path: (t) => `/api/workouts/${t.workoutId}/blocks/${t.blockId}`,
    body: () => ({ kind: 'superset', restSeconds: 60 }),
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.deleteBlock',
    method: 'DELETE',
    path: (t) => `/api/workouts/${t.workoutId}/blocks/${t.blockId}`,
    // A second, empty block: the first keeps the workout's exercise.
    fresh: async (database, ctx) => {
      const made = await freshWorkout(database, ctx)
      const block = await database.write((db) =>
        db
          .insert(workoutBlocks)
          .values({
            workoutId: made.workoutId ?? MISSING_ID,
            position: 2,
            kind: 'amrap',
            minutes: 8,
          })
          .returning()
          .get(),
      )
      return { ...made, blockId: block.id }
    },
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'workouts.reorderBlocks',
    method: 'POST',
    path: (t) => `/api/workouts/${t.workoutId}/blocks/order`,
    body: (t) => ({ blockIds: [t.blockId] }),
    fresh: freshWorkout,
    expected: PRIVATE_EDIT,
  },
  {
    procedure: 'exercises.create',
    method: 'POST',
    path: () => '/api/exercises',
    body: () => NEW_EXERCISE,
    expected: ADMIN_ONLY,
  },
  {
    procedure: 'exercises.update',
    method: 'PATCH',
    path: (t) => `/api/exercises/${t.exerciseId}`,
    body: () => ({ description: 'Changed by the matrix' }),
    fresh: freshExercise,
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
  },
  {
    procedure: 'exercises.delete',
    method: 'DELETE',
    path: (t) => `/api/exercises/${t.exerciseId}`,
    fresh: freshExercise,
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
  },
  // Progress is private: not even an admin reads or writes another user's (docs/product.md#permissions).
  {
    procedure: 'progress.get',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/progress`,
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'progress.record',
    method: 'POST',
    path: (t) => `/api/user/${t.userId}/progress`,
    body: (t) => ({ workoutId: t.workoutId }),
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  // The set log: written and undone by its owner alone, read by the owner and their trainer.
  {
    procedure: 'sets.log',
    method: 'POST',
    path: (t) => `/api/user/${t.userId}/sets`,
    body: (t) => ({
      set: { clientId: randomUUID(), exerciseId: t.exerciseId, setNumber: 1, reps: 8 },
    }),
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'sets.list',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/sets`,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'sets.records',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/records`,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'sets.delete',
    method: 'DELETE',
    path: (t) => `/api/user/${t.userId}/sets/${t.setId}`,
    fresh: freshSet,
    // Not even a client's trainer undoes their sets.
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'sets.update',
    method: 'PATCH',
    path: (t) => `/api/user/${t.userId}/sets/${t.setId}`,
    body: () => ({ reps: 6 }),
    fresh: freshSet,
    // Corrected by its owner alone, like undone.
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  // Imports (docs/product.md#import-and-export-of-history): the athlete's own, not even their
  // trainer's.
  {
    procedure: 'imports.create',
    method: 'POST',
    path: (t) => `/api/user/${t.userId}/imports?dryRun=1`,
    body: () => ({
      content:
        'Date,Exercise,Category,Weight (kgs),Weight (lbs),Reps,Distance,Distance Unit,Time,Comment\n2026-03-13,Pull Up,Back,,,10,,,,\n',
    }),
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'imports.list',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/imports`,
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'imports.undo',
    method: 'DELETE',
    path: (t) => `/api/user/${t.userId}/imports/${MISSING_ID}`,
    // No such import of one's own is a 404, whoever asks.
    expected: {
      own: SIGNED_IN_MISSING,
      other: NOBODY_ELSE,
      client: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'imports.exportStrong',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/export/strong`,
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  // Sessions: read like the set log they are made of.
  {
    procedure: 'sessions.list',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/sessions`,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'sessions.get',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/sessions/${t.sessionId}`,
    fresh: freshSession,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  // A session's comments: its athlete and their trainer now; a missing session is 404 to all.
  ...(
    [
      ['sessions.comments', 'GET', undefined],
      ['sessions.addComment', 'POST', () => ({ clientId: randomUUID(), body: 'Nice depth' })],
      ['sessions.readComments', 'POST', undefined],
    ] as const
  ).map(([procedure, method, body]): MatrixRow => ({
    procedure,
    method,
    path: (t) =>
      `/api/sessions/${t.sessionId}/comments${procedure === 'sessions.readComments' ? '/read' : ''}`,
    ...(body ? { body } : {}),
    fresh: freshSession,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: { ...SIGNED_IN_MISSING, signedOut: 401 },
    },
  })),
  // Messages: the athlete's own thread (with or without a trainer), and a trainer's with a client.
  {
    procedure: 'messages.mine',
    method: 'GET',
    path: () => '/api/user/messages',
    expected: SIGNED_IN,
  },
  {
    // A made user has no trainer: writing is 409 for every signed-in caller.
    procedure: 'messages.send',
    method: 'POST',
    path: () => '/api/user/messages',
    body: () => ({ clientId: randomUUID(), body: 'Hello' }),
    expected: { signedOut: 401, user: 409, trainer: 409, manager: 409, admin: 409 },
  },
  {
    procedure: 'messages.read',
    method: 'POST',
    path: () => '/api/user/messages/read',
    expected: SIGNED_IN,
  },
  ...(
    [
      ['messages.client', 'GET', '', undefined],
      ['messages.sendToClient', 'POST', '', () => ({ clientId: randomUUID(), body: 'Hello' })],
      ['messages.readClient', 'POST', '/read', undefined],
    ] as const
  ).map(([procedure, method, tail, body]): MatrixRow => ({
    procedure,
    method,
    path: (t) => `/api/trainer/clients/${t.userId}/messages${tail}`,
    ...(body ? { body } : {}),
    // Only the client's trainer now: an admin who is not is refused like anyone.
    expected: {
      own: { ...TRAINER, trainer: 403, admin: 403 },
      other: { ...TRAINER, trainer: 403, admin: 403 },
      client: TRAINER,
      former: { ...TRAINER, trainer: 403, admin: 403 },
      missing: { ...TRAINER, trainer: 403, admin: 403 },
    },
  })),
  { procedure: 'skills.list', method: 'GET', path: () => '/api/skills', expected: SIGNED_IN },
  {
    procedure: 'skills.unlock',
    method: 'PATCH',
    path: (t) => `/api/skills/${t.skillId}`,
    body: () => ({ isUnlocked: true }),
    expected: { existing: SIGNED_IN, missing: SIGNED_IN_MISSING },
  },
  // Ladders (docs/product.md#skill-ladders): climbed by their owner, read by the owner, the
  // owner's trainer and admins; a trainer (or an admin) sets a client's step.
  {
    procedure: 'skills.passStep',
    method: 'POST',
    path: (t) => `/api/skills/${t.skillId}/steps/${t.stepId}/pass`,
    expected: { existing: SIGNED_IN, missing: SIGNED_IN_MISSING },
  },
  {
    procedure: 'skills.ofUser',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/skills`,
    expected: {
      own: SIGNED_IN,
      other: { ...NOBODY_ELSE, admin: 200 },
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: { ...NOBODY_ELSE, admin: 200 },
      missing: { ...NOBODY_ELSE, admin: 404 },
    },
  },
  {
    procedure: 'trainer.setSkillStep',
    method: 'PUT',
    path: (t) => `/api/trainer/clients/${t.userId}/skills/${t.skillId}/step`,
    body: () => ({ step: 2 }),
    expected: {
      own: { ...TRAINER, trainer: 403 },
      other: { ...TRAINER, trainer: 403 },
      client: TRAINER,
      former: { ...TRAINER, trainer: 403 },
      missing: { ...TRAINER, trainer: 403, admin: 404 },
    },
  },
  // A client's calendar: only their trainer now (or an admin) schedules or reads it as a trainer.
  ...(
    [
      [
        'calendar.client',
        'GET',
        (t: Target) => `/api/trainer/clients/${t.userId}/calendar?from=2027-01-04&to=2027-01-10`,
        undefined,
      ],
      [
        'calendar.putDay',
        'PUT',
        (t: Target) => `/api/trainer/clients/${t.userId}/calendar/2027-01-05`,
        (t: Target) => ({ items: [{ workoutId: t.workoutId }] }),
      ],
      [
        'calendar.copy',
        'POST',
        (t: Target) => `/api/trainer/clients/${t.userId}/calendar/copy`,
        () => ({ fromDay: '2027-01-05', toDay: '2027-01-12' }),
      ],
    ] as const
  ).map(([procedure, method, path, body]): MatrixRow => ({
    procedure,
    method,
    path,
    ...(body ? { body } : {}),
    expected: {
      own: { ...TRAINER, trainer: 403 },
      other: { ...TRAINER, trainer: 403 },
      client: TRAINER,
      former: { ...TRAINER, trainer: 403 },
      missing: { ...TRAINER, trainer: 403, admin: 404 },
    },
  })),
  {
    // No such entry: the client's trainer is let through to a 404, everyone else stopped at 403.
    procedure: 'calendar.move',
    method: 'POST',
    path: (t) => `/api/trainer/clients/${t.userId}/calendar/move`,
    body: () => ({ entryId: MISSING_ID, toDay: '2027-01-06' }),
    expected: {
      own: { ...TRAINER_MISSING, trainer: 403 },
      other: { ...TRAINER_MISSING, trainer: 403 },
      client: TRAINER_MISSING,
      former: { ...TRAINER_MISSING, trainer: 403 },
      missing: { ...TRAINER, trainer: 403, admin: 404 },
    },
  },
  {
    // No such plan: the client's trainer (or an admin) is let through to a 404, others stopped at 403.
    procedure: 'calendar.placePlan',
    method: 'POST',
    path: (t) => `/api/trainer/clients/${t.userId}/calendar/plan`,
    body: () => ({ planId: MISSING_ID, startDay: '2027-01-04' }),
    expected: {
      own: { ...TRAINER_MISSING, trainer: 403 },
      other: { ...TRAINER_MISSING, trainer: 403 },
      client: TRAINER_MISSING,
      former: { ...TRAINER_MISSING, trainer: 403 },
      missing: { ...TRAINER, trainer: 403, admin: 404 },
    },
  },
  {
    procedure: 'calendar.mine',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/calendar?from=2027-01-04&to=2027-01-10`,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  // Weekly check-ins: the client's trainer now (or an admin) sets the day and reads the answers.
  ...(
    [
      [
        'checkIns.setDay',
        'PUT',
        (t: Target) => `/api/trainer/clients/${t.userId}/check-in-day`,
        () => ({ weekday: 2 }),
      ],
      [
        'checkIns.client',
        'GET',
        (t: Target) => `/api/trainer/clients/${t.userId}/check-ins?from=2027-01-04`,
        undefined,
      ],
    ] as const
  ).map(([procedure, method, path, body]): MatrixRow => ({
    procedure,
    method,
    path,
    ...(body ? { body } : {}),
    expected: {
      own: { ...TRAINER, trainer: 403 },
      other: { ...TRAINER, trainer: 403 },
      client: TRAINER,
      former: { ...TRAINER, trainer: 403 },
      missing: { ...TRAINER, trainer: 403, admin: 404 },
    },
  })),
  {
    // A made user has no trainer, so no check-in is due: 409 for every signed-in caller.
    procedure: 'checkIns.send',
    method: 'POST',
    path: () => '/api/user/check-ins',
    body: () => ({ clientId: randomUUID(), sleep: 3, energy: 3, stress: 3 }),
    expected: { signedOut: 401, user: 409, trainer: 409, manager: 409, admin: 409 },
  },
  {
    procedure: 'checkIns.mine',
    method: 'GET',
    path: () => '/api/user/check-ins',
    expected: SIGNED_IN,
  },
  { procedure: 'badges.list', method: 'GET', path: () => '/api/badges', expected: SIGNED_IN },
  // Profile data is private like progress, except to the user's own trainer.
  {
    procedure: 'profile.summary',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/summary`,
    // A trainer (or an admin acting as one) reads their own clients' progress: 'View Progress'.
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'profile.update',
    method: 'PATCH',
    path: () => '/api/user',
    body: () => ({ age: 30, height: 180, weight: 75, timeZone: 'Europe/Berlin' }),
    expected: SIGNED_IN,
  },
  {
    procedure: 'profile.export',
    method: 'GET',
    path: () => '/api/user/export',
    expected: SIGNED_IN,
  },
  // Deleting needs the username typed back; a wrong one is refused before anything changes.
  {
    procedure: 'profile.delete',
    method: 'DELETE',
    path: () => '/api/user',
    body: () => ({ confirm: 'not-my-username' }),
    expected: { signedOut: 401, user: 400, trainer: 400, manager: 400, admin: 400 },
  },
  // Trainers (and admins) see and touch only their own clients and invitations.
  {
    procedure: 'trainer.users',
    method: 'GET',
    path: () => '/api/trainer/users',
    expected: TRAINER,
  },
  {
    procedure: 'trainer.invitations',
    method: 'GET',
    path: () => '/api/trainer/invitations',
    expected: TRAINER,
  },
  {
    procedure: 'trainer.invite',
    method: 'POST',
    path: () => '/api/trainer/invitations',
    body: () => ({ email: 'matrix.invitee@example.test' }),
    expected: TRAINER,
  },
  // Another's invitation answers 404, as if it did not exist.
  {
    procedure: 'trainer.resendInvitation',
    method: 'POST',
    path: (t) => `/api/trainer/invitations/${t.invitationId}/resend`,
    body: () => ({}),
    expected: { own: TRAINER, other: TRAINER_MISSING, missing: TRAINER_MISSING },
    fresh: freshInvitationFrom,
  },
  // Revoked by its inviter alone; another's answers 404, as if it did not exist.
  {
    procedure: 'trainer.revokeInvitation',
    method: 'POST',
    path: (t) => `/api/trainer/invitations/${t.invitationId}/revoke`,
    body: () => ({}),
    expected: { own: TRAINER, other: TRAINER_MISSING, missing: TRAINER_MISSING },
    fresh: freshInvitationFrom,
  },
  // Trainers name only themselves, and only for athletes without a trainer; nobody is their own.
  // A trainer's 200 is a request the athlete must accept (docs/decisions/011); an admin's assigns.
  {
    procedure: 'admin.assignTrainer',
    method: 'POST',
    path: (t) => `/api/admin/user/${t.userId}/trainer`,
    body: (t) => ({ trainerId: t.trainerId }),
    expected: {
      own: { ...NOBODY_ELSE, admin: 400 },
      other: TRAINER,
      missing: ADMIN_ONLY_MISSING,
    },
    fresh: async (_database, { self }) => ({ trainerId: self?.id ?? MISSING_ID }),
  },
  // The invitation page is public: it shows the inviter, the invited email, role and status.
  {
    procedure: 'invitations.byToken',
    method: 'GET',
    path: (t) => `/api/invitations/${t.invitationToken}`,
    expected: { existing: ANYONE, missing: ANYONE_MISSING },
    fresh: freshInvitationFrom,
  },
  // Accepted only by the account whose verified email was invited.
  {
    procedure: 'invitations.accept',
    method: 'POST',
    path: (t) => `/api/invitations/${t.invitationToken}/accept`,
    body: () => ({}),
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, missing: SIGNED_IN_MISSING },
    fresh: freshInvitationTo,
  },
  // A trainer's request is answered by the athlete it was sent to alone; anyone else's answers
  // 404, as if it did not exist.
  {
    procedure: 'trainerRequests.mine',
    method: 'GET',
    path: () => '/api/user/trainer-requests',
    expected: SIGNED_IN,
  },
  ...(['accept', 'decline'] as const).map((verb): MatrixRow => ({
    procedure: `trainerRequests.${verb}`,
    method: 'POST',
    path: (t) => `/api/user/trainer-requests/${t.requestId}/${verb}`,
    body: () => ({}),
    expected: { own: SIGNED_IN, other: SIGNED_IN_MISSING, missing: SIGNED_IN_MISSING },
    fresh: freshTrainerRequest,
  })),
  // Workout plans: trainers (and admins acting as trainers) keep their own; another trainer's
  // plan answers 404 as if it did not exist; a plan is assigned only to the caller's own client.
  { procedure: 'plans.list', method: 'GET', path: () => '/api/trainer/plans', expected: TRAINER },
  {
    procedure: 'plans.create',
    method: 'POST',
    path: () => '/api/trainer/plans',
    body: (t) => ({ name: 'Matrix plan', workoutIds: [t.workoutId], userId: t.userId }),
    expected: {
      client: TRAINER,
      former: NOBODY_ELSE,
      own: NOBODY_ELSE,
      other: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'plans.update',
    method: 'PATCH',
    path: (t) => `/api/trainer/plans/${t.planId}`,
    body: () => ({ name: 'Renamed by the matrix' }),
    fresh: freshPlan,
    // A plan of a former client changes no more, but it may still be deleted (below).
    expected: {
      own: TRAINER,
      former: NOBODY_ELSE,
      other: TRAINER_MISSING,
      missing: TRAINER_MISSING,
    },
  },
  {
    procedure: 'plans.delete',
    method: 'DELETE',
    path: (t) => `/api/trainer/plans/${t.planId}`,
    fresh: freshPlan,
    expected: { own: TRAINER, former: TRAINER, other: TRAINER_MISSING, missing: TRAINER_MISSING },
  },
  // Progression (docs/product.md#progression): an exercise's last session and suggestion are
  // read like the set log; a plan's choices by its trainer, or an admin, only.
  {
    procedure: 'progression.lastSession',
    method: 'GET',
    path: (t) => `/api/user/${t.userId}/exercises/${t.exerciseId}/last-session`,
    expected: {
      own: SIGNED_IN,
      other: NOBODY_ELSE,
      client: { ...NOBODY_ELSE, trainer: 200, admin: 200 },
      former: NOBODY_ELSE,
      missing: NOBODY_ELSE,
    },
  },
  {
    procedure: 'progression.ofPlan',
    method: 'GET',
    path: (t) => `/api/trainer/plans/${t.planId}/progression`,
    fresh: freshAssignedPlan,
    expected: {
      own: TRAINER,
      former: { ...TRAINER, trainer: 403 },
      other: { ...TRAINER_MISSING, admin: 200 },
      missing: TRAINER_MISSING,
    },
  },
  {
    procedure: 'progression.set',
    method: 'PUT',
    path: (t) => `/api/trainer/plans/${t.planId}/progression/${t.workoutExerciseId}`,
    body: () => ({ choice: 'none' }),
    fresh: freshAssignedPlan,
    expected: {
      own: TRAINER,
      former: { ...TRAINER, trainer: 403 },
      other: { ...TRAINER_MISSING, admin: 200 },
      missing: TRAINER_MISSING,
    },
  },
  // Everyone reads only the plans assigned to them.
  { procedure: 'plans.mine', method: 'GET', path: () => '/api/user/plans', expected: SIGNED_IN },
  // Built-in programs: everyone reads them; each athlete starts, pauses and leaves their own
  // alone (a trainer gives a client a plan instead, so not even the client's trainer).
  { procedure: 'programs.list', method: 'GET', path: () => '/api/programs', expected: SIGNED_IN },
  {
    procedure: 'programs.start',
    method: 'POST',
    path: (t) => `/api/user/${t.userId}/program`,
    body: () => ({ programId: 'bodyweight-base', startDay: localDay(new Date(), 'UTC') }),
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'programs.change',
    method: 'PATCH',
    path: (t) => `/api/user/${t.userId}/program`,
    body: () => ({ paused: true }),
    fresh: followingAProgram,
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  {
    procedure: 'programs.leave',
    method: 'DELETE',
    path: (t) => `/api/user/${t.userId}/program`,
    fresh: followingAProgram,
    expected: { own: SIGNED_IN, other: NOBODY_ELSE, client: NOBODY_ELSE, missing: NOBODY_ELSE },
  },
  // It holds live invitation links.
  {
    procedure: 'admin.outbox',
    method: 'GET',
    path: () => '/api/admin/outbox',
    expected: ADMIN_ONLY,
  },
  // Whoever holds a pairing code may pair a screen with it; that is what the code is for.
  {
    procedure: 'kiosk.pair',
    method: 'POST',
    path: () => '/api/kiosk/pair',
    body: (t) => ({ code: t.pairingCode, delivery: 'token' }),
    expected: {
      existing: { ...ANYONE, kiosk: 200 },
      missing: { ...ANYONE_MISSING, kiosk: 404 },
    },
    fresh: freshKiosk,
  },
  {
    procedure: 'kiosk.device',
    method: 'GET',
    path: () => '/api/kiosk/device',
    expected: KIOSK_ONLY,
  },
  { procedure: 'kiosk.board', method: 'GET', path: () => '/api/kiosk/board', expected: KIOSK_ONLY },
  {
    procedure: 'kiosk.exercises',
    method: 'GET',
    path: () => '/api/kiosk/exercises',
    expected: KIOSK_ONLY,
  },
  {
    procedure: 'kiosk.skills',
    method: 'GET',
    path: () => '/api/kiosk/skills',
    expected: KIOSK_ONLY,
  },
  // Class mode (docs/product.md#class-mode): the wall reads its class and gets its QR's code; a
  // coach's phone pairs with that code and drives the class. None of the matrix's trainers has
  // the coach permission (tests/integration/class-mode.test.ts covers coaches); admins need no
  // pairing. A missing kiosk is 404 only past the coach check.
  {
    procedure: 'classMode.wall',
    method: 'GET',
    path: () => '/api/kiosk/class',
    expected: KIOSK_ONLY,
  },
  {
    procedure: 'classMode.remoteCode',
    method: 'POST',
    path: () => '/api/kiosk/remote-code',
    body: () => ({}),
    expected: KIOSK_ONLY,
  },
  {
    procedure: 'classMode.pairRemote',
    method: 'POST',
    path: (t) => `/api/kiosks/${t.kioskId}/remote`,
    body: (t) => ({ code: t.pairingCode }),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshClassKiosk,
  },
  {
    procedure: 'classMode.remote',
    method: 'GET',
    path: (t) => `/api/kiosks/${t.kioskId}/class`,
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshClassKiosk,
  },
  {
    procedure: 'classMode.command',
    method: 'POST',
    path: (t) => `/api/kiosks/${t.kioskId}/class`,
    body: (t) => ({ command: 'load', workoutId: t.workoutId, version: 0 }),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshClassKiosk,
  },
  {
    procedure: 'admin.kiosks.list',
    method: 'GET',
    path: () => '/api/admin/kiosks',
    expected: ADMIN_ONLY,
  },
  {
    procedure: 'admin.kiosks.register',
    method: 'POST',
    path: () => '/api/admin/kiosks',
    body: () => ({ name: 'Matrix wall', timeZone: 'Europe/Berlin' }),
    expected: ADMIN_ONLY,
  },
  {
    procedure: 'admin.kiosks.newPairingCode',
    method: 'POST',
    path: (t) => `/api/admin/kiosks/${t.kioskId}/pairing-code`,
    body: () => ({}),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshKiosk,
  },
  {
    procedure: 'admin.kiosks.revoke',
    method: 'POST',
    path: (t) => `/api/admin/kiosks/${t.kioskId}/revoke`,
    body: () => ({}),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshKiosk,
  },
  {
    procedure: 'admin.kiosks.setLocale',
    method: 'PUT',
    path: (t) => `/api/admin/kiosks/${t.kioskId}/locale`,
    body: () => ({ locale: 'de' }),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshKiosk,
  },
  // The gym's coaches: admins, and trainers an admin made coaches (the matrix's trainers are not).
  {
    procedure: 'admin.setCoach',
    method: 'PUT',
    path: (t) => `/api/admin/users/${t.userId}/coach`,
    body: () => ({ coach: true }),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshTrainer,
  },
  { procedure: 'wods.kiosks', method: 'GET', path: () => '/api/wod-kiosks', expected: ADMIN_ONLY },
  {
    procedure: 'wods.get',
    method: 'GET',
    path: (t) => wodPath(t),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshWod,
  },
  {
    procedure: 'wods.put',
    method: 'PUT',
    path: (t) => wodPath(t),
    body: (t) => ({
      workoutId: t.workoutId,
      scoreType: 'time',
      publishAt: new Date().toISOString(),
    }),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshWod,
  },
  {
    procedure: 'wods.delete',
    method: 'DELETE',
    path: (t) => wodPath(t),
    expected: { existing: ADMIN_ONLY, missing: ADMIN_ONLY_MISSING },
    fresh: freshWod,
  },
  // Any signed-in athlete scores for themselves; nobody scores for another.
  {
    procedure: 'wods.scorePage',
    method: 'GET',
    path: (t) => wodPath(t, '/score'),
    expected: { existing: SIGNED_IN, missing: SIGNED_IN_MISSING },
    fresh: freshWod,
  },
  {
    procedure: 'wods.postScore',
    method: 'POST',
    path: (t) => wodPath(t, '/scores'),
    body: () => ({ seconds: 300 }),
    expected: { existing: SIGNED_IN, missing: SIGNED_IN_MISSING },
    fresh: freshWod,
  },
  {
    procedure: 'kiosk.whiteboard',
    method: 'GET',
    path: () => '/api/kiosk/whiteboard',
    expected: KIOSK_ONLY,
  },
  {
    procedure: 'auth.desktopCode',
    method: 'POST',
    path: () => '/api/auth/desktop/code',
    body: () => ({ port: 50_000, state: 'matrix-state-0123456789', challenge: CHALLENGE }),
    expected: SIGNED_IN,
  },
  // The code is the credential: whoever holds it and its verifier gets the session.
  {
    procedure: 'auth.desktopToken',
    method: 'POST',
    path: () => '/api/auth/desktop/token',
    body: (t) => ({ code: t.desktopCode, verifier: t.desktopVerifier }),
    expected: { existing: { ...ANYONE, kiosk: 200 }, missing: { ...ANYONE_BAD, kiosk: 400 } },
    fresh: freshDesktopCode,
  },
]

const ACTORS: Actor[] = ['signedOut', 'user', 'trainer', 'manager', 'admin', 'kiosk']
const expectedOf = (e: Expected, actor: Actor): Status =>
  actor === 'kiosk' ? (e.kiosk ?? e.signedOut) : e[actor]

function isPerOwner(expected: MatrixRow['expected']): expected is Partial<Record<Owner, Expected>> {
  return !('signedOut' in expected)
}

interface Cell {
  name: string
  row: MatrixRow
  actor: Actor
  owner: Owner | null
  status: number
}

const OWNER_WORDS: Record<Owner, string> = {
  own: 'their own object',
  other: "someone else's object",
  client: "their client's object",
  former: "their former client's object",
  existing: 'an existing object',
  missing: 'a missing object',
}

const cells: Cell[] = MATRIX.flatMap((row) =>
  ACTORS.flatMap((actor): Cell[] => {
    if (!isPerOwner(row.expected)) {
      return [
        {
          name: `${row.procedure} as ${actor}`,
          row,
          actor,
          owner: null,
          status: expectedOf(row.expected, actor),
        },
      ]
    }
    return (Object.entries(row.expected) as [Owner, Expected][]).map(([owner, expected]) => ({
      name: `${row.procedure} as ${actor} on ${OWNER_WORDS[owner]}`,
      row,
      actor,
      owner,
      status: expectedOf(expected, actor),
    }))
  }),
)

let catalogue: Omit<Target, 'userId'>
let server: TestServer

/** The caller (none when signed out or a kiosk), their credential, and another user. */
interface Actors {
  self: Awaited<ReturnType<typeof createUser>> | null
  token: string | undefined
  kioskToken: string | undefined
  someoneElse: Awaited<ReturnType<typeof createUser>>
}

async function makeActors(actor: Actor, owner: Owner | null): Promise<Actors> {
  const person = actor !== 'signedOut' && actor !== 'kiosk'
  const self = person ? await createUser(server.database, { role: actor }) : null
  const token = self ? await createSessionToken(server.database, self.id) : undefined
  const kioskToken = actor === 'kiosk' ? await pairedKioskToken(server.database) : undefined
  // For the 'client' and 'former' owners, someone whose trainer is the caller.
  const someoneElse = await createUser(server.database, {
    trainerId: owner === 'client' || owner === 'former' ? (self?.id ?? null) : null,
  })
  return { self, token, kioskToken, someoneElse }
}

/**
 * Whether a cell leaves its people as they were, so they may be shared with other such cells:
 * a GET, or a call refused (an answer of 400 or more changes nothing). A cell that may succeed at
 * a write (a logout, a role change, leaving a trainer) gets people of its own, as does the
 * 'former' owner, whose client moves to another trainer. Objects the row makes (`fresh`) are
 * still made for every cell.
 */
function changesNoActor(row: MatrixRow, owner: Owner | null, status: number): boolean {
  return owner !== 'former' && (row.method === 'GET' || status >= 400)
}

// Made once per actor (and once more per actor with a client), when a cell first needs them:
// two users, a session and a kiosk's pairing cost about 5 ms of CPU, for each of ~1,600 cells.
const shared = new Map<string, Promise<Actors>>()
function sharedActors(actor: Actor, owner: Owner | null): Promise<Actors> {
  const key = owner === 'client' ? `${actor} with a client` : actor
  let actors = shared.get(key)
  if (!actors) {
    actors = makeActors(actor, owner)
    shared.set(key, actors)
  }
  return actors
}
beforeAll(async () => {
  server = await startTestServer()
  const db = server.database.db
  const [workout, exercise, step, workoutExercise] = await Promise.all([
    db.select({ id: workouts.id }).from(workouts).limit(1).get(),
    db.select({ id: exercises.id }).from(exercises).limit(1).get(),
    // A skill that requires none, so any signed-in user may climb it.
    db
      .select({ id: skillSteps.id, skillId: skillSteps.skillId })
      .from(skillSteps)
      .where(
        notExists(
          db
            .select()
            .from(skillPrerequisites)
            .where(eq(skillPrerequisites.skillId, skillSteps.skillId)),
        ),
      )
      .limit(1)
      .get(),
    db.select({ id: workoutExercises.id }).from(workoutExercises).limit(1).get(),
  ])
  if (!workout || !exercise || !step || !workoutExercise) {
    throw new Error('the test server has no built-in catalogue')
  }
  catalogue = {
    workoutId: workout.id,
    exerciseId: exercise.id,
    skillId: step.skillId,
    stepId: step.id,
    workoutExerciseId: workoutExercise.id,
    blockId: MISSING_ID,
    invitationId: MISSING_ID,
    invitationToken: MISSING_TOKEN,
    trainerId: MISSING_ID,
    planId: MISSING_ID,
    requestId: MISSING_ID,
    kioskId: MISSING_ID,
    pairingCode: MISSING_CODE,
    desktopCode: MISSING_DESKTOP_CODE,
    desktopVerifier: VERIFIER,
    pageSlug: 'terms',
    setId: MISSING_ID,
    sessionId: MISSING_ID,
  }
})
afterAll(() => server.close())

describe('the authorization matrix', () => {
  it('has a row for every procedure of the app router', () => {
    const procedures = Object.keys(appRouter._def.procedures)
    const covered = new Set(MATRIX.map((r) => r.procedure))
    const missing = procedures.filter((p) => !covered.has(p))
    expect(
      missing,
      `procedures without an authorization matrix row: ${missing.join(', ')}`,
    ).toEqual([])
    const stale = [...covered].filter((p) => !procedures.includes(p))
    expect(stale, `matrix rows for procedures that no longer exist: ${stale.join(', ')}`).toEqual(
      [],
    )
  })

  it('has a row whose method and path match each procedure’s REST route', () => {
    for (const row of MATRIX) {
      const procedure = appRouter._def.procedures[
        row.procedure as keyof typeof appRouter._def.procedures
      ] as unknown as {
        _def: { meta?: { openapi?: { method: string; path: string } } }
      }
      const openapi = procedure._def.meta?.openapi
      expect(openapi, `${row.procedure} has no REST route`).toBeDefined()
      const ids: Target = {
        userId: 42,
        workoutId: 42,
        exerciseId: 42,
        skillId: 42,
        stepId: 42,
        workoutExerciseId: 42,
        blockId: 42,
        invitationId: 42,
        invitationToken: '42',
        trainerId: 42,
        planId: 42,
        requestId: 42,
        kioskId: 42,
        pairingCode: '42',
        desktopCode: '42',
        desktopVerifier: '42',
        pageSlug: '42',
        setId: 42,
        sessionId: 42,
      }
      // Path parameters that are ids are 42 here; others (a day) may be anything but a slash.
      const route = `${row.method} /api${openapi!.path.replace(/\{[^}]+\}/g, '42')}`
      const called = `${row.method} ${row.path(ids).split('?')[0]}`
      const pattern = new RegExp(
        `^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/42/g, '[^/]+')}$`,
      )
      expect(called, route).toMatch(pattern)
    }
  })

  for (const { name, row, actor, owner, status } of cells) {
    it(`${name} answers ${status}`, async () => {
      const { self, token, kioskToken, someoneElse } = changesNoActor(row, owner, status)
        ? await sharedActors(actor, owner)
        : await makeActors(actor, owner)
      const target: Target =
        owner === 'missing'
          ? {
              userId: MISSING_ID,
              workoutId: MISSING_ID,
              exerciseId: MISSING_ID,
              skillId: MISSING_ID,
              stepId: MISSING_ID,
              workoutExerciseId: MISSING_ID,
              blockId: MISSING_ID,
              invitationId: MISSING_ID,
              invitationToken: MISSING_TOKEN,
              trainerId: MISSING_ID,
              planId: MISSING_ID,
              requestId: MISSING_ID,
              kioskId: MISSING_ID,
              pairingCode: MISSING_CODE,
              desktopCode: MISSING_DESKTOP_CODE,
              desktopVerifier: VERIFIER,
              pageSlug: 'no-such-page',
              setId: MISSING_ID,
              sessionId: MISSING_ID,
            }
          : {
              ...catalogue,
              userId: owner === 'own' ? (self?.id ?? someoneElse.id) : someoneElse.id,
              ...(await row.fresh?.(server.database, { self, owner: owner ?? 'existing' })),
            }
      // The former client moves on, with everything made while the caller was their trainer.
      if (owner === 'former' && self) {
        const next = await createUser(server.database, { role: 'trainer' })
        await server.database.write((db) =>
          db.update(users).set({ trainerId: next.id }).where(eq(users.trainerId, self.id)).run(),
        )
      }
      const res = await rest(server.url, row.method, row.path(target), {
        token,
        body: row.body?.(target),
        headers: kioskToken ? { authorization: `Kiosk ${kioskToken}` } : {},
      })
      expect(res.status, res.text).toBe(status)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expectNoStackTrace(res)
      if (status >= 400) expect(res.body).toMatchObject({ message: expect.any(String) })
    })
  }
})
