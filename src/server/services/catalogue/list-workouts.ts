import { asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import { workoutMinutes } from '~/shared/rules/workout-minutes'
import type { Workout } from '~/shared/schemas/catalogue'
import { cachedCatalogue } from './catalogue-cache'
import { isoDates, workoutColumns } from './columns'
import { assertCanReadWorkout, type WorkoutCaller } from './workout-access'
import { tx } from '../../i18n/server-text'

/**
 * Workouts with their exercise count and minutes, in id order: all of them, those of one
 * category, or those with the given ids (in id order). Served from the catalogue cache: one
 * primary-key read when the catalogue has not changed (docs/architecture.md#catalogue-cache).
 */
export async function listWorkouts({
  db,
  ids,
  category,
}: {
  db: Drizzle
  ids?: number[]
  category?: string
}): Promise<Workout[]> {
  const all = await cachedCatalogue(db, 'workouts', loadAllWorkouts)
  if (ids) {
    const wanted = new Set(ids)
    return all.filter((w) => wanted.has(w.id))
  }
  return category ? all.filter((w) => w.category === category) : all
}

/** The catalogue's workouts (not trainers' private ones) with their counts and minutes. */
export function loadAllWorkouts(db: Drizzle): Promise<Workout[]> {
  return loadWorkoutsWhere(db, isNull(workouts.ownerId))
}

/** The private workouts a trainer wrote, newest first (docs/product.md#trainer-workouts). */
export async function listOwnWorkouts({
  db,
  ownerId,
}: {
  db: Drizzle
  ownerId: number
}): Promise<Workout[]> {
  return (await loadWorkoutsWhere(db, eq(workouts.ownerId, ownerId))).reverse()
}

/** Workouts matching `where` with their count and minutes, in two queries however many there are. */
async function loadWorkoutsWhere(db: Drizzle, where: SQL): Promise<Workout[]> {
  const rows = await db
    .select(workoutColumns)
    .from(workouts)
    .where(where)
    .orderBy(asc(workouts.id))
    .all()
  if (rows.length === 0) return []
  const params = await db
    .select({
      workoutId: workoutExercises.workoutId,
      sets: workoutExercises.sets,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
    })
    .from(workoutExercises)
    .where(
      inArray(
        workoutExercises.workoutId,
        db.select({ id: workouts.id }).from(workouts).where(where),
      ),
    )
    .all()
  const byWorkout = new Map<number, typeof params>()
  for (const p of params) byWorkout.set(p.workoutId, [...(byWorkout.get(p.workoutId) ?? []), p])
  return rows.map((row) => {
    const list = byWorkout.get(row.id) ?? []
    return {
      ...isoDates(row),
      exerciseCount: list.length,
      minutes: workoutMinutes(list, row.duration),
    }
  })
}

/**
 * One workout: the catalogue's from the cache; a trainer's private one only for those who may
 * see it (its trainer, an admin, an athlete it was given to), else 404 as if missing.
 */
export async function getWorkout({
  db,
  workoutId,
  caller,
}: {
  db: Drizzle
  workoutId: number
  caller: WorkoutCaller
}): Promise<Workout> {
  const [workout] = await listWorkouts({ db, ids: [workoutId] })
  if (workout) return workout
  await assertCanReadWorkout(db, caller, workoutId)
  const [own] = await loadWorkoutsWhere(db, eq(workouts.id, workoutId))
  if (!own) throw new AppError('NOT_FOUND', tx('Workout not found'))
  return own
}
