import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, workoutBlocks, workoutExercises, workouts } from '../../db/schema'
import type { CompletionPlan } from '~/shared/rules/completion'
import type { ChoiceWorkout } from '~/shared/rules/daily-choice'
import { workoutMinutes } from '~/shared/rules/workout-minutes'
import type { WORKOUT_CATEGORIES } from '~/shared/schemas/catalogue'
import { cachedCatalogue } from './catalogue-cache'

export interface WorkoutPlan extends ChoiceWorkout {
  id: number
  title: string
  category: (typeof WORKOUT_CATEGORIES)[number]
  /** The workout's exercises, in its order. */
  exerciseIds: number[]
  /** Each exercise's equipment text, in the same order: Daily's choice reads them. */
  equipment: string[]
  /** What completing it asks (docs/product.md#completion): its blocks and rows. */
  completion: {
    blocks: CompletionPlan['blocks'][number][]
    items: CompletionPlan['items'][number][]
  }
}

/**
 * Every workout's exercise ids, from the catalogue cache (docs/architecture.md#catalogue-cache):
 * what a completion is checked against without a query, and what Daily's choice reads (so a
 * writer knows the athlete's day's session for the full-day badge). The map iterates in id order.
 */
export async function workoutPlans(
  db: Drizzle,
  /** The catalogue's version as the caller read it (catalogue-cache.ts). */
  knownVersion?: number,
): Promise<Map<number, WorkoutPlan>> {
  return cachedCatalogue(db, 'workout-plans', loadWorkoutPlans, knownVersion)
}

async function loadWorkoutPlans(db: Drizzle): Promise<Map<number, WorkoutPlan>> {
  const rows = await db
    .select({
      id: workouts.id,
      title: workouts.title,
      category: workouts.category,
      difficulty: workouts.difficulty,
      duration: workouts.duration,
    })
    .from(workouts)
    .orderBy(asc(workouts.id))
    .all()
  const plans = new Map<number, WorkoutPlan>(
    rows.map(({ duration, ...r }) => [
      r.id,
      {
        ...r,
        minutes: duration,
        exerciseIds: [],
        equipment: [],
        completion: { blocks: [], items: [] },
      },
    ]),
  )
  const items = await db
    .select({
      workoutId: workoutExercises.workoutId,
      exerciseId: workoutExercises.exerciseId,
      blockId: workoutExercises.blockId,
      sets: workoutExercises.sets,
      duration: workoutExercises.duration,
      restTime: workoutExercises.restTime,
      equipment: exercises.equipment,
    })
    .from(workoutExercises)
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .orderBy(asc(workoutExercises.order), asc(workoutExercises.id))
    .all()
  const timings = new Map<number, typeof items>()
  for (const item of items) {
    const plan = plans.get(item.workoutId)
    if (!plan) continue
    plan.exerciseIds.push(item.exerciseId)
    plan.equipment.push(item.equipment)
    plan.completion.items.push({
      exerciseId: item.exerciseId,
      blockId: item.blockId,
      sets: item.sets,
    })
    timings.set(item.workoutId, [...(timings.get(item.workoutId) ?? []), item])
  }
  const blocks = await db
    .select({
      id: workoutBlocks.id,
      workoutId: workoutBlocks.workoutId,
      kind: workoutBlocks.kind,
      rounds: workoutBlocks.rounds,
      minutes: workoutBlocks.minutes,
    })
    .from(workoutBlocks)
    .orderBy(asc(workoutBlocks.position), asc(workoutBlocks.id))
    .all()
  for (const { workoutId, ...block } of blocks) plans.get(workoutId)?.completion.blocks.push(block)
  // The minutes every screen shows (docs/product.md#minutes), so the choice is the same here.
  for (const plan of plans.values())
    plan.minutes = workoutMinutes(timings.get(plan.id), plan.minutes)
  return plans
}
