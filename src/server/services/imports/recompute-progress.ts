// After an import or its undo changes the completions (and when the database is migrated to a
// new streak rule, db/recompute-streaks.ts), the streak, level and badges are judged
// afresh on the whole history, as a correction of the set log does (sets/correct-set.ts).
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userBadges } from '../../db/schema'
import { badgeEarned, type BadgeStats } from '~/shared/rules/badges'
import { chooseSession } from '~/shared/rules/daily-choice'
import { computeStreak, longestStreak } from '~/shared/rules/days'
import { levelFromBadges } from '~/shared/rules/levels'
import { workoutPlans } from '../catalogue/workout-plans'
import { streakDaysOf } from '../progress/streak-days'
import { claimProgressVersion, readProgressState, writeProgress } from '../progress/progress-state'

/** The streak, level and badges of `userId`, from their completions as they now are. */
export async function recomputeProgress(database: Database, userId: number, now = new Date()) {
  await writeProgress(database, userId, async () => {
    const db = database.db
    const state = await readProgressState(db, userId, now)
    const plans = await workoutPlans(db)
    const completions = await db.all<{ workoutId: number | null; day: string }>(
      sql`SELECT workout_id AS workoutId, day FROM workout_completions WHERE user_id = ${userId}`,
    )
    const byCategory: BadgeStats['byCategory'] = {}
    const doneByDay = new Map<string, Set<number>>()
    for (const { workoutId, day } of completions) {
      const plan = workoutId === null ? undefined : plans.get(workoutId)
      if (plan) byCategory[plan.category] = (byCategory[plan.category] ?? 0) + 1
      if (workoutId !== null) doneByDay.set(day, (doneByDay.get(day) ?? new Set()).add(workoutId))
    }
    // The days that count for the streak (docs/product.md#streak), as every reader counts them.
    const days = await streakDaysOf(db, userId)
    const plansList = [...plans.values()]
    const history: BadgeStats = {
      workouts: state.workouts,
      exercises: state.exercises,
      skills: state.skillIds.length,
      streak: longestStreak(days),
      fullDay: [...doneByDay].some(([day, done]) => {
        const ids = chooseSession(plansList, state.athlete, day)
        return ids.length > 0 && ids.every((id) => done.has(id))
      }),
      byCategory,
    }
    const lost = state.earned.filter((b) => b.rule !== null && !badgeEarned(b.rule, history))
    const won = state.openBadges.filter((b) => b.rule !== null && badgeEarned(b.rule, history))
    const level = levelFromBadges(state.earnedBadges - lost.length + won.length)
    await database.commit([
      claimProgressVersion(state, { streak: computeStreak(days, state.day), level }),
      ...lost.map((b) =>
        db.run(sql`DELETE FROM user_badges WHERE user_id = ${userId} AND badge_id = ${b.id}`),
      ),
      ...won.map((b) =>
        db
          .insert(userBadges)
          .values({ userId, badgeId: b.id, earnedAt: now })
          .onConflictDoNothing(),
      ),
    ])
  })
}
