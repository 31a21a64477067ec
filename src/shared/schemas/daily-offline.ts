import { z } from 'zod'
import { workoutWithExercisesSchema } from './catalogue'
import { lastSessionSchema } from './progression'
import { progressSchema } from './progress'

// docs/product.md#offline: what a device keeps after a visit of Daily, so that every workout
// Daily shows (today's and the week's) starts and finishes with no network.

/** Daily's workouts at most: a plan of many workouts is kept up to here, today's first. */
export const DAILY_OFFLINE_MAX_WORKOUTS = 40

export const dailyOfflineSchema = z.object({
  /** Today in the user's time zone, as Daily's answer says it, YYYY-MM-DD. */
  day: z.string(),
  /** Each workout as `GET /api/workouts/{id}/exercises` answers it: today's first, then the week's. */
  workouts: z.array(workoutWithExercisesSchema),
  /**
   * 'Last time' for each exercise of each workout, as the player asks for it (with the workout,
   * so its range and a trainer's choice apply), as of now.
   */
  lastSessions: z.array(lastSessionSchema.extend({ workoutId: z.number().int() })),
  /** As `GET /api/user/{userId}/progress` answers it: the exercise lists and the player's end read it. */
  progress: progressSchema,
})
export type DailyOffline = z.infer<typeof dailyOfflineSchema>
