import { asc } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workoutExercises, workouts } from '../../db/schema'
import { AppError } from '../../errors'
import { workoutMinutes } from '~/shared/rules/workout-minutes'
import type { Workout } from '~/shared/schemas/catalogue'
import { cachedCatalogue } from './catalogue-cache'
import { isoDates, workoutColumns } from './columns'

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

/** Every workout with its count and minutes, in two queries however many workouts there are. */
export async function loadAllWorkouts(db: Drizzle): Promise<Workout[]> {
  const rows = await db.select(workoutColumns).from(workouts).orderBy(asc(workouts.id)).all()
  if (rows.length === 0) return []
  const params = await db
    .select({
      workoutId: workoutExercises.workoutId,
      sets: workoutExercises.sets,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
    })
    .from(workoutExercises)
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

export async function getWorkout({
  db,
  workoutId,
}: {
  db: Drizzle
  workoutId: number
}): Promise<Workout> {
  const [workout] = await listWorkouts({ db, ids: [workoutId] })
  if (!workout) throw new AppError('NOT_FOUND', 'Workout not found')
  return workout
}
