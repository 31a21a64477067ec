import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { calendarEntries, customWorkoutPlans, planWorkouts, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import { tx } from '../../i18n/server-text'
import { hasRole, type Role } from '~/shared/roles'

/** Who asks: the session's user. */
export interface WorkoutCaller {
  id: number
  role: Role
}

export const WORKOUT_NOT_FOUND = tx('Workout not found')
export const CATALOGUE_ADMINS_ONLY = tx('Only admins change the catalogue')

/**
 * Whether `caller` may open a trainer's private workout (docs/product.md#trainer-workouts): its
 * trainer, an admin, or an athlete it was given to (on their calendar or in a plan of theirs).
 * Catalogue workouts are everyone's and never reach this.
 */
async function maySeePrivate(
  db: Drizzle,
  caller: WorkoutCaller,
  workoutId: number,
  ownerId: number,
): Promise<boolean> {
  if (caller.id === ownerId || caller.role === 'admin') return true
  const [scheduled, planned] = await Promise.all([
    db
      .select({ id: calendarEntries.id })
      .from(calendarEntries)
      .where(and(eq(calendarEntries.userId, caller.id), eq(calendarEntries.workoutId, workoutId)))
      .limit(1)
      .get(),
    db
      .select({ id: planWorkouts.planId })
      .from(planWorkouts)
      .innerJoin(customWorkoutPlans, eq(customWorkoutPlans.id, planWorkouts.planId))
      .where(and(eq(customWorkoutPlans.userId, caller.id), eq(planWorkouts.workoutId, workoutId)))
      .limit(1)
      .get(),
  ])
  return scheduled !== undefined || planned !== undefined
}

/**
 * 404 unless the workout exists and the caller may see it. A private workout the caller may not
 * see answers exactly as a missing one, so its existence is not told.
 */
export async function assertCanReadWorkout(
  db: Drizzle,
  caller: WorkoutCaller,
  workoutId: number,
): Promise<{ ownerId: number | null }> {
  const row = await db
    .select({ ownerId: workouts.ownerId })
    .from(workouts)
    .where(eq(workouts.id, workoutId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', WORKOUT_NOT_FOUND)
  if (row.ownerId !== null && !(await maySeePrivate(db, caller, workoutId, row.ownerId))) {
    throw new AppError('NOT_FOUND', WORKOUT_NOT_FOUND)
  }
  return row
}

/**
 * 403 or 404 unless the caller may change the workout: the catalogue's only by admins, a private
 * one by its trainer or an admin (another trainer is told it does not exist).
 */
export async function assertCanEditWorkout(
  db: Drizzle,
  caller: WorkoutCaller,
  workoutId: number,
): Promise<void> {
  const row = await db
    .select({ ownerId: workouts.ownerId })
    .from(workouts)
    .where(eq(workouts.id, workoutId))
    .get()
  if (!row) throw new AppError('NOT_FOUND', WORKOUT_NOT_FOUND)
  if (caller.role === 'admin') return
  if (row.ownerId === null) throw new AppError('FORBIDDEN', CATALOGUE_ADMINS_ONLY)
  if (row.ownerId !== caller.id) throw new AppError('NOT_FOUND', WORKOUT_NOT_FOUND)
}

/**
 * 400 naming the ids a trainer cannot give a client: missing ones, and private workouts of
 * another trainer (an admin may give any). What a calendar day or a plan is checked against.
 */
export async function assertCanAssignWorkouts(
  db: Drizzle,
  caller: WorkoutCaller,
  workoutIds: readonly number[],
): Promise<void> {
  if (workoutIds.length === 0) return
  const ids = [...new Set(workoutIds)]
  const found = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(
        inArray(workouts.id, ids),
        hasRole(caller.role, ['admin'])
          ? undefined
          : or(isNull(workouts.ownerId), eq(workouts.ownerId, caller.id)),
      ),
    )
    .all()
  const known = new Set(found.map((w) => w.id))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      tx(
        '{count, plural, one {Workout {ids} does not exist (it may have been deleted)} other {Workouts {ids} do not exist (they may have been deleted)}}',
        { count: unknown.length, ids: unknown.join(', ') },
      ),
    )
  }
}
