import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { exercises, skillPrerequisites, skillSteps, skills } from '../../db/schema'
import type { KioskSkill } from '~/shared/schemas/kiosk'
import type { StepStandard } from '~/shared/schemas/skills'

/**
 * The catalogue's skill ladders for a wall screen (docs/product.md#kiosk-library): every skill
 * with its steps, standards and stills, and what it requires. No user: a kiosk shows nobody's
 * passes.
 */
export async function listKioskSkills({ db }: { db: Drizzle }): Promise<KioskSkill[]> {
  const [skillRows, stepRows, requireRows] = await Promise.all([
    db
      .select({
        id: skills.id,
        name: skills.name,
        icon: skills.icon,
        difficulty: skills.difficulty,
        description: skills.description,
      })
      .from(skills)
      .orderBy(asc(skills.difficulty), asc(skills.name))
      .all(),
    db
      .select({
        id: skillSteps.id,
        skillId: skillSteps.skillId,
        order: skillSteps.order,
        exerciseId: skillSteps.exerciseId,
        exerciseName: exercises.name,
        sets: skillSteps.sets,
        reps: skillSteps.reps,
        seconds: skillSteps.seconds,
        loadKg: skillSteps.loadKg,
        demo: exercises.builtinKey,
        imageUrl: exercises.imageUrl,
      })
      .from(skillSteps)
      .innerJoin(exercises, eq(exercises.id, skillSteps.exerciseId))
      .orderBy(asc(skillSteps.skillId), asc(skillSteps.order))
      .all(),
    db
      .select({ skillId: skillPrerequisites.skillId, name: skills.name })
      .from(skillPrerequisites)
      .innerJoin(skills, eq(skills.id, skillPrerequisites.requiresSkillId))
      .orderBy(asc(skills.difficulty), asc(skills.name))
      .all(),
  ])
  const stepsOf = new Map<number, KioskSkill['steps']>()
  for (const { skillId, sets, reps, seconds, loadKg, ...step } of stepRows) {
    const standard: StepStandard = { sets }
    if (reps !== null) standard.reps = reps
    if (seconds !== null) standard.seconds = seconds
    if (loadKg !== null) standard.loadKg = loadKg
    const list = stepsOf.get(skillId) ?? []
    list.push({ ...step, standard })
    stepsOf.set(skillId, list)
  }
  const requiresOf = new Map<number, string[]>()
  for (const { skillId, name } of requireRows) {
    requiresOf.set(skillId, [...(requiresOf.get(skillId) ?? []), name])
  }
  return skillRows.map((s) => ({
    ...s,
    requires: requiresOf.get(s.id) ?? [],
    steps: stepsOf.get(s.id) ?? [],
  }))
}
