import { asc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { planWorkouts, workoutExercises, workouts } from '../../db/schema'
import { workoutMinutes, type MinutesInput } from '~/shared/rules/workout-minutes'
import type { Workout } from '~/shared/schemas/catalogue'
import { isoDates, workoutColumns } from '../catalogue/columns'

/**
 * The workouts of each plan in the plan's order, with exercise count and docs/product.md#minutes minutes: one
 * query (plan rows joined to their workouts and those workouts' exercise parameters) however
 * many plans and workouts there are. Plans without workouts are absent from the map.
 */
export async function loadPlanWorkouts(
  db: Drizzle,
  planIds: number[],
): Promise<Map<number, Workout[]>> {
  const byPlan = new Map<number, Workout[]>()
  if (planIds.length === 0) return byPlan
  const rows = await db
    .select({
      planId: planWorkouts.planId,
      position: planWorkouts.position,
      workout: workoutColumns,
      exerciseRowId: workoutExercises.id,
      sets: workoutExercises.sets,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
    })
    .from(planWorkouts)
    .innerJoin(workouts, eq(workouts.id, planWorkouts.workoutId))
    .leftJoin(workoutExercises, eq(workoutExercises.workoutId, workouts.id))
    .where(inArray(planWorkouts.planId, planIds))
    .orderBy(asc(planWorkouts.planId), asc(planWorkouts.position))
    .all()
  // Rows come per (plan, position, exercise); gather each position's exercise parameters.
  const entries = new Map<
    string,
    { planId: number; row: (typeof rows)[number]; params: MinutesInput[] }
  >()
  for (const row of rows) {
    const key = `${row.planId}:${row.position}`
    let entry = entries.get(key)
    if (!entry) {
      entry = { planId: row.planId, row, params: [] }
      entries.set(key, entry)
    }
    if (row.exerciseRowId !== null) entry.params.push(row)
  }
  for (const { planId, row, params } of entries.values()) {
    const list = byPlan.get(planId) ?? []
    list.push({
      ...isoDates(row.workout),
      exerciseCount: params.length,
      minutes: workoutMinutes(params, row.workout.duration),
    })
    byPlan.set(planId, list)
  }
  return byPlan
}

/** Plan rows with their `workouts` (see loadPlanWorkouts): still one query for all of them. */
export async function withPlanWorkouts<Row extends { id: number }>(
  db: Drizzle,
  rows: Row[],
): Promise<(Row & { workouts: Workout[] })[]> {
  const byPlan = await loadPlanWorkouts(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({ ...row, workouts: byPlan.get(row.id) ?? [] }))
}
