import { asc, eq, inArray } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import {
  badges,
  exerciseCompletions,
  exercises,
  skills,
  skillSteps,
  userBadges,
  userSkills,
  userStepPasses,
} from '../../db/schema'
import { readSets } from '../sets/set-rows'
import { getUser } from '../users/get-user'
import { completionHistory } from './completion-history'
import { loadFigure } from '~/shared/rules/units'
import type { ExportedSet } from '~/shared/schemas/sets'

/** Everything stored about the user, for their own download (JSON, or CSV built from it). */
export async function exportUserData({ db, userId }: { db: Drizzle; userId: number }) {
  const [user, workoutsDone, exercisesDone, skillRows, badgeRows, setRows, passRows] =
    await Promise.all([
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
      // Every logged set, oldest first, with the record marks the API answers.
      readSets(db, userId),
      // Every skill-ladder step passed (docs/product.md#skill-ladders), by skill and step.
      db
        .select({
          skill: skills.name,
          step: skillSteps.order,
          exercise: exercises.name,
          passedAt: userStepPasses.passedAt,
          how: userStepPasses.how,
        })
        .from(userStepPasses)
        .innerJoin(skillSteps, eq(skillSteps.id, userStepPasses.stepId))
        .innerJoin(skills, eq(skills.id, skillSteps.skillId))
        .innerJoin(exercises, eq(exercises.id, skillSteps.exerciseId))
        .where(eq(userStepPasses.userId, userId))
        .orderBy(asc(skills.name), asc(skillSteps.order))
        .all(),
    ])
  const exerciseIds = [...new Set(setRows.map((s) => s.exerciseId))]
  const names = new Map(
    exerciseIds.length === 0
      ? []
      : (
          await db
            .select({ id: exercises.id, name: exercises.name })
            .from(exercises)
            .where(inArray(exercises.id, exerciseIds))
            .all()
        ).map((e) => [e.id, e.name]),
  )
  const sets: ExportedSet[] = setRows.map(({ id, clientId, workoutId, exerciseId, ...rest }) => ({
    id,
    clientId,
    workoutId,
    exerciseId,
    exercise: names.get(exerciseId) ?? '',
    ...rest,
    // The load as the athlete reads it (docs/product.md#units) beside the stored kilograms.
    load: rest.loadKg === null ? null : Number(loadFigure(rest.loadKg, user.units)),
    loadUnit: user.units,
  }))
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
    stepPasses: iso(passRows),
    badges: iso(badgeRows),
    sets,
  }
}
