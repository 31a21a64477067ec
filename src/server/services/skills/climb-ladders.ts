// Climbing from the set log (docs/product.md#skill-ladders): which ladder steps one session of
// an exercise passes. The set log reads the ladders with `laddersOfExercise` in the statement it
// reads a set's day with, and commits the passes with the set (log-sets.ts).
import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import {
  currentStepOf,
  ladderUnlocks,
  requirementsMet,
  type SessionSet,
  sessionPassesStep,
} from '~/shared/rules/skill-ladders'
import type { PassedStep, StepStandard } from '~/shared/schemas/skills'

/** A skill with a step of the logged exercise, as `laddersOfExercise` reads it. */
interface LadderJson {
  skillId: number
  skillName: string
  unlocked: number
  requires: number[]
  steps: {
    id: number
    order: number
    exerciseId: number
    exerciseName: string
    sets: number
    reps: number | null
    seconds: number | null
    loadKg: number | null
    passed: number
  }[]
}

/**
 * A JSON array of the skills that have a step of `exerciseId`, each with its whole ladder and
 * which steps `userId` has passed (one indexed lookup when the exercise is on no ladder).
 */
export function laddersOfExercise(
  userId: number | Placeholder,
  exerciseId: number | Placeholder,
): SQL {
  return sql`(SELECT json_group_array(json_object('skillId', s.id, 'skillName', s.name,
      'unlocked', EXISTS (SELECT 1 FROM user_skills WHERE user_id = ${userId} AND skill_id = s.id),
      'requires', json((SELECT json_group_array(requires_skill_id) FROM skill_prerequisites
        WHERE skill_id = s.id)),
      'steps', json((SELECT json_group_array(json_object('id', st.id, 'order', st."order",
          'exerciseId', st.exercise_id, 'exerciseName', e.name, 'sets', st.sets, 'reps', st.reps,
          'seconds', st.seconds, 'loadKg', st.load_kg,
          'passed', EXISTS (SELECT 1 FROM user_step_passes
            WHERE user_id = ${userId} AND step_id = st.id)))
        FROM skill_steps st JOIN exercises e ON e.id = st.exercise_id
        WHERE st.skill_id = s.id))))
    FROM skills s WHERE s.id IN (
      SELECT skill_id FROM skill_steps WHERE exercise_id = ${exerciseId}))`
}

function standardOf(step: LadderJson['steps'][number]): StepStandard {
  const standard: StepStandard = { sets: step.sets }
  if (step.reps !== null) standard.reps = step.reps
  if (step.seconds !== null) standard.seconds = step.seconds
  if (step.loadKg !== null) standard.loadKg = step.loadKg
  return standard
}

/**
 * The steps of `exerciseId` that this session (the user's sets of it on one day, the new set
 * included) passes: on ladders of skills not unlocked yet whose requirements are, steps not
 * passed before whose standard the session meets; exactly those steps. A pass of a ladder's
 * last step unlocks its skill.
 */
export function stepsPassedBy({
  ladders,
  exerciseId,
  session,
  unlockedSkillIds,
}: {
  /** The JSON `laddersOfExercise` read. */
  ladders: string
  exerciseId: number
  session: readonly SessionSet[]
  unlockedSkillIds: readonly number[]
}): PassedStep[] {
  const unlocked = new Set(unlockedSkillIds)
  const passedSteps: PassedStep[] = []
  for (const ladder of JSON.parse(ladders) as LadderJson[]) {
    if (Number(ladder.unlocked) === 1 || unlocked.has(ladder.skillId)) continue
    if (!requirementsMet(ladder.requires, unlocked)) continue
    const passed = new Set(ladder.steps.filter((s) => Number(s.passed) === 1).map((s) => s.id))
    const passing = ladder.steps.filter(
      (s) =>
        s.exerciseId === exerciseId &&
        !passed.has(s.id) &&
        sessionPassesStep(standardOf(s), session),
    )
    if (passing.length === 0) continue
    for (const s of passing) passed.add(s.id)
    const unlocks = ladderUnlocks(ladder.steps, passed)
    const next = currentStepOf(ladder.steps, passed, unlocks)
    const nextStep = ladder.steps.find((s) => s.order === next)
    for (const s of passing.sort((a, b) => a.order - b.order)) {
      passedSteps.push({
        skillId: ladder.skillId,
        skillName: ladder.skillName,
        stepId: s.id,
        order: s.order,
        exerciseName: s.exerciseName,
        unlocked: unlocks,
        nextStep: nextStep
          ? {
              order: nextStep.order,
              exerciseName: nextStep.exerciseName,
              standard: standardOf(nextStep),
            }
          : null,
      })
    }
  }
  return passedSteps
}
