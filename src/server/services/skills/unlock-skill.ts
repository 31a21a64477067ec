import { and, eq, inArray } from 'drizzle-orm'
import type { Database, Drizzle } from '../../db/client'
import { userBadges, userSkills, userStepPasses } from '../../db/schema'
import { levelFromBadges } from '~/shared/rules/levels'
import type { StepPassHow } from '~/shared/schemas/skills'
import {
  badgesEarnedBy,
  claimProgressVersion,
  type ProgressState,
  readProgressState,
  writeProgress,
} from '../progress/progress-state'
import { readSkill } from './list-skills'

type NewBadge = { id: number; name: string }

/** The rows that unlock skills for a user; unlocking twice is a no-op. */
export function unlockWrites(db: Drizzle, userId: number, skillIds: readonly number[], now: Date) {
  return skillIds.map((skillId) =>
    db.insert(userSkills).values({ userId, skillId, unlockedAt: now }).onConflictDoNothing(),
  )
}

/** The rows that record passes of ladder steps; a step already passed keeps its first pass. */
export function passWrites(
  db: Drizzle,
  userId: number,
  passes: readonly { stepId: number; how: StepPassHow; byUserId?: number | null }[],
  now: Date,
) {
  return passes.map((p) =>
    db
      .insert(userStepPasses)
      .values({ userId, stepId: p.stepId, passedAt: now, how: p.how, byUserId: p.byUserId ?? null })
      .onConflictDoNothing(),
  )
}

/**
 * Records a change of one user's ladder of one skill (passes added or taken back, the skill
 * unlocked) in one batch with the skill badges an unlock earns, claiming the user's next progress
 * version like a completion does (docs/architecture.md#writes). Unlocking changes only the skill
 * count, so only skill rules are evaluated.
 */
export async function commitLadderChange({
  database,
  state,
  userId,
  skillId,
  pass = [],
  unpass = [],
  unlock,
  now,
}: {
  database: Database
  state: ProgressState
  userId: number
  skillId: number
  pass?: { stepId: number; how: StepPassHow; byUserId?: number | null }[]
  unpass?: number[]
  unlock: boolean
  now: Date
}): Promise<NewBadge[]> {
  const db = database.db
  const unlocking = unlock && !state.skillIds.includes(skillId)
  const newBadges = unlocking
    ? badgesEarnedBy(
        state,
        {
          skills: state.skillIds.length + 1,
          workouts: 0,
          exercises: 0,
          streak: 0,
          fullDay: false,
          byCategory: {},
        },
        (kind) => kind === 'skills',
      )
    : []
  await database.commit([
    claimProgressVersion(state, {
      level: levelFromBadges(state.earnedBadges + newBadges.length),
    }),
    ...(unpass.length > 0
      ? [
          db
            .delete(userStepPasses)
            .where(and(eq(userStepPasses.userId, userId), inArray(userStepPasses.stepId, unpass))),
        ]
      : []),
    ...passWrites(db, userId, pass, now),
    ...(unlocking ? unlockWrites(db, userId, [skillId], now) : []),
    ...newBadges.map((b) =>
      db.insert(userBadges).values({ userId, badgeId: b.id, earnedAt: now }).onConflictDoNothing(),
    ),
  ])
  return newBadges
}

/**
 * 'Train' (PATCH /api/skills/{id}) unlocks a skill for the signed-in user at once
 * (docs/product.md#unlocking-a-skill): the steps not yet passed are recorded as passed by
 * self-assessment, and the skill badges it earns are awarded, in one batch. Unlocking twice is
 * a no-op.
 */
export async function unlockSkill({
  database,
  userId,
  skillId,
  now = new Date(),
}: {
  database: Database
  userId: number
  skillId: number
  now?: Date
}) {
  const { id, name } = await readSkill(database.db, userId, skillId)
  return writeProgress(database, userId, async () => {
    const state = await readProgressState(database, userId, now)
    if (state.skillIds.includes(skillId)) {
      return { skill: { id, name }, newBadges: [] as NewBadge[] }
    }
    const skill = await readSkill(database.db, userId, skillId)
    const passed = new Set(skill.passes.map((p) => p.stepId))
    const newBadges = await commitLadderChange({
      database,
      state,
      userId,
      skillId,
      pass: skill.steps
        .filter((s) => !passed.has(s.id))
        .map((s) => ({ stepId: s.id, how: 'self' as const })),
      unlock: true,
      now,
    })
    return { skill: { id, name }, newBadges }
  })
}
