import type { Database } from '../../db/client'
import { AppError } from '../../errors'
import { ladderUnlocks, requirementsMet } from '~/shared/rules/skill-ladders'
import type { SkillWithBadges } from '~/shared/schemas/skills'
import { readProgressState, writeProgress } from '../progress/progress-state'
import { readSkill, readSkills } from './list-skills'
import { commitLadderChange } from './unlock-skill'
import { tx } from '../../i18n/server-text'

/**
 * "I can do this" (docs/product.md#skill-ladders): the athlete passes one step of a skill by
 * self-assessment, recorded as how = self. Passing the last step unlocks the skill with its skill
 * badges. Idempotent: a step already passed (or a skill already unlocked) answers the same and
 * writes nothing. A skill whose requirements are not unlocked yet cannot be climbed (409).
 */
export async function passStep({
  database,
  userId,
  skillId,
  stepId,
  now = new Date(),
}: {
  database: Database
  userId: number
  skillId: number
  stepId: number
  now?: Date
}): Promise<SkillWithBadges> {
  const db = database.db
  return writeProgress(database, userId, async () => {
    const state = await readProgressState(db, userId, now)
    const skill = await readSkill(db, userId, skillId)
    const step = skill.steps.find((s) => s.id === stepId)
    if (!step) throw new AppError('NOT_FOUND', tx('This skill has no such step'))
    const passed = new Set(skill.passes.map((p) => p.stepId))
    if (skill.isUnlocked || passed.has(stepId)) return { ...skill, newBadges: [] }
    if (!requirementsMet(skill.requires, new Set(state.skillIds))) {
      throw new AppError('CONFLICT', await requirementsMessage(database, userId, skill.requires))
    }
    passed.add(stepId)
    const newBadges = await commitLadderChange({
      database,
      state,
      userId,
      skillId,
      pass: [{ stepId, how: 'self' }],
      unlock: ladderUnlocks(skill.steps, passed),
      now,
    })
    return { ...(await readSkill(db, userId, skillId)), newBadges }
  })
}

/** 'Unlock L-sit first.' naming the required skills not unlocked yet. */
async function requirementsMessage(database: Database, userId: number, requires: number[]) {
  const names = (await readSkills(database.db, userId))
    .filter((s) => requires.includes(s.id) && !s.isUnlocked)
    .map((s) => s.name)
  return tx('Unlock {skills} first.', { skills: names.join(' and ') })
}
