import { asc, desc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { workoutCompletions } from '../../db/schema'

/** The user's completed workouts, as history shows them and the export writes them. */
export function completionHistory(
  db: Drizzle,
  userId: number,
  opts: { newestFirst: boolean; limit?: number },
) {
  const query = db
    .select({
      workoutId: workoutCompletions.workoutId,
      title: workoutCompletions.workoutTitle,
      day: workoutCompletions.day,
      completedAt: workoutCompletions.completedAt,
    })
    .from(workoutCompletions)
    .where(eq(workoutCompletions.userId, userId))
    .orderBy(
      opts.newestFirst ? desc(workoutCompletions.completedAt) : asc(workoutCompletions.completedAt),
    )
  return opts.limit ? query.limit(opts.limit).all() : query.all()
}
