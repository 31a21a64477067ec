import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { skills, userBadges, userSkills, users } from '../../db/schema'
import { AppError } from '../../errors'
import { levelFromBadges } from '~/shared/rules/levels'
import { newlyEarnedBadges } from '../badges/newly-earned-badges'

/**
 * 'Train' unlocks a skill for the signed-in user only (docs/product.md#skill-unlock); skill badges it earns are
 * awarded in the same batch. Unlocking twice is a no-op.
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
  return database.write(async (db) => {
    const skill = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(eq(skills.id, skillId))
      .get()
    if (!skill) throw new AppError('NOT_FOUND', 'Skill not found')
    const mine = await db
      .select({ skillId: userSkills.skillId })
      .from(userSkills)
      .where(eq(userSkills.userId, userId))
      .all()
    if (mine.some((m) => m.skillId === skillId))
      return { skill, newBadges: [] as { id: number; name: string }[] }
    // Unlocking changes only the skill count, so only skill rules are evaluated.
    const stats = {
      skills: mine.length + 1,
      workouts: 0,
      exercises: 0,
      streak: 0,
      fullDay: false,
      byCategory: {},
    }
    const { alreadyEarned, awarded: newBadges } = await newlyEarnedBadges(
      db,
      userId,
      stats,
      (rule) => rule.kind === 'skills',
    )
    await db.batch([
      db.insert(userSkills).values({ userId, skillId, unlockedAt: now }).onConflictDoNothing(),
      ...newBadges.map((b) =>
        db
          .insert(userBadges)
          .values({ userId, badgeId: b.id, earnedAt: now })
          .onConflictDoNothing(),
      ),
      db
        .update(users)
        .set({ level: levelFromBadges(alreadyEarned + newBadges.length) })
        .where(eq(users.id, userId)),
    ])
    return { skill, newBadges }
  })
}
