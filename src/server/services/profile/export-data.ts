import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import {
  badges,
  exerciseCompletions,
  exercises,
  skills,
  userBadges,
  userSkills,
} from '../../db/schema'
import { getUser } from '../users/get-user'
import { completionHistory } from './completion-history'

/** Everything stored about the user, for their own download (JSON, or CSV built from it). */
export async function exportUserData({ db, userId }: { db: Drizzle; userId: number }) {
  const [user, workoutsDone, exercisesDone, skillRows, badgeRows] = await Promise.all([
    getUser({ db, userId }),
    completionHistory(db, userId, { newestFirst: false }),
    db
      .select({
        workoutId: exerciseCompletions.workoutId,
        exerciseId: exerciseCompletions.exerciseId,
        exercise: exercises.name,
        day: exerciseCompletions.day,
        completedAt: exerciseCompletions.completedAt,
        sets: exerciseCompletions.sets,
        reps: exerciseCompletions.reps,
        seconds: exerciseCompletions.seconds,
      })
      .from(exerciseCompletions)
      .leftJoin(exercises, eq(exercises.id, exerciseCompletions.exerciseId))
      .where(eq(exerciseCompletions.userId, userId))
      .orderBy(asc(exerciseCompletions.completedAt))
      .all(),
    db
      .select({ skill: skills.name, unlockedAt: userSkills.unlockedAt })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .where(eq(userSkills.userId, userId))
      .all(),
    db
      .select({ badge: badges.name, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .all(),
  ])
  const iso = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
      ),
    )
  return {
    exportedAt: new Date().toISOString(),
    user,
    workoutCompletions: iso(workoutsDone),
    exerciseCompletions: iso(exercisesDone),
    skills: iso(skillRows),
    badges: iso(badgeRows),
  }
}
