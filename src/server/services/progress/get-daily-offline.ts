import type { Drizzle } from '../../db/client'
import type { DataVersions } from '../../db/versions'
import { AppError } from '../../errors'
import { getWorkoutExercises } from '../catalogue/get-workout-exercises'
import type { WorkoutCaller } from '../catalogue/workout-access'
import { getLastSession } from '../progression/get-last-session'
import { getProgress } from './get-progress'
import { getKeptDaily } from './kept-daily'
import type { Daily } from '~/shared/schemas/progress'
import { DAILY_OFFLINE_MAX_WORKOUTS, type DailyOffline } from '~/shared/schemas/daily-offline'

/**
 * The workouts Daily shows, each once: today's first (the lead, the trainer's, the session), then
 * the plans' and the coming days' (This week), at most DAILY_OFFLINE_MAX_WORKOUTS.
 */
export function dailyWorkoutIds(daily: Daily): number[] {
  const ids = new Set<number>([
    ...[daily.lead.program?.workout, daily.lead.plan?.workout].flatMap((w) => (w ? [w.id] : [])),
    ...daily.scheduled.map((item) => item.workoutId),
    ...daily.workouts.map((w) => w.id),
    ...daily.ahead.flatMap((day) => [
      ...day.scheduled.map((item) => item.workoutId),
      ...day.workouts.map((w) => w.id),
    ]),
    ...daily.plans.flatMap((plan) => plan.workouts.map((w) => w.id)),
  ])
  return [...ids].slice(0, DAILY_OFFLINE_MAX_WORKOUTS)
}

/**
 * What a device keeps to train offline after a visit of Daily (docs/product.md#offline): every
 * workout Daily shows with its blocks and exercises, each exercise's 'Last time' as the player
 * asks for it, and today's progress, in one answer. Each part is the very answer of the read the
 * screens make (workouts.exercises, progression.lastSession, progress.get), from the same
 * services, so the device files each under that read and the screens find it offline.
 */
export async function getDailyOffline({
  db,
  user,
  versions,
  now = new Date(),
}: {
  db: Drizzle
  user: WorkoutCaller & { timeZone: string }
  versions?: DataVersions
  now?: Date
}): Promise<DailyOffline> {
  const daily = await getKeptDaily({
    db,
    userId: user.id,
    timeZone: user.timeZone,
    versions,
    now,
  })
  const [workouts, progress] = await Promise.all([
    Promise.all(
      dailyWorkoutIds(daily).map((workoutId) =>
        // A workout gone (or no longer given to the athlete) since Daily was kept is left out.
        getWorkoutExercises({ db, workoutId, caller: user }).catch(notFoundAsNull),
      ),
    ),
    getProgress({ db, userId: user.id, now, timeZone: user.timeZone }),
  ])
  const kept = workouts.filter((w) => w !== null)
  const pairs = kept.flatMap((w) =>
    [...new Set(w.exercises.map((e) => e.exerciseId))].map((exerciseId) => ({
      workoutId: w.id,
      exerciseId,
    })),
  )
  const lastSessions = await Promise.all(
    pairs.map(async ({ workoutId, exerciseId }) => ({
      ...(await getLastSession({ db, userId: user.id, exerciseId, workoutId, before: now })),
      workoutId,
    })),
  )
  return { day: daily.day, workouts: kept, lastSessions, progress }
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null
  throw error
}
