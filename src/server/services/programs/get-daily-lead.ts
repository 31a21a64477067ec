import { and, eq, inArray, max } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workoutCompletions } from '../../db/schema'
import { dailyLead, nextPlanWorkout } from '~/shared/rules/programs'
import type { AssignedPlan } from '~/shared/schemas/progress'
import type { DailyLeadAnswer, PlanLead } from '~/shared/schemas/programs'
import { programStanding, readProgramColumns } from './program-standing'

/**
 * What leads Daily (docs/product.md#daily): the next day of the program the athlete follows,
 * the next workout of their trainer's newest plan, or both, the one they chose first. Part of
 * the Daily answer, so it is kept with it: a program's start, pause or leave changes a users
 * column whose trigger bumps daily_version (migration 0018), and so does a completion.
 */
export async function getDailyLead({
  db,
  userId,
  today,
  completedToday,
  plans,
}: {
  db: Drizzle
  userId: number
  today: string
  completedToday: ReadonlySet<number>
  /** The user's assigned plans as Daily shows them, newest first. */
  plans: readonly AssignedPlan[]
}): Promise<DailyLeadAnswer> {
  const columns = await readProgramColumns(db, userId)
  const [program, plan] = await Promise.all([
    columns ? programStanding({ db, userId, columns, today, completedToday }) : null,
    planLead(db, userId, plans),
  ])
  const first = dailyLead({
    hasProgram: program !== null,
    hasPlan: plan !== null,
    choice: columns?.dailyLead ?? null,
  })
  return { first, program, plan }
}

/** The newest plan with workouts, led by the one after the plan's workout completed last. */
async function planLead(
  db: Drizzle,
  userId: number,
  plans: readonly AssignedPlan[],
): Promise<PlanLead | null> {
  const plan = plans.find((p) => p.workouts.length > 0)
  if (!plan) return null
  const ids = plan.workouts.map((w) => w.id)
  const rows = await db
    .select({ workoutId: workoutCompletions.workoutId, day: max(workoutCompletions.day) })
    .from(workoutCompletions)
    .where(and(eq(workoutCompletions.userId, userId), inArray(workoutCompletions.workoutId, ids)))
    .groupBy(workoutCompletions.workoutId)
    .all()
  const lastDone = new Map(
    rows.flatMap((r) => (r.workoutId === null || r.day === null ? [] : [[r.workoutId, r.day]])),
  )
  const next = nextPlanWorkout(ids, lastDone)
  const workout = next ? plan.workouts[next.index] : undefined
  if (!next || !workout) return null
  return {
    planId: plan.id,
    name: plan.name,
    trainerName: plan.trainerName,
    position: next.index + 1,
    count: plan.workouts.length,
    workout,
  }
}
