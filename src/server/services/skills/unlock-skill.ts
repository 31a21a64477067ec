import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { skills, userBadges, userSkills } from '../../db/schema'
import { AppError } from '../../errors'
import { levelFromBadges } from '~/shared/rules/levels'
import {
  badgesEarnedBy,
  claimProgressVersion,
  readProgressState,
  writeProgress,
} from '../progress/progress-state'

/**
 * 'Train' unlocks a skill for the signed-in user only (docs/product.md#skill-unlock); skill badges it earns are
 * awarded in the same batch, which claims the user's next progress version like a completion
 * does (docs/architecture.md#writes). Unlocking twice is a no-op.
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
  const skill = await database.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(eq(skills.id, skillId))
    .get()
  if (!skill) throw new AppError('NOT_FOUND', 'Skill not found')
  return writeProgress(database, userId, async () => {
    const state = await readProgressState(database.db, userId, now)
    if (state.skillIds.includes(skillId)) {
      return { skill, newBadges: [] as { id: number; name: string }[] }
    }
    // Unlocking changes only the skill count, so only skill rules are evaluated.
    const stats = {
      skills: state.skillIds.length + 1,
      workouts: 0,
      exercises: 0,
      streak: 0,
      fullDay: false,
      byCategory: {},
    }
    const newBadges = badgesEarnedBy(state, stats, (kind) => kind === 'skills')
    const db = database.db
    await database.commit([
      claimProgressVersion(db, state, {
        level: levelFromBadges(state.earnedBadges + newBadges.length),
      }),
      db.insert(userSkills).values({ userId, skillId, unlockedAt: now }).onConflictDoNothing(),
      ...newBadges.map((b) =>
        db
          .insert(userBadges)
          .values({ userId, badgeId: b.id, earnedAt: now })
          .onConflictDoNothing(),
      ),
    ])
    return { skill, newBadges }
  })
}
