import type { Database } from '../../db/client'
import { AppError, InputError } from '../../errors'
import { lastStepOf, ladderUnlocks, stepsBelow } from '~/shared/rules/skill-ladders'
import type { Skill } from '~/shared/schemas/skills'
import { readProgressState, writeProgress } from '../progress/progress-state'
import { assertUserExists, readSkill } from './list-skills'
import { commitLadderChange } from './unlock-skill'
import { tx } from '../../i18n/server-text'

/**
 * A trainer sets the step a client works on (docs/product.md#skill-ladders): every step below
 * `step` is passed (how = trainer, naming the trainer; a step passed before keeps its pass),
 * every step from `step` up is open again, and `step` = the number of steps + 1 passes them all
 * and unlocks the skill with its skill badges. An unlocked skill is not locked again (409).
 * The caller checks that `trainerId` may act for `userId`.
 */
export async function setSkillStep({
  database,
  trainerId,
  userId,
  skillId,
  step,
  now = new Date(),
}: {
  database: Database
  trainerId: number
  userId: number
  skillId: number
  step: number
  now?: Date
}): Promise<Skill> {
  const db = database.db
  await assertUserExists(db, userId)
  return writeProgress(database, userId, async () => {
    const state = await readProgressState(db, userId, now)
    const skill = await readSkill(db, userId, skillId)
    const top = lastStepOf(skill.steps)
    if (!top) throw new AppError('CONFLICT', tx('This skill has no steps to set'))
    if (step > top.order + 1) {
      throw new InputError([
        { path: ['step'], message: tx('step must be between 1 and {top}', { top: top.order + 1 }) },
      ])
    }
    const all = step > top.order
    if (skill.isUnlocked) {
      if (all) return skill
      throw new AppError('CONFLICT', tx('This skill is unlocked: skills cannot be locked again'))
    }
    const passed = new Set(skill.passes.map((p) => p.stepId))
    const below = stepsBelow(skill.steps, step)
    const pass = below
      .filter((s) => !passed.has(s.id))
      .map((s) => ({ stepId: s.id, how: 'trainer' as const, byUserId: trainerId }))
    const unpass = skill.steps.filter((s) => s.order >= step && passed.has(s.id)).map((s) => s.id)
    await commitLadderChange({
      database,
      state,
      userId,
      skillId,
      pass,
      unpass,
      unlock: ladderUnlocks(skill.steps, new Set(below.map((s) => s.id))),
      now,
    })
    return readSkill(db, userId, skillId)
  })
}
